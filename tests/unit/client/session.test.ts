import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { completeOAuthSignIn } from '../../../src/client/api/account';
import { authCalls, createApiClient } from '../../../src/client/api/client';
import {
  $session,
  checkSession,
  clearSession,
  readStoredSession,
  setAccessToken,
  setOAuthSession,
  setSession,
} from '../../../src/client/session/session';
import { browserTimeZone } from '../../../src/client/session/time';
import { type Handler, json, MemoryStorage, startServer } from '../helpers/http-server';

// The session store and its load check (spec sections 3, 4 and 7), with the real API client
// talking to a real local HTTP server. Only the browser's localStorage is stood in for.

let storage: MemoryStorage;
let server: Awaited<ReturnType<typeof startServer>> | null = null;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  $session.set({ status: 'loading', token: null, user: null, userType: null });
});

afterEach(async () => {
  await server?.close();
  server = null;
});

async function clientFor(handler: Handler) {
  server = await startServer(handler);
  const redirects: string[] = [];
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => $session.get().token,
    setToken: setAccessToken,
    endSession: clearSession,
    goToLogin: () => redirects.push('/login'),
  });
  return { client, seen: server.seen, redirects };
}

function store(token: string, user: object, userType: string) {
  storage.setItem('authToken', token);
  storage.setItem('userData', JSON.stringify(user));
  storage.setItem('userType', userType);
}

describe('persistence under authToken, userData, userType', () => {
  it('setSession stores exactly the three keys, the role in lowercase', () => {
    setSession({
      user: { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', role: 'Candidate' },
      accessToken: 'at-1',
    });
    expect(storage.getItem('authToken')).toBe('at-1');
    expect(JSON.parse(storage.getItem('userData') ?? '')).toEqual({
      id: 'u1',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      role: 'candidate',
    });
    expect(storage.getItem('userType')).toBe('candidate');
    expect(storage.length).toBe(3);
    expect($session.get()).toMatchObject({ status: 'authenticated', token: 'at-1', userType: 'candidate' });
  });

  it('clearSession clears all local storage, not only the session keys', () => {
    setSession({ user: { id: 'u1', fullName: 'A', email: 'a@b.co', role: 'recruiter' }, accessToken: 'at' });
    storage.setItem('candidateProfile', '{}');
    clearSession();
    expect(storage.length).toBe(0);
    expect($session.get()).toEqual({ status: 'unauthenticated', token: null, user: null, userType: null });
  });

  it('the Google return stores a candidate with provider google and a login date', () => {
    setOAuthSession('g-token', new Date('2026-01-02T03:04:05.000Z'));
    expect(storage.getItem('authToken')).toBe('g-token');
    expect(JSON.parse(storage.getItem('userData') ?? '')).toEqual({
      email: '',
      role: 'candidate',
      loginDate: '2026-01-02T03:04:05.000Z',
      provider: 'google',
    });
    expect(storage.getItem('userType')).toBe('candidate');
  });

  it('reads a stored role in any case', () => {
    store('t', { email: 'r@x.co', role: 'RECRUITER' }, 'Recruiter');
    expect(readStoredSession()?.userType).toBe('recruiter');
  });
});

describe('checkSession on a page the server rendered for a signed-in user', () => {
  const ana = {
    id: 'ana',
    fullName: 'Ana Rao',
    email: 'ana@example.com',
    role: 'Recruiter',
    emailVerified: true,
    timeZone: 'Asia/Kolkata',
  } as const;

  it('is that user at once, before the check answers, and keeps a stored token of theirs', async () => {
    const { client, seen } = await clientFor((_req, res) => json(res, 200, {}));
    store('at-ana', { id: 'ana', email: 'ana@example.com', role: 'recruiter' }, 'recruiter');
    const checked = checkSession(client, ana);
    expect($session.get()).toMatchObject({ status: 'authenticated', token: 'at-ana', userType: 'recruiter' });
    expect((await checked).user).toMatchObject({ id: 'ana', fullName: 'Ana Rao', timeZone: 'Asia/Kolkata' });
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer at-ana']);
  });

  it("the cookie wins: another user's stored session is cleared, and a token of this user comes before any call", async () => {
    const { client, seen } = await clientFor((req, res) =>
      req.path === '/api/auth/refresh'
        ? json(res, 200, { accessToken: 'at-ana-2' })
        : json(res, req.headers.authorization === 'Bearer at-ana-2' ? 200 : 401, {}),
    );
    store('at-ben', { id: 'ben', email: 'ben@example.com', role: 'recruiter' }, 'recruiter');
    const checked = checkSession(client, ana);
    expect(storage.getItem('authToken')).toBeNull();
    expect($session.get().status).toBe('loading');
    expect(await checked).toMatchObject({ status: 'authenticated', token: 'at-ana-2', user: { id: 'ana' } });
    expect(seen.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/auth/refresh', undefined],
      ['/api/recruiter/profile', 'Bearer at-ana-2'],
    ]);
    expect(storage.getItem('authToken')).toBe('at-ana-2');
    expect(JSON.parse(storage.getItem('userData') ?? '')).toMatchObject({ id: 'ana', email: 'ana@example.com' });
  });

  it("after Google's sign-in (user data without an id yet) the same email is the same user: token and provider stay", async () => {
    const { client, seen } = await clientFor((_req, res) => json(res, 200, {}));
    store('at-ana', { email: 'Ana@Example.com', role: 'recruiter', provider: 'google' }, 'recruiter');
    const state = await checkSession(client, ana);
    expect(state).toMatchObject({ status: 'authenticated', token: 'at-ana', user: { id: 'ana', provider: 'google' } });
    expect(seen.map((r) => r.path)).toEqual(['/api/recruiter/profile']);
    expect(JSON.parse(storage.getItem('userData') ?? '')).toMatchObject({ id: 'ana', provider: 'google' });
  });
});

