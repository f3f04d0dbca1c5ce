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
}

const USER_COLUMNS = 'id, email, full_name, role, password_hash, google_sub, provider, suspended_at';

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
}

/** Inserts a user; false when the email (or Google subject) is already taken. */
export async function insertUser(db: D1Database, user: NewUser): Promise<boolean> {
  try {
    await db
      .prepare('INSERT INTO users (id, email, full_name, role, password_hash, google_sub, provider) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(user.id, user.email, user.fullName, user.role, user.passwordHash, user.googleSub, user.provider)
      .run();
    return true;
  } catch (err) {
    if (String(err).includes('UNIQUE constraint failed')) return false;
    throw err;
  }
}

export async function linkGoogleAccount(db: D1Database, userId: string, sub: string, now: string) {
  await db.prepare('UPDATE users SET google_sub = ?, updated_at = ? WHERE id = ? AND google_sub IS NULL').bind(sub, now, userId).run();
}

// ---- Refresh tokens -------------------------------------------------------------------------

export interface RefreshRow {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export function insertRefreshToken(
  db: D1Database,
  row: { id: string; tokenHash: string; familyId: string; userId: string; createdAt: string; expiresAt: string },
) {
  return db
    .prepare('INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.tokenHash, row.familyId, row.userId, row.createdAt, row.expiresAt);
}

export function findRefreshToken(db: D1Database, tokenHash: string) {
  return db
    .prepare('SELECT id, family_id, user_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = ?')
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
    db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL').bind(next.createdAt, usedId),
    db
      .prepare(
        `INSERT INTO refresh_tokens (id, token_hash, family_id, user_id, created_at, expires_at)
         SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(next.id, next.tokenHash, next.familyId, next.userId, next.createdAt, next.expiresAt),
  ]);
  return claim?.meta.changes === 1;
}

/** True when the family still has a token that can be rotated (not used, revoked or expired). */
export async function familyHasLiveToken(db: D1Database, familyId: string, now: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS live FROM refresh_tokens WHERE family_id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ? LIMIT 1')
    .bind(familyId, now)
    .first();
  return row !== null;
}

export function revokeFamily(db: D1Database, familyId: string, now: string) {
  return db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL').bind(now, familyId);
}

export function revokeAllForUser(db: D1Database, userId: string, now: string) {
  return db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId);
}

// ---- Password resets ------------------------------------------------------------------------

/** A new link replaces any earlier unused one: only the latest email works. */
export async function replaceResetToken(db: D1Database, row: { tokenHash: string; userId: string; createdAt: string; expiresAt: string }) {
  await db.batch([
    db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(row.createdAt, row.userId),
    db
      .prepare('INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(row.tokenHash, row.userId, row.createdAt, row.expiresAt),
  ]);
}

/**
 * Uses a reset token in one conditional UPDATE, so of two concurrent requests exactly one wins.
 * Suspended users cannot reset.
 */
export async function claimResetToken(db: D1Database, tokenHash: string, userId: string, now: string): Promise<boolean> {
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

// ---- Login throttling -----------------------------------------------------------------------

export type ThrottleScope = 'account' | 'address';

export function findThrottle(db: D1Database, scope: ThrottleScope, key: string) {
  return db
    .prepare('SELECT failures, window_started_at FROM login_throttle WHERE scope = ? AND key = ?')
    .bind(scope, key)
    .first<{ failures: number; window_started_at: string }>();
}

/** Counts one failure, starting a new window when the old one began before `windowStart`. */
export async function addFailure(db: D1Database, scope: ThrottleScope, key: string, now: string, windowStart: string) {
  const row = await db
    .prepare(
      `INSERT INTO login_throttle (scope, key, failures, window_started_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE WHEN window_started_at <= ? THEN 1 ELSE failures + 1 END,
         window_started_at = CASE WHEN window_started_at <= ? THEN excluded.window_started_at ELSE window_started_at END
       RETURNING failures`,
    )
    .bind(scope, key, now, windowStart, windowStart)
    .first<{ failures: number }>();
  return row?.failures ?? 1;
}

export async function clearFailures(db: D1Database, scope: ThrottleScope, key: string) {
  await db.prepare('DELETE FROM login_throttle WHERE scope = ? AND key = ?').bind(scope, key).run();
}
