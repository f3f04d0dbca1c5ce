import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { OAUTH_FAILED_LOCATION, OAUTH_STAFF_LOCATION } from '../../../worker/auth/routes';
import { TEST_USER } from '../../fixtures/oidc-app';
import { cookieValue, createAccount, setCookies, uniqueEmail } from '../auth/helpers';
import { backendEnv, browserRequest, callApp, EDGE, edgeEnv, newBackendOrigin, serveBackend } from './helpers';

afterEach(() => vi.restoreAllMocks());

/** The browser's part of Google sign-in on the edge: start, the provider's approval, the callback. */
async function signInAtEdge(backend: string, loginHint?: string) {
  const start = await callApp(browserRequest('/api/auth/google'), edgeEnv(backend));
  expect(start.status).toBe(302);
  const provider = new URL(start.headers.get('Location')!);
  expect(provider.searchParams.get('redirect_uri')).toBe(`${EDGE}/api/auth/google/callback`);
  if (loginHint) provider.searchParams.set('login_hint', loginHint);
  const stateCookie = `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}`;
  const approved = await fetch(provider, { redirect: 'manual' });
  const back = new URL(approved.headers.get('Location')!);
  expect(back.origin + back.pathname).toBe(`${EDGE}/api/auth/google/callback`);
  const callback = await callApp(
    browserRequest(`/api/auth/google/callback${back.search}`, { headers: { Cookie: stateCookie } }),
    edgeEnv(backend),
  );
  expect(callback.status).toBe(302);
  return { location: callback.headers.get('Location')!, stateCookie };
}

describe('Google sign-in at the edge in proxy mode', () => {
  it('runs the browser steps on the edge and gets the session from the backend server to server', async () => {
    const backend = newBackendOrigin();
    const seen = serveBackend(backend);
    const { location, stateCookie } = await signInAtEdge(backend);
    expect(location).toMatch(/^\/oauth-success\?token=[\w-]+$/);
    // Only the signed server-to-server call reached the backend: start and callback ran here.
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/auth/google/edge-identity']);
    expect(seen[0]!.headers.get('X-Edge-Signature')).toBeTruthy();

    // /oauth-success exchanges the code through the edge; the session cookies are the site's.
    const code = new URL(location, EDGE).searchParams.get('token')!;
    const exchanged = await callApp(
      browserRequest('/api/auth/google/exchange', { body: { code }, headers: { Cookie: stateCookie } }),
      edgeEnv(backend),
    );
    expect(exchanged.status).toBe(200);
    const body = (await exchanged.json()) as { user: { email: string; role: string }; accessToken: string };
    expect(body.user.email).toBe(TEST_USER.email);
    expect(body.user.role.toLowerCase()).toBe('candidate');
    const cookies = setCookies(exchanged.headers);
    expect(Object.keys(cookies)).toEqual(expect.arrayContaining(['hl_access', 'hl_refresh']));
    for (const name of ['hl_access', 'hl_refresh']) expect(cookies[name]).not.toMatch(/Domain=/i);
  });

  it('the code works only in the browser that started the flow', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend);
    const { location } = await signInAtEdge(backend, uniqueEmail('other-browser'));
    const code = new URL(location, EDGE).searchParams.get('token')!;
    const res = await callApp(browserRequest('/api/auth/google/exchange', { body: { code } }), edgeEnv(backend));
    expect(res.status).toBe(401);
  });

  it('a staff email gets the staff failure, a forged callback the usual one', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend);
    const recruiter = await createAccount('recruiter');
    expect((await signInAtEdge(backend, recruiter.email)).location).toBe(OAUTH_STAFF_LOCATION);
    const forged = await callApp(
      browserRequest('/api/auth/google/callback?code=x&state=y', { headers: { Cookie: 'hl_oauth=z' } }),
      edgeEnv(backend),
    );
    expect(forged.headers.get('Location')).toBe(OAUTH_FAILED_LOCATION);
  });

  it('the backend accepts an identity only from the edge, signed', async () => {
    const email = uniqueEmail('not-from-edge');
    const body = JSON.stringify({
      profile: { sub: `sub-${email}`, email, email_verified: true },
      bindingHash: '0'.repeat(64),
    });
    const res = await callApp(
      new Request('http://backend.test/api/auth/google/edge-identity', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }),
      backendEnv(),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: MESSAGES.edgeAssertionRefused });
    expect(await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('without EDGE_SECRET the edge cannot vouch for anyone: the sign-in fails', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend);
    const start = await callApp(browserRequest('/api/auth/google'), edgeEnv(backend, { EDGE_SECRET: '' }));
    const approved = await fetch(new URL(start.headers.get('Location')!), { redirect: 'manual' });
    const back = new URL(approved.headers.get('Location')!);
    const callback = await callApp(
      browserRequest(`/api/auth/google/callback${back.search}`, {
        headers: { Cookie: `hl_oauth=${cookieValue(setCookies(start.headers).hl_oauth)}` },
      }),
      edgeEnv(backend, { EDGE_SECRET: '' }),
    );
    expect(callback.headers.get('Location')).toBe(OAUTH_FAILED_LOCATION);
  });
});
