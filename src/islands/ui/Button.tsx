import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';

import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block = false }: Look, extra?: string): string {
  return cx(
    'btn',
    variant !== 'primary' && `btn-${variant}`,
    size !== 'md' && `btn-${size}`,
    block && 'btn-block',
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** Busy: shows a spinner, marks the button aria-busy and disables it. */
  loading?: boolean;
  /** Text while loading (defaults to the children). */
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A <button> with the .btn look. Defaults to type="button" so it never submits by accident. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="spinner" aria-hidden="true" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, Look {
  href: string;
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ variant, size, block, className, children, ...rest }: LinkButtonProps) {
  return (
    <a {...rest} className={buttonClass({ variant, size, block }, className)}>
      {children}
    </a>
  );
}
