/** The bias audit of the matching engine. Its face: what the other concerns and the composition root use. */
export { aiAuditRoutes } from './routes';
export { latestPublication } from './service';
