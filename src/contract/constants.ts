/**
 * Business constants of spec section 9 and the site constants of spec section 1.
 * One source of truth: the islands and the worker both import from here.
 */
import type { Role } from './roles';

export const PRODUCT_NAME = 'Hireloop';

export const MIN_PASSWORD_LENGTH = 6;
export const STRENGTH_SCORE_CAP = 5;
export const FORGOT_PASSWORD_TIMEOUT_MS = 30_000;
export const RESET_REDIRECT_DELAY_MS = 3_000;
export const CONTACT_FORM_DELAY_MS = 2_000;
export const DEFAULT_PAGE = 1;
export const DEFAULT_APPLICATION_PAGE_SIZE = 20;
export const DEFAULT_APPLICATION_SORT = 'createdAt';
export const DEFAULT_REPORTS_PAGE_LIMIT = 20;
export const DEMO_TOKEN_PREFIX = 'demo-token-';
/** The header naming one user action; the client sends a fresh one with every POST and keeps it on retries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * Read your own writes on D1's replicas: a write's answer carries the session's bookmark in this
 * header (and a cookie, for page loads); a request that sends it back reads from at least there.
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark';

/** Contact details shown on the landing page (spec section 1). */
export const CONTACT = {
  email: 'hello@hireloop.example',
  phone: '+91 124 555 0199',
  location: 'Gurugram, India',
} as const;
/** The contact form's caps (the API's and the landing page's twin check, in characters). */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5_000;
/** The contact form's hidden honeypot field: people leave it empty, form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = 'website';
/** The link that writes to CONTACT.email. */
export const CONTACT_MAILTO = `mailto:${CONTACT.email}`;

/** Where each role lands after signing in (spec section 4). */
export const HOME_BY_ROLE: Record<Role, string> = {
  candidate: '/dashboard',
  recruiter: '/recruiter/dashboard',
  admin: '/admin/dashboard',
};

/** Route prefixes and the role they need (spec section 2); /company needs any signed-in role. */
export const GUARDED_AREAS: ReadonlyArray<{ prefix: string; role: Role | 'any' }> = [
  { prefix: '/dashboard', role: 'candidate' },
  { prefix: '/recruiter', role: 'recruiter' },
  { prefix: '/admin', role: 'admin' },
  { prefix: '/company', role: 'any' },
];

/** The guarded area a path belongs to, matching whole path segments; null for public paths. */
export function guardedAreaOf(pathname: string): (typeof GUARDED_AREAS)[number] | null {
  return GUARDED_AREAS.find((a) => pathname === a.prefix || pathname.startsWith(`${a.prefix}/`)) ?? null;
}

/**
 * The header a client sends with a POST that creates something, fresh per user action and the
 * same on its retries: the server answers a repeat with the first answer and creates nothing new.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long the first answer to a key is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** What a key may be: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
