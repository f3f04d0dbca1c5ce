/** Applications, candidate's and recruiter's sides, and every move of their state. Its face: what the other concerns and the composition root use. */
export { candidateApplicationRoutes } from './candidate-routes';
export { CANDIDATE_APPLICATIONS_LIMIT, listApplications, withdraw } from './candidate-service';
export { move } from './move';
export { identity, toRecruiterApplication, totalPages } from './present';
export { recruiterApplicationRoutes } from './recruiter-routes';
export { hireThroughOffer, listCompanyApplications, listJobApplications } from './recruiter-service';
export { rescoreOpenApplications, rescoreStaleApplications } from './rescore';
export {
  appliedJobIds,
  candidateApplicationsInCompany,
  findCandidateApplication,
  findCandidateApplicationForJob,
  findCompanyApplication,
  listCandidateApplicationsWithJobs,
  longestWaiting,
  markOfferStatement,
  referencedApplicationKeys,
  eraseApplicationTexts,
} from './store';
