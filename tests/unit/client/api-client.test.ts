import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  authCalls,
  bearerFor,
  createApiClient,
  dataOf,
  failureMessage,
  formData,
  SignedOutError,
  TimeoutError,
  typedCalls,
} from '../../../src/client/api/client';
import { browserTimeZone } from '../../../src/client/session/time';
import { D1_BOOKMARK_HEADER } from '../../../src/contract';
import { type Handler, json, startServer } from '../helpers/http-server';

// The client of spec section 7 against a real HTTP server on a local port: no fetch mock.

let server: Awaited<ReturnType<typeof startServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A client whose session is a plain variable, with the side effects it asks for recorded. */
async function setup(handler: Handler, { token }: { token: string | null | undefined } = { token: 'token-1' }) {
  server = await startServer(handler);
  const events: string[] = [];
  const state = { token };
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => state.token,
    setToken: (next) => {
      state.token = next;
      events.push(`setToken:${next}`);
    },
    endSession: () => {
      state.token = null;
      events.push('endSession');
    },
    goToLogin: () => events.push('goToLogin'),
  });
  return { client, events, state, seen: server.seen };
}

describe('Authorization header', () => {
  it.each([
    ['a real token', 'abc.def.ghi', 'Bearer abc.def.ghi'],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['a demo token', 'demo-token-candidate', undefined],
  ])('with %s', async (_, token, header) => {
    const { client, seen } = await setup((_req, res) => json(res, 200, { ok: true }), { token });
    await client.get('/api/candidate/profile');
    expect(seen[0]?.headers.authorization).toBe(header);
  });

  it('bearerFor names the rule', () => {
    expect(bearerFor('x')).toBe('Bearer x');
    expect(bearerFor(null)).toBeNull();
    expect(bearerFor(undefined)).toBeNull();
    expect(bearerFor('demo-token-123')).toBeNull();
  });
});

describe('request shape', () => {
  it('sends JSON with a JSON content type and the body', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 201, { id: 1 }));
    expect(await client.post('/api/things', { a: 1 })).toEqual({ id: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/things', body: '{"a":1}' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends FormData as multipart, never with the JSON content type', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, {}));
    const form = new FormData();
    form.append('resume', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'cv.pdf');
    await client.post('/api/candidate/resumes', form);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="cv.pdf"');
  });

  it('sends back the newest D1 bookmark a write answered, so the next reads see that write', async () => {
    const bookmark = '00000000-00000025-00000000-0123456789abcdef0123456789abcdef';
    const older = '00000000-00000024-00000000-0123456789abcdef0123456789abcdef';
    const { client, seen } = await setup((req, res) => {
      if (req.method === 'POST') res.setHeader(D1_BOOKMARK_HEADER, req.path.endsWith('/late') ? older : bookmark);
      json(res, 200, {});
    });
    await client.get('/api/candidate/profile');
    await client.post('/api/candidate/saved-jobs', { jobId: 'j1' });
    await client.get('/api/candidate/saved-jobs');
    // An answer that arrives after a newer one (an older bookmark) does not take the reader back.
    await client.post('/api/candidate/late', {});
    await client.get('/api/candidate/profile');
    expect(seen.map((r) => r.headers[D1_BOOKMARK_HEADER])).toEqual([
      undefined,
      undefined,
      bookmark,
      bookmark,
      bookmark,
    ]);
  });

  it('answers undefined for an empty body and text for a non-JSON one', async () => {
    const { client } = await setup((req, res) => {
      if (req.path === '/empty') res.writeHead(204).end();
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('pong');
    });
    expect(await client.get('/empty')).toBeUndefined();
    expect(await client.get('/text')).toBe('pong');
  });
});

