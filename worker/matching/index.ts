/** The product's glue to the matching engine. Its face: what the other concerns and the composition root use. */
export {
  assertResumeSize,
  ATS_SCORER_VERSION,
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
