import type { ReactNode } from 'react';

import { cx } from './cx';

export type BadgeVariant = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}

/** A small .badge pill (statuses, counts, tags). */
export function Badge({ variant = 'primary', children, className }: BadgeProps) {
  return <span className={cx('badge', variant !== 'primary' && `tone-${variant}`, className)}>{children}</span>;
}
