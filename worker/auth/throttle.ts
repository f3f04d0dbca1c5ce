/**
 * Brute-force protection for sign-in that nobody can turn against someone else. Failures are
 * counted in a fixed 15-minute window:
 *
 * - per account and address (the lower-cased email, known or not, with CF-Connecting-IP): at
 *   LOGIN_MAX_FAILURES_PER_PAIR that address gets 429 with Retry-After for that account, even with
 *   the right password; every other address still signs in;
 * - per address, across accounts (LOGIN_MAX_FAILURES_PER_ADDRESS): a sprayer gets 429;
 * - per account, from every address: from LOGIN_SLOWDOWN_AFTER on each attempt waits longer before
 *   its password is checked (doubling up to MAX_SLOWDOWN_MS). It never refuses, so a distributed
 *   guesser only slows down and the owner's right password still works.
 *
 * Reaching a limit is logged and audited (login_lockout for a pair or an address, login_burst for
 * an account). A successful sign-in clears the pair's counter.
 */
import { MESSAGES } from '../../src/contract';
import { audit } from '../audit';
import type { Bindings } from '../env';
import { countEvent, currentCount, isKnownAddress, limit, tooMany, UNKNOWN_ADDRESS } from './limits';
import * as store from './store';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const SLOWDOWN_STEP_MS = 250;
export const MAX_SLOWDOWN_MS = 4_000;

/** The throttles' key for a client address (the route kit's clientIp). */
export const addressKey = (ip: string | null): string => ip ?? UNKNOWN_ADDRESS;

const accountKey = (email: string) => email.trim().toLowerCase();
const keysOf = (email: string, address: string) => ({
  pair: `${accountKey(email)} ${address}`,
  address,
  account: accountKey(email),
});

/** The wait before the password check of an account with `failures` recent failures. */
export function slowdownMs(env: Bindings, failures: number): number {
  const over = failures - limit(env, 'LOGIN_SLOWDOWN_AFTER');
  return over < 0 ? 0 : Math.min(MAX_SLOWDOWN_MS, SLOWDOWN_STEP_MS * 2 ** Math.min(over, 8));
}

/**
 * Throws 429 with Retry-After when this address is locked out for this account or altogether;
 * otherwise waits the account's slowdown. Returns the wait, for logging and tests.
 */
export async function assertLoginAllowed(env: Bindings, email: string, address: string, now: number): Promise<number> {
  const keys = keysOf(email, address);
  let retryAfterMs = 0;
  const addressLimits = [
    ['login_pair', limit(env, 'LOGIN_MAX_FAILURES_PER_PAIR')],
    ['login_address', limit(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS')],
  ] as const;
  for (const [scope, max] of isKnownAddress(address) ? addressLimits : []) {
    const { count, endsAt } = await currentCount(
      env,
      scope,
      scope === 'login_pair' ? keys.pair : keys.address,
      THROTTLE_WINDOW_MS,
      now,
    );
    if (count >= max) retryAfterMs = Math.max(retryAfterMs, endsAt - now);
  }
  if (retryAfterMs > 0) throw tooMany(MESSAGES.tooManyAttempts, retryAfterMs);
  const wait = slowdownMs(env, (await currentCount(env, 'login_account', keys.account, THROTTLE_WINDOW_MS, now)).count);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return wait;
}

/** Counts a failed attempt on the three keys; the failure that reaches a limit is logged and audited. */
export async function recordLoginFailure(env: Bindings, email: string, address: string, now: number): Promise<void> {
  const keys = keysOf(email, address);
  const limits = [
    {
      scope: 'login_pair',
      key: keys.pair,
      max: limit(env, 'LOGIN_MAX_FAILURES_PER_PAIR'),
      action: 'login_lockout',
      targetType: 'account',
    },
    {
      scope: 'login_address',
      key: keys.address,
      max: limit(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS'),
      action: 'login_lockout',
      targetType: 'address',
    },
    {
      scope: 'login_account',
      key: keys.account,
      max: limit(env, 'LOGIN_SLOWDOWN_AFTER'),
      action: 'login_burst',
      targetType: 'account',
    },
  ];
  for (const { scope, key, max, action, targetType } of limits) {
    if (scope !== 'login_account' && !isKnownAddress(address)) continue;
    const { count } = await countEvent(env, scope, key, THROTTLE_WINDOW_MS, now);
    if (count !== max) continue;
    const targetId = targetType === 'account' ? keys.account : keys.address;
    console.warn(JSON.stringify({ level: 'warn', event: action, scope, targetId, address, failures: count }));
    await audit(env, { action, targetType, targetId, detail: { failures: count, scope }, ip: address }, new Date(now));
  }
}

export async function clearPairFailures(env: Bindings, email: string, address: string): Promise<void> {
  await store.clearCount(env.DB, 'login_pair', keysOf(email, address).pair);
}
