import type { ApplicationStatus, EmploymentType, Job, WorkplaceType } from '../../../contract';
import type { BadgeVariant } from '../../ui';

/** How the candidate workspace writes jobs, money, dates and statuses. */
export const WORKPLACE_LABELS: Record<WorkplaceType, string> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };
export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
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

const PERIOD = { year: 'yr', month: 'mo', hour: 'hr' } as const;

function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, notation: value >= 100_000 ? 'compact' : 'standard', maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${currency} ${value}`;
  }
}

export function salaryText(salary: Job['salary']): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const range = [salary.min, salary.max].filter((v): v is number => v !== null).map((v) => money(v, salary.currency));
  return `${[...new Set(range)].join(' – ')} / ${PERIOD[salary.period]}`;
}

export function dateText(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "today", "3 days ago", "2 weeks ago"... */
export function ago(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '';
  const days = Math.floor((now - Date.parse(iso)) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return dateText(iso);
}

export type MatchLevel = 'strong' | 'good' | 'fair' | 'low';
export function matchLevel(score: number): MatchLevel {
  return score >= 75 ? 'strong' : score >= 55 ? 'good' : score >= 35 ? 'fair' : 'low';
}
export const MATCH_WORDS: Record<MatchLevel, string> = { strong: 'Strong match', good: 'Good match', fair: 'Partial match', low: 'Low match' };
