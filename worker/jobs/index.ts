/** The recruiter's jobs and which jobs candidates meet. Its face: what the other concerns and the composition root use. */
export { recruiterJobRoutes } from './routes';
export { getJobForRecruiter, jobOfRecruiter, listRecruiterJobs } from './service';
export {
  closeOpenJobsOfRecruiterStatement,
  findJob,
  type JobRow,
  removeJobStatement,
  restoreJobStatement,
  toJob,
  countApplicationStatement,
  countViewStatement,
} from './store';
export { isListed, isReadable, JOB_NOT_FOUND, LISTED_SQL, listedParam, listedSql, readableJob } from './visibility';
