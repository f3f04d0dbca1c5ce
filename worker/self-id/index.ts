/** The candidate's voluntary self-identification. Its face: what the other concerns and the composition root use. */
export { selfIdRoutes } from './routes';
export { deleteCandidateSelfId } from './store';
