import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../worker/auth/tokens';
import { api, ORIGIN } from '../helpers';
import { cookieValue, PASSWORD, setCookies, signupCandidate, uniqueEmail } from './helpers';

async function signedIn(role: 'candidate' | 'recruiter') {
  const res =
    role === 'candidate'
      ? await signupCandidate()
      : await api('/api/auth/signup', {
          body: { fullName: 'Rec Ruiter', email: uniqueEmail('rec'), password: PASSWORD, role: 'Recruiter' },
        });
  const cookies = setCookies(res.headers);
  return { user: res.json.user, access: cookieValue(cookies.hl_access), refresh: cookieValue(cookies.hl_refresh) };
}

function page(path: string, cookie?: string) {
  return SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
}

describe('edge guard in front of signed-in pages', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    for (const path of [
      '/dashboard',
      '/dashboard/jobs?q=react',
      '/recruiter/dashboard',
      '/admin/reports',
      '/company/abc',
    ]) {
      const res = await page(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('serves the page for the right role and never lets it be cached', async () => {
    const s = await signedIn('candidate');
    const res = await page('/dashboard/jobs', `hl_access=${s.access}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page /dashboard/jobs');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends the wrong role to /', async () => {
    const candidate = await signedIn('candidate');
    const recruiter = await signedIn('recruiter');
    for (const [path, who] of [
      ['/recruiter/dashboard', candidate],
      ['/admin/dashboard', candidate],
      ['/dashboard', recruiter],
    ] as const) {
      const res = await page(path, `hl_access=${who.access}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('lets any signed-in role see a company page', async () => {
    const recruiter = await signedIn('recruiter');
    expect((await page('/company/some-id', `hl_access=${recruiter.access}`)).status).toBe(200);
  });

  it('refreshes at the edge when only the access cookie has expired', async () => {
    const s = await signedIn('candidate');
    const expired = await signAccessToken(
      env,
      { userId: s.user.id, role: 'candidate', sessionVersion: 0 },
      Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
    );
    const res = await page('/dashboard', `hl_access=${expired}; hl_refresh=${s.refresh}`);
    expect(res.status).toBe(200);
    const cookies = setCookies(res.headers);
    // The rotation is a write: its D1 bookmark rides along, so the page's calls read it (worker/http/d1-sessions.ts).
    expect(Object.keys(cookies).sort()).toEqual(['hl_access', 'hl_d1_bookmark', 'hl_refresh']);
    expect(cookieValue(cookies.hl_refresh)).not.toBe(s.refresh);
  });

  it('treats a forged or expired session without a refresh cookie as signed out', async () => {
    const s = await signedIn('candidate');
    const expired = await signAccessToken(
      env,
      { userId: s.user.id, role: 'candidate', sessionVersion: 0 },
      Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
    );
    for (const cookie of [`hl_access=${expired}`, `hl_access=${s.access}x`, 'hl_refresh=nope']) {
      expect((await page('/dashboard', cookie)).status).toBe(302);
    }
  });

  it('leaves public pages alone', async () => {
    for (const path of ['/', '/login', '/dashboards', '/companyx']) {
      expect((await page(path)).status).toBe(200);
    }
  });
});

describe('cross-origin state changes', () => {
  it('refuses a cookie-authenticated POST from a foreign origin', async () => {
    const s = await signedIn('candidate');
    const res = await api('/api/auth/refresh', {
      method: 'POST',
      headers: { Cookie: `hl_refresh=${s.refresh}`, Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Requests from this origin are not allowed');
    // The token was not used: it still refreshes from the site itself.
    const ok = await api('/api/auth/refresh', {
      method: 'POST',
      headers: { Cookie: `hl_refresh=${s.refresh}`, Origin: ORIGIN },
    });
    expect(ok.status).toBe(200);
  });
});
