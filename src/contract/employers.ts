import { z } from 'zod';

import { COMPANY_VERIFICATIONS, VERIFICATION_DECISIONS, VERIFICATION_REASON_MAX } from './employer-words';
import { choice, queryFields } from './query';

/** Verified employers' schemas; their words and limits are in employer-words.ts, the labels in employer-labels.ts. */

/** What a recruiter sees about their company's verification, and how to get verified. */
export const employerStatusSchema = z.object({
  verified: z.boolean(),
  verification: z.enum(COMPANY_VERIFICATIONS),
  /** The registrable domain of the website when it can prove anything, else ''. */
  domain: z.string(),
  /** Why an admin refused, when they did. */
  note: z.string(),
  /** A verified company this one's name or domain is close to: held for an admin, whatever its domain. */
  lookalikeOf: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Only an admin can verify it now (held as a lookalike, or its name or website changed after it was verified). */
  needsAdmin: z.boolean(),
  /** The viewer owns the company: only they change its name and website. */
  youOwn: z.boolean(),
});
export type EmployerStatus = z.infer<typeof employerStatusSchema>;

/** An admin's decision on a company: approving or refusing, always with a reason (the recruiters read it). */
export const verificationDecisionSchema = z.object({
  decision: z.enum(VERIFICATION_DECISIONS, { error: 'Approve or refuse' }),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, { error: 'Give a reason' })
    .max(VERIFICATION_REASON_MAX, { error: `Keep the reason under ${VERIFICATION_REASON_MAX} characters` }),
});
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

export const verificationQueueQuerySchema = z.object(
  queryFields({ status: choice('Status', COMPANY_VERIFICATIONS).default('pending') }),
);

/** A company in the admin's verification queue, with the evidence for deciding. */
export const verificationCaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string(),
  /** The registrable domain of the website when it can prove anything, else ''. */
  domain: z.string(),
  verification: z.enum(COMPANY_VERIFICATIONS),
  verified: z.boolean(),
  note: z.string(),
  createdAt: z.string(),
  openJobs: z.number(),
  recruiters: z.array(
    z.object({
      id: z.string(),
      fullName: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      /** Their email is at the company's own domain. */
      atCompanyDomain: z.boolean(),
    }),
  ),
  /**
   * A verified company whose name or domain this one reads as (`same`: it cannot be approved), or
   * contains or nearly is (`near`: held for an admin; it may be a real subsidiary).
   */
  lookalikeOf: z.object({ id: z.string(), name: z.string(), likeness: z.enum(['same', 'near']) }).nullable(),
  /** Its open jobs that wait in review until it is verified. */
  jobsInReview: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type VerificationCase = z.infer<typeof verificationCaseSchema>;
export const verificationQueueSchema = z.object({ companies: z.array(verificationCaseSchema) });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;
