import { bumpSessionIfChanged, markEmailVerified, revokeAllForUser } from '../auth';
import { joinCompanyStatement, leaveCompanyStatement } from '../recruiters';

/** The SQL of teams: company membership and ownership, invitations, and notes on applications. */

export interface InviteRow {
  id: string;
  company_id: string;
  inviter_id: string;
  email: string;
  created_at: string;
  expires_at: string;
}

/** The company a recruiter belongs to, its name and owner, or null without one. */
export function membership(db: D1Database, userId: string) {
  return db
    .prepare(
      `SELECT c.id AS company_id, c.name AS company_name, c.owner_id, u.email_verified_at IS NOT NULL AS email_verified, u.full_name
       FROM recruiter_profiles rp JOIN companies c ON c.id = rp.company_id JOIN users u ON u.id = rp.user_id WHERE rp.user_id = ?`,
    )
    .bind(userId)
    .first<{
      company_id: string;
      company_name: string;
      owner_id: string | null;
      email_verified: number;
      full_name: string;
    }>();
}

/** The active recruiters of a company, owner first, then by name. */
export async function listMembers(db: D1Database, companyId: string) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.full_name, u.email, c.owner_id = u.id AS owner FROM recruiter_profiles rp JOIN users u ON u.id = rp.user_id JOIN companies c ON c.id = rp.company_id
       WHERE rp.company_id = ? AND u.suspended_at IS NULL ORDER BY owner DESC, u.full_name, u.id`,
    )
    .bind(companyId)
    .all<{ id: string; full_name: string; email: string; owner: number }>();
  return results;
}

/** Which of the given users are active recruiters of the company, with their names, emails and mention-email switch. */
export async function membersAmong(db: D1Database, companyId: string, ids: string[]) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.full_name, u.email, rp.notify_mention FROM json_each(?1) ids CROSS JOIN recruiter_profiles rp ON rp.user_id = ids.value JOIN users u ON u.id = rp.user_id
       WHERE rp.company_id = ?2 AND u.suspended_at IS NULL`,
    )
    .bind(JSON.stringify(ids), companyId)
    .all<{ id: string; full_name: string; email: string; notify_mention: number }>();
  return results;
}

