import { type FormEvent, useId, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import type { FocusCandidate } from '../../client/browser/focus';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import {
  type ApplicationStatus,
  commonRecruiterMoves,
  plural,
  RECRUITER_STATUS,
  type RecruiterApplication,
  type TemplateList,
} from '../../contract';
import { Alert, Button } from '../ui';
import { Dialog } from '../ui/Dialog';
import { bulkMessagingFor, MessageFields, previewOf, StatusForm } from './StatusForm';

// The bulk bar's forms, fetched when an application is first selected (BulkBar), not with the list.

/**
 * What the bar offers a selection: one move for all of them (with a message each candidate reads), else
 * the ones that cannot move; and the dialog that writes one message to each candidate.
 */
export function BulkActions({
  rows,
  count,
  list,
  writing,
  onWriting,
  focusAfter,
  onDone,
}: {
  rows: RecruiterApplication[];
  count: number;
  list: TemplateList | null;
  /** The message dialog is open ("Message N" in the bar's head). */
  writing: boolean;
  onWriting: (open: boolean) => void;
  focusAfter: FocusCandidate[];
  onDone: (text: string, reload: boolean) => void;
}) {
  const moves = commonRecruiterMoves(rows.map((a) => a.status));
  const ids = rows.map((a) => a.id);
  return (
    <>
      {moves.length === 0 ? (
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
      {rows.length > 0 && (
        <Dialog
          open={writing}
          title={`Message ${plural(rows.length, 'candidate')}`}
          onClose={() => onWriting(false)}
          returnTo={focusAfter}
        >
          {writing && (
            <BulkMessageForm
              rows={rows}
              list={list}
              onCancel={() => onWriting(false)}
              onSent={(sent) => {
                onWriting(false);
                onDone(`Message sent to ${plural(sent, 'candidate')}.`, false);
              }}
            />
          )}
        </Dialog>
      )}
    </>
  );
}

const bulkMessageCheck = schemaOnDemand(() => import('../../contract/recruiter').then((m) => m.bulkMessageSchema));

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
    const checked = await bulkMessageCheck
      .validate({ ids: rows.map((a) => a.id), body })
      .catch((err: unknown) => setFailure(failureMessage(err, 'The message could not be sent. Please try again.')));
    if (!checked) return;
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
    <form className="status-form" onSubmit={submit} onFocus={bulkMessageCheck.preload} noValidate>
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
