import { describe, expect, it } from 'vitest';

import { engine } from '../../../worker/ats/read/analyze';
import { stem } from '../../../worker/ats/read/text';

const { idf } = engine();
const w = (word: string) => idf.term(stem(word));

describe('fixed term weights (taxonomy areas + general English)', () => {
  it('weighs a word of one profession above words every profession uses', () => {
    expect(w('selenium')).toBeGreaterThan(w('management'));
    expect(w('litigation')).toBeGreaterThan(w('experience'));
  });

  it('caps everyday English words that an alias merely contains', () => {
    // "keep" is inside "book keeping"; "weekly" and "fast" are ordinary prose.
    expect(w('keep')).toBeLessThan(w('selenium'));
    expect(w('keep')).toBeCloseTo(w('assign'), 5);
    expect(w('weekly')).toBeLessThanOrEqual(w('assign'));
  });

  it('leaves everyday words alone when they are a skill by themselves', () => {
    // "law" and "painting" are common English and skills of their own.
    expect(w('law')).toBeGreaterThan(w('assign'));
    expect(w('painting')).toBeGreaterThan(w('assign'));
  });

  it('is deterministic and independent of any resume', () => {
    const again = engine().idf;
    expect(again.term(stem('selenium'))).toBe(w('selenium'));
  });
});
