/**
 * Brute-force protection for sign-in: failed attempts are counted in a fixed 15-minute window per
 * account (the lower-cased email, known or not, so the answer does not reveal accounts) and per
 * client address (CF-Connecting-IP). At the limit, further attempts answer 429 with Retry-After
 * until the window ends, even with the right password. A successful sign-in clears the account's
 * counter, not the address's.
 *
 * The counters live in D1 rather than KV: KV is eventually consistent across locations, so a
 * distributed guesser could outrun it; D1 gives one consistent count per key with an atomic upsert.
 */
import { MESSAGES } from '../../src/contract';
import { audit } from '../audit/store';
import type { Bindings } from '../env';
import { ApiFailure } from '../http/errors';
import * as store from './store';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Requests without CF-Connecting-IP (local tools) share one address bucket. */
export const UNKNOWN_ADDRESS = 'unknown';

export function clientAddress(headers: Headers): string {
  return headers.get('CF-Connecting-IP')?.trim() || UNKNOWN_ADDRESS;
}

const accountKey = (email: string) => email.trim().toLowerCase();

const LIMITS = [
  { scope: 'account', max: MAX_FAILURES_PER_ACCOUNT },
  { scope: 'address', max: MAX_FAILURES_PER_ADDRESS },
] as const;

/** Throws 429 with Retry-After (seconds) when the account or the address is locked out. */
export async function assertLoginAllowed(env: Bindings, email: string, address: string, now: number): Promise<void> {
  const keys = { account: accountKey(email), address };
  let retryAfterMs = 0;
  for (const { scope, max } of LIMITS) {
    const row = await store.findThrottle(env.DB, scope, keys[scope]);
    if (!row || row.failures < max) continue;
    const endsAt = Date.parse(row.window_started_at) + THROTTLE_WINDOW_MS;
    if (endsAt > now) retryAfterMs = Math.max(retryAfterMs, endsAt - now);
  }
  if (retryAfterMs > 0) {
    throw new ApiFailure(429, MESSAGES.tooManyAttempts, undefined, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
  }
}

/** Counts a failed attempt on both keys; the failure that reaches a limit is audited. */
export async function recordLoginFailure(env: Bindings, email: string, address: string, now: number): Promise<void> {
  const keys = { account: accountKey(email), address };
  const nowIso = new Date(now).toISOString();
  const windowStart = new Date(now - THROTTLE_WINDOW_MS).toISOString();
  for (const { scope, max } of LIMITS) {
    const failures = await store.addFailure(env.DB, scope, keys[scope], nowIso, windowStart);
    if (failures === max) {
      await audit(env, { action: 'login_lockout', targetType: scope, targetId: keys[scope], detail: { failures }, ip: address }, new Date(now));
    }
  }
}

export async function clearAccountFailures(env: Bindings, email: string): Promise<void> {
  await store.clearFailures(env.DB, 'account', accountKey(email));
}
