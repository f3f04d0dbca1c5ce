/** Companies, the recruiter-to-company link and employer verification. Its face: what the other concerns and the composition root use. */
export { companyVerificationRoutes } from './routes';
export { changesIdentity, reviewIdentity } from './service';
export {
  companyIdOfRecruiter,
  companyNames,
  companyVerifiedSql,
  type CompanyWithStanding,
  findCompany,
  insertCompanyUnlessLinked,
  JOB_COMPANY_COLUMNS,
  listRecruiterNames,
  recruiterContext,
  recruitersOf,
  recruiterStanding,
  setCompanyBlindReview,
  toCompany,
  transferOwnership,
  updateCompanyOfRecruiter,
} from './store';
export { announceVerification } from './verification';
