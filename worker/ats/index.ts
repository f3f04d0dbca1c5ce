/**
 * The matching engine ("ATS score"): pure TypeScript, no I/O, no external service.
 * Typical use: extractResumeText on upload -> analyzeResume (store the profile) ->
 * analyzeJob per job -> scoreMatch / rank* / matchesAlert.
 */
export { extractResumeText, AtsInputError, type ExtractedText, type ExtractOptions } from './extract';
export { sniff } from './extract/sniff';
export {
  analyzeResume,
  analyzeJob,
  redactedLines,
  jobSkillTerms,
  unreadableResume,
  type ResumeProfile,
  type JobProfile,
  type JobSkill,
  type FoundSkill,
  type AnalyzeOptions,
  type MentionRead,
} from './read/analyze';
export {
  scoreMatch,
  scoreMatchDetailed,
  ATS_WEIGHTS,
  DEFINING_SHARE,
  type AtsWeights,
  type ScoreDetail,
  type ScoreOptions,
} from './score';
export { rankCandidatesForJob, rankJobsForCandidate, matchesAlert, type Ranked, type AlertCriteria } from './rank';
export { ATS_SCORER_VERSION } from './version';
export { nextSteps } from './advice';
export { redactIdentity } from './identity';
export { taxonomy, lookupSkill } from './taxonomy/taxonomy';
export { readForProfile, type ProfileReading, type SuggestedSkill } from './extract/suggest';
