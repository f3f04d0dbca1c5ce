import type { ServerResponse } from 'node:http';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, createApiClient } from '../../../src/client/api/client';
import {
  DEFAULT_RETRY_POLICY,
  MAX_RETRY_AFTER_MS,
  retryAfterMs,
  retryDelayMs,
  type RetryPolicy,
} from '../../../src/client/api/retry';
import { type Handler, json, startServer } from '../helpers/http-server';

// The API client's retries against a real HTTP server that fails on purpose: no fetch mock.

let server: Awaited<ReturnType<typeof startServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const FAST: RetryPolicy = { tries: 3, baseDelayMs: 40, random: () => 0.5 };

async function setup(handler: Handler, retry: RetryPolicy = FAST) {
  server = await startServer(handler);
  const state = { token: 'stale' as string | null };
  const client = createApiClient({
    baseUrl: server.url,
    getToken: () => state.token,
    setToken: (next) => (state.token = next),
    endSession: () => (state.token = null),
    goToLogin: () => undefined,
    retry,
  });
  return { client, seen: server.seen };
}

/** Drops the connection without an answer: the client's fetch fails with a network error. */
const hangUp = (res: ServerResponse) => res.socket?.destroy();

/** Answers `failures` in turn, then 200 with the request's method and path. */
function failingThen(...failures: Array<number | 'hang-up'>): Handler {
  let calls = 0;
  return (req, res) => {
    const failure = failures[calls++];
    if (failure === 'hang-up') return hangUp(res);
    if (failure !== undefined) return json(res, failure, { message: `status ${failure}` });
    return json(res, 200, { method: req.method, path: req.path });
  };
}

const KEY = 'idempotency-key';

describe('retries on a blip', () => {
  it.each([502, 503, 504])('a GET answered %i is sent again and succeeds', async (status) => {
    const { client, seen } = await setup(failingThen(status, status));
    expect(await client.get('/api/jobs')).toEqual({ method: 'GET', path: '/api/jobs' });
    expect(seen).toHaveLength(3);
  });

  it('a GET whose connection drops is sent again', async () => {
    const { client, seen } = await setup(failingThen('hang-up'));
    expect(await client.get('/api/jobs')).toEqual({ method: 'GET', path: '/api/jobs' });
    expect(seen).toHaveLength(2);
  });

  it.each(['PUT', 'DELETE'])('%s is idempotent and is sent again', async (method) => {
    const { client, seen } = await setup(failingThen(503, 'hang-up'));
    expect(
      await client.request('/api/candidate/saved-jobs/j1', { method, body: method === 'PUT' ? {} : undefined }),
    ).toEqual({
      method,
      path: '/api/candidate/saved-jobs/j1',
    });
    expect(seen.map((r) => r.method)).toEqual([method, method, method]);
  });

  it('gives up after three sends in all: the last gateway answer is the error', async () => {
    const { client, seen } = await setup(failingThen(502, 503, 504, 503));
    const err = await client.get('/api/jobs').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(504);
    expect(seen).toHaveLength(3);
  });

  it('gives up after three dropped connections with the network error', async () => {
    const { client, seen } = await setup(failingThen('hang-up', 'hang-up', 'hang-up'));
    await expect(client.get('/api/jobs')).rejects.toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(3);
  });
});

