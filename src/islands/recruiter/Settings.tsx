import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { recruiter } from '../../client/api/recruiter';
import type { FieldErrors } from '../../client/browser/forms';
import { changePasswordCheck } from '../../client/browser/password-check';
import { setAccessToken } from '../../client/session/session';
import { MESSAGES, type RecruiterSettings } from '../../contract';
import { useLoad } from '../hooks/use-load';
import { Alert, Button, PasswordField } from '../ui';
import { TimeZoneSetting } from '../workspace/TimeZoneSetting';
import { LoadBoundary, PageHeader, WorkspacePage } from '../workspace/WorkspacePage';
import { TemplatesSettings } from './TemplatesSettings';

/** /recruiter/settings: password, email notifications, blind review, message templates, time zone. */
export default function Settings() {
  return (
    <WorkspacePage role="recruiter">
      <SettingsScreen />
    </WorkspacePage>
  );
}

function SettingsScreen() {
  const data = useLoad(() => recruiter.settings(), 'settings', 'Your settings could not be loaded.');
  return (
    <>
      <PageHeader
        title="Settings"
        lead="How you review candidates, your company's message templates, what we email you, your time zone and your password."
      />
      <LoadBoundary state={data} what="your settings">
        {(s) => (
          <div className="settings">
            <Switches settings={s} onChange={data.setData} />
            <TemplatesSettings />
            <TimeZoneSetting />
            <PasswordForm />
          </div>
        )}
      </LoadBoundary>
    </>
  );
}

function Switches({ settings, onChange }: { settings: RecruiterSettings; onChange: (s: RecruiterSettings) => void }) {
  const [error, setError] = useState<string | null>(null);
  // A switch moves at once and moves back if the server refuses.
  async function flip(next: RecruiterSettings, call: () => Promise<RecruiterSettings>) {
    setError(null);
    onChange(next);
    try {
      onChange(await call());
    } catch (err) {
      onChange(settings);
      setError(failureMessage(err, 'The setting could not be saved. Please try again.'));
    }
  }
  return (
    <section className="card form-card" aria-labelledby="review-h">
      <h2 id="review-h">Reviewing and notifications</h2>
      <div className="setting">
        <div>
          <h3 id="blind-h">Blind review</h3>
          <p className="muted small" id="blind-d">
            For everyone at your company: hide applicants' names, emails and resume files until they reach Interview, in
            applications, candidates, messages, notifications and emails, so the first decisions rest on skills and the
            match score alone.
          </p>
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-labelledby="blind-h"
            aria-describedby="blind-d"
            checked={settings.blindReview}
            onChange={(e) =>
              flip({ ...settings, blindReview: e.target.checked }, () => recruiter.setBlindReview(e.target.checked))
            }
          />
          <span className="switch-track" aria-hidden="true" />
          <span aria-hidden="true">{settings.blindReview ? 'On' : 'Off'}</span>
        </label>
      </div>
      <div className="setting">
        <div>
          <h3 id="notify-h">Tell me about new applications</h3>
          <p className="muted small" id="notify-d">
            A notification here and an email when someone applies to one of your company's jobs, with the job and the
            match score.
          </p>
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-labelledby="notify-h"
            aria-describedby="notify-d"
            checked={settings.emailOnNewApplication}
            onChange={(e) =>
              flip({ ...settings, emailOnNewApplication: e.target.checked }, () =>
                recruiter.setNotifications({ emailOnNewApplication: e.target.checked }),
              )
            }
          />
          <span className="switch-track" aria-hidden="true" />
          <span aria-hidden="true">{settings.emailOnNewApplication ? 'On' : 'Off'}</span>
        </label>
      </div>
      <div className="setting">
        <div>
          <h3 id="mention-h">Email me when a colleague mentions me</h3>
          <p className="muted small" id="mention-d">
            An email when a colleague writes @ and your name in a private note. The notification here always comes.
          </p>
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-labelledby="mention-h"
            aria-describedby="mention-d"
            checked={settings.emailOnMention}
            onChange={(e) =>
              flip({ ...settings, emailOnMention: e.target.checked }, () =>
                recruiter.setNotifications({ emailOnMention: e.target.checked }),
              )
            }
          />
          <span className="switch-track" aria-hidden="true" />
          <span aria-hidden="true">{settings.emailOnMention ? 'On' : 'Off'}</span>
        </label>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
    </section>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus(null);
    try {
      const checked = await changePasswordCheck.validate({ currentPassword: current, newPassword: next });
      const confirmError = !confirm ? MESSAGES.confirmRequired : confirm !== next ? MESSAGES.passwordsDoNotMatch : null;
      if (!checked.ok || confirmError) {
        setErrors({ ...(checked.ok ? {} : checked.errors), ...(confirmError ? { confirm: confirmError } : {}) });
        return;
      }
      setErrors({});
      setBusy(true);
      const { message, accessToken } = await recruiter.changePassword(
        checked.data.currentPassword,
        checked.data.newPassword,
      );
      // Other devices were signed out; this one carries on with the new session.
      setAccessToken(accessToken);
      setStatus({ variant: 'success', text: message });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      setStatus({
        variant: 'error',
        text: failureMessage(err, 'Your password could not be changed. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="card form-card"
      onSubmit={submit}
      onFocus={changePasswordCheck.preload}
      noValidate
      aria-labelledby="password-h"
    >
      <h2 id="password-h">Password</h2>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={errors.newPassword}
        hint="At least 6 characters."
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {status && <Alert variant={status.variant}>{status.text}</Alert>}
      <div className="form-actions">
        <Button type="submit" loading={busy} loadingText="Changing...">
          Change password
        </Button>
      </div>
    </form>
  );
}
