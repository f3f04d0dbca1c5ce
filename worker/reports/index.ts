/** Reports of abuse and the admins' moderation. Its face: what the other concerns and the composition root use. */
export { announceReportOutcome } from './moderation';
export { reportRoutes } from './routes';
export { eraseReportSnapshots } from './store';
