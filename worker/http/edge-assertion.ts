/**
 * The assertion an edge in proxy mode adds to every request it forwards, so the backend can trust
 * what the edge checked (the browser's Origin) and what only the edge knows (the client's address).
 *
 * HMAC-SHA256 with the shared EDGE_SECRET over: method, path with query, SHA-256 of the body, the
 * client's address, the timestamp (ms) and the request id. The backend accepts it for
 * EDGE_ASSERTION_TTL_MS either side of its own clock; a state-changing request's id is a nonce,
 * accepted once (worker/http/edge-trust.ts).
 */
import { HTTPException } from 'hono/http-exception';

export const EDGE_SIGNATURE_HEADER = 'X-Edge-Signature';
export const EDGE_TIMESTAMP_HEADER = 'X-Edge-Timestamp';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const FORWARDED_FOR_HEADER = 'X-Forwarded-For';
export const EDGE_ASSERTION_TTL_MS = 30_000;
const VERSION = 'hireloop-edge-v1';

export interface EdgeAssertion {
  method: string;
  /** Path and query, as the backend receives them. */
  path: string;
  body: ArrayBuffer;
  clientAddress: string;
  timestamp: number;
  requestId: string;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A secret of at least 256 bits, or nothing: a shorter one is a configuration error. */
export function edgeSecret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new HTTPException(500, { message: 'EDGE_SECRET must be at least 256 bits' });
  return value;
}

async function canonical(a: EdgeAssertion): Promise<Uint8Array<ArrayBuffer>> {
  const bodyHash = hex(await crypto.subtle.digest('SHA-256', a.body));
  return encoder.encode(
    [VERSION, a.method.toUpperCase(), a.path, bodyHash, a.clientAddress, String(a.timestamp), a.requestId].join('\n'),
  );
}

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export async function signEdgeAssertion(secret: string, assertion: EdgeAssertion): Promise<string> {
  return toBase64Url(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), await canonical(assertion)));
}

/** True when `signature` is the edge's over `assertion` (compared in constant time by WebCrypto). */
export async function verifyEdgeSignature(
  secret: string,
  assertion: EdgeAssertion,
  signature: string,
): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  return (
    bytes !== null && crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, await canonical(assertion))
  );
}
