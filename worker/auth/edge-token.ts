/**
 * Proxy mode: how the edge reads a role from the backend's access token, before a guarded page is
 * served. The backend still checks its own tokens on every API call; the edge checks the signature,
 * issuer, audience, expiry and (optionally) the type, and reads the role. Configuration:
 *
 * - EDGE_TOKEN_ALG: HS256 (default; the key is JWT_SECRET, shared with the backend), RS256 or
 *   ES256 (the keys come from EDGE_JWKS_URL, fetched and cached per isolate by jose);
 * - JWT_ISSUER, JWT_AUDIENCE: the backend's `iss` and `aud` (empty: not checked);
 * - EDGE_TOKEN_TYP: the header `typ` required (default at+jwt, this product's; empty: not checked);
 * - EDGE_ACCESS_COOKIE: the cookie carrying the token (default hl_access);
 * - EDGE_ROLE_CLAIM: the claim holding the role, a dotted path for a nested one (default role); a
 *   list counts by its first role word;
 * - EDGE_ROLE_WORDS: the backend's own words, `word=role` pairs separated by commas
 *   (e.g. `applicant=candidate,employer=recruiter,staff=admin`). Words compare in any case, and
 *   candidate, recruiter and admin always name themselves.
 */
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

import { normalizeRole, type Role } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ACCESS_COOKIE } from './cookies';

export const EDGE_TOKEN_ALGORITHMS = ['HS256', 'RS256', 'ES256'] as const;
export const DEFAULT_TOKEN_TYP = 'at+jwt';
export const DEFAULT_ROLE_CLAIM = 'role';

type EdgeTokenEnv = Pick<
  Bindings,
  | 'JWT_SECRET'
  | 'JWT_ISSUER'
  | 'JWT_AUDIENCE'
  | 'EDGE_TOKEN_ALG'
  | 'EDGE_JWKS_URL'
  | 'EDGE_TOKEN_TYP'
  | 'EDGE_ACCESS_COOKIE'
  | 'EDGE_ROLE_CLAIM'
  | 'EDGE_ROLE_WORDS'
>;

/** The cookie the edge reads the access token from. */
export const edgeAccessCookie = (env: Pick<Bindings, 'EDGE_ACCESS_COOKIE'>) => env.EDGE_ACCESS_COOKIE || ACCESS_COOKIE;

/** EDGE_ROLE_WORDS as a lookup from a lower-cased word to a role. */
export function roleWords(value: string | undefined): Map<string, Role> {
  const words = new Map<string, Role>();
  for (const pair of (value ?? '').split(',')) {
    const [word, role] = pair.split('=').map((part) => part.trim());
    const known = normalizeRole(role);
    if (!word || !known) continue;
    words.set(word.toLowerCase(), known);
  }
  return words;
}

function roleOf(value: unknown, words: Map<string, Role>): Role | null {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item !== 'string') continue;
    const role = words.get(item.trim().toLowerCase()) ?? normalizeRole(item);
    if (role) return role;
  }
  return null;
}

const claimAt = (payload: JWTPayload, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      payload,
    );

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function verificationKey(env: EdgeTokenEnv, alg: string) {
  if (alg === 'HS256') {
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 256 bits');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  if (!env.EDGE_JWKS_URL) throw new Error(`EDGE_TOKEN_ALG ${alg} needs EDGE_JWKS_URL`);
  let keys = keySets.get(env.EDGE_JWKS_URL);
  if (!keys) keySets.set(env.EDGE_JWKS_URL, (keys = createRemoteJWKSet(new URL(env.EDGE_JWKS_URL))));
  return keys;
}

/** The role in a valid access token of the backend, else null. A configuration error throws. */
export async function edgeTokenRole(env: EdgeTokenEnv, token: string): Promise<Role | null> {
  const alg = (env.EDGE_TOKEN_ALG || 'HS256').toUpperCase();
  if (!(EDGE_TOKEN_ALGORITHMS as readonly string[]).includes(alg))
    throw new Error(`EDGE_TOKEN_ALG must be one of ${EDGE_TOKEN_ALGORITHMS.join(', ')}`);
  const key = verificationKey(env, alg);
  const typ = env.EDGE_TOKEN_TYP ?? DEFAULT_TOKEN_TYP;
  try {
    const options = {
      algorithms: [alg],
      issuer: env.JWT_ISSUER || undefined,
      audience: env.JWT_AUDIENCE || undefined,
      typ: typ || undefined,
      requiredClaims: ['sub', 'exp'],
      clockTolerance: 0,
      currentDate: clock.date(),
    };
    const { payload } =
      key instanceof Uint8Array ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    return roleOf(claimAt(payload, env.EDGE_ROLE_CLAIM || DEFAULT_ROLE_CLAIM), roleWords(env.EDGE_ROLE_WORDS));
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
