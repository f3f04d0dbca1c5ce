// Every island a page mounts on its own sits inside an error boundary: a crash in the sign-in
// forms, the account menu or the bell shows a message, never a blank page or a dead top bar.
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import AccountMenu from '../../../src/islands/auth/AccountMenu';
import ForgotPasswordForm from '../../../src/islands/auth/ForgotPasswordForm';
import LoginForm from '../../../src/islands/auth/LoginForm';
import OAuthSuccess from '../../../src/islands/auth/OAuthSuccess';
import ResetPasswordForm from '../../../src/islands/auth/ResetPasswordForm';
import SignupForm from '../../../src/islands/auth/SignupForm';
import { ErrorBoundary } from '../../../src/islands/ui';
import NotificationsBell from '../../../src/islands/workspace/NotificationsBell';

const islands = {
  AccountMenu,
  ForgotPasswordForm,
  LoginForm,
  OAuthSuccess,
  ResetPasswordForm,
  SignupForm,
  NotificationsBell,
} as Record<string, (props: never) => ReactElement>;

describe('islands inside the error boundary', () => {
  it.each(Object.keys(islands))('%s renders inside an ErrorBoundary', (name) => {
    // Calling the export renders only its outermost element, before any hook of the island runs.
    const element = islands[name]!({ userId: 'u', token: 't' } as never);
    expect(element.type).toBe(ErrorBoundary);
  });

  it('the top bar pieces fall back to a small notice, not the full-page error screen', () => {
    for (const piece of [AccountMenu, NotificationsBell] as Array<(props: never) => ReactElement>) {
      const fallback = (piece({} as never).props as { fallback?: ReactElement }).fallback;
      expect(fallback?.props).toMatchObject({ role: 'status' });
    }
  });
});
