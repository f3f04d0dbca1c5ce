/**
 * Interview scorecards (issue 39, item 2): a job's attributes, an interview's panel, each
 * panelist's scorecard and the panel's summary. The job editor, the application panel and the
 * worker all check with these schemas and word their refusals with these messages.
 */
import { z } from 'zod';

import { isSingleLine, SINGLE_LINE_MESSAGE } from './auth';
import { SCORECARD_LIMITS } from './scorecard-limits';

// The limits live apart (scorecard-limits.ts, for the job editor, which must not bring zod); they stay importable from here.
export { SCORECARD_LIMITS };

export const RATINGS = [1, 2, 3, 4] as const;
export const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  1: 'Poor',
  2: 'Mixed',
  3: 'Good',
  4: 'Excellent',
};

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_WORDS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** Hours after the booked time at which the cron reminds a panelist who has not submitted. */
export const SCORECARD_REMINDER_HOURS = 24;

export const SCORECARD_MESSAGES = {
  attributeCount: `Give ${SCORECARD_LIMITS.attributesMin} to ${SCORECARD_LIMITS.attributesMax} attributes, or none`,
  attributeNames: 'Each attribute needs its own name',
  attributeIds: 'Each attribute needs its own id',
  noScorecard: 'This job has no scorecard yet. Add its attributes in the job editor first.',
  noInterview: 'Propose an interview first: the panel belongs to it.',
  notOrganizer: 'Only the interview’s organiser changes its panel.',
  notMember: 'Choose a member of your company.',
  alreadyOnPanel: 'Already on the panel.',
  panelFull: `A panel has at most ${SCORECARD_LIMITS.panelMax} colleagues besides its organiser.`,
  notOnPanel: 'Only a panelist submits a scorecard.',
  removeSubmitted: 'A panelist who has submitted stays on the panel.',
  removeOrganizer: 'The organiser is always on the panel.',
  alreadySubmitted: 'You have submitted your scorecard. It cannot be changed.',
  attributesChanged: 'The job’s scorecard changed since you opened it. Reload and rate its attributes.',
  ratingRequired: 'Rate this from 1 to 4',
  recommendationRequired: 'Choose your recommendation',
  /** What a panelist reads before submitting: why the others are hidden. */
  hiddenUntilSubmitted: 'The others’ scorecards show once you submit your own, so nobody is swayed by them.',
} as const;

