import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { assertFloodAllowed, LIMIT_DEFAULTS, UNKNOWN_ADDRESS } from '../../../worker/auth/limits';
import { login as signIn } from '../../../worker/auth/service';
import {
  addressKey,
  assertLoginAllowed,
  MAX_SLOWDOWN_MS,
  slowdownMs,
  THROTTLE_WINDOW_MS,
} from '../../../worker/auth/throttle';
import { TEST_NOW_HEADER } from '../../../worker/clock';
import { ApiFailure } from '../../../worker/http/errors';
import { clientIp } from '../../../worker/http/route-kit';
import app from '../entry';
import { ORIGIN } from '../helpers';
import { createAccount, PASSWORD, setCookies, uniqueEmail } from './helpers';

// The test instance raises the limits (vitest.config.ts); these tests run at the production values.
const real = {
  ...env,
  LOGIN_MAX_FAILURES_PER_PAIR: undefined,
  LOGIN_MAX_FAILURES_PER_ADDRESS: undefined,
  LOGIN_SLOWDOWN_AFTER: undefined,
} as typeof env;
const PAIR = LIMIT_DEFAULTS.LOGIN_MAX_FAILURES_PER_PAIR;
const ADDRESS = LIMIT_DEFAULTS.LOGIN_MAX_FAILURES_PER_ADDRESS;
const SLOWDOWN = LIMIT_DEFAULTS.LOGIN_SLOWDOWN_AFTER;

/** Signs in at the production limits; the status and headers it would answer with. */
async function login(email: string, password: string, address: string = crypto.randomUUID(), now = Date.now()) {
  try {
    await signIn(real, { email, password }, address, now);
    return { status: 200, message: '', retryAfter: 0 };
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    return { status: err.status, message: err.message, retryAfter: Number(err.headers?.['Retry-After'] ?? 0) };
  }
}

async function failTimes(n: number, email: string, address?: string) {
  for (let i = 0; i < n; i++) expect((await login(email, 'wrong-password', address)).status).toBe(401);
}

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.message).toBe(MESSAGES.tooManyAttempts);
  expect(res.retryAfter).toBeGreaterThan(0);
  expect(res.retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
}

const audits = async (action: string, targetId: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND target_id = ?')
      .bind(action, targetId)
      .first<{ n: number }>()
  )?.n;

/** POST /api/auth/login over HTTP at the production limits, from `address`, at the instant `at`. */
async function loginOverHttp(email: string, password: string, address: string, at: number) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/json',
        'CF-Connecting-IP': address,
        [TEST_NOW_HEADER]: String(at),
      },
      body: JSON.stringify({ email, password }),
    }),
    real,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe('failed sign-in throttling over HTTP (production limits, the test clock)', () => {
  it('the failure past the limit answers 429 with Retry-After; when the window has passed, the password signs in', async () => {
    const account = await createAccount('candidate');
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const t0 = Date.now();
    for (let i = 0; i < PAIR; i++)
      expect((await loginOverHttp(account.email, 'wrong-password', address, t0 + i * 1000)).status).toBe(401);
    const locked = await loginOverHttp(account.email, PASSWORD, address, t0 + PAIR * 1000);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
    expect(setCookies(locked.headers)).toEqual({});

    const later = await loginOverHttp(account.email, PASSWORD, address, t0 + THROTTLE_WINDOW_MS + 1000);
    expect(later.status).toBe(200);
    // The session, and the D1 bookmark that lets the next page read it (worker/http/d1-sessions.ts).
    expect(Object.keys(setCookies(later.headers)).sort()).toEqual(['hl_access', 'hl_d1_bookmark', 'hl_refresh']);
  });
});

