/** The SQL of the admin area: account suspension, recent sign-ups, the audit log, activity row by row. */
import type { AccountStatus, Role } from '../../src/contract';

export interface UserBrief {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  suspended_at: string | null;
}

export function findUserBrief(db: D1Database, id: string) {
  return db
    .prepare('SELECT id, full_name, email, role, suspended_at FROM users WHERE id = ?')
    .bind(id)
    .first<UserBrief>();
}

/**
 * Sign-ups, jobs posted and applications with from <= time < to (ISO strings), counted row by row:
 * for the partial days at the ends of a period (the whole days come from the counters).
 */
export async function countActivityBetween(db: D1Database, from: string, to: string) {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM users WHERE created_at >= ?1 AND created_at < ?2) AS signups,
              (SELECT COUNT(*) FROM jobs WHERE posted_at >= ?1 AND posted_at < ?2) AS jobs_posted,
              (SELECT COUNT(*) FROM applications WHERE created_at >= ?1 AND created_at < ?2) AS applications`,
    )
    .bind(from, to)
    .first<{ signups: number; jobs_posted: number; applications: number }>();
  return row ?? { signups: 0, jobs_posted: 0, applications: 0 };
}

export async function recentSignups(db: D1Database, limit: number) {
  const { results } = await db
    .prepare('SELECT id, full_name, email, role, created_at FROM users ORDER BY created_at DESC, id DESC LIMIT ?')
    .bind(limit)
    .all<{ id: string; full_name: string; email: string; role: Role; created_at: string }>();
  return results;
}

export interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: Role | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** The target's name as it is now: a user's full name, a job's title or a company's name. */
  target_name: string | null;
  detail: string;
  ip: string | null;
  created_at: string;
}

/**
 * A search finds its text anywhere in a column, ignoring ASCII case as LIKE does. Not LIKE: D1
 * refuses a LIKE pattern over 50 bytes ("pattern too complex"), and a whole email is often longer.
 */
const contains = (column: string, param: string) => `instr(lower(${column}), ${param}) > 0`;
/** The text a search looks for, as `contains` compares it (SQLite's lower() folds ASCII only). */
export const searchText = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The rows a search reads: the actor and a user target joined by primary key. */
const AUDIT_SEARCH_FROM = `audit_log a LEFT JOIN users u ON u.id = a.actor_id
  LEFT JOIN users t ON a.target_type = 'user' AND t.id = a.target_id
  WHERE ${contains('u.full_name', '?1')} OR ${contains('u.email', '?1')} OR ${contains('t.full_name', '?1')}
     OR ${contains('t.email', '?1')} OR ${contains('a.action', '?1')}`;

/**
 * A page of the audit log, newest first, with the actor's and the target's names; `q` matches the
 * actor's or a user target's name or email, or the action. The page is picked first (rowids, in
 * audit_log_created order; CROSS JOIN keeps it the outer loop), so rows skipped by the offset cost
 * one index entry each (plus the search's joins) and the names are read for the page alone.
 */
export async function listAudit(db: D1Database, q: string | undefined, limit: number, offset: number) {
  const page = q
    ? `SELECT a.rowid AS r FROM ${AUDIT_SEARCH_FROM} ORDER BY a.created_at DESC, a.rowid DESC LIMIT ?2 OFFSET ?3`
    : 'SELECT rowid AS r FROM audit_log ORDER BY created_at DESC, rowid DESC LIMIT ?2 OFFSET ?3';
  const { results } = await db
    .prepare(
      `SELECT a.*, u.full_name AS actor_name, u.role AS actor_role,
              COALESCE(t.full_name, j.title, c.name) AS target_name
       FROM (${page}) p
       CROSS JOIN audit_log a ON a.rowid = p.r LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN users t ON a.target_type = 'user' AND t.id = a.target_id
       LEFT JOIN jobs j ON a.target_type = 'job' AND j.id = a.target_id
       LEFT JOIN companies c ON a.target_type = 'company' AND c.id = a.target_id
       ORDER BY a.created_at DESC, a.rowid DESC`,
    )
    .bind(q ? searchText(q) : null, limit, offset)
    .all<AuditRow>();
  return results;
}

/** How many audit rows a search matches (the unsearched total comes from the counters). */
export async function countAuditMatches(db: D1Database, q: string) {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${AUDIT_SEARCH_FROM}`)
    .bind(searchText(q))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface DirectoryRow {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  suspended_at: string | null;
  email_verified_at: string | null;
  created_at: string;
}

const STATUS_WHERE: Record<AccountStatus, string> = {
  active: 'suspended_at IS NULL AND email_verified_at IS NOT NULL',
  suspended: 'suspended_at IS NOT NULL',
  unverified: 'suspended_at IS NULL AND email_verified_at IS NULL',
};

/** The WHERE of a directory query and its bindings; only fixed fragments, the values are bound. */
function directoryWhere(filter: DirectoryFilter): { where: string; binds: string[] } {
  const parts: string[] = [];
  const binds: string[] = [];
  if (filter.q) {
    parts.push(`(${contains('full_name', '?')} OR ${contains('email', '?')})`);
    binds.push(searchText(filter.q), searchText(filter.q));
  }
  if (filter.role) {
    parts.push('role = ?');
    binds.push(filter.role);
  }
  if (filter.status) parts.push(STATUS_WHERE[filter.status]);
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', binds };
}

export interface DirectoryFilter {
  q?: string | undefined;
  role?: Role | undefined;
  status?: AccountStatus | undefined;
}

/**
 * A page of the user directory, newest first. The order ends on the unique id, so pages never
 * repeat or skip a row; it walks users_created or users_role_created_id (migration 0176), no sort.
 */
export const DIRECTORY_PAGE_SQL = (where: string) =>
  `SELECT id, full_name, email, role, suspended_at, email_verified_at, created_at FROM users ${where}
   ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`;

export async function listDirectory(db: D1Database, filter: DirectoryFilter, limit: number, offset: number) {
  const { where, binds } = directoryWhere(filter);
  const [page, count] = await db.batch([
    db.prepare(DIRECTORY_PAGE_SQL(where)).bind(...binds, limit, offset),
    db.prepare(`SELECT COUNT(*) AS total FROM users ${where}`).bind(...binds),
  ]);
  return {
    rows: page!.results as DirectoryRow[],
    total: (count!.results[0] as { total: number } | undefined)?.total ?? 0,
  };
}

export function findDirectoryRow(db: D1Database, id: string) {
  return db
    .prepare('SELECT id, full_name, email, role, suspended_at, email_verified_at, created_at FROM users WHERE id = ?')
    .bind(id)
    .first<DirectoryRow>();
}
