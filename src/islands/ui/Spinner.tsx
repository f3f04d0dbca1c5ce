import { cx } from './cx';

export interface SpinnerProps {
  size?: 'sm' | 'md';
  /** Read to assistive technology; omit when the spinner sits in a busy button with its own text. */
  label?: string;
  className?: string;
}

/** The .spinner ring. Decorative unless it has a label. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = <span className={cx('spinner', size === 'sm' && 'spinner-sm', className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingStateProps {
  /** Visible text under the spinner. */
  label?: string;
  className?: string;
}

/** A centred spinner with a visible message, for a page or panel that is loading. */
export function LoadingState({ label = 'Loading…', className }: LoadingStateProps) {
  return (
    <div className={cx('loading-state', className)} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
