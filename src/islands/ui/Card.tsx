import type { HTMLAttributes, ReactNode } from 'react';

import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** Optional heading at the top of the card. */
  title?: ReactNode;
  /** Level of that heading (default h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Lift on hover: for cards that are (or contain one) link. */
  interactive?: boolean;
}

/** The .card surface. */
export function Card({
  as: Tag = 'div',
  title,
  titleAs: Heading = 'h2',
  interactive,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag {...rest} className={cx('card', interactive && 'card-hover', className)}>
      {title ? <Heading className="card-title">{title}</Heading> : null}
      {children}
    </Tag>
  );
}
