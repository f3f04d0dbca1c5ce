/** A candidate's bookmarked jobs. Its face: what the other concerns and the composition root use. */
export { savedJobRoutes } from './routes';
export { deleteCandidateSavedJobs } from './store';
