/** The SQL of the accounts area: users, refresh tokens, password resets and login throttling. */
import type { Role } from '../../src/contract';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  password_hash: string | null;
  google_sub: string | null;
  provider: 'password' | 'google';
  suspended_at: string | null;
  /** Bumped whenever sessions end; access tokens carry it (see migrations/0070_trust.sql). */
  session_version: number;
  email_verified_at: string | null;
  /** The zone the user chose or their browser gave; null when neither did. */
  time_zone: string | null;
  /** Their company's zone, for a recruiter without one of their own (see companyZoneSql). */
  company_time_zone: string | null;
}

/**
 * A company's zone, the fallback of its recruiters who have none (src/contract/time.ts): the zone
 * of its earliest recruiter who has one (companies store none of their own). `companyId` is an SQL
 * expression; null for no company.
 */
export const companyZoneSql = (companyId: string) =>
  `(SELECT z.time_zone FROM recruiter_profiles rz JOIN users z ON z.id = rz.user_id WHERE rz.company_id = ${companyId} AND z.time_zone IS NOT NULL ORDER BY z.created_at, z.id LIMIT 1)`;

const USER_COLUMNS = `id, email, full_name, role, password_hash, google_sub, provider, suspended_at, session_version, email_verified_at, time_zone, ${companyZoneSql('(SELECT company_id FROM recruiter_profiles WHERE user_id = users.id)')} AS company_time_zone`;

export function findUserById(db: D1Database, id: string) {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).bind(id).first<UserRow>();
}

/** Emails compare case-insensitively (the column is COLLATE NOCASE). */
export function findUserByEmail(db: D1Database, email: string) {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).bind(email).first<UserRow>();
}

