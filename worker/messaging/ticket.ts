import { errors, jwtVerify, SignJWT } from 'jose';

import { SOCKET_TICKET_TTL_SECONDS } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';

/**
 * Browsers cannot set an Authorization header on a WebSocket, so the client first asks for a
 * ticket with its access token, then opens /socket?ticket=…. A ticket names one user, one
 * conversation and the session version of the access token it was asked with (so it dies with
 * that session), lives a minute and works once (its `jti`, claimed in D1 by `openSocket`); its own
 * `typ` keeps it from passing as an access token.
 */
const TICKET_TYPE = 'ws-ticket+jwt';

const key = (env: Bindings) => new TextEncoder().encode(env.JWT_SECRET);

export interface TicketHolder {
  id: string;
  sessionVersion: number;
}

export function signSocketTicket(
  env: Bindings,
  user: TicketHolder,
  conversationId: string,
  now = clock.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ cid: conversationId, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYPE })
    .setSubject(user.id)
    .setJti(crypto.randomUUID())
    .setIssuer(env.JWT_ISSUER)
    .setAudience(env.JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SOCKET_TICKET_TTL_SECONDS)
    .sign(key(env));
}

/** What a valid ticket for this conversation says: its holder, its id and when it expires; null otherwise. */
export async function verifySocketTicket(
  env: Bindings,
  ticket: string,
  conversationId: string,
): Promise<(TicketHolder & { ticketId: string; expiresAt: string }) | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(env), {
      algorithms: ['HS256'],
      issuer: env.JWT_ISSUER,
      audience: env.JWT_AUDIENCE,
      typ: TICKET_TYPE,
      requiredClaims: ['sub', 'exp', 'jti'],
      currentDate: clock.date(),
    });
    const { cid, sv, sub, jti, exp } = payload;
    if (cid !== conversationId || typeof sub !== 'string' || typeof jti !== 'string' || !Number.isSafeInteger(sv))
      return null;
    return { id: sub, sessionVersion: sv as number, ticketId: jti, expiresAt: new Date(exp! * 1000).toISOString() };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
