import { describe, expect, it } from 'vitest';

import {
  INTERVIEW_MESSAGES,
  isTimeZone,
  slotsProblem,
  slotWords,
  utcToZonedTime,
  zonedTimeToUtc,
} from '../../../src/contract';

const HOUR = 3_600_000;

describe('interview times in a zone', () => {
  it('turns a wall-clock time in a zone into its UTC instant, across offsets and clock changes', () => {
    expect(new Date(zonedTimeToUtc('2026-12-01T10:00', 'Asia/Kolkata')).toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2026-12-01T10:00', 'America/New_York')).toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-07-01T10:00', 'America/New_York')).toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-07-01T10:00', 'UTC')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
    // London springs forward on 29 March 2026: 01:30 does not exist and moves to 02:30 BST (01:30 UTC).
    expect(new Date(zonedTimeToUtc('2026-03-29T01:30', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(new Date(zonedTimeToUtc('2026-03-29T03:00', 'Europe/London')).toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(utcToZonedTime('2026-12-01T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-01T10:00');
  });

  it('names the zone with the time', () => {
    expect(slotWords('2026-12-01T04:30:00.000Z', 'Asia/Kolkata')).toBe(
      'Tuesday 1 December 2026, 10:00 India Standard Time',
    );
    expect(slotWords('2026-12-01T04:30:00.000Z', 'Asia/Calcutta')).toBe(
      'Tuesday 1 December 2026, 10:00 India Standard Time',
    );
    expect(slotWords('2026-12-01T04:30:00.000Z', 'Europe/London')).toBe(
      'Tuesday 1 December 2026, 04:30 Greenwich Mean Time',
    );
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('refuses past, far-off and overlapping times', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(slotsProblem([now + HOUR, now + 3 * HOUR], 60, now)).toBeNull();
    expect(slotsProblem([now + HOUR, now + 2 * HOUR], 60, now)).toBeNull();
    expect(slotsProblem([now + 2 * HOUR, now + HOUR + 30 * 60_000], 60, now)).toBe(INTERVIEW_MESSAGES.slotsOverlap);
    expect(slotsProblem([now + HOUR, now + HOUR], 15, now)).toBe(INTERVIEW_MESSAGES.slotsOverlap);
    expect(slotsProblem([now], 15, now)).toBe(INTERVIEW_MESSAGES.slotPast);
    expect(slotsProblem([now + 184 * 24 * HOUR], 15, now)).toBe(INTERVIEW_MESSAGES.slotTooFar);
  });
});
