/** The candidate workspace API: profile, account and password. Its face: what the other concerns and the composition root use. */
export { changePassword, PASSWORD_CHANGED } from './account';
export { candidateRoutes } from './routes';
export { getProfile } from './service';
export { findProfile, deleteCandidateProfile } from './store';
