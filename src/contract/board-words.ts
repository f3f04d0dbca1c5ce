// The candidate dashboard's recommendations, saved jobs' limit and a resume's suggestions in words,
// apart from board.ts and its schemas: the dashboard and the profile page show them without zod.
import type { SuggestedEducation, SuggestedRole } from './board';

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
