import type { ReactNode } from 'react';

import { cx } from './cx';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button or LinkButton that gets the user going. */
  action?: ReactNode;
  /** An inline SVG; a generic tray icon when omitted. */
  icon?: ReactNode;
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/** What a list shows when it has nothing yet: what is missing and how to add it. */
export function EmptyState({ title, description, action, icon, titleAs: Heading = 'h2', className }: EmptyStateProps) {
  return (
    <div className={cx('empty-state', className)}>
      <span className="empty-state-icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 24 24" focusable="false">
            <path
              d="M3.5 13.5 6 5.5h12l2.5 8M3.5 13.5V18a1.5 1.5 0 0 0 1.5 1.5h14a1.5 1.5 0 0 0 1.5-1.5v-4.5M3.5 13.5h5l1 2h5l1-2h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </span>
      <Heading>{title}</Heading>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
