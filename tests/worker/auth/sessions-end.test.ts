import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { REFRESH_GRACE_MS } from '../../../worker/auth/refresh';
import { refreshSession } from '../../../worker/auth/service';
import { api } from '../helpers';
import {
  cookieValue,
  PASSWORD,
  refreshWith,
  resetLinkParts,
  setCookies,
  signupCandidate,
  suspend,
  waitForEmail,
} from './helpers';

/** A signed-up candidate's access token and refresh cookie. */
async function signedIn() {
  const res = await signupCandidate();
  const cookies = setCookies(res.headers);
  return {
    userId: res.json.user.id as string,
    email: res.json.user.email as string,
    access: res.json.accessToken as string,
    refresh: cookieValue(cookies.hl_refresh),
  };
}

const profile = (token: string) => api('/api/candidate/profile', { token });
const pageWith = (access: string) => api('/dashboard', { headers: { Cookie: `hl_access=${access}` } });

describe('access tokens die with their session', () => {
  it('logout: the access token of that session fails at once, on the API and at the edge', async () => {
    const s = await signedIn();
    expect((await profile(s.access)).status).toBe(200);
    await api('/api/auth/logout', { method: 'POST', headers: { Cookie: `hl_refresh=${s.refresh}` } });
    expect((await profile(s.access)).status).toBe(401);
    expect((await pageWith(s.access)).status).toBe(302);
  });

  it('logout on one device: another device keeps its session by refreshing', async () => {
    const email = `two-devices-${crypto.randomUUID()}@example.com`;
    await signupCandidate(email);
    const other = await api('/api/auth/login', { body: { email, password: PASSWORD } });
    const mine = await api('/api/auth/login', { body: { email, password: PASSWORD } });
    await api('/api/auth/logout', {
      method: 'POST',
      headers: { Cookie: `hl_refresh=${cookieValue(setCookies(mine.headers).hl_refresh)}` },
    });
    const refreshed = await refreshWith(cookieValue(setCookies(other.headers).hl_refresh));
    expect(refreshed.status).toBe(200);
    expect((await profile(refreshed.json.accessToken)).status).toBe(200);
  });

  it('password change: tokens issued before it fail; the new one works', async () => {
    const s = await signedIn();
    const other = await api('/api/auth/login', { body: { email: s.email, password: PASSWORD } });
    const changed = await api('/api/candidate/password', {
      token: s.access,
      body: { currentPassword: PASSWORD, newPassword: 'Another-Horse-7' },
    });
    expect(changed.status).toBe(200);
    expect((await profile(s.access)).status).toBe(401);
    expect((await profile(other.json.accessToken)).status).toBe(401);
    expect((await refreshWith(cookieValue(setCookies(other.headers).hl_refresh))).status).toBe(401);
    expect((await profile(changed.json.accessToken)).status).toBe(200);
  });

  it('password reset: tokens issued before it fail', async () => {
    const s = await signedIn();
    await api('/api/auth/forgot-password', { body: { email: s.email } });
    const [userId, token] = resetLinkParts(await waitForEmail(s.email));
    expect(
      (await api(`/api/auth/reset-password/${userId}/${token}`, { body: { newPassword: 'Reset-Horse-8' } })).status,
    ).toBe(200);
    expect((await profile(s.access)).status).toBe(401);
  });

  it('suspension: tokens fail, and stay dead when the suspension is lifted', async () => {
    const s = await signedIn();
    await suspend(s.userId);
    expect((await profile(s.access)).status).toBe(401);
    await env.DB.prepare('UPDATE users SET suspended_at = NULL WHERE id = ?').bind(s.userId).run();
    expect((await profile(s.access)).status).toBe(401);
    expect((await pageWith(s.access)).status).toBe(302);
    expect((await refreshWith(s.refresh)).status).toBe(401);
  });

  it('"sign out other devices": their tokens fail, this device gets a new session', async () => {
    const s = await signedIn();
    const other = await api('/api/auth/login', { body: { email: s.email, password: PASSWORD } });
    const res = await api('/api/auth/sign-out-others', {
      method: 'POST',
      token: s.access,
      headers: { Cookie: `hl_refresh=${s.refresh}` },
    });
    expect(res.status).toBe(200);
    expect((await profile(other.json.accessToken)).status).toBe(401);
    expect((await refreshWith(cookieValue(setCookies(other.headers).hl_refresh))).status).toBe(401);
    expect((await profile(res.json.accessToken)).status).toBe(200);
    expect((await refreshWith(cookieValue(setCookies(res.headers).hl_refresh))).status).toBe(200);
  });
});

describe('refresh grace covers only the immediate predecessor of the live token', () => {
  it('a token two generations old revokes the family, even inside the grace window', async () => {
    const s = await signedIn();
    const second = cookieValue(setCookies((await refreshWith(s.refresh)).headers).hl_refresh);
    const third = cookieValue(setCookies((await refreshWith(second)).headers).hl_refresh);
    // s.refresh is two generations behind the live token: a replay, not a race.
    expect((await refreshWith(s.refresh)).status).toBe(401);
    expect((await refreshWith(third)).status).toBe(401);
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'refresh_token_reuse' AND actor_id = ?",
    )
      .bind(s.userId)
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
  });

  it('the immediate predecessor inside the window still gets an access token', async () => {
    const s = await signedIn();
    const second = cookieValue(setCookies((await refreshWith(s.refresh)).headers).hl_refresh);
    const retry = await refreshSession(env, s.refresh, Date.now() + REFRESH_GRACE_MS - 5_000);
    expect(retry?.accessToken).toEqual(expect.any(String));
    expect((await refreshWith(second)).status).toBe(200);
  });
});
