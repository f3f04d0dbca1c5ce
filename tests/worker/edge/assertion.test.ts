import { afterEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { EDGE_SIGNATURE_HEADER, EDGE_TIMESTAMP_HEADER } from '../../../worker/http/edge-assertion';
import { forwardedRequest } from '../../../worker/http/proxy';
import { PASSWORD, uniqueEmail } from '../auth/helpers';
import {
  backendEnv,
  browserRequest,
  callApp,
  copyOf,
  EDGE,
  EDGE_SECRET,
  edgeEnv,
  newBackendOrigin,
  serveBackend,
} from './helpers';

afterEach(() => vi.restoreAllMocks());

const signupBody = () => ({
  fullName: 'Edge Person',
  email: uniqueEmail('edge'),
  password: PASSWORD,
  role: 'Candidate',
});

/** A request as the edge forwards it to `backend`, built by the edge's own code. */
async function signed(
  backend: string,
  path: string,
  init: { method?: string; body?: unknown; address?: string; requestId?: string; at?: number; secret?: string } = {},
) {
  const request = browserRequest(path, {
    method: init.method,
    body: init.body,
    headers: { 'CF-Connecting-IP': init.address ?? '198.51.100.7' },
  });
  return forwardedRequest(
    request,
    { BACKEND_ORIGIN: backend, EDGE_SECRET: init.secret ?? EDGE_SECRET },
    init.requestId ?? crypto.randomUUID(),
    init.at,
  );
}

const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as { message?: string; user?: { email: string } },
});

