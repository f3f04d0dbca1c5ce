/** The contact form's messages: the router, and the operator's address they are mailed to. */
export { contactRoutes } from './routes';
export { listMessages as listContactMessages } from './service';
export { operatorAddress } from '../email';
