/**
 * Deleting a candidate's account, on a confirmation that proves it is them:
 * - an account with a password confirms with it (a wrong one deletes nothing; five wrong ones in
 *   15 minutes and it waits);
 * - a Google-only account confirms with a fresh Google sign-in as the same Google account
 *   (auth/oauth.ts, a one-time code for this user) or with a link emailed to its address (one
 *   hour, once, the newest only).
 * The deletion runs on that confirmation, and its batch queues the email that confirms it and says
 * what is kept for legal reasons.
 */
import {
  ACCOUNT_DELETION_MESSAGES as SAY,
  canWithdraw,
  DELETION_LINK_TTL_MINUTES,
  type DeletionOptions,
} from '../../src/contract';
import { CANDIDATE_APPLICATIONS_LIMIT, listCandidateApplicationsWithJobs, move } from '../applications';
import { audit } from '../audit';
import {
  claimGoogleConfirmation,
  countEvent,
  currentCount,
  findUserById,
  randomToken,
  revokeAllForUser,
  sha256Hex,
  takeAccountMail,
  THROTTLE_WINDOW_MS,
  tooMany,
  type UserRow,
  verifyPassword,
} from '../auth';
import { clock } from '../clock';
import { accountDeletedEmail, deletionLinkEmail, queueEmail, queueEmailIf, sendEmails } from '../email';
import type { Bindings } from '../env';
import { ApiFailure, clientOrigin } from '../http';
import * as store from './store';

/** Wrong passwords per account in THROTTLE_WINDOW_MS before deletion by password waits. */
export const DELETE_PASSWORD_ATTEMPTS = 5;
const LINK_TTL_MS = DELETION_LINK_TTL_MINUTES * 60_000;

const refused = (field: 'password' | 'googleConfirmation' | 'token', message: string) =>
  new ApiFailure(400, message, { [field]: message });

async function activeUser(env: Bindings, userId: string) {
  const row = await findUserById(env.DB, userId);
  if (!row || row.suspended_at) throw new ApiFailure(401, 'Please sign in to continue');
  return row;
}

/** GET /api/candidate/account/deletion: a password account confirms by it, a Google-only one by Google or email. */
export async function deletionOptions(env: Bindings, userId: string): Promise<DeletionOptions> {
  const row = await activeUser(env, userId);
  const password = row.password_hash !== null;
  return { password, google: !password && row.google_sub !== null, emailLink: !password };
}

/** DELETE /api/candidate/account with the password. */
export async function deleteWithPassword(env: Bindings, userId: string, password: string, ip: string | null) {
  const row = await activeUser(env, userId);
  if (!row.password_hash) throw refused('password', SAY.noPassword);
  const now = clock.now();
  const tried = await currentCount(env, 'delete_password', userId, THROTTLE_WINDOW_MS, now);
  if (tried.count >= DELETE_PASSWORD_ATTEMPTS) throw tooMany(SAY.tooManyPasswords, tried.endsAt - now);
  if (!(await verifyPassword(password, row.password_hash, env.PASSWORD_PEPPER))) {
    await countEvent(env, 'delete_password', userId, THROTTLE_WINDOW_MS, now);
    throw refused('password', SAY.wrongPassword);
  }
  await deleteAccount(env, row, 'password', ip);
}

/** DELETE /api/candidate/account with the code of a fresh Google sign-in (a Google-only account). */
export async function deleteWithGoogle(env: Bindings, userId: string, code: string, ip: string | null) {
  const row = await activeUser(env, userId);
  if (row.password_hash) throw refused('googleConfirmation', SAY.usePassword);
  if (!(await claimGoogleConfirmation(env, code, userId))) throw refused('googleConfirmation', SAY.googleMismatch);
  await deleteAccount(env, row, 'google', ip);
}

