/**
 * A signed-in user changes their password: the current one must match. Any role can use it (the
 * recruiter settings route does). Other signed-in sessions are kept: the session making the change
 * stays signed in, and a forgotten password still goes through the reset link, which revokes all.
 */
import { audit } from '../audit/store';
import type { Bindings } from '../env';
import { ApiFailure } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import * as store from './store';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const NO_PASSWORD_YET = 'This account signs in with Google and has no password. Use "Forgot password" on the sign-in page to set one.';

export async function changePassword(env: Bindings, userId: string, current: string, next: string, ip: string, now = Date.now()): Promise<void> {
  const row = await store.findUserById(env.DB, userId);
  if (!row?.password_hash) throw new ApiFailure(400, NO_PASSWORD_YET);
  if (!(await verifyPassword(current, row.password_hash, env.PASSWORD_PEPPER))) {
    throw new ApiFailure(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const nowIso = new Date(now).toISOString();
  await store.setPasswordHash(env.DB, userId, await hashPassword(next, env.PASSWORD_PEPPER), nowIso).run();
  await audit(env, { actorId: userId, action: 'password_changed', targetType: 'user', targetId: userId, ip }, new Date(now));
}
