import { z } from 'zod';

import { jobSearchFields } from './candidate';

/** The public job board (/jobs) and its company pages: open to everyone, no account needed. */
export const BOARD_PAGE_SIZE = 20;
/** Jobs listed on a public company page. */
export const COMPANY_PAGE_JOBS = 50;
/** How long an anonymous visitor's copy of a public page may be kept at the edge, in seconds. */
export const PUBLIC_PAGE_TTL_SECONDS = 60;
/** Match scores asked for at once by the board's cards. */
export const MATCHES_MAX_IDS = 50;

export const boardQuerySchema = z.object({
  ...jobSearchFields,
  cursor: z.string().max(200).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/** The board's query string: only the fields that are set, so links stay short and cacheable. */
export function boardSearchParams(q: Partial<BoardQuery>): string {
  const params = new URLSearchParams();
  for (const key of [
    'q',
    'location',
    'workplaceType',
    'employmentType',
    'minSalary',
    'postedWithin',
    'cursor',
  ] as const) {
    const value = q[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const jobMatchesQuerySchema = z.object({
  ids: z
    .string()
    .max(MATCHES_MAX_IDS * 65)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.string().max(64)).max(MATCHES_MAX_IDS, { error: `At most ${MATCHES_MAX_IDS} jobs at once` })),
});

export const jobMatchesSchema = z.object({
  matches: z.array(z.object({ id: z.string(), score: z.number().nullable(), applied: z.boolean() })),
});
export type JobMatches = z.infer<typeof jobMatchesSchema>;

/** The dashboard recommends a job only from this match score up (an 11% match is no recommendation). */
export const RECOMMEND_MIN_SCORE = 40;

/**
 * The dashboard's recommendations: jobs not applied to and, when the candidate has something to
 * match on, matching at least RECOMMEND_MIN_SCORE; without a resume or skills, the latest jobs.
 */
export function recommendedJobs<T extends { applied: boolean; matchScore: number | null }>(
  jobs: T[],
  matched: boolean,
  max = 4,
): T[] {
  return jobs.filter((j) => !j.applied && (!matched || (j.matchScore ?? 0) >= RECOMMEND_MIN_SCORE)).slice(0, max);
}

/** Saved jobs: a candidate keeps at most this many. */
export const SAVED_JOBS_MAX = 200;
export const SAVED_JOBS_FULL = `You can save up to ${SAVED_JOBS_MAX} jobs. Remove one to save another.`;

/** What a resume suggests for the profile (each part editable before it is saved). */
export const profileSuggestionsSchema = z.object({
  resumeName: z.string().nullable(),
  skills: z.array(z.string()),
  title: z.string().nullable(),
  years: z.number().nullable(),
  /** The resume's dated lines (roles with their years), as read. */
  experience: z.array(z.string()),
});
export type ProfileSuggestions = z.infer<typeof profileSuggestionsSchema>;

/** The experience text a suggestion fills in: title and years, then one line per dated role. */
export function experienceText(s: Pick<ProfileSuggestions, 'title' | 'years' | 'experience'>): string {
  const head = [s.title, s.years !== null ? `${s.years} ${s.years === 1 ? 'year' : 'years'} of experience` : null]
    .filter(Boolean)
    .join(', ');
  return [head, ...s.experience.map((line) => `- ${line}`)].filter(Boolean).join('\n');
}
