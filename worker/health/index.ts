/** The storage health check. Its face: what the other concerns and the composition root use. */
export { healthRoutes } from './routes';
