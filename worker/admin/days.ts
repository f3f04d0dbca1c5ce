import {
  addDays,
  ANALYTICS_DEFAULT_DAYS,
  daysBetween,
  type TrendDay,
  TRENDS_MAX_DAYS,
  type TrendsQuery,
} from '../../src/contract';
import { ApiFailure } from '../http';

/** The range a trends query asks for, both ends included: `days` days (default 30) ending `to` or today. */
export function trendRange(query: TrendsQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - (query.days ?? ANALYTICS_DEFAULT_DAYS));
  if (from > to)
    throw new ApiFailure(400, 'The start date is after the end date', { from: 'Choose a start on or before the end' });
  if (daysBetween(from, to) > TRENDS_MAX_DAYS)
    throw new ApiFailure(400, `Choose a range of at most ${TRENDS_MAX_DAYS} days`, {
      from: `At most ${TRENDS_MAX_DAYS} days`,
    });
  return { from, to };
}

/** Every day of the range, with zeros where nothing happened. */
export function fillDays(
  from: string,
  to: string,
  counts: ReadonlyArray<{ day: string; signups: number; jobs_posted: number; applications: number }>,
): TrendDay[] {
  const byDay = new Map(counts.map((c) => [c.day, c]));
  const out: TrendDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const c = byDay.get(day);
    out.push({
      date: day,
      signups: c?.signups ?? 0,
      jobsPosted: c?.jobs_posted ?? 0,
      applications: c?.applications ?? 0,
    });
  }
  return out;
}
