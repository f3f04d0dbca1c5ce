/**
 * Proxy mode: when BACKEND_ORIGIN is configured, /api requests (and the public pages that show the
 * backend's data) are forwarded to that backend and its answer is passed back. The edge has checked
 * the browser's Origin (cors.ts); the forwarded request carries the edge assertion
 * (edge-assertion.ts) when EDGE_SECRET is set, X-Forwarded-For/Host/Proto and the request id.
 * WebSocket upgrades are forwarded with their Upgrade header and the backend's socket is returned.
 *
 * A backend that does not answer within BACKEND_TIMEOUT_MS (default 10 s) gets 504; one that cannot
 * be reached 502; while the circuit (circuit.ts) is open, 503 at once. /api answers JSON, pages a
 * short page. A backend's own 5xx passes through with the request id.
 */
import type { Context } from 'hono';

import { MESSAGES } from '../../src/contract';
import { clock } from '../clock';
import type { AppEnv, Bindings } from '../env';
import { circuitWait, recordFailure, recordSuccess } from './circuit';
import {
  EDGE_SIGNATURE_HEADER,
  EDGE_TIMESTAMP_HEADER,
  edgeSecret,
  FORWARDED_FOR_HEADER,
  REQUEST_ID_HEADER,
  signEdgeAssertion,
} from './edge-assertion';

export const BACKEND_TIMEOUT_DEFAULT_MS = 10_000;
/** Headers of the connection itself, or that only the edge may set. */
const NOT_FORWARDED = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'cf-connecting-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  EDGE_SIGNATURE_HEADER,
  EDGE_TIMESTAMP_HEADER,
  REQUEST_ID_HEADER,
];
/** Statuses that mean the backend itself is failing (they count towards the circuit). */
const BACKEND_DOWN = new Set([502, 503, 504]);

export function backendTimeoutMs(env: Pick<Bindings, 'BACKEND_TIMEOUT_MS'>): number {
  const value = Number(env.BACKEND_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : BACKEND_TIMEOUT_DEFAULT_MS;
}

const isUpgrade = (request: Request) => request.headers.get('Upgrade')?.toLowerCase() === 'websocket';

/** The request the backend receives: same method, path, query, body and cookies, signed by the edge. */
export async function forwardedRequest(
  request: Request,
  env: Pick<Bindings, 'BACKEND_ORIGIN' | 'EDGE_SECRET'>,
  requestId: string,
  now = clock.now(),
): Promise<Request> {
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, env.BACKEND_ORIGIN);
  const clientAddress = request.headers.get('CF-Connecting-IP')?.trim() || 'unknown';
  const headers = new Headers(request.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  if (isUpgrade(request)) headers.set('Upgrade', 'websocket');
  headers.set(FORWARDED_FOR_HEADER, clientAddress);
  headers.set('X-Forwarded-Host', incoming.host);
  headers.set('X-Forwarded-Proto', incoming.protocol.replace(':', ''));
  headers.set(REQUEST_ID_HEADER, requestId);
  const body = request.method === 'GET' || request.method === 'HEAD' ? new ArrayBuffer(0) : await request.arrayBuffer();
  const secret = edgeSecret(env.EDGE_SECRET);
  if (secret) {
    const path = target.pathname + target.search;
    headers.set(EDGE_TIMESTAMP_HEADER, String(now));
    headers.set(
      EDGE_SIGNATURE_HEADER,
      await signEdgeAssertion(secret, { method: request.method, path, body, clientAddress, timestamp: now, requestId }),
    );
  }
  return new Request(target, {
    method: request.method,
    headers,
    body: body.byteLength > 0 ? body : undefined,
    redirect: 'manual',
  });
}

/** The page a browser gets when the backend is slow or down (no scripts, no styles: any CSP holds). */
function unavailablePage(status: number, message: string, requestId: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hireloop is taking a break</title></head><body><main><h1>We could not load this page</h1><p>${message}</p><p><a href="">Try again</a> or <a href="/">go home</a>.</p><p><small>Request id: ${requestId}</small></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      [REQUEST_ID_HEADER]: requestId,
    },
  });
}

function failure(
  c: Context<AppEnv>,
  status: number,
  message: string,
  requestId: string,
  retryAfterMs?: number,
): Response {
  const res = new URL(c.req.url).pathname.startsWith('/api/')
    ? Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store', [REQUEST_ID_HEADER]: requestId } })
    : unavailablePage(status, message, requestId);
  if (retryAfterMs) res.headers.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return res;
}

/** Forwards the request to BACKEND_ORIGIN with the timeout and the circuit; see the module comment. */
export async function proxyToBackend(c: Context<AppEnv>): Promise<Response> {
  const backend = c.env.BACKEND_ORIGIN;
  const requestId = c.get('requestId') ?? c.req.header('cf-ray') ?? crypto.randomUUID();
  const wait = circuitWait(backend);
  if (wait > 0) return failure(c, 503, MESSAGES.backendUnavailable, requestId, wait);

  const forwarded = await forwardedRequest(c.req.raw, c.env, requestId);
  // The timeout covers the wait for the answer's headers, not a long download or an open socket.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), backendTimeoutMs(c.env));
  const timeout = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new Error('backend timeout'))),
  );
  let answer: Response;
  try {
    answer = await Promise.race([fetch(forwarded, { signal: controller.signal }), timeout]);
  } catch (err) {
    recordFailure(backend);
    const timedOut = controller.signal.aborted;
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: timedOut ? 'backend_timeout' : 'backend_unreachable',
        requestId,
        error: String(err),
      }),
    );
    return timedOut
      ? failure(c, 504, MESSAGES.backendTimeout, requestId)
      : failure(c, 502, MESSAGES.backendUnavailable, requestId);
  } finally {
    clearTimeout(timer);
  }
  if (BACKEND_DOWN.has(answer.status)) recordFailure(backend);
  else recordSuccess(backend);
  if (answer.webSocket) return answer;
  // Re-wrapped so later middleware (security headers) can change the headers.
  const res = new Response(answer.body, answer);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}
