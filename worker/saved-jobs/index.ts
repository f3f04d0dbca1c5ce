/** A candidate's bookmarked jobs. Its face: what the other concerns and the composition root use. */
export { savedJobRoutes } from './routes';
export { savedJobs } from './service';
export { deleteCandidateSavedJobs } from './store';
