/**
 * Password hashing: PBKDF2-SHA256 through WebCrypto, so the same code runs in the worker and in
 * Node scripts (admin:create, seed).
 *
 * The pepper is applied first: PBKDF2 runs over HMAC-SHA256(PASSWORD_PEPPER, password), so a
 * leaked database alone cannot be attacked offline. The stored form names the algorithm and the
 * iteration count, `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; verification reads the count
 * from the stored string, so the count can be raised later without breaking existing hashes.
 */
import { timingSafeEqual } from './crypto';

/** Production Workers reject PBKDF2 above 100,000 iterations (local workerd does not): pinned. */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function pepper(password: string, secret: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!secret) throw new Error('PASSWORD_PEPPER is not set');
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(password)));
}

async function derive(
  password: string,
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const material = await crypto.subtle.importKey('raw', await pepper(password, secret), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, secret, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** True when `password` matches `stored`; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string, secret: string): Promise<boolean> {
  const [algorithm, count, salt, hash] = stored.split('$');
  const iterations = Number(count);
  if (algorithm !== ALGORITHM || !salt || !hash || !Number.isInteger(iterations) || iterations < 1) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, secret, fromBase64(salt), iterations);
  return timingSafeEqual(actual, expected);
}

// A well-formed hash of nothing anyone knows: unknown emails are checked against it so that they
// cost the same time as a wrong password.
const DUMMY_HASH = `${ALGORITHM}$${PBKDF2_ITERATIONS}$${'A'.repeat(22)}==$${'A'.repeat(43)}=`;

export async function burnPasswordCheck(password: string, secret: string): Promise<void> {
  await verifyPassword(password, DUMMY_HASH, secret);
}
