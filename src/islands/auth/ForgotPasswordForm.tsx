import { useRef, useState } from 'react';

import { auth, TimeoutError } from '../../client/api/client';
import { forgotPasswordSchema, MESSAGES } from '../../contract';
import { Alert, Button, LinkButton, TextField, withErrorBoundary } from '../ui';
import { SubmitButton } from './parts/fields';
import { MailIcon } from './parts/icons';
import { useForm } from './parts/useForm';

/** /forgot-password: the form, then "Check Your Email", from which the user may return (spec section 4). */
function ForgotPasswordForm() {
  const form = useForm(forgotPasswordSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [timeout, setTimeoutError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setTimeoutError(false);
    try {
      await auth.forgotPassword(email);
      setSentTo(email);
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      if (err instanceof TimeoutError) setTimeoutError(true);
      else form.setErrors({ email: MESSAGES.forgotFailed });
    }
  });

  if (sentTo) {
    return (
      <div className="auth-form auth-result">
        <div className="auth-result-icon" aria-hidden="true">
          <MailIcon />
        </div>
        <h1 ref={heading} tabIndex={-1}>
          Check Your Email
        </h1>
        <p className="muted">
          If an account exists for <strong className="auth-email">{sentTo}</strong>, we've sent a link to reset your
          password. It works once and expires in an hour.
        </p>
        <p className="field-hint">No email after a few minutes? Check your spam folder or try another address.</p>
        <div className="auth-actions">
          <Button
            variant="secondary"
            block
            onClick={() => {
              form.reset();
              setSentTo(null);
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="email"]')?.focus());
            }}
          >
            Try Different Email
          </Button>
          <LinkButton block href="/login">
            Back to Login
          </LinkButton>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1>Forgot your password?</h1>
        <p className="muted">Enter the email you signed up with and we'll send you a link to choose a new one.</p>
      </header>
      {timeout ? <Alert variant="error">{MESSAGES.forgotTimeout}</Alert> : null}
      <form method="post" noValidate onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
        <SubmitButton busy={form.submitting} busyLabel="Sending link...">
          Send reset link
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Remembered it? <a href="/login">Back to sign in</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(ForgotPasswordForm);
