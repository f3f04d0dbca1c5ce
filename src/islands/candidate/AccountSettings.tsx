import { type FormEvent, useState } from 'react';

import { ApiError, failureMessage } from '../../client/api';
import { candidate, profileFields } from '../../client/candidate';
import { navigate } from '../../client/navigate';
import { clearSession, setAccessToken } from '../../client/session';
import { type CandidateProfile, changePasswordSchema, DELETE_CONFIRMATION, fieldErrors } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, Card, PasswordField, TextField } from '../ui';
import { TimeZoneSetting } from '../workspace/TimeZoneSetting';
import { LoadStatus, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { ConsentSwitch } from './parts/ConsentSwitch';

type Note = { kind: 'success' | 'error'; text: string } | null;

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setNote(null);
    const checked = changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await candidate.changePassword(current, next);
      setAccessToken(answer.accessToken);
      setCurrent('');
      setNext('');
      setNote({ kind: 'success', text: answer.message });
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      setNote({ kind: 'error', text: failureMessage(err, 'We could not change your password.') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Password" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <PasswordField
          label="Current password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label="New password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.newPassword}
          autoComplete="new-password"
          hint="At least 6 characters. Other devices are signed out when you change it."
        />
        {note && <Alert variant={note.kind}>{note.text}</Alert>}
        <Button type="submit" loading={busy} loadingText="Changing…">
          Change password
        </Button>
      </form>
    </Card>
  );
}

function Preferences({ profile }: { profile: CandidateProfile }) {
  const [emails, setEmails] = useState(profile.emailNotifications);
  const [note, setNote] = useState<Note>(null);
  async function toggle() {
    const next = !emails;
    setEmails(next);
    setNote(null);
    try {
      await candidate.saveProfile({ ...profileFields(profile), emailNotifications: next });
      setNote({ kind: 'success', text: 'Preferences saved.' });
    } catch (err) {
      setEmails(!next);
      setNote({ kind: 'error', text: failureMessage(err, 'We could not save your preferences.') });
    }
  }
  return (
    <Card title="Notifications and visibility" titleAs="h2">
      <label className="cw-switch">
        <input type="checkbox" checked={emails} onChange={toggle} />
        <span>
          <strong>Email me</strong>
          <span>Job alert digests and updates on your applications.</span>
        </span>
      </label>
      {note && <Alert variant={note.kind}>{note.text}</Alert>}
      <ConsentSwitch profile={profile} />
    </Card>
  );
}

function DataAndAccount() {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      const data = await candidate.exportData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'hireloop-my-data.json' });
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(failureMessage(err, 'We could not prepare your data.'));
    } finally {
      setExporting(false);
    }
  }

  async function remove(e: FormEvent) {
    e.preventDefault();
    if (confirm !== DELETE_CONFIRMATION) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await candidate.deleteAccount(confirm);
      navigate('/');
      clearSession();
    } catch (err) {
      setDeleteError(failureMessage(err, 'We could not delete your account.'));
      setDeleting(false);
    }
  }

  return (
    <>
      <Card title="Your data" titleAs="h2">
        <p className="muted">
          Download everything we keep about you: profile, resumes' text, applications with their scores and timelines,
          and alerts, as a JSON file.
        </p>
        {exportError && <Alert variant="error">{exportError}</Alert>}
        <Button variant="secondary" loading={exporting} loadingText="Preparing…" onClick={download}>
          Download my data
        </Button>
      </Card>
      <Card title="Delete account" titleAs="h2">
        <p className="muted">
          Your open applications are withdrawn, your resumes and files are deleted, and your name and email are erased.
          Recruiters keep only an anonymous record that an application existed. This cannot be undone.
        </p>
        <form onSubmit={remove} className="cw-confirm" noValidate>
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="off"
          />
          {deleteError && <Alert variant="error">{deleteError}</Alert>}
          <Button
            type="submit"
            variant="danger"
            disabled={confirm !== DELETE_CONFIRMATION}
            loading={deleting}
            loadingText="Deleting…"
          >
            Delete my account
          </Button>
        </form>
      </Card>
    </>
  );
}

function Settings() {
  const state = useLoad(() => candidate.profile(), 'settings', 'We could not load your settings.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="your settings" />;
  return (
    <div className="cw-grid cw-grid-2">
      <div className="cw-stack">
        <PasswordForm />
        <DataAndAccount />
      </div>
      <div className="cw-sticky cw-stack">
        <Preferences profile={state.data} />
        <TimeZoneSetting />
      </div>
    </div>
  );
}

/** /dashboard/settings */
export default function AccountSettings() {
  return (
    <WorkspacePage role="candidate">
      {() => (
        <>
          <PageHeader title="Settings" lead="Your password, notifications, time zone and data." />
          <Settings />
        </>
      )}
    </WorkspacePage>
  );
}
