import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import {
  assertLoginAllowed,
  clientAddress,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  THROTTLE_WINDOW_MS,
  UNKNOWN_ADDRESS,
} from '../../../worker/auth/throttle';
import { api } from '../helpers';
import { createAccount, PASSWORD, uniqueEmail } from './helpers';

const login = (email: string, password: string, address: string = crypto.randomUUID()) =>
  api('/api/auth/login', { body: { email, password }, headers: { 'CF-Connecting-IP': address } });

async function failTimes(n: number, email: string, address?: string) {
  for (let i = 0; i < n; i++) expect((await login(email, 'wrong-password', address)).status).toBe(401);
}

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.status).toBe(429);
  expect(res.json).toEqual({ message: MESSAGES.tooManyAttempts });
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_MS / 1000);
}

describe('failed sign-in throttling', () => {
  it('locks an account after 5 failures from any addresses, even for the right password, and audits it', async () => {
    const account = await createAccount('candidate');
    await failTimes(MAX_FAILURES_PER_ACCOUNT, account.email.toUpperCase());
    expectThrottled(await login(account.email, PASSWORD));
    const audited = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'login_lockout' AND target_type = 'account' AND target_id = ?")
      .bind(account.email.toLowerCase())
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
  });

  it('throttles unknown emails the same way, so lockout does not reveal accounts', async () => {
    const email = uniqueEmail('nobody');
    await failTimes(MAX_FAILURES_PER_ACCOUNT, email);
    expectThrottled(await login(email, PASSWORD));
  });

  it('a successful sign-in clears the account counter', async () => {
    const account = await createAccount('candidate');
    await failTimes(MAX_FAILURES_PER_ACCOUNT - 1, account.email);
    expect((await login(account.email, PASSWORD)).status).toBe(200);
    await failTimes(MAX_FAILURES_PER_ACCOUNT, account.email);
    expectThrottled(await login(account.email, PASSWORD));
  });

  it('locks an address after 20 failures across accounts; other addresses still sign in', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) expect((await login(uniqueEmail('spray'), 'wrong-password', address)).status).toBe(401);
    const account = await createAccount('recruiter');
    expectThrottled(await login(account.email, PASSWORD, address));
    expect((await login(account.email, PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  it('lifts the lock when the 15-minute window ends', async () => {
    const email = uniqueEmail('later');
    await failTimes(MAX_FAILURES_PER_ACCOUNT, email);
    await expect(assertLoginAllowed(env, email, 'some-address', Date.now())).rejects.toMatchObject({ status: 429 });
    await expect(assertLoginAllowed(env, email, 'some-address', Date.now() + THROTTLE_WINDOW_MS + 1000)).resolves.toBeUndefined();
  });

  it('reads the client address from CF-Connecting-IP, with one shared bucket when it is absent', () => {
    expect(clientAddress(new Headers({ 'CF-Connecting-IP': '192.0.2.1' }))).toBe('192.0.2.1');
    expect(clientAddress(new Headers())).toBe(UNKNOWN_ADDRESS);
  });
});
