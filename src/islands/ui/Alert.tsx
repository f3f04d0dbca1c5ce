import type { ReactNode } from 'react';

import { cx } from './cx';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
  /** Shown but not announced: the page's live region (announce) already says it. */
  quiet?: boolean;
}

const ICONS: Record<AlertVariant, string> = {
  error: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4.5v4.5m0 2.6v.2',
  warning: 'M10 2.5 18.5 17h-17L10 2.5Zm0 5.5v4m0 2.6v.2',
  success: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-3.5 8.2 2.4 2.4 4.6-4.9',
  info: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 7v5m0-7.6v-.2',
};

/**
 * An .alert box. Errors use role="alert" (announced at once); the others role="status"
 * (announced politely).
 */
export function Alert({ variant = 'info', title, children, className, id, quiet = false }: AlertProps) {
  return (
    <div
      id={id}
      className={cx('alert', `alert-${variant}`, className)}
      role={quiet ? undefined : variant === 'error' ? 'alert' : 'status'}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={ICONS[variant]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        {title ? <strong className="alert-title">{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
