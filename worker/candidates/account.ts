import { canWithdraw } from '../../src/contract';
import { CANDIDATE_APPLICATIONS_LIMIT } from '../applications/candidate-service';
import { listCandidateApplicationsWithJobs, moveApplication } from '../applications/store';
import { audit } from '../audit/store';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { type SessionGrant, startSession } from '../auth/service';
import { closeSocketsOf } from '../auth/sockets';
import * as users from '../auth/store';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http/errors';
import { getProfile } from './service';
import * as store from './store';

export const ACCOUNT_DELETED = 'Your account and your data have been deleted.';
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
  const row = await users.findUserById(env.DB, userId);
  if (!row) throw new ApiFailure(401, 'Please sign in to continue');
  if (!row.password_hash) throw new ApiFailure(400, NO_PASSWORD, { currentPassword: NO_PASSWORD });
  if (!(await verifyPassword(current, row.password_hash, env.PASSWORD_PEPPER)))
    throw new ApiFailure(400, WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  const now = clock.date();
  await env.DB.batch([
    users.setPasswordHash(env.DB, userId, await hashPassword(next, env.PASSWORD_PEPPER), now.toISOString()),
    users.revokeAllForUser(env.DB, userId, now.toISOString()),
  ]);
  await closeSocketsOf(env, userId);
  await audit(env, { actorId: userId, action: 'password_change', targetType: 'user', targetId: userId, ip }, now);
  return startSession(env, { ...row, password_hash: null }, now.getTime());
}

/** GET /api/candidate/export: everything stored about the candidate, as JSON. */
export async function exportData(db: D1Database, userId: string) {
  const [profile, rows] = await Promise.all([getProfile(db, userId), store.exportRows(db, userId)]);
  const applications = rows.applications.map((a) => ({
    ...a,
    ats_breakdown: JSON.parse(String(a.ats_breakdown || 'null')),
    timeline: rows.events.filter((e) => e.application_id === a.id),
  }));
  return {
    exportedAt: clock.iso(),
    account: rows.user,
    profile,
    resumes: rows.resumes,
    applications,
    alerts: rows.alerts,
    selfIdentification: rows.selfIdentification,
  };
}

/**
 * Deletes a candidate's account: open applications are withdrawn (recorded in their timelines),
 * the user is anonymised (see store.anonymise) and then every file is removed from R2.
 */
export async function deleteAccount(env: Bindings, userId: string, ip: string | null): Promise<void> {
  const now = clock.iso();
  const applications = await listCandidateApplicationsWithJobs(env.DB, userId, CANDIDATE_APPLICATIONS_LIMIT * 50);
  for (const a of applications.filter((a) => canWithdraw(a.status))) {
    await moveApplication(env.DB, {
      id: a.id,
      from: a.status,
      to: 'withdrawn',
      actorId: userId,
      note: 'Account deleted',
      reason: null,
      now,
    });
  }
  // Rows first, files after: a row never points at a deleted file; a file left by a failed
  // removal is no row's, and the cron deletes it (files/orphans.ts).
  const keys = await store.fileKeys(env.DB, userId);
  await env.DB.batch([...store.anonymise(env.DB, userId, now), users.revokeAllForUser(env.DB, userId, now)]);
  for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000));
  await audit(
    env,
    { actorId: userId, action: 'account_deleted', targetType: 'user', targetId: userId, ip },
    new Date(now),
  );
}
