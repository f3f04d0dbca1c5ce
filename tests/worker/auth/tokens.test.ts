import { env } from 'cloudflare:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../worker/auth/tokens';
import { api, createUser } from '../helpers';

const key = new TextEncoder().encode(env.JWT_SECRET);
const profile = (token: string) => api('/api/candidate/profile', { token });

/** A token like the real ones, with one thing changed. */
function forge(
  userId: string,
  change: { alg?: string; typ?: string; iss?: string; aud?: string; secret?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'candidate', sv: 0 })
    .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: change.typ ?? 'at+jwt' })
    .setSubject(userId)
    .setIssuer(change.iss ?? env.JWT_ISSUER)
    .setAudience(change.aud ?? env.JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(change.secret ? new TextEncoder().encode(change.secret) : key);
}

describe('access tokens against a protected endpoint', () => {
  it('accepts a genuine token (control)', async () => {
    const user = await createUser('candidate');
    expect((await profile(user.token)).status).toBe(200);
    expect((await profile(await forge(user.id))).status).toBe(200);
  });

  it('refuses every forged or stale token with 401', async () => {
    const user = await createUser('candidate');
    const genuine = user.token;
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const expiredByOneSecond = await signAccessToken(
      env,
      { userId: user.id, role: 'candidate', sessionVersion: 0 },
      Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
    );
    const attacks: Record<string, string> = {
      'alg none': new UnsecuredJWT({
        role: 'candidate',
        sub: user.id,
        iss: env.JWT_ISSUER,
        aud: env.JWT_AUDIENCE,
        exp: 9999999999,
        iat: 1,
      }).encode(),
      'empty signature': `${header}.${payload}.`,
      'changed signature': `${header}.${payload}.${flipped}`,
      'another key': await forge(user.id, { secret: 'another-secret-another-secret-another-secret' }),
      'wrong issuer': await forge(user.id, { iss: 'someone-else' }),
      'wrong audience': await forge(user.id, { aud: 'another-app' }),
      'wrong typ': await forge(user.id, { typ: 'JWT' }),
      'HS512 with the right key': await forge(user.id, { alg: 'HS512' }),
      'expired by one second': expiredByOneSecond,
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(attacks)) {
      const res = await profile(token);
      expect.soft(res.status, name).toBe(401);
      expect.soft(res.json, name).toEqual({ message: MESSAGES.unauthorized });
    }
  });

  it('refuses a valid token of a user who was suspended or deleted', async () => {
    const user = await createUser('candidate');
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), user.id)
      .run();
    expect((await profile(user.token)).status).toBe(401);
    const gone = await createUser('candidate');
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.id).run();
    expect((await profile(gone.token)).status).toBe(401);
  });
});
