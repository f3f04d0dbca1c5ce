import { useId, useState } from 'react';

import { ApiError, auth, failureMessage, GOOGLE_SIGN_IN_URL } from '../../client/api/client';
import { navigate } from '../../client/browser/navigate';
import { destinationAfterSignIn } from '../../client/session/redirect';
import { setSession } from '../../client/session/session';
import { MESSAGES, signupFormSchema } from '../../contract';
import { Alert, LinkButton, PasswordField, TextField, withErrorBoundary } from '../ui';
import { SubmitButton } from './parts/fields';
import { GoogleIcon } from './parts/icons';
import { StrengthMeter } from './parts/StrengthMeter';
import { useForm } from './parts/useForm';

const ACCOUNT_TYPES = [
  { value: 'candidate', title: 'Candidate', text: "I'm looking for my next job" },
  { value: 'recruiter', title: 'Recruiter', text: "I'm hiring for my team" },
] as const;

/** /signup: a candidate or recruiter account (admins cannot sign up). */
function SignupForm() {
  const form = useForm(signupFormSchema, {
    role: 'candidate',
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const roleErrorId = useId();

  const submit = form.onSubmit(async ({ fullName, email, password, role }) => {
    setServerError(null);
    try {
      const answer = await auth.signup({ fullName, email, password, role });
      setSession(answer);
      navigate(destinationAfterSignIn(answer.user.role, null));
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.fields) form.setErrors(err.fields);
      setServerError(failureMessage(err, MESSAGES.signupFailed));
    }
  });

  return (
    <div className="auth-form">
      <header className="auth-heading">
        <h1>Create your account</h1>
        <p className="muted">Join Hireloop to find your next role or your next hire.</p>
      </header>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <form method="post" noValidate onSubmit={submit}>
        <fieldset className="role-choice" aria-describedby={form.errors.role ? roleErrorId : undefined}>
          <legend className="label">Account type</legend>
          <div className="role-options">
            {ACCOUNT_TYPES.map((type) => (
              <label key={type.value} className="role-option">
                <input
                  type="radio"
                  name="role"
                  value={type.value}
                  checked={form.values.role === type.value}
                  onChange={() => form.setValue('role', type.value)}
                />
                <span className="role-option-body">
                  <span className="role-option-title">{type.title}</span>
                  <span className="role-option-text">{type.text}</span>
                </span>
              </label>
            ))}
          </div>
          {form.errors.role ? (
            <p id={roleErrorId} className="field-error">
              {form.errors.role}
            </p>
          ) : null}
        </fieldset>
        <TextField label="Full name" autoComplete="name" {...form.bind('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          below={<StrengthMeter password={form.values.password ?? ''} />}
          {...form.bind('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.bind('confirmPassword')} />
        <SubmitButton busy={form.submitting} busyLabel="Creating your account...">
          Create account
        </SubmitButton>
      </form>
      <div className="auth-divider" role="separator">
        <span>or</span>
      </div>
      <LinkButton variant="secondary" block className="btn-google" href={GOOGLE_SIGN_IN_URL}>
        <GoogleIcon />
        Sign up with Google
      </LinkButton>
      <p className="field-hint auth-note">Google sign-up creates a candidate account.</p>
      <p className="auth-switch">
        Already have an account? <a href="/login">Sign in</a>
      </p>
    </div>
  );
}

export default withErrorBoundary(SignupForm);
