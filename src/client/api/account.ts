import { SESSION_KEYS } from '../../contract';
import { navigate } from '../browser/navigate';
import {
  checkSession,
  clearSession,
  type SessionState,
  setOAuthSession,
  updateUser,
  userDetailsFrom,
} from '../session/session';
import { api, auth, type AuthAnswer, dataOf, typedCalls } from './client';

/** Browser-side account actions that tie the session store to the API client. */

const { GET, POST, PUT } = typedCalls(api);

/** Whether the signed-in account's email is confirmed, and a new link when it is not. */
export const verification = {
  status: () => dataOf(GET('/api/auth/verification')),
  resend: () => dataOf(POST('/api/auth/resend-verification')),
};

/** Settings: the zone the user reads times in, saved and carried by the session from now on. */
export async function saveTimeZone(timeZone: string): Promise<string> {
  const saved = await dataOf(PUT('/api/auth/time-zone', { body: { timeZone } }));
  updateUser({ timeZone: saved.timeZone });
  return saved.timeZone;
}

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

/** Spec section 4: logout calls the server, then clears the session and goes to /, whatever the result. */
export async function signOut(): Promise<void> {
  // No island's call starts on the session the logout revokes (it would only meet a 401).
  api.closeSession();
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
 * The Google return (spec section 2): `token` is a one-time code that only this browser can
 * exchange for the session; the access token it gives is stored as a candidate signed in with
 * Google, with name and email, and the way leads to /dashboard. Any failure goes to
 * /login?error=oauth_failed. Returns where to go.
 */
export async function completeOAuthSignIn(
  token: string | null,
  exchange: (code: string) => Promise<AuthAnswer> = auth.exchangeOAuthCode,
): Promise<string> {
  if (!token) return OAUTH_FAILED_URL;
  try {
    const answer = await exchange(token);
    setOAuthSession(answer.accessToken);
    updateUser(userDetailsFrom(answer.user));
  } catch {
    return OAUTH_FAILED_URL;
  }
  return '/dashboard';
}