export function findUserByGoogleSub(db: D1Database, sub: string) {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE google_sub = ?`).bind(sub).first<UserRow>();
}

export interface NewUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  passwordHash: string | null;
  googleSub: string | null;
  provider: 'password' | 'google';
  /** Set for accounts whose address is proven at creation (Google, seeds); null after a signup. */
  emailVerifiedAt?: string | null;
  /** The browser's zone at sign-up, when it gave one. */
  timeZone?: string | null;
}

/** Inserts a user; false when the email (or Google subject) is already taken. */
export async function insertUser(db: D1Database, user: NewUser): Promise<boolean> {
  try {
    await db
      .prepare(
        'INSERT INTO users (id, email, full_name, role, password_hash, google_sub, provider, email_verified_at, time_zone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        user.id,
        user.email,
        user.fullName,
        user.role,
        user.passwordHash,
        user.googleSub,
        user.provider,
        user.emailVerifiedAt ?? null,
        user.timeZone ?? null,
      )
      .run();
    return true;
  } catch (err) {
    if (String(err).includes('UNIQUE constraint failed')) return false;
    throw err;
  }
}

export async function linkGoogleAccount(db: D1Database, userId: string, sub: string, now: string) {
  await db
    .prepare('UPDATE users SET google_sub = ?, updated_at = ? WHERE id = ? AND google_sub IS NULL')
    .bind(sub, now, userId)
    .run();
}

/** Google proved the address of an unverified candidate: verified, linked, password gone, sessions ended. */
export function takeOverUnverified(db: D1Database, userId: string, sub: string, now: string) {
  return [
    db
      .prepare(
        'UPDATE users SET google_sub = ?, email_verified_at = ?, password_hash = NULL, updated_at = ? WHERE id = ? AND email_verified_at IS NULL AND google_sub IS NULL',
      )
      .bind(sub, now, now, userId),
    revokeAllForUser(db, userId, now),
  ];
}

/** An unverified staff account on an address Google proved: suspended, emptied, its email freed. */
export function disableUnverified(db: D1Database, userId: string, now: string) {
  return [
    db
      .prepare(
        "UPDATE users SET email = id || '@disabled.invalid', password_hash = NULL, suspended_at = ?, updated_at = ? WHERE id = ? AND email_verified_at IS NULL",
      )
      .bind(now, now, userId),
    revokeAllForUser(db, userId, now),
  ];
}

// ---- Email verification ---------------------------------------------------------------------

/** A new link replaces any earlier unused one: only the latest email works. */
export async function replaceVerificationToken(
  db: D1Database,
  row: { tokenHash: string; userId: string; email: string; createdAt: string; expiresAt: string },
) {
  await db.batch([
    db
      .prepare('UPDATE email_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
      .bind(row.createdAt, row.userId),
    db
      .prepare(
        'INSERT INTO email_verifications (token_hash, user_id, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(row.tokenHash, row.userId, row.email, row.createdAt, row.expiresAt),
  ]);
}

/**
 * Uses a verification token in one conditional UPDATE (it must have been sent to the account's
 * current address, and the account must not be suspended) and marks the address verified in the
 * same batch: the token is never spent without the address verified. True when this use won.
 */
export async function claimVerificationToken(
  db: D1Database,
  tokenHash: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const [claimed] = await db.batch([
    db
      .prepare(
        `UPDATE email_verifications SET used_at = ?1
         WHERE token_hash = ?2 AND user_id = ?3 AND used_at IS NULL AND expires_at > ?1
           AND email = (SELECT email FROM users WHERE id = ?3 AND suspended_at IS NULL)`,
      )
      .bind(now, tokenHash, userId),
    db
      .prepare(
        `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?1), updated_at = ?1
         WHERE id = ?2 AND EXISTS (SELECT 1 FROM email_verifications WHERE token_hash = ?3 AND user_id = ?2 AND used_at = ?1)`,
      )
      .bind(now, userId, tokenHash),
  ]);
  return claimed?.meta.changes === 1;
}

/** The owner of the address proved it (a verification link, a reset link, an accepted invitation). */
/** Settings: the zone the user reads times in. */
export function setTimeZone(db: D1Database, userId: string, zone: string) {
  return db.prepare('UPDATE users SET time_zone = ? WHERE id = ?').bind(zone, userId).run();
}

/** A sign-in's browser zone, kept only when the account has none yet: a zone chosen before wins. */
export function adoptTimeZone(db: D1Database, userId: string, zone: string) {
  return db.prepare('UPDATE users SET time_zone = ? WHERE id = ? AND time_zone IS NULL').bind(zone, userId).run();
}

export function markEmailVerified(db: D1Database, userId: string, now: string) {
  return db
    .prepare('UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?1), updated_at = ?1 WHERE id = ?2')
    .bind(now, userId);
}

// ---- One-time Google codes ------------------------------------------------------------------

export async function insertOAuthCode(
  db: D1Database,
  row: { codeHash: string; userId: string; bindingHash: string; expiresAt: string },
) {
  await db
    .prepare('INSERT INTO oauth_codes (code_hash, user_id, binding_hash, expires_at) VALUES (?, ?, ?, ?)')
    .bind(row.codeHash, row.userId, row.bindingHash, row.expiresAt)
    .run();
}

/** Uses a code in one conditional UPDATE: of two attempts exactly one gets the row. */
export function claimOAuthCode(db: D1Database, codeHash: string, now: string) {
  return db
    .prepare(
      'UPDATE oauth_codes SET used_at = ?1 WHERE code_hash = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id, binding_hash',
    )
    .bind(now, codeHash)
    .first<{ user_id: string; binding_hash: string }>();
}

// ---- Refresh tokens -------------------------------------------------------------------------

export interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  replaced_by: string | null;
}

export function insertRefreshToken(
  db: D1Database,
  row: { id: string; tokenHash: string; familyId: string; userId: string; createdAt: string; expiresAt: string },
) {
  return db
    .prepare(
      'INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(row.id, row.tokenHash, row.familyId, row.userId, row.createdAt, row.expiresAt);
}

export function findRefreshToken(db: D1Database, tokenHash: string) {
  return db
    .prepare(
      'SELECT id, family_id, user_id, expires_at, used_at, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = ?',
    )
    .bind(tokenHash)
    .first<RefreshRow>();
}

/**
 * Marks a token used and inserts its successor in one batch (a transaction); the insert happens
 * only if this UPDATE changed the row, so of two concurrent rotations exactly one wins.
 */
export async function rotateRefreshToken(
  db: D1Database,
  usedId: string,
  next: { id: string; tokenHash: string; familyId: string; userId: string; createdAt: string; expiresAt: string },
): Promise<boolean> {
  const [claim] = await db.batch([
    db
      .prepare(
        'UPDATE refresh_tokens SET used_at = ?, replaced_by = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL',
      )
      .bind(next.createdAt, next.id, usedId),
    db
      .prepare(
        `INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, created_at, expires_at)
         SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(next.id, next.tokenHash, next.familyId, next.userId, next.createdAt, next.expiresAt),
  ]);
  return claim?.meta.changes === 1;
}

/** True when the token `id` can still be rotated (not used, revoked or expired). */
export async function isLiveToken(db: D1Database, id: string, now: string): Promise<boolean> {
  const row = await db
    .prepare(
      'SELECT 1 AS live FROM refresh_tokens WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?',
    )
    .bind(id, now)
    .first();
  return row !== null;
}

export function readSessionVersion(db: D1Database, userId: string) {
  return db.prepare('SELECT session_version FROM users WHERE id = ?').bind(userId).first<number>('session_version');
}

export function revokeFamily(db: D1Database, familyId: string, now: string) {
  return db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
    .bind(now, familyId);
}

export function revokeAllForUser(db: D1Database, userId: string, now: string) {
  return db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
    .bind(now, userId);
}

