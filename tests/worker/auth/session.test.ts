import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { readSession } from '../../../worker/auth/session';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '../../../worker/auth/tokens';
import { cookieValue, setCookies, signupCandidate, suspend } from './helpers';

async function signedIn() {
  const res = await signupCandidate();
  const cookies = setCookies(res.headers);
  return { user: res.json.user, access: cookieValue(cookies.hl_access), refresh: cookieValue(cookies.hl_refresh) };
}

describe('readSession (for the edge guard)', () => {
  it('accepts a valid hl_access cookie without touching the refresh token', async () => {
    const s = await signedIn();
    expect(await readSession(env, `other=1; hl_access=${s.access}; hl_refresh=${s.refresh}`)).toEqual({ user: s.user });
  });

  it('rotates with hl_refresh when hl_access is missing or expired, and returns the cookies to set', async () => {
    const s = await signedIn();
    const expired = await signAccessToken(
      env,
      { userId: s.user.id, role: 'candidate', sessionVersion: 0 },
      Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000,
    );
    const session = await readSession(env, `hl_access=${expired}; hl_refresh=${s.refresh}`);
    expect(session?.user).toEqual(s.user);
    expect(await verifyAccessToken(env, session!.refreshed!.accessToken)).toMatchObject({
      userId: s.user.id,
      role: 'candidate',
    });
    const names = session!.refreshed!.setCookies.map((line) => line.split('=')[0]);
    expect(names.sort()).toEqual(['hl_access', 'hl_refresh']);
  });

  it('answers null without cookies, with bad ones, or for a suspended user', async () => {
    expect(await readSession(env, null)).toBeNull();
    expect(await readSession(env, 'hl_access=bad; hl_refresh=bad')).toBeNull();
    const s = await signedIn();
    await suspend(s.user.id);
    expect(await readSession(env, `hl_access=${s.access}; hl_refresh=${s.refresh}`)).toBeNull();
  });
});
