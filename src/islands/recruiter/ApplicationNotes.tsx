import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { team } from '../../client/api/team';
import { validate } from '../../client/browser/forms';
import { type ApplicationNote, noteInputSchema, type TeamMember } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { useTime } from '../hooks/use-time';
import { Alert, Button, clearIfSent } from '../ui';
import { LoadBoundary } from '../workspace/WorkspacePage';
import { MentionBox } from './MentionBox';

/**
 * The company's private notes on an application, in the recruiter's panel: read and written by
 * the company's members only, never shown to the candidate; `@` and a colleague's name notifies them.
 */
export function ApplicationNotes({ applicationId }: { applicationId: string }) {
  const notes = useLoad(
    () => team.notes(applicationId).then((r) => r.notes),
    `notes-${applicationId}`,
    'The notes could not be loaded.',
  );
  const members = useLoad(
    () => team.get().then((t) => t.members.filter((m) => !m.you)),
    'team-members',
    'Colleagues could not be loaded.',
  );
  return (
    <section className="detail-section" aria-labelledby="notes-h">
      <h3 id="notes-h">Private notes</h3>
      <p className="muted small">Only your company&rsquo;s recruiters see these; the candidate never does.</p>
      <LoadBoundary state={notes} what="the notes">
        {(list) => <NoteList notes={list} />}
      </LoadBoundary>
      <NoteForm
        applicationId={applicationId}
        colleagues={members.status === 'ready' ? members.data : []}
        onAdded={notes.setData}
      />
    </section>
  );
}

function NoteList({ notes }: { notes: ApplicationNote[] }) {
  const { dateTimeText } = useTime();
  if (notes.length === 0) return <p className="muted">No notes yet.</p>;
  return (
    <ol className="notes-list">
      {notes.map((n) => (
        <li key={n.id} className="note">
          <p className="note-meta">
            <strong>{n.authorName}</strong> <span className="muted small">{dateTimeText(n.createdAt)}</span>
          </p>
          <p className="note-body">{n.body}</p>
          {n.mentions.length > 0 && (
            <p className="muted small">Mentioned: {n.mentions.map((m) => m.fullName).join(', ')}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function NoteForm({
  applicationId,
  colleagues,
  onAdded,
}: {
  applicationId: string;
  colleagues: TeamMember[];
  onAdded: (notes: ApplicationNote[]) => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const checked = validate(noteInputSchema, { body });
    if (!checked.ok) return setError(checked.errors.body ?? null);
    setError(null);
    setBusy(true);
    try {
      const notes = (await team.addNote(applicationId, checked.data)).notes;
      onAdded(notes);
      // The server read the mentions from the text: the newest note says whom it told.
      const named = (notes[notes.length - 1]?.mentions ?? []).map((m) => m.fullName);
      setDone(named.length ? `Note added. Notified ${named.join(', ')}.` : 'Note added.');
      setBody(clearIfSent(checked.data.body));
    } catch (err) {
      setError(failureMessage(err, 'The note could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="note-form" onSubmit={submit} noValidate>
      <MentionBox value={body} onChange={setBody} colleagues={colleagues} error={error} />
      <div className="form-actions">
        <Button type="submit" variant="secondary" size="sm" loading={busy} loadingText="Adding...">
          Add note
        </Button>
      </div>
      {done && <Alert variant="success">{done}</Alert>}
    </form>
  );
}
