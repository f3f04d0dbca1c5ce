import { VERIFIED_EMPLOYER_LABEL } from './employer-labels';
import type { EmployerStatus } from './employers';

// Verified employers: the words recruiters and admins read (PRODUCT.md "Trust") and the limits, apart
// from employers.ts's schemas, so the pages that show them (the recruiter's profile, the admin's
// reports) do not load zod with them. The labels candidates see are in employer-labels.ts.

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

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

export const VERIFICATION_MESSAGES = {
  notPending: 'This company was already decided. Reload the queue.',
  lookalike: 'A verified employer already has this name or domain: refuse this company instead.',
} as const;
