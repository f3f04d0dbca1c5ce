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
import type { Bindings } from '../env';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from './cookies';
import { publicUser, refreshSession } from './service';
import { findUserById } from './store';
import { verifyAccessToken } from './tokens';

export interface EdgeSession {
  user: User;
  refreshed?: { accessToken: string; setCookies: string[] };
}

export async function readSession(env: Bindings, cookieHeader: string | null | undefined, now = Date.now()): Promise<EdgeSession | null> {
  const access = readCookie(cookieHeader, ACCESS_COOKIE);
  const claims = access ? await verifyAccessToken(env, access) : null;
  if (claims) {
    const row = await findUserById(env.DB, claims.userId);
    if (row && !row.suspended_at) return { user: publicUser(row) };
  }
  const refresh = readCookie(cookieHeader, REFRESH_COOKIE);
  const grant = refresh ? await refreshSession(env, refresh, now) : null;
  if (!grant) return null;
  return { user: grant.user, refreshed: { accessToken: grant.accessToken, setCookies: grant.setCookies } };
}
