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

// Voluntary self-identification: the EEOC's categories (EEO-1), "decline to state" always offered.

export const DECLINED = 'decline';
export const SEX_CATEGORIES = [
  ['female', 'Female'],
  ['male', 'Male'],
  [DECLINED, 'Decline to state'],
] as const;
export const RACE_CATEGORIES = [
  ['hispanic', 'Hispanic or Latino'],
  ['white', 'White'],
  ['black', 'Black or African American'],
  ['pacific', 'Native Hawaiian or Other Pacific Islander'],
  ['asian', 'Asian'],
  ['native', 'American Indian or Alaska Native'],
  ['two_or_more', 'Two or More Races'],
  [DECLINED, 'Decline to state'],
] as const;
export type Sex = (typeof SEX_CATEGORIES)[number][0];
export type RaceEthnicity = (typeof RACE_CATEGORIES)[number][0];
const codes = <T extends readonly (readonly [string, string])[]>(list: T) => list.map(([code]) => code) as unknown as [T[number][0], ...T[number][0][]];
export const SEX_LABEL = Object.fromEntries(SEX_CATEGORIES) as Record<Sex, string>;
export const RACE_LABEL = Object.fromEntries(RACE_CATEGORIES) as Record<RaceEthnicity, string>;

export const selfIdentificationInputSchema = z.object({
  sex: z.enum(codes(SEX_CATEGORIES), { error: 'Choose an answer, or "Decline to state"' }),
  raceEthnicity: z.enum(codes(RACE_CATEGORIES), { error: 'Choose an answer, or "Decline to state"' }),
});
export type SelfIdentificationInput = z.infer<typeof selfIdentificationInputSchema>;

export const selfIdentificationSchema = z.object({
  /** Null until the candidate answers (or after they delete their answers). */
  answers: selfIdentificationInputSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type SelfIdentification = z.infer<typeof selfIdentificationSchema>;

export const SELF_ID_MESSAGES = {
  intro:
    'Voluntary and private. We use these answers only to check, in aggregate, that the matching engine treats every group fairly (a bias audit). Recruiters and employers never see them, they are never in any export to a company, and the engine never reads them. You can change or delete them at any time.',
  notYet: 'You can answer these questions after you have applied to a job.',
  saved: 'Thank you. Your answers are saved.',
  deleted: 'Your answers are deleted.',
} as const;