describe('checkSession on app load', () => {
  it('with nothing stored: signed out, no call made', async () => {
    const { client, seen } = await clientFor((_req, res) => json(res, 200, {}));
    expect((await checkSession(client)).status).toBe('unauthenticated');
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['candidate', '/api/candidate/profile'],
    ['Recruiter', '/api/recruiter/profile'],
    ['admin', '/api/admin/overview'],
  ])('a %s is checked with %s and the stored token', async (role, path) => {
    const { client, seen } = await clientFor((_req, res) => json(res, 200, {}));
    store('at-1', { email: 'x@y.co', role }, role);
    expect((await checkSession(client)).status).toBe('authenticated');
    expect(seen.map((r) => [r.path, r.headers.authorization])).toEqual([[path, 'Bearer at-1']]);
  });

  it('fills the name in from the profile', async () => {
    const { client } = await clientFor((_req, res) =>
      json(res, 200, { profile: { id: 'cand-9', fullName: 'Asha Rao', email: 'asha@example.com', phone: '1' } }),
    );
    store(
      'at-1',
      { email: '', role: 'candidate', provider: 'google', loginDate: '2026-01-01T00:00:00.000Z' },
      'candidate',
    );
    const state = await checkSession(client);
    // The id too: a Google sign-in's session has none until the profile answers (Messages needs it).
    expect(state.user).toMatchObject({
      id: 'cand-9',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      provider: 'google',
    });
    expect(JSON.parse(storage.getItem('userData') ?? '')).toMatchObject({ fullName: 'Asha Rao' });
  });

  it('a 401 refreshes once; the new token is stored and the session stands', async () => {
    const { client, seen } = await clientFor((req, res) => {
      if (req.path === '/api/auth/refresh') return json(res, 200, { accessToken: 'at-2' });
      return req.headers.authorization === 'Bearer at-2' ? json(res, 200, {}) : json(res, 401, { message: 'expired' });
    });
    store('at-1', { email: 'x@y.co', role: 'candidate' }, 'candidate');
    const state = await checkSession(client);
    expect(state).toMatchObject({ status: 'authenticated', token: 'at-2' });
    expect(storage.getItem('authToken')).toBe('at-2');
    expect(seen.map((r) => r.path)).toEqual(['/api/candidate/profile', '/api/auth/refresh', '/api/candidate/profile']);
  });

  it('a failed refresh clears the session without leaving the page', async () => {
    const { client, redirects } = await clientFor((_req, res) => json(res, 401, { message: 'no' }));
    store('at-1', { email: 'x@y.co', role: 'candidate' }, 'candidate');
    storage.setItem('somethingElse', '1');
    expect((await checkSession(client)).status).toBe('unauthenticated');
    expect(storage.length).toBe(0);
    expect(redirects).toEqual([]);
  });

  it('a role the server refuses even after a refresh (403) clears the session', async () => {
    const { client } = await clientFor((req, res) =>
      req.path === '/api/auth/refresh'
        ? json(res, 200, { accessToken: 'at-2' })
        : json(res, 403, { message: 'forbidden' }),
    );
    store('at-1', { email: 'x@y.co', role: 'admin' }, 'admin');
    expect((await checkSession(client)).status).toBe('unauthenticated');
    expect(storage.length).toBe(0);
  });

  it('an unreachable server keeps the stored session', async () => {
    const { client } = await clientFor((_req, res) => json(res, 200, {}));
    await server?.close();
    server = null;
    store('at-1', { email: 'x@y.co', role: 'candidate' }, 'candidate');
    expect((await checkSession(client)).status).toBe('authenticated');
    expect(storage.getItem('authToken')).toBe('at-1');
  });

  it('a corrupt stored session is cleared', async () => {
    const { client } = await clientFor((_req, res) => json(res, 200, {}));
    storage.setItem('authToken', 'at-1');
    storage.setItem('userData', '{not json');
    expect((await checkSession(client)).status).toBe('unauthenticated');
    expect(storage.length).toBe(0);
  });
});

