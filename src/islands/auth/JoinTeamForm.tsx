import { useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../client/api/client';
import { team } from '../../client/api/team';
import { navigate } from '../../client/browser/navigate';
import { setSession } from '../../client/session/session';
import { acceptInviteSchema, HOME_BY_ROLE, type InvitePreview } from '../../contract';
import { Alert, LoadingState, PasswordField, TextField, withErrorBoundary } from '../ui';
import { SubmitButton } from './parts/fields';
import { useForm } from './parts/useForm';

const newAccountSchema = acceptInviteSchema.required();

/** /join-team/{inviteId}/{token}: an invitation into a company, accepted with a new account or the existing one's password. */
function JoinTeamForm({ inviteId, token }: { inviteId: string; token: string }) {
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    team
      .previewInvite(inviteId, token)
      .then(setPreview, (err: unknown) =>
        setFailed(failureMessage(err, 'This invitation could not be opened. Please try again.')),
      );
  }, [inviteId, token]);

  if (failed) {
    return (
      <div className="auth-form">
        <header className="auth-heading">
          <h1>Invitation not valid</h1>
        </header>
        <Alert variant="error">{failed}</Alert>
      </div>
    );
  }
  if (!preview) return <LoadingState label="Opening the invitation..." />;
  return <Accept preview={preview} inviteId={inviteId} token={token} />;
}

function Accept({ preview, inviteId, token }: { preview: InvitePreview; inviteId: string; token: string }) {
  const form = useForm(preview.hasAccount ? acceptInviteSchema : newAccountSchema, { fullName: '', password: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = form.onSubmit(async (input) => {
    setServerError(null);
    try {
      const answer = await team.acceptInvite(
        inviteId,
        token,
        preview.hasAccount ? { password: input.password } : input,
      );
      setSession(answer);
      navigate(HOME_BY_ROLE.recruiter);
      return true;
    } catch (err) {
      setServerError(failureMessage(err, 'The invitation could not be accepted. Please try again.'));
    }
  });

  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1 ref={heading} tabIndex={-1}>
          Join {preview.companyName}
        </h1>
        <p className="muted">
          {preview.inviterName} invited <strong>{preview.email}</strong> to hire with {preview.companyName}: its jobs,
          applicants and notes.
        </p>
      </header>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <form method="post" noValidate onSubmit={submit}>
        {preview.hasAccount ? (
          <>
            <p className="muted small">You already have an account with this email. Enter its password to join.</p>
            <PasswordField label="Password" autoComplete="current-password" {...form.bind('password')} />
          </>
        ) : (
          <>
            <TextField label="Full name" autoComplete="name" {...form.bind('fullName')} />
            <PasswordField
              label="Choose a password"
              autoComplete="new-password"
              hint="At least 6 characters."
              {...form.bind('password')}
            />
          </>
        )}
        <SubmitButton busy={form.submitting} busyLabel="Joining...">
          Join {preview.companyName}
        </SubmitButton>
      </form>
    </div>
  );
}

export default withErrorBoundary(JoinTeamForm);
