import { useEffect, useState } from 'react';

import { auth, failureMessage, GOOGLE_SIGN_IN_URL } from '../../client/api/client';
import { queryParam } from '../../client/browser/forms';
import { navigate } from '../../client/browser/navigate';
import { destinationAfterSignIn } from '../../client/session/redirect';
import { setSession } from '../../client/session/session';
import { loginSchema, MESSAGES } from '../../contract';
import { Alert, LinkButton, PasswordField, TextField, withErrorBoundary } from '../ui';
import { SubmitButton } from './parts/fields';
import { GoogleIcon } from './parts/icons';
import { useForm } from './parts/useForm';

/** /login: email and password, Google, and the way back to where the user was going. */
function LoginForm() {
  const form = useForm(loginSchema, { email: '', password: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Read after hydration (the page is static): a failed Google return, or a page that needs sign-in.
  useEffect(() => {
    const search = window.location.search;
    const error = queryParam(search, 'error');
    if (error === 'oauth_failed')
      setServerError(
        queryParam(search, 'reason') === 'staff_account' ? MESSAGES.oauthStaffAccount : MESSAGES.oauthFailed,
      );
    else if (error === 'verification_failed') setServerError(MESSAGES.verificationFailed);
    else if (queryParam(search, 'redirect')) setNotice(MESSAGES.unauthorized);
  }, []);

  const submit = form.onSubmit(async (input) => {
    setServerError(null);
    try {
      const answer = await auth.login(input);
      setSession(answer);
      navigate(destinationAfterSignIn(answer.user.role, queryParam(window.location.search, 'redirect')));
      return true;
    } catch (err) {
      setServerError(failureMessage(err, MESSAGES.loginFailed));
    }
  });

  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1>Welcome back</h1>
        <p className="muted">Sign in to continue to Hireloop.</p>
      </header>
      {serverError ? (
        <Alert variant="error">{serverError}</Alert>
      ) : notice ? (
        <Alert variant="info">{notice}</Alert>
      ) : null}
      <LinkButton variant="secondary" block className="btn-google" href={GOOGLE_SIGN_IN_URL}>
        <GoogleIcon />
        Continue with Google
      </LinkButton>
      <div className="auth-divider" role="separator">
        <span>or sign in with email</span>
      </div>
      <form method="post" noValidate onSubmit={submit}>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          fieldClassName="field-tight"
          {...form.bind('password')}
        />
        <p className="auth-forgot">
          <a href="/forgot-password">Forgot password?</a>
        </p>
        <SubmitButton busy={form.submitting} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
      <p className="auth-switch">
        New to Hireloop? <a href="/signup">Create an account</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(LoginForm);
