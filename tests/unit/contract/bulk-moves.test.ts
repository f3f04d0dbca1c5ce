import { describe, expect, it } from 'vitest';

import { commonRecruiterMoves } from '../../../src/contract';

describe('the moves a bulk move offers', () => {
  it('offers only the stages every selected application can reach', () => {
    expect(commonRecruiterMoves(['applied', 'screening'])).toEqual(['interview', 'offer', 'rejected']);
    expect(commonRecruiterMoves(['applied', 'offer'])).toEqual(['rejected']);
    expect(commonRecruiterMoves(['offer'])).toEqual(['hired', 'rejected']);
  });

  it('offers nothing when one selected application has ended, or nothing is selected', () => {
    expect(commonRecruiterMoves(['applied', 'hired'])).toEqual([]);
    expect(commonRecruiterMoves(['withdrawn'])).toEqual([]);
    expect(commonRecruiterMoves([])).toEqual([]);
  });
});
