import { z } from 'zod';

/**
 * Accountable AI: the human alternative to the score, voluntary self-identification (walled off
 * from recruiters, companies and the engine), the bias audit and its public summary.
 */

/** An application reviewed without the score: its ats_status, and the words every view shows. */
export const HUMAN_REVIEW = {
  status: 'human_review',
  label: 'Human review requested',
  option: 'Review my application without the score',
  hint: 'No score is computed: a person reads your application instead, and it is never filtered out by a minimum score.',
  note: 'Human review requested: no score is computed for this application.',
  tooLate: 'Human review can only be requested before the application first moves.',
} as const;

export const isHumanReview = (atsStatus: string) => atsStatus === HUMAN_REVIEW.status;

/** Human review may be asked for later, from the application page, until its first move. */
export const canRequestHumanReview = (status: string, atsStatus: string) => status === 'applied' && !isHumanReview(atsStatus);
