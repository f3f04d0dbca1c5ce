import { z } from 'zod';

import { VERIFIED_EMPLOYER_LABEL } from './employer-labels';
import { choice, queryFields } from './query';

/** Verified employers: the messages recruiters get (PRODUCT.md "Trust"); the labels are in employer-labels.ts. */

export const COMPANY_VERIFICATIONS = ['pending', 'verified', 'refused'] as const;
export type CompanyVerification = (typeof COMPANY_VERIFICATIONS)[number];

export const EMPLOYER_MESSAGES = {
  verifyEmailToPublish:
    'Verify your email address before publishing: open the link we emailed you, or use “Resend the link” at the top of the page. You can save this job as a draft meanwhile.',
  companyNotVerified:
    'Your company is not a verified employer yet, so you cannot search or send jobs to candidates who have not applied. Verify an email at your company’s website domain, or wait for an admin to approve your company. Your own applicants stay open to you.',
  lookalikeName:
    'A verified employer already uses this name. If you work there, sign up with your work email at their domain; otherwise choose your company’s own name.',
  blindNeedsCompany: 'Add your company in your profile first: blind review is a setting of the whole company.',
  lookalikeDomain:
    'A verified employer already uses this website. If you work there, sign up with your work email at that domain; otherwise give your company’s own website.',
  ownerOnlyIdentity:
    'Only the owner of your company can change its name or website: ask them, or ask them to hand the company over to you on the Team page.',
  ownerOnlyCountry:
    'Only the owner of your company can change its country: ask them, or ask them to hand the company over to you on the Team page.',
  jobInReview:
    'This job waits in review: candidates see it once your company is verified. Verify an email address at your company’s website domain to be verified at once, or wait for an admin to review your company.',
} as const;

/** What the owner of a company held for review is told: it reads like a verified employer. */
export const heldAsLookalikeText = (name: string) =>
  `Your company’s name or website is close to “${name}”, a verified employer, so an admin reviews it before candidates see your jobs, even with an email at your own domain. If you are part of ${name}, say so to the admin or ask ${name} to invite you.`;

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

/** What a recruiter is told about their company's verification, and what to do about it. */
export function employerStatusText(s: Omit<EmployerStatus, 'youOwn'>): string {
  if (s.verified)
    return `Candidates see “${VERIFIED_EMPLOYER_LABEL}” beside your jobs, and you can send jobs to candidates who chose to be found.`;
  if (s.lookalikeOf) return heldAsLookalikeText(s.lookalikeOf.name);
  if (s.needsAdmin)
    return `Your company’s name or website changed, so it is verified again before candidates see your jobs: an admin reviews it. Until then your open jobs wait in review.`;
  if (s.verification === 'refused')
    return `An admin could not verify your company${s.note ? `: ${s.note}` : '.'} Correct the company name or website and save to ask again.`;
  const how = s.domain
    ? `verify an email address at ${s.domain}`
    : 'give your company’s own website and verify an email address at its domain';
  return `Your jobs wait in review until your company is verified: candidates do not see them yet. To be verified at once, ${how}; or wait for an admin to review your company. Meanwhile you can prepare jobs and review your own applicants.`;
}

export const VERIFICATION_DECISIONS = ['approve', 'refuse'] as const;
export const VERIFICATION_REASON_MAX = 1_000;
export const VERIFICATION_QUEUE_LIMIT = 50;

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

export const VERIFICATION_MESSAGES = {
  notPending: 'This company was already decided. Reload the queue.',
  lookalike: 'A verified employer already has this name or domain: refuse this company instead.',
} as const;
