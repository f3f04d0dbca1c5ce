import { describe, expect, it } from 'vitest';

import {
  jobScorecardInputSchema,
  SCORECARD_MESSAGES,
  scorecardInputSchema,
  scorecardSummary,
} from '../../../src/contract';

const attribute = (id: string, name = id) => ({ id, name, description: '' });
const rating = (attributeId: string, value: number) => ({ attributeId, name: attributeId, rating: value, note: '' });

describe('scorecards contract', () => {
  it('a job has no scorecard or 3 to 8 attributes, with distinct names (any case)', () => {
    const parse = (n: number) =>
      jobScorecardInputSchema.safeParse({ attributes: Array.from({ length: n }, (_, i) => attribute(`a${i}`)) });
    expect([0, 1, 2, 3, 8, 9].map((n) => parse(n).success)).toEqual([true, false, false, true, true, false]);
    const twins = jobScorecardInputSchema.safeParse({
      attributes: [attribute('a', 'Craft'), attribute('b', 'CRAFT'), attribute('c')],
    });
    expect(twins.error?.issues.map((i) => i.message)).toEqual([SCORECARD_MESSAGES.attributeNames]);
    const blank = jobScorecardInputSchema.safeParse({
      attributes: [attribute('a', '  '), attribute('b'), attribute('c')],
    });
    expect(blank.success).toBe(false);
  });

  it('a rating is a whole number from 1 to 4, and a recommendation one of the four', () => {
    const card = (value: unknown, recommendation: unknown = 'yes') =>
      scorecardInputSchema.safeParse({ ratings: [{ attributeId: 'a', rating: value }], recommendation }).success;
    expect([0, 1, 4, 5, 2.5, '3'].map((v) => card(v))).toEqual([false, true, true, false, false, false]);
    expect(['strong_no', 'no', 'yes', 'strong_yes', 'maybe'].map((r) => card(3, r))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('the summary averages the current attributes only, to one decimal, and counts the recommendations', () => {
    const summary = scorecardSummary(
      [attribute('react', 'React depth'), attribute('comms', 'Communication')],
      [
        { ratings: [rating('react', 4), rating('comms', 3), rating('gone', 1)], recommendation: 'strong_yes' },
        { ratings: [rating('react', 3), rating('comms', 3)], recommendation: 'yes' },
        { ratings: [rating('react', 3)], recommendation: 'yes' },
      ],
      ['Sita'],
    );
    expect(summary).toEqual({
      averages: [
        { attributeId: 'react', name: 'React depth', average: 3.3, count: 3 },
        { attributeId: 'comms', name: 'Communication', average: 3, count: 2 },
      ],
      recommendations: { strong_no: 0, no: 0, yes: 2, strong_yes: 1 },
      pending: ['Sita'],
    });
    expect(scorecardSummary([attribute('x')], [], []).averages).toEqual([
      { attributeId: 'x', name: 'x', average: null, count: 0 },
    ]);
  });
});
