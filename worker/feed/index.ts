/** The candidate's job feed, job page and the company page. Its face: what the other concerns and the composition root use. */
export { companyRoutes } from './company-routes';
export { feedRoutes } from './routes';
export {
  type Cursor,
  decodeCursor,
  encodeCursor,
  feed as candidateFeed,
  newestPage,
  NO_VIEWER,
  postedSince,
  scoreRows,
  searchOf,
  viewerOf,
} from './service';
export { countJobs, rankJobs, searchJobs, similarJobs, deleteCandidateViews } from './store';
