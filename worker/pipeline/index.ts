/** Applications as the recruiter sees them, and their moves. Its face: what the other concerns and the composition root use. */
export { identity, toRecruiterApplication, totalPages } from './present';
export { pipelineRoutes } from './routes';
export { changeStatus, getApplicationDetail } from './service';
export { candidateApplicationsInCompany, findCompanyApplication, longestWaiting } from './store';
