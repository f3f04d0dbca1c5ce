// Targeted job sending (issue 7), where a recruiter sends one of their open jobs to chosen
// candidates: the limits and words, apart from targeted.ts's schemas, so pages show them without
// loading zod.

export const TARGETED_DAILY_CAP = 50;
export const TARGETED_BATCH_MAX = 50;
export const TARGETED_NOTE_MAX = 1_000;

/** How many candidates the engine ranks per request (the most recently active ones). */
export const TARGETED_POOL_LIMIT = 300;
export const TARGETED_RESULTS_LIMIT = 50;

/** The candidate's opt-in to being found (onboarding, profile and settings all show these words). */
export const TARGETED_CONSENT_TEXT = 'Let verified employers find me and send me jobs';

export const TARGETED_MESSAGES = {
  jobNotOpen: 'Only open jobs can be sent. Publish the job first.',
  dailyCapReached: `You have sent ${TARGETED_DAILY_CAP} jobs today, the daily limit. It resets at 00:00 UTC.`,
  chooseCandidates: 'Choose at least one candidate',
} as const;
