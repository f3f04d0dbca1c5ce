import { z } from 'zod';

import { queryFields } from './query';

/** Targeted job sending (issue 7): a recruiter sends one of their open jobs to chosen candidates. */
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

export const targetedCandidatesQuerySchema = z.object(
  queryFields({
    jobId: z.string({ error: 'Choose a job' }).min(1, { error: 'Choose a job' }).max(64),
    /** Narrows by the name shown or the candidate's structured profile: headline, city, location or a confirmed skill (never resume text). */
    q: z.string().trim().max(100).optional(),
    minScore: z.coerce.number().int().min(0).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(TARGETED_RESULTS_LIMIT).default(TARGETED_RESULTS_LIMIT),
  }),
);
export type TargetedCandidatesQuery = z.infer<typeof targetedCandidatesQuerySchema>;

export const targetedCandidateSchema = z.object({
  candidateId: z.string(),
  fullName: z.string(),
  location: z.string(),
  score: z.number().nullable(),
  /** What the match was made on: their profile's structured fields, never their resume. */
  source: z.literal('profile'),
  /** The job's skills the candidate has, with the profile line that shows each. */
  matchedSkills: z.array(z.object({ skill: z.string(), evidence: z.string().nullable(), required: z.boolean() })),
  missingSkills: z.array(z.string()),
  /** One line a recruiter reads: why this candidate. */
  reason: z.string(),
});
export type TargetedCandidate = z.infer<typeof targetedCandidateSchema>;

export const targetedUsageSchema = z.object({ sentToday: z.number(), dailyCap: z.number(), remaining: z.number() });

export const targetedCandidatesSchema = z.object({
  job: z.object({ id: z.string(), title: z.string() }),
  candidates: z.array(targetedCandidateSchema),
  usage: targetedUsageSchema,
});
export type TargetedCandidates = z.infer<typeof targetedCandidatesSchema>;

export const targetedSendSchema = z.object({
  jobId: z.string().min(1).max(64),
  candidateIds: z
    .array(z.string().min(1).max(64))
    .min(1, { error: TARGETED_MESSAGES.chooseCandidates })
    .max(TARGETED_BATCH_MAX, { error: `Send to at most ${TARGETED_BATCH_MAX} candidates at once` }),
  note: z
    .string()
    .trim()
    .max(TARGETED_NOTE_MAX, { error: `Keep the note under ${TARGETED_NOTE_MAX} characters` })
    .default(''),
});

/**
 * Per candidate: sent; already_sent (this job reached them before: refused); opted_out (they turned
 * targeted jobs off, or are not a candidate); applied (they already applied to the job, and the
 * company sees its applicants by name: under blind review a send to an applicant it knows only by
 * an alias is a no-op that counts as a send and answers already_sent, so nothing names them);
 * daily_cap (the recruiter's limit for today was reached during this request).
 */
export const TARGETED_OUTCOMES = ['sent', 'already_sent', 'opted_out', 'applied', 'daily_cap'] as const;
export type TargetedOutcome = (typeof TARGETED_OUTCOMES)[number];

export const targetedSendResultSchema = z.object({
  results: z.array(
    z.object({ candidateId: z.string(), outcome: z.enum(TARGETED_OUTCOMES), conversationId: z.string().nullable() }),
  ),
  sent: z.number(),
  usage: targetedUsageSchema,
});
export type TargetedSendResult = z.infer<typeof targetedSendResultSchema>;
