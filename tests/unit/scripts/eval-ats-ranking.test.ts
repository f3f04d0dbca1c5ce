import { describe, expect, it } from 'vitest';

import { distinctOf, metrics, normalisedText, onceEach } from '../../../scripts/eval-ats/ranking';

describe('ranking over distinct resumes (scripts/eval-ats/ranking.ts)', () => {
  it('takes texts that differ only in spacing, case or Unicode form as one resume', () => {
    expect(normalisedText('  Python\tDeveloper\n\nSQL ')).toBe('python developer sql');
    expect(normalisedText('Ｐython developer')).toBe(normalisedText('python  DEVELOPER'));
    expect(normalisedText('python developer')).not.toBe(normalisedText('python developers'));
  });

  it('maps every row to the first row with its text', () => {
    const texts = ['Nurse, ICU', 'Java developer', 'nurse,  icu', 'Java developer', 'Chef'];
    expect(distinctOf(texts)).toEqual([0, 1, 0, 1, 4]);
  });

  it('keeps each resume once, at its best place in the row ranking', () => {
    // Rows 0, 2 and 3 are one resume; rows 1 and 4 another; row 5 a third.
    const distinct = [0, 1, 0, 0, 1, 5];
    expect(onceEach([2, 0, 3, 4, 5, 1], distinct)).toEqual([0, 1, 5]);
    expect(onceEach([], distinct)).toEqual([]);
  });

  it("stops one wrong resume's copies from filling the top of a ranking", () => {
    // Ten copies of one wrong resume first, then two relevant resumes.
    const distinct = [...Array.from({ length: 10 }, () => 0), 10, 11];
    const order = distinct.map((_, i) => i);
    const relevant = (i: number) => (i >= 10 ? 1 : 0);
    expect(metrics(order.map(relevant)).p3).toBe(0);
    const once = onceEach(order, distinct);
    expect(once).toEqual([0, 10, 11]);
    expect(metrics(once.map(relevant)).p3).toBeCloseTo(2 / 3);
    expect(metrics(once.map(relevant)).ap).toBeCloseTo((1 / 2 + 2 / 3) / 2);
  });
});
