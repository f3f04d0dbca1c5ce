import { describe, expect, it } from 'vitest';

import {
  DEFAULT_TIME_ZONE,
  hourOf,
  loginSchema,
  shortTime,
  timeZoneInputSchema,
  zoneAbbreviation,
  zoneLabel,
  zoneName,
  zoneOf,
} from '../../../src/contract';

const WINTER = '2026-01-15T12:00:00Z';
const SUMMER = '2026-07-15T12:00:00Z';

describe('the one rule for time', () => {
  it('falls back from the user’s zone to the company’s, then India’s', () => {
    expect(zoneOf('Europe/London', 'Asia/Dubai')).toBe('Europe/London');
    expect(zoneOf(null, 'Asia/Dubai')).toBe('Asia/Dubai');
    expect(zoneOf(null, null)).toBe('Asia/Kolkata');
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('names zones by the short names people use, never "GMT+5:30" for India', () => {
    expect(zoneAbbreviation('Asia/Kolkata', WINTER)).toBe('IST');
    expect(zoneAbbreviation('Asia/Calcutta', WINTER)).toBe('IST');
    expect([WINTER, SUMMER].map((at) => zoneAbbreviation('Europe/London', at))).toEqual(['GMT', 'BST']);
    expect([WINTER, SUMMER].map((at) => zoneAbbreviation('America/New_York', at))).toEqual(['EST', 'EDT']);
    expect([WINTER, SUMMER].map((at) => zoneAbbreviation('Europe/Berlin', at))).toEqual(['CET', 'CEST']);
    expect(zoneAbbreviation('UTC', WINTER)).toBe('UTC');
    expect(zoneName('Asia/Kolkata', WINTER)).toBe('India Standard Time');
    expect(zoneLabel('Asia/Kolkata')).toBe('India Standard Time (Kolkata)');
    expect(zoneLabel('America/Los_Angeles')).toMatch(/^Pacific (Standard|Daylight) Time \(Los Angeles\)$/);
  });

  it('writes short times for lists by the reader’s day, not the machine’s', () => {
    const now = Date.parse('2026-11-26T20:00:00Z'); // 27 Nov, 01:30 in India
    expect(shortTime('2026-11-26T19:00:00Z', 'Asia/Kolkata', now)).toBe('00:30 IST');
    expect(shortTime('2026-11-26T17:00:00Z', 'Asia/Kolkata', now)).toBe('Thu');
    expect(shortTime('2026-11-26T17:00:00Z', 'UTC', now)).toBe('17:00 UTC');
    expect(shortTime('2026-10-01T10:00:00Z', 'Asia/Kolkata', now)).toBe('1 Oct');
    expect(shortTime('2025-10-01T10:00:00Z', 'Asia/Kolkata', now)).toBe('1 Oct 2025');
    expect(hourOf(now, 'Asia/Kolkata')).toBe(1);
    expect(hourOf('2026-01-01T18:40:00Z', 'Asia/Kolkata')).toBe(0);
  });

  it('takes real IANA zones in settings, and never fails a sign-in over a zone it does not know', () => {
    expect(timeZoneInputSchema.safeParse({ timeZone: 'Asia/Kolkata' }).success).toBe(true);
    expect(timeZoneInputSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe(
      'Choose a time zone',
    );
    const login = { email: 'a@example.com', password: 'secret1' };
    expect(loginSchema.parse({ ...login, timeZone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(loginSchema.parse({ ...login, timeZone: 'Mars/Olympus' }).timeZone).toBeUndefined();
    expect(loginSchema.parse(login).timeZone).toBeUndefined();
    // Chromium reports India as Asia/Calcutta: kept by today's name.
    expect(loginSchema.parse({ ...login, timeZone: 'Asia/Calcutta' }).timeZone).toBe('Asia/Kolkata');
    expect(timeZoneInputSchema.parse({ timeZone: 'Asia/Calcutta' }).timeZone).toBe('Asia/Kolkata');
  });
});
