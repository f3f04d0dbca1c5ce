import { afterEach, describe, expect, it, vi } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { CIRCUIT_FAILURES, CIRCUIT_OPEN_MS } from '../../../worker/http/circuit';
import { BACKEND_TIMEOUT_DEFAULT_MS, backendTimeoutMs } from '../../../worker/http/proxy';
import { browserRequest, callApp, edgeEnv, newBackendOrigin, serveBackend } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const late = (ms: number) => () =>
  new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ late: true })), ms));
const fromEdge = (backend: string, path: string, extra = {}, headers: Record<string, string> = {}) =>
  callApp(browserRequest(path, { headers }), edgeEnv(backend, extra));

describe('when the backend is slow or down', () => {
  it('waits 10 s by default, or BACKEND_TIMEOUT_MS', () => {
    expect(BACKEND_TIMEOUT_DEFAULT_MS).toBe(10_000);
    expect(backendTimeoutMs({})).toBe(10_000);
    expect(backendTimeoutMs({ BACKEND_TIMEOUT_MS: 'soon' })).toBe(10_000);
    expect(backendTimeoutMs({ BACKEND_TIMEOUT_MS: '2500' })).toBe(2_500);
  });

  it('answers 504 JSON for /api and a page for pages when the backend is too slow', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend, late(1_500));
    const api = await fromEdge(backend, '/api/test-redis', { BACKEND_TIMEOUT_MS: '100' }, { 'cf-ray': 'ray-slow-1' });
    expect(api.status).toBe(504);
    expect(api.headers.get('X-Request-Id')).toBe('ray-slow-1');
    expect(await api.json()).toEqual({ message: MESSAGES.backendTimeout });

    const page = await fromEdge(backend, '/jobs?q=slow', { BACKEND_TIMEOUT_MS: '100' });
    expect(page.status).toBe(504);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('We could not load this page');
    expect(html).toContain(MESSAGES.backendTimeout);
  });

  it('passes a backend 5xx through with the request id', async () => {
    const backend = newBackendOrigin();
    serveBackend(backend, async () => Response.json({ message: 'The backend broke' }, { status: 500 }));
    const res = await fromEdge(backend, '/api/candidate/profile', {}, { 'cf-ray': 'ray-500' });
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Request-Id')).toBe('ray-500');
    expect(await res.json()).toEqual({ message: 'The backend broke' });
  });

  it('opens the circuit after repeated failures, then tries the backend again a few seconds later', async () => {
    const backend = newBackendOrigin();
    let down = true;
    const seen = serveBackend(backend, async () =>
      down ? new Response('unavailable', { status: 503 }) : Response.json({ ok: true }),
    );
    for (let i = 0; i < CIRCUIT_FAILURES; i++) expect((await fromEdge(backend, '/api/test-redis')).status).toBe(503);
    expect(seen).toHaveLength(CIRCUIT_FAILURES);

    const refused = await fromEdge(backend, '/api/test-redis');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: MESSAGES.backendUnavailable });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(seen).toHaveLength(CIRCUIT_FAILURES);

    // After the open period the backend is asked again; a success closes the circuit.
    down = false;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CIRCUIT_OPEN_MS + 1);
    expect((await fromEdge(backend, '/api/test-redis')).status).toBe(200);
    expect(seen).toHaveLength(CIRCUIT_FAILURES + 1);
  });

  it('serves a public page from the edge cache, marked stale, when the backend is down', async () => {
    const backend = newBackendOrigin();
    let down = false;
    serveBackend(backend, async (request) => {
      if (down) throw new TypeError('connection refused');
      return new Response(`board from the backend: ${new URL(request.url).search}`, {
        headers: { 'Content-Type': 'text/html' },
      });
    });
    const path = `/jobs?q=stale-${crypto.randomUUID()}`;
    const fresh = await fromEdge(backend, path);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('X-Edge-Cache')).toBe('MISS');
    const body = await fresh.text();

    down = true;
    // The fresh copy has had its minute (deleted here); the stand-in copy remains.
    expect(await (caches as unknown as { default: Cache }).default.delete(`http://edge.test${path}`)).toBe(true);
    const stale = await fromEdge(backend, path);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Edge-Cache')).toBe('STALE');
    expect(stale.headers.get('Cache-Control')).toBe('no-store');
    expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(0);
    expect(await stale.text()).toBe(body);

    // A page never seen before has no stand-in: the friendly page.
    const unseen = await fromEdge(backend, `/jobs?q=never-${crypto.randomUUID()}`);
    expect(unseen.status).toBe(502);
    expect(await unseen.text()).toContain('We could not load this page');
  });
});
