import { safeRedirectTarget } from './redirect';

/**
 * Where a visitor was going when a public page sent them to sign in (the login page's ?redirect=).
 * Login returns there itself; signup and Google sign-in land on /dashboard (spec), which forwards
 * to it. Kept in this tab only (sessionStorage) and for a limited time.
 */
const KEY = 'hireloop.afterSignIn';
export const DESTINATION_TTL_MS = 30 * 60 * 1000;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Remembers the ?redirect= of the current address, if it names a candidate page. */
export function rememberDestination(search: string, now = Date.now()): void {
  const path = safeRedirectTarget(new URLSearchParams(search).get('redirect'), 'candidate');
  if (path) store()?.setItem(KEY, JSON.stringify({ path, at: now }));
}

/** The remembered destination (once: it is forgotten as it is read), or null. */
export function takeDestination(now = Date.now()): string | null {
  const s = store();
  const raw = s?.getItem(KEY);
  if (!raw) return null;
  s?.removeItem(KEY);
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > DESTINATION_TTL_MS) return null;
    return safeRedirectTarget(path, 'candidate');
  } catch {
    return null;
  }
}
