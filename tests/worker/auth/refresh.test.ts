import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { REFRESH_TTL_SECONDS } from '../../../worker/auth/cookies';
import { REFRESH_GRACE_MS } from '../../../worker/auth/refresh';
import { verifyAccessToken } from '../../../worker/auth/tokens';
import { TEST_NOW_HEADER } from '../../../worker/clock';
import { cookieValue, refreshWith, setCookies, signupCandidate, suspend } from './helpers';

async function signedIn() {
  const res = await signupCandidate();
  return { userId: res.json.user.id as string, refresh: cookieValue(setCookies(res.headers).hl_refresh) };
}

const liveTokens = async (userId: string) =>
  (
    await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND used_at IS NULL AND revoked_at IS NULL',
    )
      .bind(userId)
      .first<{ n: number }>()
  )?.n;

function expectCleared(headers: Headers) {
  const cookies = setCookies(headers);
  expect(cookies.hl_refresh).toContain('hl_refresh=; Max-Age=0');
  expect(cookies.hl_access).toContain('hl_access=; Max-Age=0');
}

describe('POST /api/auth/refresh', () => {
  it('rotates: a new access token, a new refresh cookie, the old token marked used', async () => {
    const { userId, refresh } = await signedIn();
    const res = await refreshWith(refresh);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ accessToken: expect.any(String) });
    expect(await verifyAccessToken(env, res.json.accessToken)).toMatchObject({ userId, role: 'candidate' });
    const cookies = setCookies(res.headers);
    const next = cookieValue(cookies.hl_refresh);
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(refresh);
    expect(cookieValue(cookies.hl_access)).toBe(res.json.accessToken);
    expect(await liveTokens(userId)).toBe(1);
    // The successor works in turn.
    expect((await refreshWith(next)).status).toBe(200);
  });

  it('answers 401 and clears the cookies without a cookie or with an unknown token', async () => {
    for (const res of [await refreshWith(''), await refreshWith('made-up-token')]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.unauthorized });
      expectCleared(res.headers);
    }
  });

  it('within the grace period, the just-rotated token gets an access token but no second refresh token', async () => {
    const { userId, refresh } = await signedIn();
    const first = await refreshWith(refresh);
    const retry = await refreshWith(refresh);
    expect(retry.status).toBe(200);
    expect(await verifyAccessToken(env, retry.json.accessToken)).toMatchObject({ userId, role: 'candidate' });
    // The session's cookies: a new access token only (the D1 bookmark cookie is no session's).
    expect(Object.keys(setCookies(retry.headers)).filter((name) => name !== 'hl_d1_bookmark')).toEqual(['hl_access']);
    // The family survives: the successor from the first answer still rotates.
    expect(await liveTokens(userId)).toBe(1);
    expect((await refreshWith(cookieValue(setCookies(first.headers).hl_refresh))).status).toBe(200);
  });

  it('two refreshes at once with the same token: both answer, one chain remains', async () => {
    const { userId, refresh } = await signedIn();
    const answers = await Promise.all([refreshWith(refresh), refreshWith(refresh)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.filter((r) => setCookies(r.headers).hl_refresh).length).toBe(1);
    expect(await liveTokens(userId)).toBe(1);
  });

  it('a token replayed after the grace period revokes the whole family, successor included', async () => {
    const { userId, refresh } = await signedIn();
    const rotated = await refreshWith(refresh);
    const successor = cookieValue(setCookies(rotated.headers).hl_refresh);

    const replayed = await refreshWith(refresh, { [TEST_NOW_HEADER]: String(Date.now() + REFRESH_GRACE_MS + 1000) });
    expect(replayed.status).toBe(401);
    expectCleared(replayed.headers);
    expect(await liveTokens(userId)).toBe(0);
    const res = await refreshWith(successor);
    expect(res.status).toBe(401);
    expectCleared(res.headers);
    const audited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'refresh_token_reuse' AND actor_id = ?",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
  });

  it('refuses a refresh token past its 30 days, and clears the cookies; the day before, it rotates', async () => {
    const at = (ms: number) => ({ [TEST_NOW_HEADER]: String(ms) });
    const { refresh } = await signedIn();
    const expired = await refreshWith(refresh, at(Date.now() + REFRESH_TTL_SECONDS * 1000 + 1000));
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ message: expect.any(String) });
    expectCleared(expired.headers);

    const { refresh: fresh } = await signedIn();
    const rotated = await refreshWith(fresh, at(Date.now() + REFRESH_TTL_SECONDS * 1000 - 86_400_000));
    expect(rotated.status).toBe(200);
    expect(setCookies(rotated.headers).hl_refresh).toMatch(/^hl_refresh=[^;]+;/);
  });

  it('refuses a suspended user, clears the cookies and revokes the family', async () => {
    const { userId, refresh } = await signedIn();
    await suspend(userId);
    const res = await refreshWith(refresh);
    expect(res.status).toBe(401);
    expectCleared(res.headers);
    expect(await liveTokens(userId)).toBe(0);
  });
});
