/** Interview scheduling. Its face: what the other concerns and the composition root use. */
export { closingStatements } from './close';
export { interviewRoutes } from './routes';
export { interviewChanged, scheduleClosed } from './service';
export { eraseRequestNotes } from './store';