describe('the edge checks the Origin and the backend trusts its assertion', () => {
  it('a browser on the edge origin signs up through the edge (the backend sees the edge’s Origin)', async () => {
    const backend = newBackendOrigin();
    const seen = serveBackend(backend);
    const body = signupBody();
    const res = await callApp(
      browserRequest('/api/auth/signup', {
        body,
        headers: { 'CF-Connecting-IP': '203.0.113.5', 'cf-ray': 'ray-signup-1' },
      }),
      edgeEnv(backend),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(body.email);
    expect(res.headers.get('X-Request-Id')).toBe('ray-signup-1');
    const forwarded = seen[0]!;
    expect(forwarded.headers.get('Origin')).toBe(EDGE);
    expect(forwarded.headers.get('X-Forwarded-For')).toBe('203.0.113.5');
    expect(forwarded.headers.get('X-Forwarded-Host')).toBe('edge.test');
    expect(forwarded.headers.get('X-Forwarded-Proto')).toBe('http');
    expect(forwarded.headers.get('X-Request-Id')).toBe('ray-signup-1');
    expect(forwarded.headers.get(EDGE_SIGNATURE_HEADER)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the edge itself refuses a foreign Origin before anything is forwarded', async () => {
    const backend = newBackendOrigin();
    const seen = serveBackend(backend);
    const res = await callApp(
      browserRequest('/api/auth/signup', { body: signupBody(), origin: 'https://evil.example' }),
      edgeEnv(backend),
    );
    expect(await json(res)).toEqual({ status: 403, body: { message: MESSAGES.foreignOrigin } });
    expect(seen).toHaveLength(0);
  });

  it('the backend refuses the edge’s Origin on an unsigned request, and any foreign one', async () => {
    for (const origin of [EDGE, 'https://evil.example']) {
      const res = await callApp(
        new Request('http://backend.test/api/auth/signup', {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: JSON.stringify(signupBody()),
        }),
        backendEnv(),
      );
      expect(await json(res)).toEqual({ status: 403, body: { message: MESSAGES.foreignOrigin } });
    }
  });

  it('refuses a forged assertion: another key, or a changed body, path, address or method', async () => {
    const backend = 'http://backend.test';
    const body = signupBody();
    const forgeries: Request[] = [
      await signed(backend, '/api/auth/signup', { body, secret: 'another-secret-0123456789abcdef0123456789abcdef' }),
    ];
    const good = await signed(backend, '/api/auth/signup', { body });
    const headers = () => new Headers(good.headers);
    forgeries.push(
      new Request(good.url, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ ...body, role: 'Recruiter' }),
      }),
    );
    forgeries.push(
      new Request('http://backend.test/api/auth/login', {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(body),
      }),
    );
    const otherAddress = headers();
    otherAddress.set('X-Forwarded-For', '192.0.2.1');
    forgeries.push(new Request(good.url, { method: 'POST', headers: otherAddress, body: JSON.stringify(body) }));
    forgeries.push(new Request(good.url, { method: 'PUT', headers: headers(), body: JSON.stringify(body) }));
    const garbled = headers();
    garbled.set(EDGE_SIGNATURE_HEADER, `${good.headers.get(EDGE_SIGNATURE_HEADER)!.slice(0, -2)}AA`);
    forgeries.push(new Request(good.url, { method: 'POST', headers: garbled, body: JSON.stringify(body) }));
    for (const forged of forgeries) {
      expect(await json(await callApp(forged, backendEnv()))).toEqual({
        status: 401,
        body: { message: MESSAGES.edgeAssertionRefused },
      });
    }
    // The untouched one is accepted, so each refusal above is the change's doing.
    expect((await callApp(good, backendEnv())).status).toBe(201);
  });

  it('refuses a replayed state-changing request, but a signed GET may repeat', async () => {
    const backend = 'http://backend.test';
    const post = await signed(backend, '/api/auth/signup', { body: signupBody() });
    const replay = copyOf(post);
    expect((await callApp(post, backendEnv())).status).toBe(201);
    expect(await json(await callApp(replay, backendEnv()))).toEqual({
      status: 401,
      body: { message: MESSAGES.edgeAssertionRefused },
    });
    const get = await signed(backend, '/api/test-redis');
    const again = copyOf(get);
    expect((await callApp(get, backendEnv())).status).toBe(200);
    expect((await callApp(again, backendEnv())).status).toBe(200);
  });

  it('refuses an assertion older or newer than 30 seconds, and accepts one 29 seconds old', async () => {
    const backend = 'http://backend.test';
    for (const skew of [-31_000, 31_000]) {
      const res = await callApp(
        await signed(backend, '/api/auth/signup', { body: signupBody(), at: Date.now() + skew }),
        backendEnv(),
      );
      expect(res.status).toBe(401);
    }
    expect(
      (
        await callApp(
          await signed(backend, '/api/auth/signup', { body: signupBody(), at: Date.now() - 29_000 }),
          backendEnv(),
        )
      ).status,
    ).toBe(201);
  });

  it('refuses a request with the edge’s headers but no signature, and any when EDGE_SECRET is not set', async () => {
    const backend = 'http://backend.test';
    const good = await signed(backend, '/api/auth/signup', { body: signupBody() });
    const unsigned = new Headers(good.headers);
    unsigned.delete(EDGE_SIGNATURE_HEADER);
    expect(
      (
        await callApp(
          new Request(good.url, { method: 'POST', headers: unsigned, body: await good.clone().text() }),
          backendEnv(),
        )
      ).status,
    ).toBe(401);
    const noTimestamp = new Headers(good.headers);
    noTimestamp.delete(EDGE_TIMESTAMP_HEADER);
    expect(
      (
        await callApp(
          new Request(good.url, { method: 'POST', headers: noTimestamp, body: await good.clone().text() }),
          backendEnv(),
        )
      ).status,
    ).toBe(401);
    expect((await callApp(good, backendEnv({ EDGE_SECRET: '' }))).status).toBe(401);
  });

  it('counts per-address limits by the asserted client address', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend, (request) => callApp(request, backendEnv({ FLOOD_MAX_PER_ADDRESS: '1' })));
    const from = (address: string) =>
      callApp(
        browserRequest('/api/auth/signup', { body: signupBody(), headers: { 'CF-Connecting-IP': address } }),
        edgeEnv(backend),
      );
    expect((await from('203.0.113.20')).status).toBe(201);
    expect((await from('203.0.113.20')).status).toBe(429);
    expect((await from('203.0.113.21')).status).toBe(201);
  });
});
