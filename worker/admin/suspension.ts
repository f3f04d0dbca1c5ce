/**
 * Suspending and restoring an account: the one place that says what either does, used by a report's
 * action (worker/reports/moderation.ts) and by the user directory (`/api/admin/users/{id}/*`).
 */
import { ACCOUNT_MESSAGES, type AdminUser } from '../../src/contract';
import { auditStatement } from '../audit';
import { closeSocketsOf, revokeAllForUser, type SessionUser, setSuspendedStatement } from '../auth';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http';
import { closeOpenJobsOfRecruiterStatement } from '../jobs';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import { toAdminUser } from './service';
import { findDirectoryRow } from './store';

/** A suspension: the account is marked, its sessions end, and its open jobs close. */
export function suspendStatements(db: D1Database, userId: string, now: string): D1PreparedStatement[] {
  return [
    setSuspendedStatement(db, userId, now, now),
    revokeAllForUser(db, userId, now),
    closeOpenJobsOfRecruiterStatement(db, userId, now),
  ];
}

/** A restore lifts the mark only: closed jobs stay closed for their recruiter to reopen. */
export function restoreStatements(db: D1Database, userId: string, now: string): D1PreparedStatement[] {
  return [setSuspendedStatement(db, userId, null, now)];
}

/**
 * An admin suspends (or restores) an account from the directory: the change, its audit row and the
 * notice that tells the holder (`account_status`) land in one batch, then a suspended account's
 * sockets close. Answers the account and the notice's id, for the delivery queue.
 */
export async function setAccountSuspended(
  env: Pick<Bindings, 'DB' | 'CONVERSATION_ROOMS'>,
  admin: SessionUser,
  userId: string,
  suspend: boolean,
  ip: string | null,
): Promise<{ user: AdminUser; notices: string[] }> {
  const db = env.DB;
  const user = await findDirectoryRow(db, userId);
  if (!user) throw notFound(ACCOUNT_MESSAGES.notFound);
  if (suspend && user.role === 'admin') throw new ApiFailure(400, ACCOUNT_MESSAGES.adminNotSuspendable);
  if (suspend && user.suspended_at) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadySuspended);
  if (!suspend && !user.suspended_at) throw new ApiFailure(409, ACCOUNT_MESSAGES.notSuspended);

  const now = clock.date();
  const iso = now.toISOString();
  const told = noticeIntent(db, 'account_status', userId, now, { suspended: suspend });
  await db.batch([
    ...(suspend ? suspendStatements(db, userId, iso) : restoreStatements(db, userId, iso)),
    auditStatement(
      db,
      {
        actorId: admin.id,
        action: suspend ? 'user_suspended' : 'user_reinstated',
        targetType: 'user',
        targetId: userId,
        ip,
      },
      now,
    ),
    told.statement,
  ]);
  // A suspended account's open conversation sockets close now.
  if (suspend) await closeSocketsOf(env, userId);
  return { user: toAdminUser((await findDirectoryRow(db, userId))!), notices: [told.id] };
}

/** The `account_status` notice: the holder is told their account was suspended or restored from the directory. */
export async function announceAccountStatus(
  env: NoticeEnv,
  userId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await notify(
    env,
    userId,
    detail.suspended
      ? {
          kind: 'account_suspended',
          title: 'Your account was suspended',
          body: 'The Hireloop team suspended your account. Contact support if you think this is a mistake.',
        }
      : { kind: 'reinstated', title: 'Reinstated after review', body: 'The Hireloop team restored your account.' },
    now,
  );
}
