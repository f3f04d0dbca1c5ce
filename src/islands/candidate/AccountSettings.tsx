import { type FormEvent, useEffect, useState } from 'react';

import { candidate, profileFields } from '../../client/api/candidate';
import { ApiError, failureMessage } from '../../client/api/client';
import { downloadFrom } from '../../client/browser/download';
import { navigate } from '../../client/browser/navigate';
import { changePasswordCheck } from '../../client/browser/password-check';
import { clearSession, setAccessToken } from '../../client/session/session';
import {
  ACCOUNT_DELETION_MESSAGES as SAY,
  type CandidateProfile,
  DATA_EXPORT_FILE,
  DATA_EXPORT_MANIFEST,
  DATA_EXPORT_SECTIONS,
  GOOGLE_CONFIRMATION_PARAM,
} from '../../contract';
import { DELETED_HASH } from '../auth/DeleteAccountConfirm';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, Card, PasswordField } from '../ui';
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
    try {
      const checked = await changePasswordCheck.validate({ currentPassword: current, newPassword: next });
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      setBusy(true);
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
      <form onSubmit={submit} onFocus={changePasswordCheck.preload} noValidate>
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

function YourData() {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      const url = URL.createObjectURL(await candidate.exportData());
      downloadFrom(url, DATA_EXPORT_FILE);
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(failureMessage(err, 'We could not prepare your data.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card title="Your data" titleAs="h2">
      <p className="muted">
        Download a zip file of everything we keep about you, as our <a href="/privacy#your-rights">privacy policy</a>{' '}
        lists it:
      </p>
      <ul className="cw-export-list">
        {DATA_EXPORT_SECTIONS.map((s) => (
          <li key={s.key}>{s.label}</li>
        ))}
      </ul>
      <p className="muted">Its {DATA_EXPORT_MANIFEST} holds the data in a machine-readable form, beside your files.</p>
      {exportError && <Alert variant="error">{exportError}</Alert>}
      <Button variant="secondary" loading={exporting} loadingText="Preparing…" onClick={download}>
        Download my data
      </Button>
    </Card>
  );
}

/** The code a fresh Google sign-in sent back to settings (`failed` when it confirmed nothing), read once. */
function googleReturn(): string | null {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(GOOGLE_CONFIRMATION_PARAM);
  if (code === null) return null;
  url.searchParams.delete(GOOGLE_CONFIRMATION_PARAM);
  history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  return code;
}

function DeleteAccount() {
  const options = useLoad(() => candidate.deletionOptions(), 'deletion-options', 'We could not load your settings.');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'google' | 'email' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  function deleted() {
    navigate(`/delete-account${DELETED_HASH}`);
    clearSession();
  }

  // Back from Google: the confirmation is the sign-in itself, so the deletion runs now.
  useEffect(() => {
    const code = googleReturn();
    if (code === null) return;
    if (code === 'failed') return setError(SAY.googleMismatch);
    setBusy('google');
    candidate.deleteAccount({ googleConfirmation: code }).then(deleted, (err: unknown) => {
      setError(failureMessage(err, 'We could not delete your account.'));
      setBusy(null);
    });
  }, []);

  async function withPassword(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!password) return setFieldError(SAY.passwordRequired);
    setFieldError(undefined);
    setBusy('password');
    try {
      await candidate.deleteAccount({ password });
      deleted();
    } catch (err) {
      if (err instanceof ApiError && err.fields?.password) setFieldError(err.fields.password);
      else setError(failureMessage(err, 'We could not delete your account.'));
      setBusy(null);
    }
  }

  async function withGoogle() {
    setError(null);
    setBusy('google');
    try {
      navigate((await candidate.confirmWithGoogle()).location);
    } catch (err) {
      setError(failureMessage(err, 'We could not start the Google sign-in.'));
      setBusy(null);
    }
  }

  async function byEmail() {
    setError(null);
    setBusy('email');
    try {
      setSent((await candidate.emailDeletionLink()).message);
    } catch (err) {
      setError(failureMessage(err, 'We could not send the link.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title="Delete account" titleAs="h2">
      <p className="muted">
        Your open applications are withdrawn, and your profile, resumes and files, messages, alerts and answers are
        deleted. Companies keep only an anonymous record that an application existed. An email confirms the deletion.
        This cannot be undone.
      </p>
      {options.status !== 'ready' ? (
        <LoadStatus state={options} what="how to confirm" />
      ) : options.data.password ? (
        <form onSubmit={withPassword} className="cw-confirm" noValidate>
          <PasswordField
            label="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError}
            autoComplete="current-password"
            hint="To confirm that it is you."
          />
          {error && <Alert variant="error">{error}</Alert>}
          <Button type="submit" variant="danger" loading={busy === 'password'} loadingText="Deleting…">
            Delete my account
          </Button>
        </form>
      ) : (
        <div className="cw-confirm">
          <p>
            Your account signs in with Google, so confirm that it is you
            {options.data.google ? ' by signing in with Google again, or' : ''} with a link we email you.
          </p>
          {error && <Alert variant="error">{error}</Alert>}
          {sent && <Alert variant="success">{sent}</Alert>}
          <div className="cw-confirm-actions">
            {options.data.google && (
              <Button
                variant="danger"
                loading={busy === 'google'}
                loadingText="Deleting…"
                disabled={busy !== null}
                onClick={withGoogle}
              >
                Confirm with Google and delete
              </Button>
            )}
            <Button
              variant="secondary"
              loading={busy === 'email'}
              loadingText="Sending…"
              disabled={busy !== null}
              onClick={byEmail}
            >
              Email me a confirmation link
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

function Settings() {
  const state = useLoad(() => candidate.profile(), 'settings', 'We could not load your settings.');
  if (state.status !== 'ready') return <LoadStatus state={state} what="your settings" />;
  return (
    <div className="cw-grid cw-grid-2">
      <div className="cw-stack">
        <PasswordForm />
        <YourData />
        <DeleteAccount />
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
