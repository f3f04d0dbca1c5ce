/** The SQL of the admin area: account suspension and the figures of the dashboard and analytics. */
import type { ApplicationStatus, JobStatus, Role } from '../../src/contract';

export interface UserBrief {
  id: string;
  full_name: string;
  email: string;
  role: Role;
  suspended_at: string | null;
}

export function findUserBrief(db: D1Database, id: string) {
  return db.prepare('SELECT id, full_name, email, role, suspended_at FROM users WHERE id = ?').bind(id).first<UserBrief>();
}

/** Sets (a time) or clears (null) an account's suspension. */
export function setSuspendedStatement(db: D1Database, userId: string, suspendedAt: string | null, now: string) {
  return db.prepare('UPDATE users SET suspended_at = ?, updated_at = ? WHERE id = ?').bind(suspendedAt, now, userId);
}

export async function countUsers(db: D1Database) {
  const { results } = await db
    .prepare('SELECT role, COUNT(*) AS total, COUNT(suspended_at) AS suspended FROM users GROUP BY role')
    .all<{ role: Role; total: number; suspended: number }>();
  return results;
}

export async function countJobs(db: D1Database) {
  const { results } = await db
    .prepare('SELECT status, COUNT(*) AS total, COUNT(removed_at) AS removed FROM jobs GROUP BY status')
    .all<{ status: JobStatus; total: number; removed: number }>();
  return results;
}

export async function countApplications(db: D1Database) {
  const { results } = await db.prepare('SELECT status, COUNT(*) AS total FROM applications GROUP BY status').all<{ status: ApplicationStatus; total: number }>();
  return results;
}

export async function countOpenJobs(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM jobs WHERE status = 'open' AND removed_at IS NULL").first<{ n: number }>();
  return row?.n ?? 0;
}

/** Sign-ups, jobs posted and applications with from <= time < to (ISO strings). */
export async function countActivityBetween(db: D1Database, from: string, to: string) {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM users WHERE created_at >= ?1 AND created_at < ?2) AS signups,
              (SELECT COUNT(*) FROM jobs WHERE posted_at >= ?1 AND posted_at < ?2) AS jobs_posted,
              (SELECT COUNT(*) FROM applications WHERE created_at >= ?1 AND created_at < ?2) AS applications`,
    )
    .bind(from, to)
    .first<{ signups: number; jobs_posted: number; applications: number }>();
  return { signups: row?.signups ?? 0, jobsPosted: row?.jobs_posted ?? 0, applications: row?.applications ?? 0 };
}

/** Per-day counts (UTC day = the first 10 characters of the ISO time); days without activity are absent. */
export async function dailyActivity(db: D1Database, from: string, to: string) {
  const { results } = await db
    .prepare(
      `SELECT day, SUM(signups) AS signups, SUM(jobs_posted) AS jobs_posted, SUM(applications) AS applications FROM (
         SELECT substr(created_at, 1, 10) AS day, 1 AS signups, 0 AS jobs_posted, 0 AS applications FROM users WHERE created_at >= ?1 AND created_at < ?2
         UNION ALL SELECT substr(posted_at, 1, 10), 0, 1, 0 FROM jobs WHERE posted_at >= ?1 AND posted_at < ?2
         UNION ALL SELECT substr(created_at, 1, 10), 0, 0, 1 FROM applications WHERE created_at >= ?1 AND created_at < ?2
       ) GROUP BY day`,
    )
    .bind(from, to)
    .all<{ day: string; signups: number; jobs_posted: number; applications: number }>();
  return results;
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
  detail: string;
  ip: string | null;
  created_at: string;
}

/** A page of the audit log, newest first, with the actor's name. */
export async function listAudit(db: D1Database, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .prepare(
        `SELECT a.*, u.full_name AS actor_name, u.role AS actor_role FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(limit, offset)
      .all<AuditRow>(),
    db.prepare('SELECT COUNT(*) AS n FROM audit_log').first<{ n: number }>(),
  ]);
  return { rows: rows.results, total: count?.n ?? 0 };
}
