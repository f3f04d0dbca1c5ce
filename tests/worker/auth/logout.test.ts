import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { SIGNED_OUT_MESSAGE } from '../../../worker/auth/routes';
import { api } from '../helpers';
import { cookieValue, refreshWith, setCookies, signupCandidate } from './helpers';

const logout = (cookie?: string) =>
  api('/api/auth/logout', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });

describe('POST /api/auth/logout', () => {
  it('revokes the session family and clears both cookies', async () => {
    const signup = await signupCandidate();
    const refresh = cookieValue(setCookies(signup.headers).hl_refresh);
    // Rotate once, then log out with the current token: the whole family goes.
    const next = cookieValue(setCookies((await refreshWith(refresh)).headers).hl_refresh);

    const res = await logout(`hl_refresh=${next}; hl_access=x`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: SIGNED_OUT_MESSAGE });
    const cookies = setCookies(res.headers);
    expect(cookies.hl_refresh).toBe('hl_refresh=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cookies.hl_access).toBe('hl_access=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');

    expect((await refreshWith(next)).status).toBe(401);
    expect((await refreshWith(refresh)).status).toBe(401);
    const live = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL',
    )
      .bind(signup.json.user.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it('answers 200 without a cookie, or with an unknown one', async () => {
    for (const res of [await logout(), await logout('hl_refresh=nonsense')]) {
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: SIGNED_OUT_MESSAGE });
    }
  });
});
