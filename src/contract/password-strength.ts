import { STRENGTH_SCORE_CAP } from './constants';

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

/**
 * Spec section 5: one point each for length >= 6, length >= 10, a lowercase letter, an uppercase
 * letter, a digit and a symbol; capped at 5. Below 2 is Weak, 2 to 3 Medium, 4 or more Strong.
 */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  const points = [
    password.length >= 6,
    password.length >= 10,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const score = Math.min(points, STRENGTH_SCORE_CAP);
  const label: StrengthLabel = score < 2 ? 'Weak' : score <= 3 ? 'Medium' : 'Strong';
  return { score, label };
}