describe('what is never sent again', () => {
  it.each([400, 404, 409, 422, 429, 500])(
    'a %i is the answer at once, for a GET and a keyed POST alike',
    async (status) => {
      const { client, seen } = await setup((_req, res) => json(res, status, { message: 'no' }));
      await expect(client.get('/api/jobs')).rejects.toMatchObject({ status });
      await expect(client.post('/api/things', { a: 1 })).rejects.toMatchObject({ status });
      expect(seen.map((r) => r.method)).toEqual(['GET', 'POST']);
    },
  );

  it('a PATCH carries no key and is sent once, even through a 503', async () => {
    const { client, seen } = await setup(failingThen(503));
    await expect(client.request('/api/things/1', { method: 'PATCH', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers[KEY]).toBeUndefined();
  });

  it('a call aborted while it waits to try again is not sent again', async () => {
    const { client, seen } = await setup(failingThen(503, 503), { tries: 3, baseDelayMs: 400, random: () => 0 });
    const controller = new AbortController();
    const call = client.get('/api/jobs', { signal: controller.signal });
    // Aborted once the server has answered the first send, inside the 200-400 ms wait before the next.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    // The call has settled: no timer of it is left to send again.
    expect(seen).toHaveLength(1);
  });
});

describe('Idempotency-Key: one per user action', () => {
  it('every POST carries a fresh key; its retries carry the same one', async () => {
    const { client, seen } = await setup(failingThen(503, 'hang-up'));
    await client.post('/api/candidate/jobs/j1/apply', { resumeName: 'cv.pdf' });
    await client.post('/api/candidate/jobs/j1/apply', { resumeName: 'cv.pdf' });
    const keys = seen.map((r) => r.headers[KEY]);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // First action: three sends under one key; the second action: its own key.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
    // The body goes again unchanged.
    expect(new Set(seen.map((r) => r.body))).toEqual(new Set(['{"resumeName":"cv.pdf"}']));
  });

  it('a multipart POST is sent again whole, under its key', async () => {
    const { client, seen } = await setup(failingThen(502));
    const form = new FormData();
    form.append('resume', new Blob(['%PDF-1.7 body'], { type: 'application/pdf' }), 'cv.pdf');
    await client.post('/api/candidate/resumes', form);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toContain('%PDF-1.7 body');
    expect(seen[1]?.headers[KEY]).toBe(seen[0]?.headers[KEY]);
  });

  it('GET, PUT and DELETE carry no key; POST does', async () => {
    const { client, seen } = await setup((_req, res) => json(res, 200, {}));
    await client.get('/a');
    await client.put('/b', {});
    await client.delete('/c');
    await client.post('/d', {});
    expect(seen.map((r) => r.headers[KEY] === undefined)).toEqual([true, true, true, false]);
  });

  it('the resend after a refresh on 401 keeps the action key, and is itself retried through a 503', async () => {
    let protectedCalls = 0;
    const { client, seen } = await setup((req, res) => {
      if (req.path === '/api/auth/refresh') return json(res, 200, { accessToken: 'fresh' });
      if (req.headers.authorization !== 'Bearer fresh')
        return json(res, 401, { message: 'Please sign in to continue' });
      return ++protectedCalls === 1 ? json(res, 503, {}) : json(res, 201, { ok: true });
    });
    expect(await client.post('/api/messages/c1/messages', { body: 'hi' })).toEqual({ ok: true });
    expect(seen.map((r) => r.path)).toEqual([
      '/api/messages/c1/messages',
      '/api/auth/refresh',
      '/api/messages/c1/messages',
      '/api/messages/c1/messages',
    ]);
    const keys = seen.filter((r) => r.path !== '/api/auth/refresh').map((r) => r.headers[KEY]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeDefined();
    // The refresh is no user action: it carries no key and is never repeated.
    expect(seen[1]?.headers[KEY]).toBeUndefined();
  });

  it('the refresh call itself is not sent again through a 503: the session ends', async () => {
    const { client, seen } = await setup((req, res) =>
      req.path === '/api/auth/refresh' ? json(res, 503, {}) : json(res, 401, {}),
    );
    await expect(client.get('/api/candidate/profile')).rejects.toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual(['/api/candidate/profile', '/api/auth/refresh']);
  });
});

describe('backoff with jitter', () => {
  it('each wait doubles, half of it fixed and half random', () => {
    const at = (random: number) => ({ ...DEFAULT_RETRY_POLICY, baseDelayMs: 400, random: () => random });
    expect(retryDelayMs(1, at(0))).toBe(200);
    expect(retryDelayMs(1, at(0.999))).toBe(400);
    expect(retryDelayMs(2, at(0))).toBe(400);
    expect(retryDelayMs(2, at(0.5))).toBe(600);
    expect(DEFAULT_RETRY_POLICY.tries).toBe(3);
  });

  it('the client waits between sends, longer the second time', async () => {
    const times: number[] = [];
    const fail = failingThen(503, 503);
    const { client } = await setup(
      (req, res) => {
        times.push(performance.now());
        return fail(req, res);
      },
      { tries: 3, baseDelayMs: 100, random: () => 0 },
    );
    await client.get('/api/jobs');
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(95);
  });
});

/** Answers `status` with a Retry-After of `after` (seconds or a date) once, then 200; records when each request came. */
function busyOnce(status: number, after: string) {
  const times: number[] = [];
  let calls = 0;
  const handler: Handler = (req, res) => {
    times.push(performance.now());
    if (calls++ > 0) return json(res, 200, { method: req.method, path: req.path });
    res.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': after });
    res.end(JSON.stringify({ message: 'busy' }));
  };
  return { handler, times };
}

describe('Retry-After on 503 and 429', () => {
  it('reads seconds and HTTP dates; anything else is no instruction', () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Thu, 26 Nov 2026 15:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 14:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-1', now)).toBeNull();
    expect(MAX_RETRY_AFTER_MS).toBe(5_000);
  });

  it.each([503, 429])(
    'a %i with Retry-After: 1 is sent again after the second the server asked for, not the backoff',
    async (status) => {
      const busy = busyOnce(status, '1');
      const { client, seen } = await setup(busy.handler, { tries: 3, baseDelayMs: 10, random: () => 0 });
      expect(await client.get('/api/jobs')).toEqual({ method: 'GET', path: '/api/jobs' });
      expect(seen).toHaveLength(2);
      expect(busy.times[1]! - busy.times[0]!).toBeGreaterThanOrEqual(950);
    },
  );

  it('a keyed POST answered 429 with a Retry-After is sent again under the same key', async () => {
    const busy = busyOnce(429, '0');
    const { client, seen } = await setup(busy.handler);
    await client.post('/api/things', { a: 1 });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers[KEY]).toBe(seen[0]?.headers[KEY]);
  });

  it.each([503, 429])('a %i asking for more than 5 s is given up at once: its answer is the error', async (status) => {
    const busy = busyOnce(status, '6');
    const { client, seen } = await setup(busy.handler);
    await expect(client.get('/api/jobs')).rejects.toMatchObject({ status });
    expect(seen).toHaveLength(1);
  });

  it('a 429 with a Retry-After is not sent again when the call may not be repeated (a PATCH)', async () => {
    const busy = busyOnce(429, '0');
    const { client, seen } = await setup(busy.handler);
    await expect(client.request('/api/things/1', { method: 'PATCH', body: {} })).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(1);
  });
});
