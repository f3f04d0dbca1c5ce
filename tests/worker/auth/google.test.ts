import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { OAUTH_FAILED_LOCATION, OAUTH_STAFF_LOCATION } from '../../../worker/auth/routes';
import { verifyAccessToken } from '../../../worker/auth/tokens';
import { TEST_USER } from '../../fixtures/oidc-app';
import { api } from '../helpers';
import { cookieValue, createAccount, setCookies, suspend, uniqueEmail } from './helpers';

/** Starts the flow as a browser would: the provider URL, its query, and the state cookie. */
async function begin() {
  const res = await api('/api/auth/google');
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('Location')!);
  return { res, location, params: location.searchParams, cookie: setCookies(res.headers).hl_oauth! };
}

/** The provider's /authorize (auto-approve), reached through the test outbound service. */
async function authorize(location: URL, extra: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(extra)) location.searchParams.set(name, value);
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('Location')!);
}

async function callback(query: string, cookie?: string) {
  const res = await api(`/api/auth/google/callback${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(res.status).toBe(302);
  return { location: res.headers.get('Location')!, cookies: setCookies(res.headers) };
}

/** The whole flow for one provider user; answers where the callback sent the browser, and the state cookie it keeps. */
async function signIn(extra: Record<string, string> = {}) {
  const { location, cookie } = await begin();
  const back = await authorize(location, extra);
  const done = await callback(back.search, `hl_oauth=${cookieValue(cookie)}`);
  return { ...done, stateCookie: `hl_oauth=${cookieValue(done.cookies.hl_oauth ?? cookie)}` };
}

const codeOf = (location: string) => new URL(location, 'http://app.test').searchParams.get('token')!;

/** What /oauth-success does with the code: POST it, with the browser's cookies. */
const exchange = (code: string, cookie?: string) =>
  api('/api/auth/google/exchange', { body: { code }, headers: cookie ? { Cookie: cookie } : {} });

/** The full flow to a session: the access token of the exchange. */
async function tokenFor(extra: Record<string, string> = {}) {
  const { location, stateCookie } = await signIn(extra);
  const res = await exchange(codeOf(location), stateCookie);
  expect(res.status, location).toBe(200);
  return res.json.accessToken as string;
}

describe('Google sign-in', () => {
  it('redirects to the provider with code flow, exact redirect URI, scope, state and PKCE S256', async () => {
    const { location, params, cookie } = await begin();
    expect(`${location.origin}${location.pathname}`).toBe(env.GOOGLE_AUTH_URL);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(env.GOOGLE_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${env.PUBLIC_ORIGIN}/api/auth/google/callback`);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(cookie).toMatch(
      /^hl_oauth=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/api\/auth\/google; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(await env.KV.get(`oauth:google:${params.get('state')}`)).toContain('verifier');
  });

  it('signs a new user in as a Google candidate: /oauth-success with a one-time code, exchanged for the session', async () => {
    const { location, cookies, stateCookie } = await signIn();
    expect(location).toMatch(/^\/oauth-success\?token=[A-Za-z0-9_-]{43}$/);
    expect(cookies.hl_refresh).toBeUndefined();
    expect(cookies.hl_oauth).toMatch(
      /^hl_oauth=[A-Za-z0-9_-]{43}; Max-Age=60; Path=\/api\/auth\/google; HttpOnly; Secure; SameSite=Lax$/,
    );
    const res = await exchange(codeOf(location), stateCookie);
    expect(res.status).toBe(200);
    const claims = await verifyAccessToken(env, res.json.accessToken);
    expect(claims?.role).toBe('candidate');
    const set = setCookies(res.headers);
    expect(cookieValue(set.hl_access)).toBe(res.json.accessToken);
    expect(set.hl_refresh).toMatch(/^hl_refresh=[A-Za-z0-9_-]{43};/);
    expect(set.hl_oauth).toContain('hl_oauth=; Max-Age=0');
    expect(res.json.user).toMatchObject({ email: TEST_USER.email, role: 'Candidate' });
    const row = await env.DB.prepare(
      'SELECT email, full_name, role, provider, google_sub, password_hash FROM users WHERE id = ?',
    )
      .bind(claims!.userId)
      .first();
    expect(row).toEqual({
      email: TEST_USER.email,
      full_name: TEST_USER.name,
      role: 'candidate',
      provider: 'google',
      google_sub: TEST_USER.sub,
      password_hash: null,
    });

    // Signing in again finds the same account by its Google subject.
    expect((await verifyAccessToken(env, await tokenFor()))?.userId).toBe(claims!.userId);
  });

  it('links an existing verified candidate with the same email', async () => {
    const candidate = await createAccount('candidate');
    expect((await verifyAccessToken(env, await tokenFor({ login_hint: candidate.email })))?.userId).toBe(candidate.id);
    const row = await env.DB.prepare('SELECT google_sub, provider FROM users WHERE id = ?').bind(candidate.id).first();
    expect(row).toEqual({ google_sub: `oidc-${candidate.email.toLowerCase()}`, provider: 'password' });
  });

  it('fails for an unverified Google email and a suspended account; a verified recruiter or admin email says why', async () => {
    const recruiter = await createAccount('recruiter');
    const admin = await createAccount('admin');
    const suspended = await createAccount('candidate');
    await signIn({ login_hint: suspended.email });
    await suspend(suspended.id);
    const cases: Array<[Record<string, string>, string]> = [
      [{ login_hint: recruiter.email }, OAUTH_STAFF_LOCATION],
      [{ login_hint: admin.email }, OAUTH_STAFF_LOCATION],
      [{ login_hint: uniqueEmail('unverified'), email_verified: 'false' }, OAUTH_FAILED_LOCATION],
      [{ login_hint: suspended.email }, OAUTH_FAILED_LOCATION],
    ];
    for (const [extra, expected] of cases) {
      const { location, cookies } = await signIn(extra);
      expect(location, JSON.stringify(extra)).toBe(expected);
      expect(cookies.hl_refresh).toBeUndefined();
    }
    expect(OAUTH_STAFF_LOCATION).toBe('/login?error=oauth_failed&reason=staff_account');
  });

  it('fails on a state mismatch, a missing or foreign state cookie, a replayed state, or a provider error', async () => {
    const first = await begin();
    const second = await begin();
    const back = await authorize(first.location);
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const firstCookie = `hl_oauth=${cookieValue(first.cookie)}`;

    expect((await callback(`?code=${code}&state=not-the-state`, firstCookie)).location).toBe(OAUTH_FAILED_LOCATION);
    expect((await callback(`?code=${code}&state=${state}`)).location).toBe(OAUTH_FAILED_LOCATION);
    expect((await callback(`?code=${code}&state=${state}`, `hl_oauth=${cookieValue(second.cookie)}`)).location).toBe(
      OAUTH_FAILED_LOCATION,
    );
    // A refused callback has used up its state: even the right cookie cannot complete it now.
    expect((await callback(`?code=${code}&state=${state}`, firstCookie)).location).toBe(OAUTH_FAILED_LOCATION);
    expect(
      (
        await callback(
          `?error=access_denied&state=${second.params.get('state')}`,
          `hl_oauth=${cookieValue(second.cookie)}`,
        )
      ).location,
    ).toBe(OAUTH_FAILED_LOCATION);
  });

  it('fails when the code verifier does not match the challenge (the provider checks PKCE)', async () => {
    const { location, params, cookie } = await begin();
    const key = `oauth:google:${params.get('state')}`;
    const saved = JSON.parse((await env.KV.get(key))!);
    await env.KV.put(key, JSON.stringify({ ...saved, verifier: 'a-different-verifier-a-different-verifier-1' }));
    const back = await authorize(location);
    expect((await callback(back.search, `hl_oauth=${cookieValue(cookie)}`)).location).toBe(OAUTH_FAILED_LOCATION);
  });
});
