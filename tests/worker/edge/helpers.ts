import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';

import type { Bindings } from '../../../worker/env';
import { app } from '../entry';

/**
 * Proxy mode inside one isolate: the edge is the real app with BACKEND_ORIGIN set, and its
 * outbound fetches to the backend's origin are answered by the real app with the backend's
 * configuration (same D1, R2 and KV: the accounts live there). Other outbound fetches go out as usual.
 */
export const EDGE = 'http://edge.test';
export const EDGE_SECRET = 'test-edge-secret-0123456789abcdef0123456789abcdef';

let backends = 0;
/** A fresh backend origin per call, so each test starts with a closed circuit (circuits are per origin). */
export const newBackendOrigin = () => `http://backend-${++backends}.test`;

export const backendEnv = (extra: Partial<Bindings> = {}): Bindings => ({
  ...env,
  PUBLIC_ORIGIN: EDGE,
  EDGE_SECRET,
  ...extra,
});
export const edgeEnv = (backend: string, extra: Partial<Bindings> = {}): Bindings => ({
  ...env,
  PUBLIC_ORIGIN: EDGE,
  BACKEND_ORIGIN: backend,
  EDGE_SECRET,
  ...extra,
});

/** A copy of a request that can be sent again (workers' types give clone() an incoming request's type). */
export const copyOf = (request: Request) => request.clone() as unknown as Request;

/** The app's answer once the work it handed to waitUntil has finished. */
export async function callApp(request: Request, bindings: Bindings): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Routes fetches to `backend` to `handler` (by default the real app as that backend). */
export function serveBackend(
  backend: string,
  handler: (request: Request) => Promise<Response> = (request) => callApp(request, backendEnv()),
) {
  const realFetch = globalThis.fetch;
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (new URL(request.url).origin !== backend) return realFetch(request);
    seen.push(copyOf(request));
    return handler(request);
  });
  return seen;
}

/** A browser's request to the edge: its own Origin on state changes, JSON in. */
export function browserRequest(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; origin?: string } = {},
): Request {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : { Origin: init.origin ?? EDGE }),
    ...init.headers,
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(`${EDGE}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
}
