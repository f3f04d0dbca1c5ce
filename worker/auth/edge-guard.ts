import type { MiddlewareHandler } from 'hono';

import { guardedAreaOf, normalizeRole, type Role, sameRole, type User } from '../../src/contract';
import type { AppEnv, Bindings } from '../env';
import { mutableResponse } from '../http';
import { readCookie, REFRESH_COOKIE } from './cookies';
import { edgeAccessCookie, edgeTokenRole } from './edge-token';
import { readSession } from './session';

interface EdgeSession {
  role: Role;
  /** The account, when this worker holds the data (not in proxy mode). */
  user?: User;
  /** Set-Cookie values to pass on when the session was refreshed here. */
  setCookies: string[];
}

/**
 * In proxy mode the accounts live in the backend, so the edge checks the access cookie by its
 * signature as configured (edge-token.ts: a shared HS256 secret or the backend's JWKS) and, when it
 * has expired, asks the backend to refresh with the browser's refresh cookie.
 */
async function sessionViaBackend(env: Bindings, cookieHeader: string | undefined): Promise<EdgeSession | null> {
  const access = readCookie(cookieHeader, edgeAccessCookie(env));
  const role = access ? await edgeTokenRole(env, access) : null;
  if (role) return { role, setCookies: [] };
  if (!cookieHeader || !readCookie(cookieHeader, REFRESH_COOKIE)) return null;
  const answer = await fetch(new URL('/api/auth/refresh', env.BACKEND_ORIGIN), {
    method: 'POST',
    headers: { Cookie: cookieHeader },
  });
  if (!answer.ok) return null;
  const { accessToken } = (await answer.json()) as { accessToken?: string };
  const refreshed = accessToken ? await edgeTokenRole(env, accessToken) : null;
  return refreshed ? { role: refreshed, setCookies: answer.headers.getSetCookie() } : null;
}

async function edgeSession(env: Bindings, cookieHeader: string | undefined): Promise<EdgeSession | null> {
  if (env.BACKEND_ORIGIN) return sessionViaBackend(env, cookieHeader);
  const session = await readSession(env, cookieHeader);
  return session
    ? { role: normalizeRole(session.user.role)!, user: session.user, setCookies: session.refreshed?.setCookies ?? [] }
    : null;
}

/** Where a signed-out visitor goes: the login page, remembering the page they asked for. */
export function loginRedirect(url: URL): string {
  return `/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * Checks the session from cookies before a page under /dashboard, /recruiter, /admin or /company is
 * served: none valid → 302 to /login with the origin; wrong role → 302 to /. When only the access
 * cookie has expired, the refresh cookie is rotated here at the edge and the new cookies ride on the
 * page response. The page renderer learns who the viewer is (c.var.viewer), so it reads as them.
 */
export const edgeGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const area = guardedAreaOf(url.pathname);
  if (!area) return next();

  const session = await edgeSession(c.env, c.req.header('Cookie'));
  if (!session) return c.redirect(loginRedirect(url), 302);
  if (area.role !== 'any' && !sameRole(session.role, area.role)) c.res = c.redirect('/', 302);
  else {
    if (session.user) c.set('viewer', { id: session.user.id, role: session.user.role });
    await next();
  }
  const response = mutableResponse(c);
  for (const cookie of session.setCookies) response.headers.append('Set-Cookie', cookie);
  // Signed-in pages are personal: never kept by a browser or a shared cache.
  response.headers.set('Cache-Control', 'private, no-store');
};
