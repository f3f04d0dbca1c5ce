/**
 * Email verification. Every signup gets a link `${PUBLIC_ORIGIN}/api/auth/verify-email/${userId}/${token}`
 * with a 256-bit token stored as its SHA-256, single use, valid VERIFY_TOKEN_TTL_MS; a new link
 * replaces the previous one, and a link works only for the address it was sent to. Opening it
 * sets users.email_verified_at. Until then the address gets account mail only (email/service.ts).
 */
import { audit } from '../audit';
import { clock } from '../clock';
import { queueEmail, verifyEmailEmail } from '../email';
import type { Bindings } from '../env';
import { publicOrigin } from '../http';
import { randomToken, sha256Hex } from './crypto';
import { type AccountMailAsker, takeAccountMail } from './limits';
import * as store from './store';

export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * Sends a verification link to an active, unverified account, within the account-mail allowance
 * of its address for `asker` (limits.ts); does nothing otherwise. True when a link was queued.
 */
export async function sendVerificationLink(
  env: Bindings,
  userId: string,
  asker: AccountMailAsker,
  now = clock.now(),
): Promise<boolean> {
  const row = await store.findUserById(env.DB, userId);
  if (!row || row.suspended_at || row.email_verified_at) return false;
  if (!(await takeAccountMail(env, row.email, asker, now))) return false;
  const token = randomToken();
  await store.replaceVerificationToken(env.DB, {
    tokenHash: await sha256Hex(token),
    userId: row.id,
    email: row.email,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + VERIFY_TOKEN_TTL_MS).toISOString(),
  });
  const link = `${publicOrigin(env)}/api/auth/verify-email/${encodeURIComponent(row.id)}/${token}`;
  const message = verifyEmailEmail({ link, validHours: VERIFY_TOKEN_TTL_MS / 3_600_000 });
  await queueEmail(env, { to: row.email, kind: 'email_verification', ...message }, new Date(now));
  return true;
}

/** Uses a link; the verified account, or null for a used, expired, replaced or wrong link. */
export async function verifyEmail(
  env: Bindings,
  userId: string,
  token: string,
  now = clock.now(),
): Promise<store.UserRow | null> {
  const nowIso = new Date(now).toISOString();
  if (!(await store.claimVerificationToken(env.DB, await sha256Hex(token), userId, nowIso))) return null;
  await audit(env, { actorId: userId, action: 'email_verified', targetType: 'user', targetId: userId }, new Date(now));
  return store.findUserById(env.DB, userId);
}
