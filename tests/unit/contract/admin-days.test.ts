import { describe, expect, it } from 'vitest';

import { trendsQuerySchema } from '../../../src/contract';
import { addDays, daysBetween } from '../../../src/contract';
import { fillDays, trendRange } from '../../../worker/admin/days';

describe('trend days', () => {
  it('steps over month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('defaults to the 30 days ending today, or `days` days ending `to`', () => {
    expect(trendRange({}, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(trendRange({ days: 7 }, '2026-03-31')).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(trendRange({ to: '2026-01-10' }, '2026-03-31')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(trendRange({ from: '2026-03-30' }, '2026-03-31')).toEqual({ from: '2026-03-30', to: '2026-03-31' });
    expect(() => trendRange({ from: '2026-04-02' }, '2026-03-31')).toThrow('The start date is after the end date');
    expect(() => trendRange({ from: '2025-01-01', to: '2026-01-02' }, '2026-03-31')).toThrow('at most 366 days');
  });

  it('fills every day, zeros where nothing happened', () => {
    const days = fillDays('2026-01-30', '2026-02-02', [
      { day: '2026-02-01', signups: 2, jobs_posted: 1, applications: 5 },
    ]);
    expect(days).toEqual([
      { date: '2026-01-30', signups: 0, jobsPosted: 0, applications: 0 },
      { date: '2026-01-31', signups: 0, jobsPosted: 0, applications: 0 },
      { date: '2026-02-01', signups: 2, jobsPosted: 1, applications: 5 },
      { date: '2026-02-02', signups: 0, jobsPosted: 0, applications: 0 },
    ]);
  });

  it('accepts only real calendar days in the query', () => {
    expect(trendsQuerySchema.safeParse({ from: '2024-02-29' }).success).toBe(true);
    for (const from of ['2026-02-29', '2026-13-01', '2026-1-1', 'today'])
      expect(trendsQuerySchema.safeParse({ from }).success, from).toBe(false);
  });
});
