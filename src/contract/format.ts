import { DAY_MS } from './days';
import type { Job } from './jobs';

/**
 * How the product writes money, dates and "how long ago" for people: pages, islands and emails
 * all call these. Dates are UTC days, as the product counts them everywhere else.
 */
const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "12 Nov 2026"; empty without a date. */
export const dateText = (iso: string | null | undefined) => (iso ? DATE.format(new Date(iso)) : '');
/** "12 November 2026". */
export const longDateText = (iso: string) => LONG_DATE.format(new Date(iso));
/** "12 Nov 2026, 14:05 UTC". */
export const dateTimeText = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;

/** Whole days from `iso` to `now`. */
export const daysSince = (iso: string, now = Date.now()) => Math.floor((now - Date.parse(iso)) / DAY_MS);

/** "today", "yesterday", "3 days ago", "2 weeks ago", then the date. */
export function ago(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '';
  const days = daysSince(iso, now);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return dateText(iso);
}

/** For activity: "just now", "5 min ago", "3 h ago", "yesterday", "2 days ago", then the date. */
export function agoExact(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  if (minutes < 7 * 24 * 60) {
    const days = Math.round(minutes / 1440);
    return days === 1 ? 'yesterday' : `${days} days ago`;
  }
  return dateText(iso);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How long something has waited: "under a day", "1 day", "5 days", "3 weeks", "2 months". */
export function durationSince(iso: string, now = Date.now()): string {
  const days = daysSince(iso, now);
  if (days <= 0) return 'under a day';
  if (days < 14) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

/** An amount in its currency: in full ("₹24,00,000"), or compact for cards ("₹2.4M"). */
export function moneyText(value: number, currency: string, compact = false): string {
  try {
    return compact
      ? new Intl.NumberFormat('en', {
          style: 'currency',
          currency,
          notation: value >= 100_000 ? 'compact' : 'standard',
          maximumFractionDigits: 1,
        }).format(value)
      : new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${currency} ${value}`;
  }
}

const PERIOD_SHORT = { year: 'yr', month: 'mo', hour: 'hr' } as const;

/** A job's salary range, compact ("₹2.4M – ₹3.6M / yr") or in full ("₹24,00,000 – ₹36,00,000 per year"); null when hidden or unset. */
export function salaryText(salary: Job['salary'], style: 'compact' | 'full' = 'compact'): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const range = [
    ...new Set(
      [salary.min, salary.max]
        .filter((v): v is number => v !== null)
        .map((v) => moneyText(v, salary.currency, style === 'compact')),
    ),
  ].join(' – ');
  return style === 'compact' ? `${range} / ${PERIOD_SHORT[salary.period]}` : `${range} per ${salary.period}`;
}
