/** The candidate's side of applications (the recruiter's is worker/pipeline). Its face: what the other concerns and the composition root use. */
export { candidateApplicationRoutes } from './candidate-routes';
export { CANDIDATE_APPLICATIONS_LIMIT, withdraw } from './candidate-service';
export { move } from './move';
export {
  type ApplicationRow,
  appliedJobIds,
  type EventRow,
  findCandidateApplication,
  findCandidateApplicationForJob,
  listCandidateApplicationsWithJobs,
  referencedApplicationKeys,
  screeningAnswers,
} from './store';
