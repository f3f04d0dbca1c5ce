import { audit } from '../audit';
import {
  closeSocketsOf,
  findUserById,
  hashPassword,
  revokeAllForUser,
  type SessionGrant,
  setPasswordHash,
  startSession,
  verifyPassword,
} from '../auth';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http';

export const WRONG_PASSWORD = 'Your current password is not correct';
export const NO_PASSWORD =
  'Your account signs in with Google and has no password. Use "Forgot password" on the login page to set one.';
export const PASSWORD_CHANGED = 'Password changed. Other devices have been signed out.';

/**
 * Changes the password after checking the current one. Every refresh token is revoked (other
 * devices are signed out); this device gets a fresh session so it stays signed in.
 */
export async function changePassword(
  env: Bindings,
  userId: string,
  current: string,
  next: string,
  ip: string | null,
): Promise<SessionGrant> {
  const row = await findUserById(env.DB, userId);
  if (!row) throw new ApiFailure(401, 'Please sign in to continue');
  if (!row.password_hash) throw new ApiFailure(400, NO_PASSWORD, { currentPassword: NO_PASSWORD });
  if (!(await verifyPassword(current, row.password_hash, env.PASSWORD_PEPPER)))
    throw new ApiFailure(400, WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  const now = clock.date();
  await env.DB.batch([
    setPasswordHash(env.DB, userId, await hashPassword(next, env.PASSWORD_PEPPER), now.toISOString()),
    revokeAllForUser(env.DB, userId, now.toISOString()),
  ]);
  await closeSocketsOf(env, userId);
  await audit(env, { actorId: userId, action: 'password_change', targetType: 'user', targetId: userId, ip }, now);
  return startSession(env, { ...row, password_hash: null }, now.getTime());
}
