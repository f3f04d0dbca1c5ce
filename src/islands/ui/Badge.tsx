import type { ReactNode } from 'react';

import type { BadgeTone } from '../../contract/status-words';
import { cx } from './cx';

/** The tones are the contract's, so a status's colour can be handed straight to a badge. */
export type BadgeVariant = BadgeTone;

export interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}

/** A small .badge pill (statuses, counts, tags). */
export function Badge({ variant = 'primary', children, className }: BadgeProps) {
  return <span className={cx('badge', variant !== 'primary' && `tone-${variant}`, className)}>{children}</span>;
}
