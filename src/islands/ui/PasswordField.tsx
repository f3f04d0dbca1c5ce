import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

import { cx } from './cx';
import { FieldFrame, useFieldIds } from './TextField';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
  /** Rendered between the input and the hint, e.g. a strength meter. */
  below?: ReactNode;
}

/**
 * A password input with a Show/Hide toggle. The toggle is a real button with aria-pressed and
 * aria-controls; its accessible name says what it does ("Show password" / "Hide password").
 */
export function PasswordField({
  label,
  error,
  hint,
  fieldClassName,
  below,
  id,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds(id, error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className="input-group">
        <input
          {...rest}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={cx('input', className)}
          aria-invalid={ids.invalid}
          aria-describedby={cx(ids.describedBy, rest['aria-describedby']) || undefined}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm input-addon"
          aria-controls={ids.inputId}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {below}
    </FieldFrame>
  );
}
