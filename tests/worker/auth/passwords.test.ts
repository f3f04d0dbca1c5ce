import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../../worker/auth/passwords';

const pepper = env.PASSWORD_PEPPER;
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The documented scheme computed independently: PBKDF2-SHA256 over HMAC-SHA256(pepper, password). */
async function referenceHash(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const enc = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey('raw', enc.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const peppered = await crypto.subtle.sign('HMAC', hmacKey, enc.encode(password));
  const material = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, 256);
  return `pbkdf2-sha256$${iterations}$${b64(salt)}$${b64(new Uint8Array(bits))}`;
}

describe('password hashing', () => {
  it('is pinned at 100,000 PBKDF2 iterations, the most production Workers accept', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect((await hashPassword('secret-1', pepper)).split('$')[1]).toBe('100000');
  });

  it('uses a fresh 16-byte salt for every hash', async () => {
    const [a, b] = [await hashPassword('same', pepper), await hashPassword('same', pepper)];
    expect(a).not.toBe(b);
    expect(Uint8Array.from(atob(a.split('$')[2]!), (c) => c.charCodeAt(0)).length).toBe(16);
  });

  it('matches the documented scheme, so other tools can verify it', async () => {
    const stored = await hashPassword('Correct-Horse-9', pepper);
    const salt = Uint8Array.from(atob(stored.split('$')[2]!), (c) => c.charCodeAt(0));
    expect(await referenceHash('Correct-Horse-9', salt, PBKDF2_ITERATIONS)).toBe(stored);
  });

  it('verifies the right password only, and only with the right pepper', async () => {
    const stored = await hashPassword('Correct-Horse-9', pepper);
    expect(await verifyPassword('Correct-Horse-9', stored, pepper)).toBe(true);
    expect(await verifyPassword('correct-horse-9', stored, pepper)).toBe(false);
    expect(await verifyPassword('Correct-Horse-9', stored, 'another-pepper')).toBe(false);
  });

  it('reads the iteration count from the stored hash, so the count can change later', async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const older = await referenceHash('legacy-password', salt, 1_000);
    expect(await verifyPassword('legacy-password', older, pepper)).toBe(true);
    expect(await verifyPassword('other-password', older, pepper)).toBe(false);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$10$a$b', 'pbkdf2-sha256$0$AAAA$AAAA', 'pbkdf2-sha256$abc$AAAA$AAAA']) {
      expect(await verifyPassword('x', stored, pepper)).toBe(false);
    }
  });
});
