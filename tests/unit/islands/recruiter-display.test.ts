import { describe, expect, it } from 'vitest';

import { durationSince, formatHours, percent, scoreTone } from '../../../src/islands/recruiter/format';

describe('recruiter formats', () => {
  it('colours scores by band and words durations and dates', () => {
    expect([scoreTone(null), scoreTone(20), scoreTone(50), scoreTone(75)]).toEqual([
      'neutral',
      'danger',
      'warning',
      'success',
    ]);
    expect([formatHours(null), formatHours(0.5), formatHours(5), formatHours(72)]).toEqual([
      '—',
      '30 min',
      '5 h',
      '3 days',
    ]);
    expect([percent(null), percent(0.3333)]).toEqual(['—', '33%']);
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(durationSince('2026-11-25T01:00:00Z', now)).toBe('under a day');
    expect(durationSince('2026-11-24T01:00:00Z', now)).toBe('1 day');
    expect(durationSince('2026-11-20T12:00:00Z', now)).toBe('5 days');
    expect(durationSince('2026-10-25T12:00:00Z', now)).toBe('4 weeks');
  });
});

describe('blind review alias', () => {
  it('is stable per application and differs for ids that share a prefix', async () => {
    const { applicationAlias } = await import('../../../src/contract');
    expect(applicationAlias('demo-application-1')).toBe(applicationAlias('demo-application-1'));
    expect(applicationAlias('demo-application-1')).not.toBe(applicationAlias('demo-application-2'));
    expect(applicationAlias('demo-application-1')).toMatch(/^Candidate #[0-9A-F]{4}$/);
  });
});
