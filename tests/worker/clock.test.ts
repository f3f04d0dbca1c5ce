import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';

import { ACCESS_TOKEN_TTL_SECONDS, accessTokenTtl } from '../../worker/auth/tokens';
import { TEST_NOW_HEADER, testNow } from '../../worker/clock';
import app from './entry';
import { createUser, ORIGIN } from './helpers';

const HOUR_MS = 3_600_000;
const PAST_TOKEN_LIFE_MS = (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;

/** The app under a chosen APP_ENV, with the test clock header when `at` is given. */
async function call(appEnv: string, path: string, init: { token?: string; at?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.at !== undefined) headers[TEST_NOW_HEADER] = init.at;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(`${ORIGIN}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, APP_ENV: appEnv }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const signupAt = async (appEnv: string, at?: string) => {
  const res = await call(appEnv, '/api/auth/signup', {
    at,
    body: {
      fullName: 'Clock Tester',
      email: `clock-${crypto.randomUUID()}@example.com`,
      password: 'Correct-Horse-9',
      role: 'candidate',
    },
  });
  expect(res.status).toBe(201);
  return decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
};

describe('the test clock seam', () => {
  it('in development a request may name its instant: a fresh token has expired at a later one, and tokens it signs start then', async () => {
    const user = await createUser('candidate');
    expect((await call('development', '/api/candidate/profile', { token: user.token })).status).toBe(200);
    expect(
      (
        await call('development', '/api/candidate/profile', {
          token: user.token,
          at: String(Date.now() + PAST_TOKEN_LIFE_MS),
        })
      ).status,
    ).toBe(401);
    // Only that request: the next one without the header is back on the wall clock.
    expect((await call('development', '/api/candidate/profile', { token: user.token })).status).toBe(200);

    const at = Date.now() + HOUR_MS;
    const claims = await signupAt('development', String(at));
    expect(claims.iat).toBe(Math.floor(at / 1000));
  });

  it('production ignores it: the token stays valid and new tokens carry the wall-clock time', async () => {
    const user = await createUser('candidate');
    expect(
      (
        await call('production', '/api/candidate/profile', {
          token: user.token,
          at: String(Date.now() + PAST_TOKEN_LIFE_MS),
        })
      ).status,
    ).toBe(200);
    const before = Math.floor(Date.now() / 1000);
    const claims = await signupAt('production', String(Date.now() + HOUR_MS));
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThan(before + 60);
    for (const appEnv of ['production', 'staging', '']) expect(testNow({ APP_ENV: appEnv }, '1000')).toBeNull();
  });

  it('takes only a whole number of milliseconds since the epoch', () => {
    expect(testNow({ APP_ENV: 'development' }, '1767225600000')).toBe(1_767_225_600_000);
    for (const bad of [undefined, null, '', 'soon', '-5000', '1e9', '10.5', '1000ms', '2026-01-01', '9'.repeat(16)])
      expect(testNow({ APP_ENV: 'development' }, bad), String(bad)).toBeNull();
  });
});

describe('the access token lifetime', () => {
  it('is 15 minutes unless the deployment shortens it; it is never longer', () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(accessTokenTtl({})).toBe(900);
    expect(accessTokenTtl({ ACCESS_TOKEN_TTL_SECONDS: '60' })).toBe(60);
    for (const value of ['901', '86400', '0', '-5', 'abc', '30.5', ''])
      expect(accessTokenTtl({ ACCESS_TOKEN_TTL_SECONDS: value }), value).toBe(900);
  });

  it('a shortened lifetime is what tokens and the access cookie carry', async () => {
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/auth/signup`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Short Lived',
          email: `short-${crypto.randomUUID()}@example.com`,
          password: 'Correct-Horse-9',
          role: 'candidate',
        }),
      }),
      { ...env, ACCESS_TOKEN_TTL_SECONDS: '60' },
      createExecutionContext(),
    );
    expect(res.status).toBe(201);
    const claims = decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
    expect(claims.exp! - claims.iat!).toBe(60);
    const accessCookie = res.headers.getSetCookie().find((c) => c.startsWith('hl_access='));
    expect(accessCookie).toMatch(/Max-Age=60(;|$)/);
  });
});
