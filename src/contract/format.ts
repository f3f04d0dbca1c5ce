import type { Job } from './jobs';
import { daysSince } from './time';

/** How the product writes money, counts and spans of time; dates and times are time.ts's. */

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How long something has waited: "under a day", "1 day", "5 days", "3 weeks", "2 months". */
export function durationSince(iso: string, now = Date.now()): string {
  const days = daysSince(iso, now);
  if (days <= 0) return 'under a day';
  if (days < 14) return plural(days, 'day');
  if (days < 60) return plural(Math.floor(days / 7), 'week');
  return plural(Math.floor(days / 30), 'month');
}

const PERIOD_WORDS = { year: 'per year', month: 'per month', hour: 'per hour' } as const;
type Period = keyof typeof PERIOD_WORDS;

/** An amount's number in its currency's grouping (en-IN for rupees: 1,50,000), without the symbol. */
function amountText(value: number, currency: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { maximumFractionDigits }).format(value);
}

/** The currency's symbol as people write it ("₹", "$", "€"), or its code and a space when it has none. */
function symbolOf(currency: string): string {
  try {
    const part = new Intl.NumberFormat('en-IN', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value;
    return part && part !== currency ? part : `${currency} `;
  } catch {
    return `${currency} `;
  }
}

/**
 * The one money formatter, by currency and period: rupees a year in lakhs per annum ("₹10-14 LPA",
 * as Indian job seekers write pay), everything else in full with its period ("₹45,000-60,000 per
 * month", "$120,000-150,000 per year", "£25-40 per hour"). One bound reads "From …" or "Up to …";
 * null when neither is set. JSON-LD keeps the numbers themselves (worker/public-jobs/jsonld.ts).
 */
export function payText(pay: {
  min: number | null;
  max: number | null;
  currency: string;
  period: Period;
}): string | null {
  const { min, max, currency, period } = pay;
  if (min === null && max === null) return null;
  const lakhs = currency === 'INR' && period === 'year';
  const number = (v: number) => (lakhs ? amountText(v / 100_000, currency, 2) : amountText(v, currency));
  const range = min !== null && max !== null && min !== max ? `${number(min)}-${number(max)}` : number((min ?? max)!);
  const money = `${symbolOf(currency)}${range}${lakhs ? ' LPA' : ` ${PERIOD_WORDS[period]}`}`;
  if (min !== null && max === null) return `From ${money}`;
  if (min === null && max !== null) return `Up to ${money}`;
  return money;
}

/** A job's salary as payText writes it; null when hidden or unset. */
export function salaryText(salary: Job['salary']): string | null {
  return salary ? payText(salary) : null;
}
