import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { api } from '../helpers';
import { createAccount, PASSWORD, setCookies, uniqueEmail } from './helpers';

// Each test signs in from its own address so the per-address throttle never interferes.
const login = (body: Record<string, unknown>, address: string = crypto.randomUUID()) =>
  api('/api/auth/login', { body, headers: { 'CF-Connecting-IP': address } });

describe('POST /api/auth/login', () => {
  it('signs in with the right password: 200, user, access token and both cookies', async () => {
    const account = await createAccount('recruiter');
    const res = await login({ email: account.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user: {
        id: account.id,
        fullName: 'Test recruiter',
        email: account.email,
        role: 'Recruiter',
        emailVerified: true,
        timeZone: 'Asia/Kolkata',
      },
      accessToken: expect.any(String),
    });
    const cookies = setCookies(res.headers);
    // The session, and the D1 bookmark that lets the next page read it (worker/http/d1-sessions.ts).
    expect(Object.keys(cookies).sort()).toEqual(['hl_access', 'hl_d1_bookmark', 'hl_refresh']);
  });

  it('answers 401 for a wrong password and the very same answer for an unknown email', async () => {
    const account = await createAccount('candidate');
    const wrong = await login({ email: account.email, password: 'wrong-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: MESSAGES.invalidCredentials });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 401 for an account that has no password (Google only)', async () => {
    const email = uniqueEmail('google');
    await env.DB.prepare(
      "INSERT INTO users (id, email, full_name, role, google_sub, provider) VALUES (?, ?, 'G', 'candidate', ?, 'google')",
    )
      .bind(crypto.randomUUID(), email, `sub-${email}`)
      .run();
    const res = await login({ email, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: MESSAGES.invalidCredentials });
  });

  it('answers 403 for a suspended account with the right password', async () => {
    const account = await createAccount('candidate', { suspended: true });
    const res = await login({ email: account.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.accountSuspended });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('validates the payload with the contract messages', async () => {
    const res = await login({ email: 'x', password: '1' });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ email: MESSAGES.emailInvalid, password: MESSAGES.passwordTooShort });
  });

  it('audits admin sign-ins', async () => {
    const admin = await createAccount('admin');
    expect((await login({ email: admin.email, password: PASSWORD }, '203.0.113.9')).status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT actor_id, ip FROM audit_log WHERE action = 'admin_sign_in' AND actor_id = ?",
    )
      .bind(admin.id)
      .first();
    expect(row).toEqual({ actor_id: admin.id, ip: '203.0.113.9' });
  });
});