/** POST /api/candidate/account/deletion-link: emails a Google-only account its confirmation link. */
export async function sendDeletionLink(env: Bindings, userId: string) {
  const row = await activeUser(env, userId);
  if (row.password_hash) throw new ApiFailure(400, SAY.usePassword);
  const now = clock.now();
  if (!(await takeAccountMail(env, row.email, 'owner', now))) throw tooMany(SAY.tooManyLinks, 60 * 60 * 1000);
  const token = randomToken();
  await store.replaceDeletionLink(env.DB, {
    tokenHash: await sha256Hex(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + LINK_TTL_MS).toISOString(),
  });
  const link = `${clientOrigin(env)}/delete-account#token=${token}`;
  const message = deletionLinkEmail({ fullName: row.full_name, link, validMinutes: DELETION_LINK_TTL_MINUTES });
  await queueEmail(env, { to: row.email, kind: 'account_deletion_link', ...message }, new Date(now));
}

/** POST /api/account/deletion: the emailed link's token is the permission (no session needed). */
export async function deleteWithLink(env: Bindings, token: string, ip: string | null) {
  const live = await store.findLiveDeletionLink(env.DB, await sha256Hex(token), clock.iso());
  const row = live ? await findUserById(env.DB, live.user_id) : null;
  // A password added since the link was sent takes over: the link no longer confirms.
  if (!row || row.suspended_at || row.password_hash) throw refused('token', SAY.linkInvalid);
  await deleteAccount(env, row, 'email_link', ip);
}

/** What stays after a deletion, for the email: nothing but what the law or the companies' records need. */
function keptForLegalReasons(counts: { applications: number; reports: number }): string[] {
  return [
    ...(counts.applications
      ? [
          `An anonymous record of your ${counts.applications === 1 ? 'application' : `${counts.applications} applications`} (the job, the status history and the dates, without your name, email, resume or cover letter), so that the hiring company's records of its decisions stay complete.`,
        ]
      : []),
    ...(counts.reports
      ? ['The reports you filed, without your name, for 12 months after they are resolved, to keep the platform safe.']
      : []),
    'Our security log of this deletion and of earlier sign-ins, for 24 months, as our privacy policy says.',
  ];
}

/**
 * Withdraws the candidate's open applications (those made by `upTo` when given), with `note` in
 * each timeline, where the company reads it; answers how many.
 */
export async function withdrawOpenApplications(
  db: D1Database,
  userId: string,
  note: string,
  now: string,
  upTo: string | null = null,
) {
  const applications = await listCandidateApplicationsWithJobs(db, userId, CANDIDATE_APPLICATIONS_LIMIT * 50);
  const open = applications.filter((a) => canWithdraw(a.status) && (upTo === null || a.created_at <= upTo));
  for (const a of open) {
    await move(db, [{ id: a.id, from: a.status }], { to: 'withdrawn', actorId: userId, note, reason: null, now });
  }
  return open.length;
}

/**
 * Open applications are withdrawn (recorded in their timelines), then one batch queues the
 * confirmation email (only while the account is still active, so a repeat queues nothing),
 * anonymises the candidate (store.anonymise) and ends every session; then every file is removed.
 */
async function deleteAccount(env: Bindings, row: UserRow, how: string, ip: string | null): Promise<void> {
  const now = clock.iso();
  await withdrawOpenApplications(env.DB, row.id, 'Account deleted', now);
  const email = accountDeletedEmail({
    fullName: row.full_name,
    kept: keptForLegalReasons(await store.keptCounts(env.DB, row.id)),
  });
  const confirmation = await queueEmailIf(env.DB, { to: row.email, kind: 'account_deleted', ...email }, new Date(now), {
    sql: 'EXISTS (SELECT 1 FROM users WHERE id = ? AND suspended_at IS NULL)',
    values: [row.id],
  });
  // Rows first, files after: a row never points at a deleted file; a file left by a failed
  // removal is no row's, and the cron deletes it (files/orphans.ts).
  const keys = await store.fileKeys(env.DB, row.id);
  await env.DB.batch([
    ...(confirmation ? [confirmation.statement] : []),
    ...store.anonymise(env.DB, row.id, now),
    revokeAllForUser(env.DB, row.id, now),
  ]);
  if (confirmation) await sendEmails(env, [confirmation.id]);
  for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000));
  await audit(
    env,
    {
      actorId: row.id,
      action: 'account_deleted',
      targetType: 'user',
      targetId: row.id,
      detail: { confirmedBy: how },
      ip,
    },
    new Date(now),
  );
}
