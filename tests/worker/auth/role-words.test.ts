import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { edgeGuard } from '../../../worker/auth/edge-guard';
import type { AppEnv } from '../../../worker/env';
import { api, createUser } from '../helpers';
import { createAccount, PASSWORD, signupCandidate, uniqueEmail } from './helpers';

/** A genuine token of the user whose role claim is written in the given case. */
function tokenWithRoleWord(userId: string, role: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, sv: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(userId)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(env.JWT_SECRET));
}

describe('role words of spec section 3 (Candidate, Recruiter, Admin)', () => {
  it('signup, login and refresh answer with the word, and the token carries it', async () => {
    const signup = await api('/api/auth/signup', {
      body: { fullName: 'Rae Cruiter', email: uniqueEmail('rw'), password: PASSWORD, role: 'rEcRuItEr' },
    });
    expect(signup.status).toBe(201);
    expect(signup.json.user.role).toBe('Recruiter');
    expect(decodeJwt(signup.json.accessToken).role).toBe('Recruiter');

    const admin = await createAccount('admin');
    const login = await api('/api/auth/login', { body: { email: admin.email, password: PASSWORD } });
    expect(login.json.user.role).toBe('Admin');
    expect(decodeJwt(login.json.accessToken).role).toBe('Admin');

    const candidate = await signupCandidate();
    const cookie = candidate.headers
      .getSetCookie()
      .find((c) => c.startsWith('hl_refresh='))!
      .split(';')[0]!;
    const refreshed = await api('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(decodeJwt(refreshed.json.accessToken).role).toBe('Candidate');
  });

  it('profiles and admin lists carry the word', async () => {
    const candidate = await createUser('candidate');
    const recruiter = await createUser('recruiter');
    const admin = await createUser('admin');
    expect((await api('/api/candidate/profile', { token: candidate.token })).json.role).toBe('Candidate');
    expect((await api('/api/recruiter/profile', { token: recruiter.token })).json.role).toBe('Recruiter');
    const overview = await api('/api/admin/overview', { token: admin.token });
    expect(overview.status).toBe(200);
    for (const u of overview.json.recentSignups) expect(['Candidate', 'Recruiter', 'Admin']).toContain(u.role);
  });

  it('a token whose role is written in any case passes requireRole, and the wrong role still fails', async () => {
    const candidate = await createUser('candidate');
    for (const word of ['candidate', 'Candidate', 'CANDIDATE', 'cAnDiDaTe']) {
      const token = await tokenWithRoleWord(candidate.id, word);
      expect((await api('/api/candidate/profile', { token })).status).toBe(200);
      expect((await api('/api/recruiter/profile', { token })).status).toBe(403);
    }
    expect(
      (await api('/api/candidate/profile', { token: await tokenWithRoleWord(candidate.id, 'Candidates') })).status,
    ).toBe(401);
  });

  it('the edge guard in proxy mode accepts the backend token in any case', async () => {
    const app = new Hono<AppEnv>().use(edgeGuard).get('*', (c) => c.text('page'));
    const proxyEnv = { ...env, BACKEND_ORIGIN: 'http://backend.test' };
    for (const [word, path, status] of [
      ['RECRUITER', '/recruiter/dashboard', 200],
      ['Recruiter', '/recruiter/dashboard', 200],
      ['recruiter', '/dashboard', 302],
      ['ADMIN', '/admin/dashboard', 200],
    ] as const) {
      const token = await tokenWithRoleWord('someone-in-the-backend', word);
      const res = await app.request(path, { headers: { Cookie: `hl_access=${token}` } }, proxyEnv);
      expect(res.status, `${word} on ${path}`).toBe(status);
    }
  });
});