describe('refresh once on 401/403', () => {
  /** Protected calls accept only the token "fresh"; refresh hands it out. */
  const protectedApi =
    (refreshStatus = 200): Handler =>
    (req, res) => {
      if (req.path === '/api/auth/refresh')
        return refreshStatus === 200
          ? json(res, 200, { accessToken: 'fresh' })
          : json(res, refreshStatus, { message: 'no' });
      if (req.headers.authorization === 'Bearer fresh') return json(res, 200, { path: req.path });
      return json(res, req.path.includes('forbidden') ? 403 : 401, { message: 'Please sign in to continue' });
    };

  it.each([401, 403])('a %i refreshes, stores the new token and retries once', async (status) => {
    const { client, seen, events } = await setup(protectedApi(), { token: 'stale' });
    const path = status === 403 ? '/api/forbidden' : '/api/candidate/profile';
    expect(await client.get(path)).toEqual({ path });
    expect(seen.map((r) => r.path)).toEqual([path, '/api/auth/refresh', path]);
    expect(seen[2]?.headers.authorization).toBe('Bearer fresh');
    expect(events).toEqual(['setToken:fresh']);
  });

  it('parallel calls that fail together share a single refresh', async () => {
    const { client, seen } = await setup(protectedApi(), { token: 'stale' });
    const answers = await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(answers).toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }]);
    expect(seen.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { client, seen } = await setup((req, res) =>
      req.path === '/api/auth/refresh'
        ? json(res, 200, { accessToken: 'fresh' })
        : json(res, 401, { message: 'still no' }),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(seen.map((r) => r.path)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
  });

  it('a failed refresh clears the session and goes to /login', async () => {
    const { client, events, seen } = await setup(protectedApi(401), { token: 'stale' });
    await expect(client.get('/api/candidate/profile')).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['endSession', 'goToLogin']);
    expect(seen.map((r) => r.path)).toEqual(['/api/candidate/profile', '/api/auth/refresh']);
  });

  it('redirectOnExpiry: false clears without leaving the page (the load check)', async () => {
    const { client, events } = await setup(protectedApi(500), { token: 'stale' });
    await expect(client.get('/api/candidate/profile', { redirectOnExpiry: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(events).toEqual(['endSession']);
  });

  it('no other error status (404, 500) triggers a refresh', async () => {
    const { client, seen } = await setup(
      (req, res) => json(res, req.path === '/api/missing' ? 404 : 500, { message: 'x' }),
      { token: 'stale' },
    );
    await expect(client.get('/api/missing')).rejects.toMatchObject({ status: 404 });
    await expect(client.get('/api/broken')).rejects.toMatchObject({ status: 500 });
    expect(seen.map((r) => r.path)).toEqual(['/api/missing', '/api/broken']);
  });

  it('unauthenticated calls (login) never refresh: a 401 there is bad credentials', async () => {
    const { client, seen, events } = await setup((_req, res) =>
      json(res, 401, { message: 'Invalid email or password' }),
    );
    await expect(authCalls(client).login({ email: 'a@b.co', password: 'secret1' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(seen).toHaveLength(1);
    expect(events).toEqual([]);
  });
});

describe('error text precedence: message, then text, then "HTTP error! status: N"', () => {
  it.each([
    [
      'the body message',
      (res: Parameters<Handler>[1]) => json(res, 409, { message: 'Email taken' }),
      'Email taken',
      'Email taken',
    ],
    [
      'the response text',
      (res: Parameters<Handler>[1]) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad gateway'),
      'Bad gateway',
      'Bad gateway',
    ],
    [
      'JSON without a message: its text',
      (res: Parameters<Handler>[1]) => json(res, 400, { error: 'x' }),
      '{"error":"x"}',
      '{"error":"x"}',
    ],
    ['nothing at all', (res: Parameters<Handler>[1]) => res.writeHead(500).end(), 'HTTP error! status: 500', null],
  ])('%s', async (_, reply, message, detail) => {
    const { client } = await setup((_req, res) => {
      reply(res);
    });
    const error = await client.get('/api/x', { authenticated: false }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, detail });
  });

  it('keeps per-field messages', async () => {
    const { client } = await setup((_req, res) =>
      json(res, 400, { message: 'Email is invalid', fields: { email: 'Email is invalid' } }),
    );
    await expect(client.post('/api/auth/signup', {}, { authenticated: false })).rejects.toMatchObject({
      fields: { email: 'Email is invalid' },
    });
  });

  it('forms fall back to their own text when the server said nothing', () => {
    expect(failureMessage(new ApiError(401, 'Invalid email or password'), 'Login failed')).toBe(
      'Invalid email or password',
    );
    expect(failureMessage(new ApiError(500, null), 'Login failed')).toBe('Login failed');
    expect(failureMessage(new TypeError('fetch failed'), 'Login failed')).toBe('Login failed');
  });
});

describe('typed calls (openapi-fetch over the same client)', () => {
  it('fill path parameters escaped and query parameters, and send the JSON body with the bearer', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, { id: 'a1' }));
    const { PUT } = typedCalls(client);
    await PUT('/api/recruiter/applications/{id}/status', {
      params: { path: { id: 'a/1 b' } },
      body: { status: 'interview' },
    });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: '/api/recruiter/applications/a%2F1%20b/status',
      body: '{"status":"interview"}',
    });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer token-1', 'content-type': 'application/json' });
    const { GET } = typedCalls(client);
    await GET('/api/admin/reports', { params: { query: { status: 'open', page: 2 } } });
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/api/admin/reports?status=open&page=2' });
  });

  it('send a multipart body as FormData, the file under the field the document names', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 201, { name: 'cv.pdf' }));
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await typedCalls(client).POST('/api/candidate/resumes', { body: { file }, bodySerializer: formData });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="file"; filename="cv.pdf"');
    expect(seen[0]?.body).toContain('%PDF-1.7');
  });

  it('refresh once on 401 and send the same body again with the new token', async () => {
    const { client, seen, events } = await setup(
      (req, res) => {
        if (req.path === '/api/auth/refresh') return json(res, 200, { accessToken: 'fresh' });
        return req.headers.authorization === 'Bearer fresh'
          ? json(res, 201, { id: 'r1' })
          : json(res, 401, { message: 'Please sign in to continue' });
      },
      { token: 'stale' },
    );
    const answer = await dataOf(
      typedCalls(client).POST('/api/reports', {
        body: { targetType: 'job', targetId: 'j1', reason: 'spam', details: 'x' } as never,
      }),
    );
    expect(answer).toEqual({ id: 'r1' });
    expect(seen.map((r) => r.path)).toEqual(['/api/reports', '/api/auth/refresh', '/api/reports']);
    expect(seen[2]?.body).toBe(seen[0]?.body);
    expect(events).toEqual(['setToken:fresh']);
  });

  it("throw ApiError with the server's message and fields; a failed refresh ends the session", async () => {
    const { client, events } = await setup((req, res) =>
      req.path === '/api/auth/refresh'
        ? json(res, 401, { message: 'no' })
        : json(res, 401, { message: 'Please sign in to continue' }),
    );
    const error = await typedCalls(client)
      .GET('/api/candidate/profile')
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please sign in to continue' });
    expect(events).toEqual(['endSession', 'goToLogin']);
  });

  it("carry the action's Idempotency-Key when the call names one, on every send of it; a fresh one otherwise", async () => {
    let calls = 0;
    const { client, seen } = await setup((_req, res) =>
      calls++ === 0 ? json(res, 503, { message: 'busy' }) : json(res, 201, { name: 'cv.pdf' }),
    );
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const { POST } = typedCalls(client);
    await POST('/api/candidate/resumes', {
      params: { header: { 'idempotency-key': 'action-1' } },
      body: { file },
      bodySerializer: formData,
    });
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['action-1', 'action-1']);
    await POST('/api/reports', { body: { targetType: 'job', targetId: 'j1', reason: 'spam', details: '' } });
    expect(seen[2]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('take the flags of their instance: redirectOnExpiry false stays on the page', async () => {
    const { client, events } = await setup((_req, res) => json(res, 401, { message: 'no' }));
    await expect(typedCalls(client, { redirectOnExpiry: false }).GET('/api/candidate/profile')).rejects.toMatchObject({
      status: 401,
    });
    expect(events).toEqual(['endSession']);
  });

  it('dataOf refuses an empty success where the document promises a body', async () => {
    const { client } = await setup((_req, res) => res.writeHead(204).end());
    await expect(dataOf(typedCalls(client).GET('/api/candidate/profile'))).rejects.toThrow(
      /Empty answer from .*\/api\/candidate\/profile/,
    );
  });
});

