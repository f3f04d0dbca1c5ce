/** The product's glue to the matching engine. Its face: what the other concerns and the composition root use. */
export {
  assertResumeSize,
  assertSafePdf,
  blindLetter,
  blindResumeText,
  type CandidateMatchProfile,
  jobMatchesAlert,
  jobProfile,
  type MatchResult,
  matchSummary,
  prepareCandidate,
  readResume,
  RESUME_MAX_BYTES,
  resumeTooLarge,
  scoreJob,
  scoreResume,
} from './engine';
export { aiNotice } from './notice';
export { rescoreOpenApplications, rescoreStaleApplications } from './rescore';
