import type { Bindings } from '../env';

/**
 * Unsubscribe links must work without signing in, so they carry their own proof: the alert id and
 * an HMAC-SHA256 of it under JWT_SECRET (with a purpose prefix, so no other signature made with the
 * secret can pass as one). Changing any character of the id or the signature fails verification.
 */
const PURPOSE = 'hireloop:alert-unsubscribe:v1:';

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromB64url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    return Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null; // not base64 at all
  }
}

const key = (env: Pick<Bindings, 'JWT_SECRET'>) =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(env.JWT_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export async function unsubscribeToken(env: Pick<Bindings, 'JWT_SECRET'>, alertId: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await key(env), new TextEncoder().encode(PURPOSE + alertId));
  return `${alertId}.${b64url(signature)}`;
}

/** The alert id the token was made for, or null for anything forged, altered or malformed. */
export async function verifyUnsubscribeToken(env: Pick<Bindings, 'JWT_SECRET'>, token: string): Promise<string | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const alertId = token.slice(0, dot);
  const encoded = token.slice(dot + 1);
  const signature = fromB64url(encoded);
  // Only the canonical spelling: base64 has unused bits in its last character, and an altered
  // character must never pass just because it decodes to the same bytes.
  if (!signature || b64url(signature.buffer) !== encoded) return null;
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify('HMAC', await key(env), signature, new TextEncoder().encode(PURPOSE + alertId));
  return ok ? alertId : null;
}