/** How many members other than `userId` the company has. */
export async function otherMemberCount(db: D1Database, companyId: string, userId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM recruiter_profiles WHERE company_id = ? AND user_id != ?')
    .bind(companyId, userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const OPEN = 'accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?';

/** The company's open invitations, newest first, with who sent each. */
export async function listOpenInvites(db: D1Database, companyId: string, now: string) {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.email, i.created_at, i.expires_at, u.full_name AS inviter_name FROM company_invites i JOIN users u ON u.id = i.inviter_id
       WHERE i.company_id = ? AND i.${OPEN.replaceAll(' AND ', ' AND i.')} ORDER BY i.created_at DESC, i.rowid DESC`,
    )
    .bind(companyId, now)
    .all<{ id: string; email: string; created_at: string; expires_at: string; inviter_name: string }>();
  return results;
}

export async function countOpenInvites(db: D1Database, companyId: string, now: string): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM company_invites WHERE company_id = ? AND ${OPEN}`)
    .bind(companyId, now)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The invitation, replacing any open one to the very same address into the same company, with `also` (its
 * email, its audit) in the same batch. Only an exact match replaces: an address differing by case could be
 * another mailbox, and must not end the link a colleague sent.
 */
export async function insertInvite(
  db: D1Database,
  row: InviteRow & { token_hash: string },
  also: D1PreparedStatement[] = [],
) {
  await db.batch([
    db
      .prepare(
        'UPDATE company_invites SET revoked_at = ? WHERE company_id = ? AND email = ? COLLATE BINARY AND accepted_at IS NULL AND revoked_at IS NULL',
      )
      .bind(row.created_at, row.company_id, row.email),
    db
      .prepare(
        'INSERT INTO company_invites (id, company_id, inviter_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(row.id, row.company_id, row.inviter_id, row.email, row.token_hash, row.created_at, row.expires_at),
    ...also,
  ]);
}

/** An invitation of the company by id, whatever its state, with its sender's name. */
export function findInvite(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(
      'SELECT i.id, i.email, i.created_at, i.expires_at, u.full_name AS inviter_name FROM company_invites i JOIN users u ON u.id = i.inviter_id WHERE i.id = ? AND i.company_id = ?',
    )
    .bind(id, companyId)
    .first<{ id: string; email: string; created_at: string; expires_at: string; inviter_name: string }>();
}

/**
 * An open invitation by id and token hash, while its sender is still an active member of the
 * company it invites into (an invitation never outlives its sender's membership), or null.
 */
export function findUsableInvite(db: D1Database, id: string, tokenHash: string, now: string) {
  return db
    .prepare(
      `SELECT i.id, i.company_id, i.inviter_id, i.email, i.created_at, i.expires_at, c.name AS company_name, u.full_name AS inviter_name
       FROM company_invites i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = i.inviter_id
       JOIN recruiter_profiles rp ON rp.user_id = i.inviter_id AND rp.company_id = i.company_id
       WHERE i.id = ? AND i.token_hash = ? AND i.${OPEN.replaceAll(' AND ', ' AND i.')} AND u.suspended_at IS NULL`,
    )
    .bind(id, tokenHash, now)
    .first<InviteRow & { company_name: string; inviter_name: string }>();
}

/** Uses the invitation up; false when another request used it first. */
export async function claimInvite(db: D1Database, id: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE company_invites SET accepted_at = ?, accepted_by = ? WHERE id = ? AND ${OPEN}`)
    .bind(now, userId, id, now)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Cancels an open invitation of the company; false when there was none. */
export async function revokeInvite(db: D1Database, companyId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE company_invites SET revoked_at = ? WHERE id = ? AND company_id = ? AND ${OPEN}`)
    .bind(now, id, companyId, now)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Links the recruiter to the company (creating their profile if they have none) and marks their address verified. */
export function joinStatements(db: D1Database, userId: string, companyId: string, now: string) {
  return [joinCompanyStatement(db, userId, companyId, now), markEmailVerified(db, userId, now)];
}

/**
 * Takes the member out of the company and ends every session they have: their refresh tokens are
 * revoked and their session version bumped, so access tokens issued before fail at once. Their
 * open invitations into the company die with their membership. Their jobs stay the company's.
 */
export async function removeMember(
  db: D1Database,
  companyId: string,
  userId: string,
  now: string,
  notice: (db: D1Database) => D1PreparedStatement,
): Promise<boolean> {
  const [unlinked] = await db.batch([
    leaveCompanyStatement(db, userId, companyId, now),
    // Written only when the member was unlinked (its condition is `changes() > 0`), so the next
    // statement's `changes() > 0` still says whether they were.
    notice(db),
    bumpSessionIfChanged(db, userId),
    revokeAllForUser(db, userId, now),
    db
      .prepare(
        'UPDATE company_invites SET revoked_at = ? WHERE inviter_id = ? AND company_id = ? AND accepted_at IS NULL AND revoked_at IS NULL',
      )
      .bind(now, userId, companyId),
  ]);
  return (unlinked!.meta.changes ?? 0) > 0;
}

// ---- Notes ----------------------------------------------------------------------------------------

export interface NoteRow {
  id: string;
  author_id: string;
  author_name: string;
  body: string;
  mentions: string;
  created_at: string;
}

/** The company's notes on one of its applications, oldest first (the newest NOTES_LIMIT). */
export async function listNotes(db: D1Database, companyId: string, applicationId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT * FROM (SELECT n.id, n.author_id, u.full_name AS author_name, n.body, n.mentions, n.created_at, n.rowid AS r FROM application_notes n JOIN users u ON u.id = n.author_id
         WHERE n.application_id = ? AND n.company_id = ? ORDER BY n.created_at DESC, n.rowid DESC LIMIT ?) ORDER BY created_at, r`,
    )
    .bind(applicationId, companyId, limit)
    .all<NoteRow>();
  return results;
}

export function insertNote(
  db: D1Database,
  n: {
    id: string;
    applicationId: string;
    companyId: string;
    authorId: string;
    body: string;
    mentions: string[];
    now: string;
  },
) {
  return db
    .prepare(
      'INSERT INTO application_notes (id, application_id, company_id, author_id, body, mentions, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(n.id, n.applicationId, n.companyId, n.authorId, n.body, JSON.stringify(n.mentions), n.now);
}

export async function hasNote(db: D1Database, id: string, applicationId: string): Promise<boolean> {
  return (
    (await db
      .prepare('SELECT 1 AS ok FROM application_notes WHERE id = ? AND application_id = ?')
      .bind(id, applicationId)
      .first()) !== null
  );
}

/** A note as its mentions' notice reads it: who wrote it, about which application, and the company's blind review. */
export function noteToAnnounce(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT n.application_id, n.company_id, n.mentions, u.full_name AS author_name, c.blind_review
       FROM application_notes n JOIN users u ON u.id = n.author_id JOIN companies c ON c.id = n.company_id WHERE n.id = ?`,
    )
    .bind(id)
    .first<{
      application_id: string;
      company_id: string;
      mentions: string;
      author_name: string;
      blind_review: number;
    }>();
}

/** Names of the given users (mentions of people who left still read with their name). */
export async function namesOf(db: D1Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const { results } = await db
    .prepare('SELECT u.id, u.full_name FROM json_each(?) ids JOIN users u ON u.id = ids.value')
    .bind(JSON.stringify(ids))
    .all<{ id: string; full_name: string }>();
  return new Map(results.map((r) => [r.id, r.full_name]));
}