// ---- Password resets ------------------------------------------------------------------------

/** A new link replaces any earlier unused one: only the latest email works. */
export async function replaceResetToken(
  db: D1Database,
  row: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
) {
  await db.batch([
    db
      .prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL')
      .bind(row.createdAt, row.userId),
    db
      .prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(row.tokenHash, row.userId, row.createdAt, row.expiresAt),
  ]);
}

/**
 * Uses a reset token in one conditional UPDATE, so of two concurrent requests exactly one wins.
 * Suspended users cannot reset.
 */
export async function claimResetToken(
  db: D1Database,
  tokenHash: string,
  userId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE password_resets SET used_at = ?
       WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?
         AND user_id IN (SELECT id FROM users WHERE suspended_at IS NULL)`,
    )
    .bind(now, tokenHash, userId, now)
    .run();
  return result.meta.changes === 1;
}

export function setPasswordHash(db: D1Database, userId: string, hash: string, now: string) {
  return db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').bind(hash, now, userId);
}

// ---- Rate limits ----------------------------------------------------------------------------

/**
 * Counts one event for (scope, key) in a fixed window, starting a new window when the old one
 * began before `windowStart`; returns the count and when the window began.
 */
export async function countEvent(db: D1Database, scope: string, key: string, now: string, windowStart: string) {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (scope, key, count, window_started_at) VALUES (?1, ?2, 1, ?3)
       ON CONFLICT (scope, key) DO UPDATE SET
         count = CASE WHEN window_started_at <= ?4 THEN 1 ELSE count + 1 END,
         window_started_at = CASE WHEN window_started_at <= ?4 THEN excluded.window_started_at ELSE window_started_at END
       RETURNING count, window_started_at`,
    )
    .bind(scope, key, now, windowStart)
    .first<{ count: number; window_started_at: string }>();
  return row ?? { count: 1, window_started_at: now };
}

export function findCount(db: D1Database, scope: string, key: string) {
  return db
    .prepare('SELECT count, window_started_at FROM rate_limits WHERE scope = ? AND key = ?')
    .bind(scope, key)
    .first<{ count: number; window_started_at: string }>();
}

export async function clearCount(db: D1Database, scope: string, key: string) {
  await db.prepare('DELETE FROM rate_limits WHERE scope = ? AND key = ?').bind(scope, key).run();
}

/** The registry of open sockets (worker/auth/sockets.ts): a user's socket to a conversation is open. */
export function markSocketOpen(db: D1Database, userId: string, conversationId: string, now: string) {
  return db
    .prepare(
      `INSERT INTO open_sockets (user_id, conversation_id, opened_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, conversation_id) DO UPDATE SET opened_at = excluded.opened_at`,
    )
    .bind(userId, conversationId, now)
    .run();
}

/** The user has no socket left open to the conversation; one opened at or after `before` stays listed. */
export function markSocketsClosed(db: D1Database, userId: string, conversationIds: string[], before: string) {
  return db
    .prepare(
      `DELETE FROM open_sockets WHERE user_id = ? AND opened_at < ?
       AND conversation_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(userId, before, JSON.stringify(conversationIds))
    .run();
}

export async function openSocketsOf(db: D1Database, userId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT conversation_id FROM open_sockets WHERE user_id = ?')
    .bind(userId)
    .all<{ conversation_id: string }>();
  return results.map((r) => r.conversation_id);
}

/** The user row keeps only an id (applications reference it) and can never sign in again: account deletion (worker/privacy). */
export function anonymiseUser(db: D1Database, userId: string, now: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE users SET email = ?, full_name = 'Deleted candidate', password_hash = NULL, google_sub = NULL, suspended_at = ?, updated_at = ? WHERE id = ?",
    )
    .bind(`deleted-${userId}@deleted.invalid`, now, now, userId);
}

/** Sets (a time) or clears (null) an account's suspension (worker/admin). */
export function setSuspendedStatement(db: D1Database, userId: string, suspendedAt: string | null, now: string) {
  return db.prepare('UPDATE users SET suspended_at = ?, updated_at = ? WHERE id = ?').bind(suspendedAt, now, userId);
}

/** The name a user gives on their profile (worker/candidates, worker/recruiters). */
export function renameUser(db: D1Database, userId: string, fullName: string, now: string) {
  return db.prepare('UPDATE users SET full_name = ?, updated_at = ? WHERE id = ?').bind(fullName, now, userId);
}

/**
 * Access tokens issued before fail at once: the session version goes up, only when the statement
 * before it in the batch changed a row (worker/team's removal of a member).
 */
export function bumpSessionIfChanged(db: D1Database, userId: string) {
  return db
    .prepare('UPDATE users SET session_version = session_version + 1 WHERE id = ? AND changes() > 0')
    .bind(userId);
}
