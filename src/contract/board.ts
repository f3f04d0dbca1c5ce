import { z } from 'zod';

import {
  educationText,
  experienceText,
  RECOMMEND_MIN_SCORE,
  recommendedJobs,
  resumeDateText,
  SAVED_JOBS_FULL,
  SAVED_JOBS_MAX,
} from './board-words';
import { jobSearchFields } from './candidate';

// The dashboard's and saved jobs' words live apart (board-words.ts, no zod); importable from here too.
export {
  educationText,
  experienceText,
  RECOMMEND_MIN_SCORE,
  recommendedJobs,
  resumeDateText,
  SAVED_JOBS_FULL,
  SAVED_JOBS_MAX,
};

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