describe('auth calls', () => {
  it('login posts {email, password, timeZone} (the browser’s zone) and returns the user with a lowercase role', async () => {
    const user = { id: 'u1', fullName: 'Asha Rao', email: 'asha@example.com', timeZone: 'Asia/Kolkata' };
    const { client, seen } = await setup((_req, res) =>
      json(res, 200, { user: { ...user, role: 'Candidate' }, accessToken: 'at' }),
    );
    const answer = await authCalls(client).login({ email: 'asha@example.com', password: 'secret1' });
    expect(answer).toEqual({ user: { ...user, role: 'candidate' }, accessToken: 'at' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/auth/login' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
      timeZone: browserTimeZone(),
    });
  });

  it('signup posts {fullName, email, password, role, timeZone}', async () => {
    const { client, seen } = await setup((_req, res) =>
      json(res, 201, {
        user: { id: 'u2', fullName: 'Ravi', email: 'ravi@example.com', role: 'recruiter', timeZone: 'Asia/Kolkata' },
        accessToken: 'at',
      }),
    );
    const input = { fullName: 'Ravi', email: 'ravi@example.com', password: 'secret1', role: 'recruiter' as const };
    expect((await authCalls(client).signup(input)).user.role).toBe('recruiter');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ ...input, timeZone: browserTimeZone() });
    expect(seen[0]?.path).toBe('/api/auth/signup');
  });

  it('logout posts to /api/auth/logout', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, {}));
    await authCalls(client).logout();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
  });

  it('resetPassword posts {newPassword} to /api/auth/reset-password/{userId}/{token}', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, { message: 'ok' }));
    await authCalls(client).resetPassword('user 1', 'tok/en', 'secret1');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/reset-password/user%201/tok%2Fen',
      body: '{"newPassword":"secret1"}',
    });
  });

  it('forgotPassword posts {email} and returns the message', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, { message: 'On its way' }));
    expect(await authCalls(client).forgotPassword('asha@example.com')).toEqual({ message: 'On its way' });
    expect(seen[0]).toMatchObject({ path: '/api/auth/forgot-password', body: '{"email":"asha@example.com"}' });
  });

  it('forgotPassword aborts when the server does not answer in time', async () => {
    const { client } = await setup(() => {
      // never answers
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: unknown = 'pending';
      const call = authCalls(client)
        .forgotPassword('asha@example.com', 150)
        .catch((err: unknown) => (outcome = err));
      await vi.advanceTimersByTimeAsync(149);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(outcome).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgotPassword waits 30 seconds by default, then aborts', async () => {
    const { client } = await setup(() => {
      // never answers
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let outcome: unknown = 'pending';
      const call = authCalls(client)
        .forgotPassword('asha@example.com')
        .catch((err: unknown) => (outcome = err));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(outcome).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signing out', () => {
  it('sends no authenticated call once the session is closing, while public calls still go', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, { ok: true }));
    client.closeSession();
    await expect(client.get('/api/auth/verification')).rejects.toBeInstanceOf(SignedOutError);
    await expect(dataOf(typedCalls(client).GET('/api/auth/verification'))).rejects.toBeInstanceOf(SignedOutError);
    await authCalls(client).logout();
    expect(seen.map((r) => r.path)).toEqual(['/api/auth/logout']);
  });

  it('neither refreshes nor sends to /login a call the sign-out revoked in flight', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { client, events, seen } = await setup(async (req, res) => {
      if (req.path === '/api/candidate/profile') await held;
      json(res, 401, { message: 'Session revoked' });
    });
    const call = client.get('/api/candidate/profile');
    await vi.waitFor(() => expect(seen.length).toBe(1));
    client.closeSession();
    release();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(seen.map((r) => r.path)).toEqual(['/api/candidate/profile']);
    expect(events).toEqual([]);
  });
});
