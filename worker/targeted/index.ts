/** Recruiters sending a job to chosen candidates. Its face: what the other concerns and the composition root use. */
export { targetedRoutes } from './routes';
export { deleteCandidateSends } from './store';
