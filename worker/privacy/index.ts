/** A candidate's own data, and the deletion of their account. Its face: what the other concerns and the composition root use. */
export { privacyRoutes } from './routes';
export { clearReclaimedAccount } from './takeover';
