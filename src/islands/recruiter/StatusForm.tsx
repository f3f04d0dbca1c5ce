import { type FormEvent, useId, useRef, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { focusAfterRender, type FocusCandidate } from '../../client/browser/focus';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import {
  type ApplicationStatus,
  blindRefusal,
  fillTemplate,
  firstName,
  type MessageTemplate,
  placeholderProblem,
  RECRUITER_STATUS,
  type RecruiterApplication,
  TEMPLATE_KIND_LABEL,
  templateKindsFor,
  type TemplateList,
} from '../../contract';
import { Alert, Button, TextAreaField, TextField } from '../ui';

export interface StatusFormProps {
  /** The moves offered (the allowed ones for one application; every move for a selection). */
  moves: readonly ApplicationStatus[];
  submitLabel: string;
  onSubmit: (status: ApplicationStatus, note?: string, reason?: string, message?: string) => Promise<unknown>;
  compact?: boolean;
  /** Where focus goes after a move when this form's own "Move to" is gone (the pipeline ended, the bar closed). */
  focusAfter?: FocusCandidate[];
  /** The stage chosen at first (a card dropped on a column). */
  initial?: ApplicationStatus;
  /**
   * One application's move: a message the candidate reads, started from the company's templates of
   * the move's kind, and its preview as filled for them (or why it cannot be sent).
   */
  messaging?: {
    templates: MessageTemplate[];
    preview: (text: string) => { text: string } | { refused: string };
    /** Whose preview it is, when it is one of several candidates'. */
    previewLabel?: string;
  };
}

export type Messaging = NonNullable<StatusFormProps['messaging']>;

/**
 * A message for this application: the company's templates, and the preview filled as the worker
 * fills it at send time (the sender's own name and company from the list's answer).
 */
export const messagingFor = (a: Pick<RecruiterApplication, 'candidate' | 'jobTitle'>, list: TemplateList) => ({
  templates: list.templates,
  preview: (text: string) => {
    const refused = blindRefusal(text, a.candidate.hidden);
    if (refused) return { refused };
    return {
      text: fillTemplate(text, {
        candidateFirstName: firstName(a.candidate.fullName),
        jobTitle: a.jobTitle,
        ...list.values,
      }),
    };
  },
});

/**
 * One message for several applications: refused when it would name any candidate blind review
 * hides, else previewed as the first of them reads it (each reads their own).
 */
export function bulkMessagingFor(rows: Pick<RecruiterApplication, 'candidate' | 'jobTitle'>[], list: TemplateList) {
  const first = messagingFor(rows[0]!, list);
  return {
    templates: list.templates,
    previewLabel: `Preview: what ${rows[0]!.candidate.fullName} reads (each candidate reads their own)`,
    preview: (text: string) => {
      const refused = rows.map((r) => blindRefusal(text, r.candidate.hidden)).find(Boolean);
      return refused ? { refused } : first.preview(text);
    },
  };
}

/** Why a preview cannot be shown: the text's own problem first, then the application's refusal. */
export function previewOf(text: string, preview: Messaging['preview']) {
  const problem = placeholderProblem(text);
  return problem ? { refused: problem } : preview(text);
}

const moveCheck = schemaOnDemand(() => import('../../contract/application-schemas').then((m) => m.statusChangeSchema));

/** Move to a stage, with a note, and a reason when rejecting (validated like the server does). */
export function StatusForm({
  moves,
  submitLabel,
  onSubmit,
  compact = false,
  focusAfter,
  initial,
  messaging,
}: StatusFormProps) {
  const [status, setStatus] = useState<ApplicationStatus | ''>(initial ?? '');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const templateSelectId = useId();
  const previewId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  if (moves.length === 0)
    return <p className="muted">This application's pipeline has ended; it cannot move any further.</p>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const checked = await moveCheck
      .validate({
        status: status || undefined,
        note: note || undefined,
        reason: status === 'rejected' ? reason : undefined,
        message: messaging && message.trim() ? message : undefined,
      })
      .catch((err: unknown) => setFailure(failureMessage(err, 'The status could not be changed. Please try again.')));
    if (!checked) return;
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.data.status, checked.data.note, checked.data.reason, checked.data.message);
      setStatus('');
      setNote('');
      setReason('');
      setMessage('');
      setTemplateId('');
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(failureMessage(err, 'The status could not be changed. Please try again.'));
    } finally {
      setBusy(false);
      // The submit button was disabled while saving, which dropped focus: back to "Move to".
      focusAfterRender(() => selectRef.current, ...(focusAfter ?? []));
    }
  }

  return (
    <form
      className={compact ? 'status-form status-form-compact' : 'status-form'}
      onSubmit={submit}
      onFocus={moveCheck.preload}
      noValidate
    >
      <div className="field">
        <label className="label" htmlFor={selectId}>
          Move to
        </label>
        <select
          id={selectId}
          ref={selectRef}
          className="select"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ApplicationStatus);
            setTemplateId('');
          }}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? `${selectId}-error` : undefined}
        >
          <option value="">Choose a stage</option>
          {moves.map((m) => (
            <option key={m} value={m}>
              {m === 'rejected' ? 'Reject' : RECRUITER_STATUS[m].label}
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
      {messaging && status && (
        <MessageFields
          templates={messaging.templates.filter((t) => templateKindsFor(status).includes(t.kind))}
          templateId={templateId}
          onTemplate={(id) => {
            setTemplateId(id);
            const picked = messaging.templates.find((t) => t.id === id);
            if (picked) setMessage(picked.body);
          }}
          message={message}
          onMessage={setMessage}
          error={errors.message}
          preview={message.trim() ? previewOf(message, messaging.preview) : null}
          previewLabel={messaging.previewLabel}
          ids={{ template: templateSelectId, preview: previewId }}
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

/** The candidate's message: a template to start from, the editable text, and what they will read. */
export function MessageFields({
  templates,
  templateId,
  onTemplate,
  message,
  onMessage,
  error,
  preview,
  previewLabel = 'Preview: what the candidate reads',
  ids,
  label = 'Message to the candidate',
  hint = 'They read it with the move, placeholders filled in. The note and the reason stay with your team.',
  required = false,
}: {
  templates: MessageTemplate[];
  templateId: string;
  onTemplate: (id: string) => void;
  message: string;
  onMessage: (text: string) => void;
  error?: string;
  preview: { text: string } | { refused: string } | null;
  previewLabel?: string;
  ids: { template: string; preview: string };
  label?: string;
  hint?: string;
  /** A message that is the whole action (not a move's optional words). */
  required?: boolean;
}) {
  return (
    <div className="message-fields">
      {templates.length > 0 && (
        <div className="field">
          <label className="label" htmlFor={ids.template}>
            Start from a template <span className="muted">(optional)</span>
          </label>
          <select id={ids.template} className="select" value={templateId} onChange={(e) => onTemplate(e.target.value)}>
            <option value="">No template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({TEMPLATE_KIND_LABEL[t.kind]})
              </option>
            ))}
          </select>
        </div>
      )}
      <TextAreaField
        label={label}
        markOptional={!required}
        required={required}
        value={message}
        onChange={(e) => onMessage(e.target.value)}
        error={error}
        hint={hint}
        rows={4}
      />
      {preview && (
        <div className="field">
          <p className="label" id={ids.preview}>
            {previewLabel}
          </p>
          {'refused' in preview ? (
            <Alert variant="warning">{preview.refused}</Alert>
          ) : (
            <p className="template-preview" aria-labelledby={ids.preview}>
              {preview.text}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