describe('the Google return', () => {
  it('without a token goes to /login?error=oauth_failed and stores nothing', async () => {
    const { client, seen } = await clientFor((_req, res) => json(res, 200, {}));
    const exchange = authCalls(client).exchangeOAuthCode;
    expect(await completeOAuthSignIn(null, exchange)).toBe('/login?error=oauth_failed');
    expect(await completeOAuthSignIn('', exchange)).toBe('/login?error=oauth_failed');
    expect(storage.length).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it('a refused code goes to /login?error=oauth_failed and stores nothing', async () => {
    const { client } = await clientFor((_req, res) => json(res, 401, { message: 'no' }));
    expect(await completeOAuthSignIn('g-code', authCalls(client).exchangeOAuthCode)).toBe('/login?error=oauth_failed');
    expect(storage.length).toBe(0);
  });

  it('with a code exchanges it (POST), stores the session of the answer and goes to /dashboard', async () => {
    const { client, seen } = await clientFor((_req, res) =>
      json(res, 200, {
        user: {
          id: 'u1',
          fullName: 'Gita Singh',
          email: 'gita@example.com',
          role: 'candidate',
          timeZone: 'Asia/Dubai',
        },
        accessToken: 'g-token',
      }),
    );
    expect(await completeOAuthSignIn('g-code', authCalls(client).exchangeOAuthCode)).toBe('/dashboard');
    expect(seen.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/auth/google/exchange', JSON.stringify({ code: 'g-code', timeZone: browserTimeZone() })],
    ]);
    expect(storage.getItem('authToken')).toBe('g-token');
    expect(JSON.parse(storage.getItem('userData') ?? '')).toMatchObject({
      fullName: 'Gita Singh',
      email: 'gita@example.com',
      role: 'candidate',
      provider: 'google',
      timeZone: 'Asia/Dubai',
    });
    expect(storage.getItem('userType')).toBe('candidate');
  });
});
