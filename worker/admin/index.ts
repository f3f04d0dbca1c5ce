/** The admin console's figures, the user directory and the audit log. Its face: what the other concerns and the composition root use. */
export { adminRoutes } from './routes';
export { overview as adminOverview, recentActions } from './service';
export { findUserBrief } from './store';
export { announceAccountStatus, restoreStatements, suspendStatements } from './suspension';
