import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { verifyAccessToken } from '../../../worker/auth/tokens';
import { api } from '../helpers';
import { cookieValue, PASSWORD, setCookies, uniqueEmail } from './helpers';

const signup = (body: Record<string, unknown>) => api('/api/auth/signup', { body });
const valid = () => ({ fullName: 'Asha Rao', email: uniqueEmail('signup'), password: PASSWORD, role: 'Candidate' });

describe('POST /api/auth/signup', () => {
  it('creates a candidate and signs in: 201, user, access token and both cookies', async () => {
    const input = valid();
    const res = await signup(input);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      user: {
        id: expect.any(String),
        fullName: 'Asha Rao',
        email: input.email,
        role: 'Candidate',
        emailVerified: false,
        timeZone: 'Asia/Kolkata',
      },
      accessToken: expect.any(String),
    });
    expect(await verifyAccessToken(env, res.json.accessToken)).toMatchObject({
      userId: res.json.user.id,
      role: 'candidate',
    });

    const cookies = setCookies(res.headers);
    expect(cookies.hl_refresh).toMatch(
      /^hl_refresh=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookies.hl_access).toContain('Max-Age=900; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cookieValue(cookies.hl_access)).toBe(res.json.accessToken);
  });

  it('accepts the recruiter role in any case and stores it lower case', async () => {
    for (const role of ['RECRUITER', 'Recruiter', 'recruiter']) {
      const res = await signup({ ...valid(), role });
      expect(res.status).toBe(201);
      expect(res.json.user.role).toBe('Recruiter');
    }
  });

  it('refuses Admin in any case', async () => {
    for (const role of ['Admin', 'admin', 'ADMIN', 'superuser']) {
      const res = await signup({ ...valid(), role });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: MESSAGES.roleInvalid, fields: { role: MESSAGES.roleInvalid } });
    }
  });

  it('answers the validation messages of the contract, word for word', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: '' }, 'email', MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      [{ password: '' }, 'password', MESSAGES.passwordRequired],
      [{ password: '12345' }, 'password', MESSAGES.passwordTooShort],
      [{ fullName: '   ' }, 'fullName', MESSAGES.nameRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await signup({ ...valid(), ...change });
      expect(res.status).toBe(400);
      expect(res.json.fields[field]).toBe(message);
      expect(res.json.message).toBe(message);
    }
    const missing = await signup({});
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      fullName: MESSAGES.nameRequired,
    });
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    const input = valid();
    expect((await signup(input)).status).toBe(201);
    const again = await signup({ ...valid(), email: input.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.emailTaken);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('stores a peppered PBKDF2 hash with its parameters, never the password', async () => {
    const input = valid();
    await signup(input);
    const row = await env.DB.prepare('SELECT password_hash, provider FROM users WHERE email = ?')
      .bind(input.email)
      .first<{ password_hash: string; provider: string }>();
    expect(row?.provider).toBe('password');
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });
});
