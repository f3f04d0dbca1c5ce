import { errors, jwtVerify, SignJWT } from 'jose';

import { normalizeRole, type Role, roleWord } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';

/** Access tokens live 15 minutes (PRODUCT.md); the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * The lifetime this deployment signs: the variable ACCESS_TOKEN_TTL_SECONDS may shorten it (a test
 * instance that exercises refreshes), never lengthen it; unset or invalid means 15 minutes.
 */
export function accessTokenTtl(env: Pick<Bindings, 'ACCESS_TOKEN_TTL_SECONDS'>): number {
  const value = Number(env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 && value <= ACCESS_TOKEN_TTL_SECONDS ? value : ACCESS_TOKEN_TTL_SECONDS;
}
const TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The user's session version when the token was signed (claim `sv`); see sessionAccount. */
  sessionVersion: number;
}

function key(env: Bindings) {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 256 bits');
  return new TextEncoder().encode(env.JWT_SECRET);
}

export async function signAccessToken(env: Bindings, claims: AccessClaims, now = clock.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ role: roleWord(claims.role), sv: claims.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenTtl(env))
    .sign(key(env));
}

/** Verifies signature, algorithm, issuer, audience, type and expiry; null when any fails. */
export async function verifyAccessToken(env: Bindings, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), {
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      typ: TOKEN_TYPE,
      requiredClaims: ['sub', 'exp', 'iat', 'sv'],
      clockTolerance: 0,
      currentDate: clock.date(),
    });
    // The spec's word (Candidate…) in any case: a backend in proxy mode may write it otherwise.
    const role = normalizeRole(payload.role);
    const sv = payload.sv;
    if (typeof payload.sub !== 'string' || !role) return null;
    if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
    return { userId: payload.sub, role, sessionVersion: sv };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
