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

/** A role as the resume writes it; dates are YYYY-MM, YYYY or `present`. */
export const suggestedRoleSchema = z.object({
  title: z.string().nullable(),
  employer: z.string().nullable(),
  place: z.string().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export const suggestedEducationSchema = z.object({
  qualification: z.string().nullable(),
  institution: z.string().nullable(),
  year: z.string().nullable(),
});

/** What a resume suggests for the profile (each part confirmed or edited before it is saved). */
export const profileSuggestionsSchema = z.object({
  resumeName: z.string().nullable(),
  /** Skills the resume names plainly (offered ticked), then those read in passing (offered unticked). */
  skills: z.array(z.object({ name: z.string(), sure: z.boolean() })),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  years: z.number().nullable(),
  /** Every role, newest first as written. */
  roles: z.array(suggestedRoleSchema),
  education: z.array(suggestedEducationSchema),
});
export type ProfileSuggestions = z.infer<typeof profileSuggestionsSchema>;
export type SuggestedRole = z.infer<typeof suggestedRoleSchema>;
export type SuggestedEducation = z.infer<typeof suggestedEducationSchema>;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-04" -> "Apr 2021", "2019" -> "2019", "present" -> "Present". */
export function resumeDateText(date: string): string {
  if (date === 'present') return 'Present';
  const m = /^(\d{4})-(\d{2})$/.exec(date);
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${m[1]}` : date;
}

/** The profile's experience text from roles: "Title, Employer, Place (Apr 2021 - Present)", one a line. */
export function experienceText(roles: readonly SuggestedRole[]): string {
  return roles
    .map((r) => {
      const dates = [r.start, r.end].filter((d): d is string => Boolean(d)).map(resumeDateText);
      const head = [r.title, r.employer, r.place].filter(Boolean).join(', ');
      return [head, dates.length > 0 ? `(${dates.join(' - ')})` : ''].filter(Boolean).join(' ');
    })
    .filter(Boolean)
    .join('\n');
}

/** The profile's education text: "Qualification, Institution, Year", one a line. */
export function educationText(education: readonly SuggestedEducation[]): string {
  return education
    .map((e) => [e.qualification, e.institution, e.year].filter(Boolean).join(', '))
    .filter(Boolean)
    .join('\n');
}