describe('failed sign-in throttling (production limits)', () => {
  it('the production limits are 5 per account and address, 20 per address, slowdown after 10', () => {
    expect([PAIR, ADDRESS, SLOWDOWN]).toEqual([5, 20, 10]);
  });

  it('5 failures from one address lock that address out of the account, even with the right password, and are audited', async () => {
    const account = await createAccount('candidate');
    await failTimes(PAIR, account.email.toUpperCase(), '203.0.113.5');
    expectThrottled(await login(account.email, PASSWORD, '203.0.113.5'));
    expect(await audits('login_lockout', account.email.toLowerCase())).toBe(1);
  });

  it('an attacker cannot lock the owner out: the right password from another address still signs in', async () => {
    const admin = await createAccount('admin');
    await failTimes(PAIR, admin.email, '203.0.113.6');
    expect((await login(admin.email, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('unknown emails are throttled the same way, so a lockout does not reveal accounts', async () => {
    const email = uniqueEmail('nobody');
    await failTimes(PAIR, email, '203.0.113.7');
    expectThrottled(await login(email, PASSWORD, '203.0.113.7'));
  });

  it('a successful sign-in clears the counter of that account and address', async () => {
    const account = await createAccount('candidate');
    await failTimes(PAIR - 1, account.email, '203.0.113.8');
    expect((await login(account.email, PASSWORD, '203.0.113.8')).status).toBe(200);
    await failTimes(PAIR - 1, account.email, '203.0.113.8');
    expect((await login(account.email, PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('locks an address after 20 failures across accounts; other addresses still sign in', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < ADDRESS; i++)
      expect((await login(uniqueEmail('spray'), 'wrong-password', address)).status).toBe(401);
    const account = await createAccount('recruiter');
    expectThrottled(await login(account.email, PASSWORD, address));
    expect((await login(account.email, PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  it('a distributed guess slows the account down but never refuses its right password; the burst is audited', async () => {
    const account = await createAccount('candidate');
    for (let i = 0; i < SLOWDOWN; i++)
      expect((await login(account.email, 'wrong-password', `192.0.2.${i}`)).status).toBe(401);
    expect(await audits('login_burst', account.email)).toBe(1);
    const wait = await assertLoginAllowed(real, account.email, '192.0.2.200', Date.now());
    expect(wait).toBeGreaterThan(0);
    expect((await login(account.email, PASSWORD, '192.0.2.201')).status).toBe(200);
    expect(slowdownMs(real, SLOWDOWN - 1)).toBe(0);
    expect(slowdownMs(real, SLOWDOWN)).toBe(250);
    expect(slowdownMs(real, SLOWDOWN + 1)).toBe(500);
    expect(slowdownMs(real, SLOWDOWN + 100)).toBe(MAX_SLOWDOWN_MS);
  });

  it('lifts the lock when the 15-minute window ends', async () => {
    const email = uniqueEmail('later');
    await failTimes(PAIR, email, 'some-address');
    await expect(assertLoginAllowed(real, email, 'some-address', Date.now())).rejects.toMatchObject({ status: 429 });
    await expect(assertLoginAllowed(real, email, 'some-address', Date.now() + THROTTLE_WINDOW_MS + 1000)).resolves.toBe(
      0,
    );
  });

  it('never pools requests without an address: past the per-pair limit the account and others still sign in', async () => {
    const first = await createAccount('candidate');
    await failTimes(PAIR + 1, first.email, UNKNOWN_ADDRESS);
    expect((await login(first.email, PASSWORD, UNKNOWN_ADDRESS)).status).toBe(200);
    const other = await createAccount('candidate');
    expect((await login(other.email, PASSWORD, UNKNOWN_ADDRESS)).status).toBe(200);
    const flooding = { ...real, FLOOD_MAX_PER_ADDRESS: undefined } as typeof env;
    for (let i = 0; i < LIMIT_DEFAULTS.FLOOD_MAX_PER_ADDRESS + 2; i++)
      await expect(assertFloodAllowed(flooding, 'signup', UNKNOWN_ADDRESS)).resolves.toBeUndefined();
  });

  it("keys by the route kit's client address (CF-Connecting-IP, trimmed), and marks it unknown when absent", () => {
    const headers = (init: Record<string, string>) => ({
      header: (name: string) => new Headers(init).get(name) ?? undefined,
    });
    expect(addressKey(clientIp(headers({ 'CF-Connecting-IP': ' 192.0.2.1 ' })))).toBe('192.0.2.1');
    expect(addressKey(clientIp(headers({ 'CF-Connecting-IP': '  ' })))).toBe(UNKNOWN_ADDRESS);
    expect(addressKey(clientIp(headers({})))).toBe(UNKNOWN_ADDRESS);
  });
});
