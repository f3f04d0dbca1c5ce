import type { Job } from '../../../contract';

/** How the candidate workspace writes jobs and statuses (money: src/contract/format.ts; times: src/client/session/time.ts). */
export { salaryText } from '../../../contract';
/** One set of words for the job filters and cards, shared with the public board (src/contract/job-filters.ts). */
export { EMPLOYMENT_LABELS, WORKPLACE_LABELS } from '../../../contract';

export function place(job: Pick<Job, 'city' | 'country' | 'workplaceType'>): string {
  const where = [job.city, job.country].filter(Boolean).join(', ');
  return where || (job.workplaceType === 'remote' ? 'Anywhere' : '');
}

export type MatchLevel = 'strong' | 'good' | 'fair' | 'low';
export function matchLevel(score: number): MatchLevel {
  return score >= 75 ? 'strong' : score >= 55 ? 'good' : score >= 35 ? 'fair' : 'low';
}
export const MATCH_WORDS: Record<MatchLevel, string> = {
  strong: 'Strong match',
  good: 'Good match',
  fair: 'Partial match',
  low: 'Low match',
};
