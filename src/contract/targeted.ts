import { z } from 'zod';

import { queryFields } from './query';
import { TARGETED_BATCH_MAX, TARGETED_MESSAGES, TARGETED_NOTE_MAX, TARGETED_RESULTS_LIMIT } from './targeted-words';

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
