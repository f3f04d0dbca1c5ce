/**
 * Short-lived signed links to stored files. The token carries the R2 key, the download name, the
 * content type and the expiry, signed with HMAC-SHA256 under a key derived from JWT_SECRET, so the
 * file route needs no session: whoever was allowed to get the link may open it until it expires.
 */
import { clock } from '../clock';
export const FILE_LINK_TTL_SECONDS = 5 * 60;

export interface FileLinkClaims {
  key: string;
  name: string;
  mime: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const encoder = new TextEncoder();

function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    const s = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string) {
  // A purpose prefix keeps these signatures apart from any other use of the secret.
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(`file-link:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export async function signFileLink(
  secret: string,
  claims: Omit<FileLinkClaims, 'exp'>,
  now = clock.now(),
): Promise<{ token: string; expiresAt: string }> {
  const exp = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
  const payload = b64url(encoder.encode(JSON.stringify({ ...claims, exp })));
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return { token: `${payload}.${b64url(sig)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The claims of a genuine, unexpired token; null for anything else. */
export async function verifyFileLink(secret: string, token: string, now = clock.now()): Promise<FileLinkClaims | null> {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const sigBytes = fromB64url(sig);
  if (!sigBytes) return null;
  // crypto.subtle.verify compares in constant time.
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), sigBytes, encoder.encode(payload));
  if (!genuine) return null;
  const raw = fromB64url(payload);
  if (!raw) return null;
  const claims = JSON.parse(new TextDecoder().decode(raw)) as FileLinkClaims;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  return claims;
}

/** The API path that serves a token. */
export const fileLinkPath = (token: string) => `/api/files/${token}`;
