import { errors, jwtVerify, SignJWT } from 'jose';

import { SOCKET_TICKET_TTL_SECONDS } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';

/**
 * Browsers cannot set an Authorization header on a WebSocket, so the client first asks for a
 * ticket with its access token, then opens /socket?ticket=…. A ticket names one user and one
 * conversation and lives a minute; its own `typ` keeps it from passing as an access token.
 */
const TICKET_TYPE = 'ws-ticket+jwt';

const key = (env: Bindings) => new TextEncoder().encode(env.JWT_SECRET);

export function signSocketTicket(
  env: Bindings,
  userId: string,
  conversationId: string,
  now = clock.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ cid: conversationId })
    .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYPE })
    .setSubject(userId)
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SOCKET_TICKET_TTL_SECONDS)
    .sign(key(env));
}

/** The user the ticket was issued to, when it is valid for this conversation; null otherwise. */
export async function verifySocketTicket(
  env: Bindings,
  ticket: string,
  conversationId: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(env), {
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      typ: TICKET_TYPE,
      requiredClaims: ['sub', 'exp'],
      currentDate: clock.date(),
    });
    return payload.cid === conversationId && typeof payload.sub === 'string' ? payload.sub : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
