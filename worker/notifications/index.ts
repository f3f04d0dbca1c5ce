/** In-product notifications for every role. Its face: what the other concerns and the composition root use. */
export { notificationRoutes } from './routes';
export { notify, notifyAdminsStatement, notifyEach } from './service';
export { insertStatementIf, deleteUserNotifications } from './store';
