// Time ranges split for the per-day counts (migrations/0060_scale.sql): the whole UTC days inside a
// range are read from the counts, the partial days at its ends from the rows themselves, which is
// at most a day of rows each. Times are ISO strings, as stored.

import { DAY_MS, utcDay as dayOf } from '../../src/contract';

const isoOf = (ms: number) => new Date(ms).toISOString();

export interface TimeRange {
  from: string;
  to: string;
}

/** [from, ∞): whole days from `fromDay` on, and the part of a day before it (null at a midnight). */
export function splitSince(from: string): { fromDay: string; edge: TimeRange | null } {
  const fromMs = Date.parse(from);
  const midnight = Math.ceil(fromMs / DAY_MS) * DAY_MS;
  return { fromDay: dayOf(midnight), edge: midnight > fromMs ? { from, to: isoOf(midnight) } : null };
}

/** [from, to): the whole days inside it (null when none) and the partial days at its ends. */
export function splitBetween(
  from: string,
  to: string,
): { days: { from: string; to: string } | null; edges: TimeRange[] } {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const first = Math.ceil(fromMs / DAY_MS) * DAY_MS;
  const last = Math.floor(toMs / DAY_MS) * DAY_MS;
  // Both ends inside one day.
  if (first > last) return { days: null, edges: [{ from, to }] };
  const edges = [
    ...(first > fromMs ? [{ from, to: isoOf(first) }] : []),
    ...(toMs > last ? [{ from: isoOf(last), to }] : []),
  ];
  return { days: first < last ? { from: dayOf(first), to: dayOf(last - DAY_MS) } : null, edges };
}
