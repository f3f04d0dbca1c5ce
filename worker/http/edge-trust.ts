import type { MiddlewareHandler } from 'hono';

import { MESSAGES } from '../../src/contract';
import { clock } from '../clock';
import type { AppEnv, Bindings } from '../env';
import {
  EDGE_ASSERTION_TTL_MS,
  EDGE_SIGNATURE_HEADER,
  EDGE_TIMESTAMP_HEADER,
  edgeSecret,
  FORWARDED_FOR_HEADER,
  REQUEST_ID_HEADER,
  verifyEdgeSignature,
} from './edge-assertion';
import { claimNonce } from './store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Verdict = { ok: true; clientAddress: string; requestId: string } | { ok: false; reason: string };

/** A request that says it was forwarded by an edge: it must then carry a valid assertion. */
export function claimsToBeForwarded(headers: Headers): boolean {
  return headers.has(EDGE_SIGNATURE_HEADER) || headers.has(EDGE_TIMESTAMP_HEADER) || headers.has('X-Forwarded-Host');
}

/** Checks the edge's assertion on `request`: signature, age, and (state-changing requests) its nonce. */
export async function checkEdgeAssertion(env: Bindings, request: Request, now = clock.now()): Promise<Verdict> {
  const secret = edgeSecret(env.EDGE_SECRET);
  if (!secret) return { ok: false, reason: 'EDGE_SECRET is not configured' };
  const signature = request.headers.get(EDGE_SIGNATURE_HEADER);
  const timestamp = Number(request.headers.get(EDGE_TIMESTAMP_HEADER));
  const clientAddress = request.headers.get(FORWARDED_FOR_HEADER)?.trim();
  const requestId = request.headers.get(REQUEST_ID_HEADER)?.trim();
  if (!signature || !Number.isSafeInteger(timestamp) || !clientAddress || !requestId)
    return { ok: false, reason: 'missing' };
  if (Math.abs(now - timestamp) > EDGE_ASSERTION_TTL_MS) return { ok: false, reason: 'expired' };
  const url = new URL(request.url);
  const body = request.body ? await request.clone().arrayBuffer() : new ArrayBuffer(0);
  const assertion = {
    method: request.method,
    path: url.pathname + url.search,
    body,
    clientAddress,
    timestamp,
    requestId,
  };
  if (!(await verifyEdgeSignature(secret, assertion, signature))) return { ok: false, reason: 'forged' };
  if (
    !SAFE_METHODS.has(request.method) &&
    !(await claimNonce(env.DB, requestId, now, timestamp + EDGE_ASSERTION_TTL_MS))
  ) {
    return { ok: false, reason: 'replayed' };
  }
  return { ok: true, clientAddress, requestId };
}

/**
 * The backend's side of proxy mode. A request carrying the edge's headers is refused (401) unless
 * its assertion holds; when it does, the edge's Origin check stands in for this worker's own, the
 * request id is the edge's, and the asserted client address replaces CF-Connecting-IP (which, on a
 * request from a worker, is the edge's address), so per-address limits count the real client.
 * Requests without those headers are ordinary ones: the origin check applies as usual.
 */
export const edgeTrust: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!claimsToBeForwarded(c.req.raw.headers)) return next();
  const verdict = await checkEdgeAssertion(c.env, c.req.raw);
  if (!verdict.ok) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'edge_assertion_refused',
        requestId: c.get('requestId'),
        reason: verdict.reason,
      }),
    );
    return c.json({ message: MESSAGES.edgeAssertionRefused }, 401);
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set('CF-Connecting-IP', verdict.clientAddress);
  c.req.raw = new Request(c.req.raw, { headers });
  c.set('edge', { clientAddress: verdict.clientAddress });
  c.set('requestId', verdict.requestId);
  return next();
};