const line = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} must be at most ${max} characters` })
    .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE });

/** One attribute as the recruiter writes it; its id stays when it is renamed. */
export const scorecardAttributeSchema = z.object({
  id: z.string().trim().min(1).max(64),
  name: line(SCORECARD_LIMITS.nameMax, 'The attribute'),
  description: z
    .string()
    .trim()
    .max(SCORECARD_LIMITS.descriptionMax, {
      error: `Keep the description under ${SCORECARD_LIMITS.descriptionMax} characters`,
    })
    .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE })
    .default(''),
});
export type ScorecardAttribute = z.output<typeof scorecardAttributeSchema>;

/** A job's scorecard: none, or 3 to 8 attributes with distinct names. */
export const jobScorecardInputSchema = z.object({
  attributes: z
    .array(scorecardAttributeSchema)
    .refine(
      (a) =>
        a.length === 0 || (a.length >= SCORECARD_LIMITS.attributesMin && a.length <= SCORECARD_LIMITS.attributesMax),
      { error: SCORECARD_MESSAGES.attributeCount },
    )
    .refine((a) => new Set(a.map((x) => x.name.toLowerCase())).size === a.length, {
      error: SCORECARD_MESSAGES.attributeNames,
    })
    .refine((a) => new Set(a.map((x) => x.id)).size === a.length, { error: SCORECARD_MESSAGES.attributeIds }),
});
export type JobScorecardInput = z.output<typeof jobScorecardInputSchema>;

export const jobScorecardSchema = z.object({
  attributes: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type JobScorecard = z.infer<typeof jobScorecardSchema>;

export const panelAddSchema = z.object({ memberId: z.string().trim().min(1).max(64) });
export type PanelAdd = z.infer<typeof panelAddSchema>;

/** A panelist's scorecard as sent: every attribute of the job's scorecard rated, and a recommendation. */
export const scorecardInputSchema = z.object({
  ratings: z
    .array(
      z.object({
        attributeId: z.string().trim().min(1).max(64),
        rating: z
          .number({ error: SCORECARD_MESSAGES.ratingRequired })
          .int({ error: SCORECARD_MESSAGES.ratingRequired })
          .min(1, { error: SCORECARD_MESSAGES.ratingRequired })
          .max(4, { error: SCORECARD_MESSAGES.ratingRequired }),
        note: z
          .string()
          .trim()
          .max(SCORECARD_LIMITS.noteMax, { error: `Keep the note under ${SCORECARD_LIMITS.noteMax} characters` })
          .default(''),
      }),
    )
    .max(SCORECARD_LIMITS.attributesMax),
  recommendation: z.enum(RECOMMENDATIONS, { error: SCORECARD_MESSAGES.recommendationRequired }),
});
export type ScorecardInput = z.output<typeof scorecardInputSchema>;

/** A rating kept with the scorecard: the attribute named as it was when rated. */
export const scorecardRatingSchema = z.object({
  attributeId: z.string(),
  name: z.string(),
  rating: z.number(),
  note: z.string(),
});
export type ScorecardRating = z.infer<typeof scorecardRatingSchema>;

export const scorecardSchema = z.object({
  /** The author's name; null once their account is gone. */
  author: z.string().nullable(),
  you: z.boolean(),
  ratings: z.array(scorecardRatingSchema),
  recommendation: z.enum(RECOMMENDATIONS),
  submittedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardSummarySchema = z.object({
  /** The job's current attributes, each with the mean of its ratings (null before any). */
  averages: z.array(
    z.object({ attributeId: z.string(), name: z.string(), average: z.number().nullable(), count: z.number() }),
  ),
  recommendations: z.object({ strong_no: z.number(), no: z.number(), yes: z.number(), strong_yes: z.number() }),
  /** Panelists who have not submitted yet. */
  pending: z.array(z.string()),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

export const panelistSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  you: z.boolean(),
  organizer: z.boolean(),
  submitted: z.boolean(),
});
export type Panelist = z.infer<typeof panelistSchema>;

/**
 * An application's panel as one member reads it. `scorecards` and `summary` are filled only for a
 * member who has submitted their own (the anchoring rule); everyone sees who has submitted.
 */
export const panelAnswerSchema = z.object({
  /** The job's scorecard attributes (empty: the job has no scorecard). */
  attributes: jobScorecardSchema.shape.attributes,
  /** False before an interview is proposed: there is no panel yet. */
  hasInterview: z.boolean(),
  /** The reader organises the interview, so may change the panel. */
  canManage: z.boolean(),
  panel: z.array(panelistSchema),
  /** Members the organiser may add (empty for anyone else). */
  members: z.array(z.object({ id: z.string(), fullName: z.string() })),
  youOnPanel: z.boolean(),
  youSubmitted: z.boolean(),
  scorecards: z.array(scorecardSchema),
  summary: scorecardSummarySchema.nullable(),
});
export type PanelAnswer = z.infer<typeof panelAnswerSchema>;

/**
 * The panel's summary: each current attribute's mean rating (a rating of an attribute since removed
 * counts for nothing), the count of each recommendation, and who has not submitted.
 */
export function scorecardSummary(
  attributes: readonly { id: string; name: string }[],
  scorecards: readonly Pick<Scorecard, 'ratings' | 'recommendation'>[],
  pending: readonly string[],
): ScorecardSummary {
  const recommendations = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const s of scorecards) recommendations[s.recommendation]++;
  return {
    averages: attributes.map((a) => {
      const ratings = scorecards.flatMap((s) => s.ratings.filter((r) => r.attributeId === a.id).map((r) => r.rating));
      const average = ratings.length
        ? Math.round((ratings.reduce((x, y) => x + y, 0) / ratings.length) * 10) / 10
        : null;
      return { attributeId: a.id, name: a.name, average, count: ratings.length };
    }),
    recommendations,
    pending: [...pending],
  };
}
