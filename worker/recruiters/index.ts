/** The recruiter workspace: profile, candidates and analytics. Its face: what the other concerns and the composition root use. */
export { analyticsRoutes } from './analytics/routes';
export { recruiterCandidateRoutes } from './candidates/routes';
export { recruiterRoutes } from './routes';
export { getAnalytics as getRecruiterAnalytics, getDashboard } from './analytics/service';
export { getProfile as getRecruiterProfile, getSettings as getRecruiterSettings } from './service';
export { joinCompanyStatement, leaveCompanyStatement } from './store';
