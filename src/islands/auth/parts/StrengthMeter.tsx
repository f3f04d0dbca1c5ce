import { passwordStrength, STRENGTH_SCORE_CAP } from '../../../contract';

const SEGMENTS = Array.from({ length: STRENGTH_SCORE_CAP }, (_, i) => i + 1);

/** The signup password's strength (spec section 5): a bar of five segments and a spoken label. */
export function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const level = password ? label.toLowerCase() : 'none';
  return (
    <div className="strength" data-level={level}>
      <div className="strength-bar" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span key={segment} className={segment <= score ? 'strength-segment is-on' : 'strength-segment'} />
        ))}
      </div>
      <p className="strength-text" aria-live="polite">
        {password ? (
          <>
            Password strength: <strong data-testid="strength-label">{label}</strong>
          </>
        ) : (
          'Use 6 or more characters. Mix cases, numbers and symbols to make it strong.'
        )}
      </p>
    </div>
  );
}
