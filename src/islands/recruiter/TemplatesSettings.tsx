import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import { announce } from '../../client/browser/announce';
import { focusAfterRender } from '../../client/browser/focus';
import { type FieldErrors, schemaOnDemand } from '../../client/browser/forms';
import {
  type MessageTemplate,
  PLACEHOLDERS,
  TEMPLATE_KIND_LABEL,
  TEMPLATE_KINDS,
  type TemplateInput,
  type TemplateKind,
} from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Badge, Button, EmptyState, TextAreaField, TextField } from '../ui';
import { LoadBoundary } from '../workspace/WorkspacePage';

const BLANK: TemplateInput = { kind: 'rejection', name: '', body: '' };
export const PLACEHOLDER_HINT = `Placeholders: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}. {recruiterName} is the sender's own name.`;

/**
 * The company's message templates (a section of /recruiter/settings): any member adds, edits and
 * deletes them; the move dialog offers them. The text is checked as the worker checks it.
 */
export function TemplatesSettings() {
  const list = useLoad(() => recruiter.templates(), 'templates', 'The message templates could not be loaded.');
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <section className="card form-card" aria-labelledby="templates-h">
      <h2 id="templates-h">Message templates</h2>
      <p className="muted small">
        For everyone at your company: texts to send a candidate when you move, reject or invite them to interview. They
        stay editable before each send, and the candidate reads them with the placeholders filled in.
      </p>
      <LoadBoundary state={list} what="the message templates" onRetry={list.reload}>
        {(data) => (
          <>
            {data.templates.length === 0 ? (
              <EmptyState
                titleAs="h3"
                title="No templates yet"
                description="Add one below: a rejection, a stage move or an interview invitation."
              />
            ) : (
              <ul className="template-list" aria-label="Your company's templates">
                {data.templates.map((t) => (
                  <TemplateRow
                    key={t.id}
                    t={t}
                    onEdit={() => {
                      setEditing(t);
                      focusAfterRender(() => formRef.current?.querySelector('select') ?? null);
                    }}
                    onDeleted={() => {
                      list.setData({ ...data, templates: data.templates.filter((x) => x.id !== t.id) });
                      if (editing?.id === t.id) setEditing(null);
                      announce(`Template “${t.name}” deleted.`);
                      focusAfterRender('#templates-h');
                    }}
                  />
                ))}
              </ul>
            )}
            <TemplateForm
              key={editing?.id ?? 'new'}
              formRef={formRef}
              editing={editing}
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                const others = data.templates.filter((x) => x.id !== saved.id);
                list.setData({ ...data, templates: [...others, saved].sort(byKindAndName) });
                setEditing(null);
                announce(`Template “${saved.name}” saved.`);
              }}
            />
          </>
        )}
      </LoadBoundary>
    </section>
  );
}

const byKindAndName = (a: MessageTemplate, b: MessageTemplate) =>
  a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name);

function TemplateRow({ t, onEdit, onDeleted }: { t: MessageTemplate; onEdit: () => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  async function remove() {
    setBusy(true);
    setFailure(null);
    try {
      await recruiter.deleteTemplate(t.id);
      onDeleted();
    } catch (err) {
      setFailure(failureMessage(err, 'The template could not be deleted. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <li className="template-row" aria-labelledby={headingId}>
      <div className="template-head">
        <h3 id={headingId} className="template-name">
          {t.name}
        </h3>
        <Badge variant="neutral">{TEMPLATE_KIND_LABEL[t.kind]}</Badge>
      </div>
      <p className="template-body">{t.body}</p>
      <p className="muted small">Last saved by {t.updatedByName}</p>
      <div className="template-actions">
        {confirming ? (
          <>
            <span className="small">Delete “{t.name}” for everyone?</span>
            <Button variant="danger" size="sm" loading={busy} loadingText="Deleting..." onClick={remove}>
              Delete
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${t.name}`}>
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${t.name}`}>
              Delete
            </Button>
          </>
        )}
      </div>
      {failure && <Alert variant="error">{failure}</Alert>}
    </li>
  );
}

// The form's schema (with zod) comes when the form is first used, not with the page (issue 41's budget).
const templateCheck = schemaOnDemand(() => import('../../contract/templates').then((m) => m.templateInputSchema));

function TemplateForm({
  editing,
  formRef,
  onSaved,
  onCancel,
}: {
  editing: MessageTemplate | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSaved: (t: MessageTemplate) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<TemplateInput>(
    editing ? { kind: editing.kind, name: editing.name, body: editing.body } : BLANK,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kindId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    try {
      const checked = await templateCheck.validate(value);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      setErrors({});
      setBusy(true);
      const saved = editing
        ? await recruiter.updateTemplate(editing.id, checked.data)
        : await recruiter.createTemplate(checked.data);
      if (!editing) setValue(BLANK);
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setFailure(failureMessage(err, 'The template could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="template-form"
      onSubmit={submit}
      onFocus={templateCheck.preload}
      noValidate
      aria-labelledby={`${kindId}-h`}
    >
      <h3 id={`${kindId}-h`}>{editing ? `Edit “${editing.name}”` : 'Add a template'}</h3>
      <div className="field">
        <label className="label" htmlFor={kindId}>
          For
        </label>
        <select
          id={kindId}
          className="select"
          value={value.kind}
          onChange={(e) => setValue({ ...value, kind: e.target.value as TemplateKind })}
        >
          {TEMPLATE_KINDS.map((k) => (
            <option key={k} value={k}>
              {TEMPLATE_KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Name"
        value={value.name}
        onChange={(e) => setValue({ ...value, name: e.target.value })}
        error={errors.name}
        required
      />
      <TextAreaField
        label="Message"
        value={value.body}
        onChange={(e) => setValue({ ...value, body: e.target.value })}
        error={errors.body}
        hint={PLACEHOLDER_HINT}
        rows={4}
        required
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="template-actions">
        <Button type="submit" loading={busy} loadingText="Saving...">
          {editing ? 'Save template' : 'Add template'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
