import { type FormEvent, useId, useRef, useState } from 'react';

import { failureMessage } from '../../client/api';
import { focusAfterRender, type FocusCandidate } from '../../client/focus';
import { type FieldErrors, validate } from '../../client/forms';
import { type ApplicationStatus, statusChangeSchema } from '../../contract';
import { Alert, Button, TextAreaField, TextField } from '../ui';
import { STATUS_LABEL } from './format';

export interface StatusFormProps {
  /** The moves offered (the allowed ones for one application; every move for a selection). */
  moves: readonly ApplicationStatus[];
  submitLabel: string;
  onSubmit: (status: ApplicationStatus, note?: string, reason?: string) => Promise<unknown>;
  compact?: boolean;
  /** Where focus goes after a move when this form's own "Move to" is gone (the pipeline ended, the bar closed). */
  focusAfter?: FocusCandidate[];
  /** The stage chosen at first (a card dropped on a column). */
  initial?: ApplicationStatus;
}

/** Move to a stage, with a note, and a reason when rejecting (validated like the server does). */
export function StatusForm({ moves, submitLabel, onSubmit, compact = false, focusAfter, initial }: StatusFormProps) {
  const [status, setStatus] = useState<ApplicationStatus | ''>(initial ?? '');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  if (moves.length === 0)
    return <p className="muted">This application's pipeline has ended; it cannot move any further.</p>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const checked = validate(statusChangeSchema, {
      status: status || undefined,
      note: note || undefined,
      reason: status === 'rejected' ? reason : undefined,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.data.status, checked.data.note, checked.data.reason);
      setStatus('');
      setNote('');
      setReason('');
    } catch (err) {
      setFailure(failureMessage(err, 'The status could not be changed. Please try again.'));
    } finally {
      setBusy(false);
      // The submit button was disabled while saving, which dropped focus: back to "Move to".
      focusAfterRender(() => selectRef.current, ...(focusAfter ?? []));
    }
  }

  return (
    <form className={compact ? 'status-form status-form-compact' : 'status-form'} onSubmit={submit} noValidate>
      <div className="field">
        <label className="label" htmlFor={selectId}>
          Move to
        </label>
        <select
          id={selectId}
          ref={selectRef}
          className="select"
          value={status}
          onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? `${selectId}-error` : undefined}
        >
          <option value="">Choose a stage</option>
          {moves.map((m) => (
            <option key={m} value={m}>
              {m === 'rejected' ? 'Reject' : STATUS_LABEL[m]}
            </option>
          ))}
        </select>
        {errors.status ? (
          <p className="field-error" id={`${selectId}-error`}>
            {errors.status}
          </p>
        ) : null}
      </div>
      {/* One line each in the bulk bar; room to write in the panel. */}
      {status === 'rejected' &&
        (compact ? (
          <TextField
            label="Reason for rejecting"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            required
          />
        ) : (
          <TextAreaField
            label="Reason for rejecting"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            hint="Kept with the application; required."
            rows={2}
            required
          />
        ))}
      {compact ? (
        <TextField
          label="Note"
          markOptional
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
      ) : (
        <TextAreaField
          label="Note"
          markOptional
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          rows={2}
        />
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button
        type="submit"
        variant={status === 'rejected' ? 'danger' : 'primary'}
        loading={busy}
        loadingText="Saving..."
      >
        {status === 'rejected' ? 'Reject' : submitLabel}
      </Button>
    </form>
  );
}
