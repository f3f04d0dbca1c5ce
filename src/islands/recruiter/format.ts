import type { ApplicationStatus, JobStatus } from '../../contract';
import type { BadgeVariant } from '../ui';

/** How the recruiter screens word and colour statuses, dates and durations. */
export const STATUS_LABEL: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const STATUS_BADGE: Record<ApplicationStatus, BadgeVariant> = {
  applied: 'neutral',
  screening: 'primary',
  interview: 'primary',
  offer: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

export const JOB_STATUS_LABEL: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };
export const JOB_STATUS_BADGE: Record<JobStatus, BadgeVariant> = {
  draft: 'neutral',
  open: 'success',
  closed: 'warning',
};

/** Green from 75, amber from 50, red below; grey when there is no score (the tones of global.css). */
export function scoreTone(score: number | null): Exclude<BadgeVariant, 'primary'> {
  if (score === null) return 'neutral';
  return score >= 75 ? 'success' : score >= 50 ? 'warning' : 'danger';
}

export { dateText as formatDate, dateTimeText as formatDateTime } from '../../client/time';
export { durationSince, plural } from '../../contract';

/** Hours as the largest sensible unit: "5 h", "2.5 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

export const percent = (fraction: number | null) => (fraction === null ? '—' : `${Math.round(fraction * 100)}%`);
