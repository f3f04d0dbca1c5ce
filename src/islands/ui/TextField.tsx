import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';

import { cx } from './cx';

interface FieldChrome {
  label: ReactNode;
  /** Validation message under the field; sets aria-invalid and is announced with the field. */
  error?: string | null;
  /** Help text under the field, announced with it. */
  hint?: ReactNode;
  /** Class of the wrapping .field. */
  fieldClassName?: string;
}

/** Ids and ARIA wiring shared by every field. */
export function useFieldIds(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = cx(error ? errorId : undefined, hint ? hintId : undefined) || undefined;
  return { inputId, errorId, hintId, describedBy, invalid: error ? true : undefined };
}

/** The label, hint and error around an input: markup every form shares. */
export function FieldFrame({
  inputId,
  errorId,
  hintId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  inputId: string;
  errorId: string;
  hintId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('field', className)}>
      <label className="label" htmlFor={inputId}>
        {label}
        {required === false ? <span className="muted"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a field's control carries that the field wires: its id, class, requiredness and described-by. */
interface ControlProps {
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Splits a field's props into its frame (label, hint, error, "(optional)") and its control's
 * attributes: the `base` class, the id the label points at, aria-invalid and aria-describedby.
 */
function useField<P extends ControlProps>(
  {
    label,
    error,
    hint,
    fieldClassName,
    markOptional = false,
    ...control
  }: P & FieldChrome & { markOptional?: boolean },
  base: string,
) {
  const ids = useFieldIds(control.id, error, hint);
  return {
    frame: {
      ...ids,
      label,
      hint,
      error,
      required: markOptional && !control.required ? false : undefined,
      className: fieldClassName,
    },
    control: {
      ...control,
      id: ids.inputId,
      className: cx(base, control.className),
      'aria-invalid': ids.invalid,
      'aria-describedby': cx(ids.describedBy, control['aria-describedby']) || undefined,
    },
  };
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldChrome {
  /** Show "(optional)" after the label when the field is not required. */
  markOptional?: boolean;
}

/** A labelled .input with hint and error wired through aria-describedby and aria-invalid. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control } = useField(props, 'input');
  return (
    <FieldFrame {...frame}>
      <input {...control} type={type} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldChrome {
  markOptional?: boolean;
  /** The textarea itself (a caret placed after inserting text). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled .textarea with the same wiring as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = useField(props, 'textarea');
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}

/**
 * The state update for a text box after what it held was sent: it empties only if it still holds
 * those words; words typed while they were on their way are the next ones and stay.
 */
export const clearIfSent = (sent: string) => (current: string) => (current.trim() === sent.trim() ? '' : current);
