/**
 * Forgotten passwords. The link is `${clientOrigin}/reset-password/${userId}/${token}` with a
 * 256-bit token stored as its SHA-256, single use, valid one hour; a new request replaces the
 * previous link. Using it sets the password, verifies the address (the link reached it) and
 * revokes every refresh token of the user, which ends every access token too.
 */
import { MESSAGES } from '../../src/contract';
import { audit } from '../audit';
import { clock } from '../clock';
import { queueEmail, resetPasswordEmail } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin } from '../http';
import { randomToken, sha256Hex } from './crypto';
import { takeAccountMail } from './limits';
import { hashPassword } from './passwords';
import { closeSocketsOf } from './sockets';
import * as store from './store';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Sends a reset link when the email belongs to an active account; does nothing otherwise. The
 * caller answers the same way in both cases and runs this after responding (waitUntil), so
 * neither the answer nor its timing reveals whether the account exists.
 */
export async function sendResetLink(env: Bindings, email: string, now = clock.now()): Promise<void> {
  const row = await store.findUserByEmail(env.DB, email);
  if (!row || row.suspended_at) return;
  if (!(await takeAccountMail(env, row.email, 'anyone', now))) return;
  const token = randomToken();
  await store.replaceResetToken(env.DB, {
    tokenHash: await sha256Hex(token),
    userId: row.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
  });
  const link = `${clientOrigin(env)}/reset-password/${encodeURIComponent(row.id)}/${token}`;
  const message = resetPasswordEmail({
    fullName: row.email_verified_at ? row.full_name : null,
    link,
    validMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  await queueEmail(env, { to: row.email, kind: 'password_reset', ...message }, new Date(now));
}

/** Sets a new password with a valid link; 400 resetFailed for a used, expired or wrong link. */
export async function resetPassword(
  env: Bindings,
  userId: string,
  token: string,
  newPassword: string,
  ip: string,
  now = clock.now(),
) {
  const nowIso = new Date(now).toISOString();
  const claimed = await store.claimResetToken(env.DB, await sha256Hex(token), userId, nowIso);
  if (!claimed) throw new ApiFailure(400, MESSAGES.resetFailed);
  const hash = await hashPassword(newPassword, env.PASSWORD_PEPPER);
  await env.DB.batch([
    store.setPasswordHash(env.DB, userId, hash, nowIso),
    store.markEmailVerified(env.DB, userId, nowIso),
    store.revokeAllForUser(env.DB, userId, nowIso),
  ]);
  await closeSocketsOf(env, userId);
  await audit(
    env,
    { actorId: userId, action: 'password_reset', targetType: 'user', targetId: userId, ip },
    new Date(now),
  );
}
