// The human alternative to the score in words, apart from ai.ts (the bias audit's words and its CSV):
// job cards and the candidate's applications show them on every candidate page.

/** An application reviewed without the score: its ats_status, and the words every view shows. */
export const HUMAN_REVIEW = {
  status: 'human_review',
  label: 'Human review requested',
  /** The heading of their group, first in "best match first" lists. */
  group: 'Review without a score',
  option: 'Review my application without the score',
  hint: 'No score is computed: a person reads your application instead, and it is never filtered out by a minimum score.',
  note: 'Human review requested: no score is computed for this application.',
  tooLate: 'Human review can only be requested before the application first moves.',
  receipt: 'You asked for a person to review this application without the score: no score was computed for it.',
} as const;

export const isHumanReview = (atsStatus: string) => atsStatus === HUMAN_REVIEW.status;

/** Human review may be asked for later, from the application page, until its first move. */
export const canRequestHumanReview = (status: string, atsStatus: string) =>
  status === 'applied' && !isHumanReview(atsStatus);
