import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { api, auth } from './api';
import { navigate } from './navigate';
import {
  $session,
  checkSession,
  clearSession,
  PROFILE_PATH_BY_ROLE,
  setOAuthSession,
  updateUser,
  userDetailsFrom,
  type ProfileLoader,
  type SessionState,
} from './session';
import { SESSION_KEYS } from '../contract';

/** Browser-side account actions that tie the session store to the API client. */

let sessionCheck: Promise<SessionState> | null = null;

/** The load check runs once per page, however many islands ask for it. */
export function ensureSessionChecked(): Promise<SessionState> {
  if (!sessionCheck) {
    sessionCheck = checkSession(api);
    // Signing out in another tab clears storage there: follow it here.
    window.addEventListener('storage', (event) => {
      if (event.key === null || (event.key === SESSION_KEYS.token && !event.newValue)) clearSession();
    });
  }
  return sessionCheck;
}

/** The session for an island: starts loading, then the checked state. */
export function useSession(): SessionState {
  const session = useStore($session, { ssr: 'initial' });
  useEffect(() => {
    void ensureSessionChecked();
  }, []);
  return session;
}

/** Spec section 4: logout calls the server, then clears the session and goes to /, whatever the result. */
export async function signOut(): Promise<void> {
  try {
    await auth.logout();
  } catch {
    // the session ends here regardless
  } finally {
    // Leave first: the guard, seeing the cleared session, would otherwise head for /login.
    navigate('/');
    clearSession();
  }
}

export const OAUTH_FAILED_URL = '/login?error=oauth_failed';

/**
 * The Google return (spec section 2): with a token, store it as a candidate signed in with Google,
 * fill in name and email from the candidate profile, and go to /dashboard. Returns where to go.
 */
export async function completeOAuthSignIn(token: string | null, client: ProfileLoader = api): Promise<string> {
  if (!token) return OAUTH_FAILED_URL;
  setOAuthSession(token);
  try {
    updateUser(userDetailsFrom(await client.get(PROFILE_PATH_BY_ROLE.candidate, { redirectOnExpiry: false })));
  } catch {
    // the dashboard's own session check decides what happens next
  }
  return '/dashboard';
}
