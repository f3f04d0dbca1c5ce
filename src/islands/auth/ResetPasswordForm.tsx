import { useEffect, useRef, useState } from 'react';

import { auth } from '../../client/api/client';
import { navigate } from '../../client/browser/navigate';
import { MESSAGES, RESET_REDIRECT_DELAY_MS, resetPasswordFormSchema } from '../../contract';
import { Alert, LinkButton, PasswordField, withErrorBoundary } from '../ui';
import { SubmitButton } from './parts/fields';
import { CheckCircleIcon } from './parts/icons';
import { useForm } from './parts/useForm';

/** /reset-password/{userId}/{token}: a new password, then success and /login after 3 seconds. */
function ResetPasswordForm({ userId, token }: { userId: string; token: string }) {
  const form = useForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!done) return;
    heading.current?.focus();
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = form.onSubmit(async ({ newPassword }) => {
    setFailed(false);
    try {
      await auth.resetPassword(userId, token, newPassword);
      setDone(true);
    } catch {
      setFailed(true);
    }
  });

  if (done) {
    return (
      <div className="auth-form auth-result">
        <div className="auth-result-icon is-success" aria-hidden="true">
          <CheckCircleIcon />
        </div>
        <h1 ref={heading} tabIndex={-1}>
          Password Reset Successful
        </h1>
        <p className="muted" role="status">
          Your password has been changed. Taking you to sign in...
        </p>
        <LinkButton block href="/login">
          Sign in now
        </LinkButton>
      </div>
    );
  }

  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1>Choose a new password</h1>
        <p className="muted">Use at least 6 characters. You'll sign in with it from now on.</p>
      </header>
      {failed ? (
        <Alert variant="error">
          {MESSAGES.resetFailed} <a href="/forgot-password">Request a new link</a>
        </Alert>
      ) : null}
      <form method="post" noValidate onSubmit={submit}>
        <PasswordField label="New password" autoComplete="new-password" {...form.bind('newPassword')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.bind('confirmPassword')} />
        <SubmitButton busy={form.submitting} busyLabel="Saving...">
          Reset password
        </SubmitButton>
      </form>
    </div>
  );
}

export default withErrorBoundary(ResetPasswordForm);
