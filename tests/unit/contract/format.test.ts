import { describe, expect, it } from 'vitest';

import {
  addDays,
  ago,
  agoExact,
  dateText,
  dateTimeText,
  daysBetween,
  dayText,
  durationSince,
  longDateText,
  longDayText,
  salaryText,
  shortDayText,
  startOfUtcDay,
  utcDay,
} from '../../../src/contract';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const DAY = 86_400_000;

describe('how the product writes dates, time spans and money', () => {
  it('writes times in the reader’s zone, the zone named, and calendar days as they are', () => {
    expect(dateText('2026-11-26T23:59:00Z', 'UTC')).toBe('26 Nov 2026');
    expect(dateText('2026-11-26T23:59:00Z', 'Asia/Kolkata')).toBe('27 Nov 2026');
    expect(dateText(null, 'Asia/Kolkata')).toBe('');
    expect(longDateText('2026-01-05T00:00:00Z', 'UTC')).toBe('5 January 2026');
    expect(dateTimeText('2026-11-26T14:05:00Z', 'Asia/Kolkata')).toBe('26 Nov 2026, 19:35 IST');
    expect(dateTimeText('2026-11-26T14:05:00Z', 'UTC')).toBe('26 Nov 2026, 14:05 UTC');
    expect(dayText('2026-11-26')).toBe('26 Nov 2026');
    expect(longDayText('2026-11-01')).toBe('1 November 2026');
    expect(shortDayText('2026-11-01')).toBe('1 Nov');
  });

  it('says how long ago in days for jobs and applications, and to the minute for activity', () => {
    expect([0, DAY, 3 * DAY, 20 * DAY, 90 * DAY].map((ms) => ago(before(ms), 'UTC', NOW))).toEqual([
      'today',
      'yesterday',
      '3 days ago',
      '2 weeks ago',
      '28 Aug 2026',
    ]);
    expect([0, 5 * 60_000, 3 * 3_600_000, DAY, 2 * DAY, 8 * DAY].map((ms) => agoExact(before(ms), 'UTC', NOW))).toEqual(
      ['just now', '5 min ago', '3 h ago', 'yesterday', '2 days ago', '18 Nov 2026'],
    );
    expect([0, DAY, 5 * DAY, 21 * DAY, 65 * DAY].map((ms) => durationSince(before(ms), NOW))).toEqual([
      'under a day',
      '1 day',
      '5 days',
      '3 weeks',
      '2 months',
    ]);
  });

  it('writes money the way people do, by currency and period: INR a year in lakhs per annum', () => {
    const inr = (min: number | null, max: number | null, period: 'year' | 'month' | 'hour' = 'year') =>
      salaryText({ min, max, currency: 'INR', period });
    expect(inr(1_000_000, 1_400_000)).toBe('₹10-14 LPA');
    expect(inr(2_400_000, 3_600_000)).toBe('₹24-36 LPA');
    expect(inr(850_000, 1_250_000)).toBe('₹8.5-12.5 LPA');
    expect(inr(1_200_000, 1_200_000)).toBe('₹12 LPA');
    expect(inr(1_000_000, null)).toBe('From ₹10 LPA');
    expect(inr(null, 1_400_000)).toBe('Up to ₹14 LPA');
    expect(inr(45_000, 60_000, 'month')).toBe('₹45,000-60,000 per month');
    expect(inr(1_50_000, 2_00_000, 'month')).toBe('₹1,50,000-2,00,000 per month');
    expect(inr(500, 800, 'hour')).toBe('₹500-800 per hour');
    expect(inr(null, null)).toBeNull();
    expect(salaryText(null)).toBeNull();
  });

  it('writes other currencies in full, per period', () => {
    expect(salaryText({ min: 120_000, max: 150_000, currency: 'USD', period: 'year' })).toBe(
      '$120,000-150,000 per year',
    );
    expect(salaryText({ min: 4_000, max: null, currency: 'EUR', period: 'month' })).toBe('From €4,000 per month');
    expect(salaryText({ min: 25, max: 40, currency: 'GBP', period: 'hour' })).toBe('£25-40 per hour');
    expect(salaryText({ min: 10, max: 20, currency: 'XYZ', period: 'hour' })).toBe('XYZ 10-20 per hour');
  });

  it('counts UTC days in one way', () => {
    expect(utcDay(Date.parse('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
    expect(startOfUtcDay(new Date('2026-11-26T23:59:59Z'))).toBe('2026-11-26T00:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
  });
});
