import { describe, expect, it } from 'vitest';

import {
  addDays,
  ago,
  agoExact,
  dateText,
  dateTimeText,
  daysBetween,
  durationSince,
  longDateText,
  salaryText,
  startOfUtcDay,
  utcDay,
} from '../../../src/contract';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const DAY = 86_400_000;

describe('how the product writes dates, time spans and money', () => {
  it('writes dates as UTC days, whatever the hour', () => {
    expect(dateText('2026-11-26T23:59:00Z')).toBe('26 Nov 2026');
    expect(dateText(null)).toBe('');
    expect(longDateText('2026-01-05T00:00:00Z')).toBe('5 January 2026');
    expect(dateTimeText('2026-11-26T14:05:00Z')).toBe('26 Nov 2026, 14:05 UTC');
  });

  it('says how long ago in days for jobs and applications, and to the minute for activity', () => {
    expect([0, DAY, 3 * DAY, 20 * DAY, 90 * DAY].map((ms) => ago(before(ms), NOW))).toEqual([
      'today',
      'yesterday',
      '3 days ago',
      '2 weeks ago',
      '28 Aug 2026',
    ]);
    expect([0, 5 * 60_000, 3 * 3_600_000, DAY, 2 * DAY, 8 * DAY].map((ms) => agoExact(before(ms), NOW))).toEqual([
      'just now',
      '5 min ago',
      '3 h ago',
      'yesterday',
      '2 days ago',
      '18 Nov 2026',
    ]);
    expect([0, DAY, 5 * DAY, 21 * DAY, 65 * DAY].map((ms) => durationSince(before(ms), NOW))).toEqual([
      'under a day',
      '1 day',
      '5 days',
      '3 weeks',
      '2 months',
    ]);
  });

  it('writes a salary compact on cards and in full on the job page, and nothing when unset', () => {
    const salary = { min: 2_400_000, max: 3_600_000, currency: 'INR', period: 'year' } as const;
    expect(salaryText(salary)).toBe('₹2.4M – ₹3.6M / yr');
    expect(salaryText(salary, 'full')).toBe('₹24,00,000 – ₹36,00,000 per year');
    expect(salaryText({ ...salary, max: 2_400_000 }, 'full')).toBe('₹24,00,000 per year');
    expect(salaryText({ ...salary, min: null, max: null })).toBeNull();
    expect(salaryText(null)).toBeNull();
  });

  it('counts UTC days in one way', () => {
    expect(utcDay(Date.parse('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
    expect(startOfUtcDay(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-26T00:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
  });
});
