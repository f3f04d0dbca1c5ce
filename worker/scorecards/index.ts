/** Interview scorecards. Its face: what the other concerns and the composition root use. */
export { scorecardRoutes } from './routes';
export { announcePanelist, remindDuePanelists, remindPanelist } from './service';
