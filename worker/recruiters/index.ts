/** The recruiter workspace: profile, candidates and analytics. Its face: what the other concerns and the composition root use. */
export { analyticsRoutes } from './analytics/routes';
export { recruiterCandidateRoutes } from './candidates/routes';
export { recruiterRoutes } from './routes';
export { joinCompanyStatement, leaveCompanyStatement } from './store';
