/**
 * Session reading for the edge guard (page requests, no JavaScript involved).
 *
 *   const session = await readSession(env, request.headers.get('Cookie'));
 *   if (!session) -> not signed in (redirect to /login; optionally send clearSessionCookies(env))
 *   else session.user is { id, fullName, email, role }, loaded from D1 (suspended users are refused);
 *        when session.refreshed is set, the access cookie had expired and the refresh cookie was
 *        rotated: append every value of session.refreshed.setCookies as a Set-Cookie header of the
 *        response, or the browser keeps a used refresh token.
 *
 * Cookie helpers (names, builders, clearSessionCookies, readCookie) are in ./cookies.ts.
 */
import type { User } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './cookies';
import { publicUser, refreshSession } from './service';
import { findUserById, type UserRow } from './store';
import { verifyAccessToken } from './tokens';

/**
 * The account an access token speaks for: its signature and claims hold, the user exists, is not
 * suspended, and the token's session version is the user's current one (every end of a session
 * bumps it, so older tokens fail at once). Null otherwise.
 */
export async function accountOfToken(env: Bindings, token: string): Promise<UserRow | null> {
  const claims = await verifyAccessToken(env, token);
  if (!claims) return null;
  const row = await findUserById(env.DB, claims.userId);
  if (!row || row.suspended_at || row.session_version !== claims.sessionVersion) return null;
  return row;
}

export interface EdgeSession {
  user: User;
  refreshed?: { accessToken: string; setCookies: string[] };
}

export async function readSession(
  env: Bindings,
  cookieHeader: string | null | undefined,
  now = clock.now(),
): Promise<EdgeSession | null> {
  const access = readCookie(cookieHeader, ACCESS_COOKIE);
  const row = access ? await accountOfToken(env, access) : null;
  if (row) return { user: publicUser(row) };
  const refresh = readCookie(cookieHeader, REFRESH_COOKIE);
  const grant = refresh ? await refreshSession(env, refresh, now) : null;
  if (!grant) return null;
  return { user: grant.user, refreshed: { accessToken: grant.accessToken, setCookies: grant.setCookies } };
}
