import { type FormEvent, type RefObject, useId, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import type { FocusCandidate } from '../../client/browser/focus';
import { type FieldErrors, validate } from '../../client/browser/forms';
import {
  type ApplicationStatus,
  bulkMessageSchema,
  commonRecruiterMoves,
  plural,
  RECRUITER_STATUS,
  type RecruiterApplication,
  type TemplateList,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button } from '../ui';
import { Dialog } from '../ui/Dialog';
import { bulkMessagingFor, MessageFields, previewOf, StatusForm } from './StatusForm';

/**
 * The bar over a selection of the page's applications: one move for all of them (with a message each
 * candidate reads, from a template), or one message to each candidate. The company's templates load
 * when the bar opens; without them both still work, typed by hand.
 */
export function BulkBar({
  barRef,
  rows,
  count,
  focusAfter,
  onClear,
  onDone,
}: {
  barRef: RefObject<HTMLDivElement | null>;
  /** The selected applications on the page; null while the page loads. */
  rows: RecruiterApplication[] | null;
  count: number;
  focusAfter: FocusCandidate[];
  onClear: () => void;
  /** A bulk action landed: the outcome to show, and whether the list must load again. */
  onDone: (text: string, reload: boolean) => void;
}) {
  const templates = useLoad(() => recruiter.templates(), 'templates', 'The message templates could not be loaded.');
  const [writing, setWriting] = useState(false);
  const list = templates.status === 'ready' ? templates.data : null;
  const moves = rows ? commonRecruiterMoves(rows.map((a) => a.status)) : [];
  const ids = rows?.map((a) => a.id) ?? [];

  return (
    <div ref={barRef} className="bulk-bar" role="region" aria-label="Bulk actions">
      <p className="bulk-bar-head">
        <strong>{count} selected</strong>{' '}
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        {rows && rows.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
            Message {count}
          </Button>
        )}
      </p>
      {!rows ? null : moves.length === 0 ? (
        <div>
          <p>No move suits every selected application. These cannot move:</p>
          <ul>
            {rows
              .filter((a) => commonRecruiterMoves([a.status]).length === 0)
              .map((a) => (
                <li key={a.id}>
                  {a.candidate.fullName}: already {RECRUITER_STATUS[a.status].label}
                </li>
              ))}
          </ul>
        </div>
      ) : (
        <StatusForm
          compact
          moves={moves}
          submitLabel={`Move ${count}`}
          focusAfter={focusAfter}
          messaging={list && rows.length > 0 ? bulkMessagingFor(rows, list) : undefined}
          onSubmit={async (status: ApplicationStatus, note, reason, message) => {
            const result = await recruiter.bulkMove(ids, status, note, reason, message);
            onDone(`${plural(result.updated, 'application')} moved to ${RECRUITER_STATUS[status].label}.`, true);
          }}
        />
      )}
      {templates.status === 'error' && (
        <p className="muted small">{templates.message} You can still write the message yourself.</p>
      )}
      {rows && rows.length > 0 && (
        <Dialog
          open={writing}
          title={`Message ${plural(rows.length, 'candidate')}`}
          onClose={() => setWriting(false)}
          returnTo={focusAfter}
        >
          {writing && (
            <BulkMessageForm
              rows={rows}
              list={list}
              onCancel={() => setWriting(false)}
              onSent={(sent) => {
                setWriting(false);
                onDone(`Message sent to ${plural(sent, 'candidate')}.`, false);
              }}
            />
          )}
        </Dialog>
      )}
    </div>
  );
}

/** One message to each selected candidate, in their conversation about the application. */
function BulkMessageForm({
  rows,
  list,
  onCancel,
  onSent,
}: {
  rows: RecruiterApplication[];
  list: TemplateList | null;
  onCancel: () => void;
  onSent: (sent: number) => void;
}) {
  const [body, setBody] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const templateSelectId = useId();
  const previewId = useId();
  const messaging = list ? bulkMessagingFor(rows, list) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const checked = validate(bulkMessageSchema, { ids: rows.map((a) => a.id), body });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSent((await recruiter.bulkMessage(checked.data.ids, checked.data.body)).sent);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(failureMessage(err, 'The message could not be sent. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form className="status-form" onSubmit={submit} noValidate>
      <MessageFields
        templates={messaging?.templates ?? []}
        templateId={templateId}
        onTemplate={(id) => {
          setTemplateId(id);
          const picked = messaging?.templates.find((t) => t.id === id);
          if (picked) setBody(picked.body);
          setErrors({});
        }}
        message={body}
        onMessage={(text) => {
          setBody(text);
          setErrors({});
        }}
        error={errors.body}
        preview={messaging && body.trim() ? previewOf(body, messaging.preview) : null}
        previewLabel={messaging?.previewLabel}
        ids={{ template: templateSelectId, preview: previewId }}
        label="Message"
        hint="Each candidate reads it in their conversation with you about this application, placeholders filled in for them."
        required
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="dialog-footer">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={busy} loadingText="Sending...">
          Send to {plural(rows.length, 'candidate')}
        </Button>
      </div>
    </form>
  );
}
