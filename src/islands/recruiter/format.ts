import type { BadgeVariant } from '../ui';

/** How the recruiter screens word scores, dates and durations (statuses: src/contract/status-words.ts). */

/** Green from 75, amber from 50, red below; grey when there is no score (the tones of global.css). */
export function scoreTone(score: number | null): Exclude<BadgeVariant, 'primary'> {
  if (score === null) return 'neutral';
  return score >= 75 ? 'success' : score >= 50 ? 'warning' : 'danger';
}

export { durationSince, plural } from '../../contract';

/** Hours as the largest sensible unit: "5 h", "2.5 days". */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

export const percent = (fraction: number | null) => (fraction === null ? '—' : `${Math.round(fraction * 100)}%`);
