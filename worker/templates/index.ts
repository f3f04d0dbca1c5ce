/** The message templates a company keeps. Its face: what the other concerns and the composition root use. */
export { templateRoutes } from './routes';
export { messageFiller } from './service';
