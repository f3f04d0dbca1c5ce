import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { roleWords } from '../../../worker/auth/edge-token';
import { signAccessToken } from '../../../worker/auth/tokens';
import { browserRequest, callApp, edgeEnv, newBackendOrigin, serveBackend } from './helpers';

afterEach(() => vi.restoreAllMocks());

/** Where the edge guard sends a page request with `cookie`: 200 (served), or the redirect. */
async function guard(env: ReturnType<typeof edgeEnv>, path: string, cookie: string) {
  const res = await callApp(browserRequest(path, { headers: { Cookie: cookie } }), env);
  return res.status === 200 ? 200 : res.headers.get('Location');
}

/** A backend that signs its own tokens with `alg` and publishes the public key at a JWKS URL. */
async function foreignBackend(alg: 'RS256' | 'ES256') {
  const backend = newBackendOrigin();
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg, use: 'sig' };
  serveBackend(backend, async (request) =>
    new URL(request.url).pathname === '/.well-known/jwks.json'
      ? Response.json({ keys: [jwk] })
      : new Response('not here', { status: 404 }),
  );
  const sign = (
    claims: Record<string, unknown>,
    key = privateKey,
    options: { typ?: string; issuer?: string; ttl?: number } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, kid: 'k1', typ: options.typ ?? 'JWT' })
      .setSubject('user-42')
      .setIssuer(options.issuer ?? 'https://auth.other.example')
      .setAudience('other-web')
      .setIssuedAt()
      .setExpirationTime(`${options.ttl ?? 600}s`)
      .sign(key);
  const config = edgeEnv(backend, {
    EDGE_TOKEN_ALG: alg,
    EDGE_JWKS_URL: `${backend}/.well-known/jwks.json`,
    JWT_ISSUER: 'https://auth.other.example',
    JWT_AUDIENCE: 'other-web',
    EDGE_TOKEN_TYP: '',
    EDGE_ACCESS_COOKIE: 'session_token',
    EDGE_ROLE_CLAIM: 'app.roles',
    EDGE_ROLE_WORDS: 'applicant=candidate, EMPLOYER=recruiter, staff=admin',
  });
  return { sign, config };
}

describe('the edge’s token check, configurable to front another backend', () => {
  it('reads role words of the backend in any case, and always its own', () => {
    const words = roleWords('applicant=candidate, EMPLOYER=Recruiter,staff=ADMIN, nonsense, x=owner');
    expect([...words]).toEqual([
      ['applicant', 'candidate'],
      ['employer', 'recruiter'],
      ['staff', 'admin'],
    ]);
  });

  for (const alg of ['RS256', 'ES256'] as const) {
    it(`verifies ${alg} tokens with the backend's JWKS, a nested role claim and its own role words`, async () => {
      const { sign, config } = await foreignBackend(alg);
      const employer = `session_token=${await sign({ app: { roles: ['Employer'] } })}`;
      expect(await guard(config, '/recruiter/dashboard', employer)).toBe(200);
      expect(await guard(config, '/dashboard', employer)).toBe('/');
      expect(await guard(config, '/dashboard', `session_token=${await sign({ app: { roles: 'APPLICANT' } })}`)).toBe(
        200,
      );
      expect(
        await guard(config, '/admin/dashboard', `session_token=${await sign({ app: { roles: ['viewer', 'Staff'] } })}`),
      ).toBe(200);

      // Another key, another issuer, an expired token, an unknown role word, the wrong cookie: signed out or sent home.
      const stranger = (await generateKeyPair(alg, { extractable: true })).privateKey;
      expect(
        await guard(
          config,
          '/recruiter/dashboard',
          `session_token=${await sign({ app: { roles: 'employer' } }, stranger)}`,
        ),
      ).toBe('/login?redirect=%2Frecruiter%2Fdashboard');
      expect(
        await guard(
          config,
          '/recruiter/dashboard',
          `session_token=${await sign({ app: { roles: 'employer' } }, undefined, { issuer: 'https://evil.example' })}`,
        ),
      ).toBe('/login?redirect=%2Frecruiter%2Fdashboard');
      expect(
        await guard(
          config,
          '/recruiter/dashboard',
          `session_token=${await sign({ app: { roles: 'employer' } }, undefined, { ttl: -10 })}`,
        ),
      ).toBe('/login?redirect=%2Frecruiter%2Fdashboard');
      expect(
        await guard(config, '/recruiter/dashboard', `session_token=${await sign({ app: { roles: 'owner' } })}`),
      ).toBe('/login?redirect=%2Frecruiter%2Fdashboard');
      expect(
        await guard(config, '/recruiter/dashboard', `hl_access=${await sign({ app: { roles: 'employer' } })}`),
      ).toBe('/login?redirect=%2Frecruiter%2Fdashboard');
    });
  }

  it('refuses an HS256 token where the backend’s keys are asymmetric (no algorithm confusion)', async () => {
    const { config } = await foreignBackend('RS256');
    const hs = await signAccessToken(env, { userId: 'u1', role: 'recruiter', sessionVersion: 0 });
    expect(await guard(config, '/recruiter/dashboard', `session_token=${hs}`)).toBe(
      '/login?redirect=%2Frecruiter%2Fdashboard',
    );
  });

  it('by default checks this product’s HS256 tokens with the shared secret and their type', async () => {
    const config = edgeEnv(newBackendOrigin());
    const token = await signAccessToken(env, { userId: 'u1', role: 'recruiter', sessionVersion: 0 });
    expect(await guard(config, '/recruiter/dashboard', `hl_access=${token}`)).toBe(200);
    expect(await guard(config, '/dashboard', `hl_access=${token}`)).toBe('/');
    // The same secret and claims with another type (not an access token) do not open a page.
    const other = await new SignJWT({ role: 'Recruiter', sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer(env.JWT_ISSUER)
      .setAudience(env.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    expect(await guard(config, '/recruiter/dashboard', `hl_access=${other}`)).toBe(
      '/login?redirect=%2Frecruiter%2Fdashboard',
    );
  });
});
