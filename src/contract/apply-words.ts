// The apply form's limit and the answers to an application, apart from candidate.ts and its schemas:
// the apply page shows them without zod.

export const COVER_LETTER_MAX = 5_000;

export const APPLY_MESSAGES = {
  duplicate: 'You have already applied to this job',
  closed: 'This job is no longer accepting applications.',
  deadlinePassed: 'The application deadline for this job has passed.',
  resumeMissing: 'Choose one of your resumes',
  notWithdrawable: 'This application can no longer be withdrawn.',
  /** 403 to an account whose email is not verified (docs/decisions.md): why, and how to verify. */
  verifyEmail: (email: string) =>
    `Verify your email to apply. Open the link we sent to ${email}, or ask for a new one.`,
} as const;
