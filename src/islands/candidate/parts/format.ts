import type { ApplicationStatus, EmploymentType, Job, WorkplaceType } from '../../../contract';
import type { BadgeVariant } from '../../ui';

/** How the candidate workspace writes jobs and statuses (money and dates: src/contract/format.ts). */
export { ago, dateText, salaryText } from '../../../contract';
export const WORKPLACE_LABELS: Record<WorkplaceType, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const STATUS_VARIANTS: Record<ApplicationStatus, BadgeVariant> = {
  applied: 'primary',
  screening: 'primary',
  interview: 'warning',
  offer: 'success',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

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
