/** Hiring as a team. Its face: what the other concerns and the composition root use. */
export { announceMention } from './notes';
export { teamRoutes } from './routes';
export { announceTeamEvent } from './service';
