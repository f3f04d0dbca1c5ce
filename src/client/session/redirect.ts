import { guardedAreaOf, HOME_BY_ROLE, type Role } from '../../contract';
import type { SessionState } from './session';

/**
 * Where people go around signing in: the guarded area a path belongs to, whether a role may open
 * it, and the remembered origin (?redirect=) that login returns to.
 */

/** Public paths are open to all; an area needs its role, or any role for /company. */
export function canOpen(role: Role, pathname: string): boolean {
  const area = guardedAreaOf(pathname);
  return !area || area.role === 'any' || area.role === role;
}

const PLACEHOLDER_ORIGIN = 'https://origin.invalid';

/**
 * A remembered origin is honoured only when it is a path on this site (never another host, a
 * protocol-relative //host or a backslash trick) inside an area the role may open.
 * Returns the normalised path with its query and hash, or null.
 */
export function safeRedirectTarget(raw: string | null | undefined, role: Role): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const area = guardedAreaOf(url.pathname);
  if (!area || (area.role !== 'any' && area.role !== role)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After login: the remembered origin when it is safe for the role, else the role's home. */
export function destinationAfterSignIn(role: Role, redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect, role) ?? HOME_BY_ROLE[role];
}

/** The login address that remembers where the user was going (only for guarded pages). */
export function loginUrlFor(pathWithQuery: string): string {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  return guardedAreaOf(pathname) ? `/login?redirect=${encodeURIComponent(pathWithQuery)}` : '/login';
}

/**
 * The route guard's rule (spec section 6): wait while the session loads, send the signed-out to
 * login and the wrong role home. `role` is the page's role; without it the path's area decides.
 */
export function guardDecision(
  session: Pick<SessionState, 'status' | 'userType'>,
  pathname: string,
  role?: Role,
): 'wait' | 'login' | 'home' | 'show' {
  if (session.status === 'loading') return 'wait';
  if (session.status === 'unauthenticated' || !session.userType) return 'login';
  if (role ? session.userType !== role : !canOpen(session.userType, pathname)) return 'home';
  return 'show';
}
