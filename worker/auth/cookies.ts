/**
 * The session cookies. Both are HttpOnly and Secure (browsers accept Secure cookies on
 * http://127.0.0.1 and localhost) with Path=/ so the edge guard sees them on page requests.
 *
 * - hl_refresh: the opaque refresh token, 30 days.
 * - hl_access: the access JWT, as long as the token lives (15 minutes), so the edge guard can check a page request without
 *   JavaScript. The client still sends the token it keeps as a Bearer header for API calls.
 *
 * SameSite is Lax for a same-origin site; None when ALLOWED_ORIGINS lists other origins, because a
 * cross-origin client could not send Lax cookies on its credentialed fetches.
 */
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';

import type { Bindings } from '../env';
import { accessTokenTtl } from './tokens';

export const REFRESH_COOKIE = 'hl_refresh';
export const ACCESS_COOKIE = 'hl_access';
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

type CookieEnv = Pick<Bindings, 'ALLOWED_ORIGINS'>;
type AccessCookieEnv = CookieEnv & Pick<Bindings, 'ACCESS_TOKEN_TTL_SECONDS'>;

function base(env: CookieEnv) {
  const crossOrigin = (env.ALLOWED_ORIGINS ?? '').trim() !== '';
  return { httpOnly: true, secure: true, sameSite: crossOrigin ? 'None' : 'Lax', path: '/' } as const;
}

export function accessCookie(env: AccessCookieEnv, accessToken: string): string {
  return generateCookie(ACCESS_COOKIE, accessToken, { ...base(env), maxAge: accessTokenTtl(env) });
}

export function refreshCookie(env: CookieEnv, refreshToken: string): string {
  return generateCookie(REFRESH_COOKIE, refreshToken, { ...base(env), maxAge: REFRESH_TTL_SECONDS });
}

/** Set-Cookie values that end the session in the browser. */
export function clearSessionCookies(env: CookieEnv): string[] {
  return [ACCESS_COOKIE, REFRESH_COOKIE].map((name) => generateCookie(name, '', { ...base(env), maxAge: 0 }));
}

/** One cookie's value from a Cookie request header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return cookieHeader ? parse(cookieHeader, name)[name] : undefined;
}
