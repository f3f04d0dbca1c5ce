import { describe, expect, it } from 'vitest';

import { passwordStrength } from '../../../src/contract';

// Spec section 5: a point each for length >= 6, length >= 10, lowercase, uppercase, digit, symbol;
// capped at 5; Weak below 2, Medium 2 to 3, Strong 4 or more.
describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'],
    ['aaaaa', 1, 'Weak'], // 5 chars: no length point
    ['aaaaaa', 2, 'Medium'], // 6 chars: length point + lowercase
    ['AAAAAA', 2, 'Medium'],
    ['111111', 2, 'Medium'],
    ['!!!!!!', 2, 'Medium'],
    ['aaaaaaaaa', 2, 'Medium'], // 9 chars
    ['aaaaaaaaaa', 3, 'Medium'], // 10 chars: second length point
    ['aA', 2, 'Medium'],
    ['aA1', 3, 'Medium'],
    ['aA1!', 4, 'Strong'],
    ['aaaaaA', 3, 'Medium'],
    ['aaaaA1', 4, 'Strong'],
    ['aaaA1!', 5, 'Strong'],
    ['aaaaaaaA1!', 5, 'Strong'], // six points, capped at 5
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
