/** The development mailbox. Its face: what the other concerns and the composition root use. */
export { devRoutes } from './routes';
