/**
 * Fixed-window counters in D1 (not KV: KV is eventually consistent between locations, D1 gives one
 * atomic count per key), and the limits themselves, read from configuration so that test instances
 * can raise them. An unset or invalid variable means the production value below.
 */
import { MESSAGES } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http';
import * as store from './store';

export const LIMIT_DEFAULTS = {
  /** Failed sign-ins per account and address in THROTTLE_WINDOW_MS; then that address gets 429. */
  LOGIN_MAX_FAILURES_PER_PAIR: 5,
  /** Failed sign-ins per address, across accounts, in THROTTLE_WINDOW_MS. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: 20,
  /** Failed sign-ins per account, from every address, before each further attempt is slowed. */
  LOGIN_SLOWDOWN_AFTER: 10,
  /** Signups, forgot-password, resend-verification, Google starts, team invitations and contact messages per address per hour, each. */
  FLOOD_MAX_PER_ADDRESS: 10,
  /** Reset, verification and invitation emails per email address per hour, for each kind of asker (takeAccountMail). */
  ACCOUNT_MAILS_PER_HOUR: 3,
} as const;

export type LimitName = keyof typeof LIMIT_DEFAULTS;

export function limit(env: Partial<Pick<Bindings, LimitName>>, name: LimitName): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : LIMIT_DEFAULTS[name];
}

/**
 * A request without a client address: on Cloudflare every request carries CF-Connecting-IP (in proxy
 * mode, the edge asserts the one it saw), so only local tools send none. Such requests are never pooled
 * into one shared bucket, where one client would lock out all the others: per-address limits skip them,
 * and the per-account and per-email limits still hold.
 */
export const UNKNOWN_ADDRESS = 'unknown';

/** Whether per-address limits can count `address`. */
export const isKnownAddress = (address: string) => address !== UNKNOWN_ADDRESS;

export const HOUR_MS = 60 * 60 * 1000;

/** Counts one event; returns the count in the current window and when that window ends. */
export async function countEvent(env: Pick<Bindings, 'DB'>, scope: string, key: string, windowMs: number, now: number) {
  const row = await store.countEvent(
    env.DB,
    scope,
    key,
    new Date(now).toISOString(),
    new Date(now - windowMs).toISOString(),
  );
  return { count: row.count, endsAt: Date.parse(row.window_started_at) + windowMs };
}

/** The count of the current window, 0 when none is open. */
export async function currentCount(
  env: Pick<Bindings, 'DB'>,
  scope: string,
  key: string,
  windowMs: number,
  now: number,
) {
  const row = await store.findCount(env.DB, scope, key);
  if (!row) return { count: 0, endsAt: now };
  const endsAt = Date.parse(row.window_started_at) + windowMs;
  return endsAt > now ? { count: row.count, endsAt } : { count: 0, endsAt: now };
}

export function tooMany(message: string, retryAfterMs: number): ApiFailure {
  return new ApiFailure(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/**
 * Flood limit of one action per client address per hour: counts the request and throws 429 with
 * Retry-After beyond FLOOD_MAX_PER_ADDRESS. A request without an address is not pooled (throttle.ts). The answer does not depend on the email asked about.
 */
export async function assertFloodAllowed(
  env: Bindings,
  action: 'signup' | 'forgot' | 'resend' | 'google' | 'invite' | 'contact',
  address: string,
  now = clock.now(),
) {
  if (!isKnownAddress(address)) return;
  const { count, endsAt } = await countEvent(env, `flood_${action}`, address, HOUR_MS, now);
  if (count > limit(env, 'FLOOD_MAX_PER_ADDRESS')) throw tooMany(MESSAGES.tooManyRequests, endsAt - now);
}

/** Past the hour's allowance, one more account email every this long: the longest a flood delays the owner. */
export const ACCOUNT_MAIL_GAP_MS = 15 * 60 * 1000;

/**
 * Who asks for an account email, each with an allowance of its own, so that nobody spends another's:
 * the signed-in owner of the address (resending their verification), anyone at all (a forgotten password,
 * a signup), or a colleague inviting the address into a company.
 */
export type AccountMailAsker = 'owner' | 'anyone' | 'inviter';

/**
 * Counts one account email (reset, verification or invitation) to `email` for `asker`; false when the
 * caller sends nothing (its answer stays the same). Each asker has ACCOUNT_MAILS_PER_HOUR an hour, and
 * past it one more every ACCOUNT_MAIL_GAP_MS, so a stranger who floods an address with reset requests
 * delays its owner's own reset by at most that, and never touches their verification or invitations.
 */
export async function takeAccountMail(
  env: Bindings,
  email: string,
  asker: AccountMailAsker,
  now = clock.now(),
): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const scope = `account_mail_${asker}`;
  const { count } = await countEvent(env, scope, key, HOUR_MS, now);
  if (count <= limit(env, 'ACCOUNT_MAILS_PER_HOUR')) return true;
  return (await countEvent(env, `${scope}_gap`, key, ACCOUNT_MAIL_GAP_MS, now)).count === 1;
}
