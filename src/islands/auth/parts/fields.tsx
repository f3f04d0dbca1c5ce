import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

interface FieldProps extends InputProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something after the label on the same line (e.g. "Forgot password?"). */
  aside?: ReactNode;
}

/** A labelled input with its message linked for screen readers. */
export function TextField({ label, error, hint, aside, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel id={id} label={label} aside={aside} />
      <input id={id} className="input" {...describe(id, error, hint)} {...input} />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A password input with a show/hide toggle; `children` go under it (the strength meter). */
export function PasswordField({ label, error, hint, aside, children, ...input }: FieldProps & { children?: ReactNode }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <FieldLabel id={id} label={label} aside={aside} />
      <div className="password-input">
        <input id={id} className="input" type={shown ? 'text' : 'password'} {...describe(id, error, hint)} {...input} />
        <button
          type="button"
          className="password-toggle"
          aria-controls={id}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function FieldLabel({ id, label, aside }: { id: string; label: string; aside?: ReactNode }) {
  return (
    <div className="field-label-row">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {aside}
    </div>
  );
}

function describe(id: string, error?: string, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A form-level message: errors are announced at once, successes politely. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * The primary action, with a spinner and busy text while it runs. It stays disabled until the
 * island has hydrated, so a quick click can never submit the bare HTML form.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className="btn btn-block" disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner spinner-sm" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
