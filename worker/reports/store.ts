import type { ReportAction, ReportReason, ReportStatus, ReportTargetType, Role } from '../../src/contract';
import { companyVerifiedSql } from '../companies';

/** The SQL of the reports table. Rows carry the target's context, the reporter and the resolver. */
export interface ReportRow {
  id: string;
  reporter_id: string;
  reporter_name: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  action: ReportAction | null;
  note: string | null;
  resolved_by: string | null;
  resolver_name: string | null;
  resolved_at: string | null;
  created_at: string;
  snapshot: string | null;
  open_on_target: number;
  // A job target (NULL otherwise, or when it no longer exists).
  job_title: string | null;
  job_company: string | null;
  job_city: string | null;
  job_country: string | null;
  job_status: 'draft' | 'open' | 'closed' | null;
  job_removed_at: string | null;
  job_description: string | null;
  job_recruiter_id: string | null;
  job_recruiter_name: string | null;
  job_recruiter_email: string | null;
  job_recruiter_suspended_at: string | null;
  // A user target.
  user_name: string | null;
  user_email: string | null;
  user_role: Role | null;
  user_suspended_at: string | null;
  user_created_at: string | null;
  // A message target: its text and sender.
  message_body: string | null;
  message_sender_id: string | null;
  message_sender_name: string | null;
  message_sender_suspended_at: string | null;
  // A company target.
  company_name: string | null;
  company_website: string | null;
  company_verified: number | null;
}

const COLUMNS = `r.*, rep.full_name AS reporter_name, res.full_name AS resolver_name,
    IFNULL(oc.n, 0) AS open_on_target,
    j.title AS job_title, c.name AS job_company, j.city AS job_city, j.country AS job_country, j.status AS job_status,
    j.removed_at AS job_removed_at, substr(j.description, 1, 400) AS job_description, j.recruiter_id AS job_recruiter_id,
    jr.full_name AS job_recruiter_name, jr.email AS job_recruiter_email, jr.suspended_at AS job_recruiter_suspended_at,
    tu.full_name AS user_name, tu.email AS user_email, tu.role AS user_role, tu.suspended_at AS user_suspended_at, tu.created_at AS user_created_at,
    substr(m.body, 1, 400) AS message_body, m.sender_id AS message_sender_id, ms.full_name AS message_sender_name, ms.suspended_at AS message_sender_suspended_at,
    co.name AS company_name, co.website AS company_website, CASE WHEN co.id IS NULL THEN NULL ELSE ${companyVerifiedSql('co')} END AS company_verified
`;
const JOINS = `
  JOIN users rep ON rep.id = r.reporter_id
  -- Reports open on the same target, from their counter.
  LEFT JOIN counters oc ON oc.name = 'open_reports' AND oc.owner = r.target_type AND oc.key = r.target_id
  LEFT JOIN users res ON res.id = r.resolved_by
  LEFT JOIN jobs j ON r.target_type = 'job' AND j.id = r.target_id
  LEFT JOIN companies c ON c.id = j.company_id
  LEFT JOIN users jr ON jr.id = j.recruiter_id
  LEFT JOIN users tu ON r.target_type = 'user' AND tu.id = r.target_id
  LEFT JOIN messages m ON r.target_type = 'message' AND m.id = r.target_id
  LEFT JOIN users ms ON ms.id = m.sender_id
  LEFT JOIN companies co ON r.target_type = 'company' AND co.id = r.target_id`;

export interface NewReport {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  details: string;
  /** JSON of reportSnapshotSchema. */
  snapshot: string;
  now: string;
}

/**
 * The report, unless the reporter has an open one on the same target; with `also`, statements that
 * run in the same batch only when it was filed (they see `reportFiled(id)` hold). Returns whether it was.
 */
export async function insertReport(
  db: D1Database,
  r: NewReport,
  also: (filed: { sql: string; values: unknown[] }) => D1PreparedStatement[] = () => [],
): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `INSERT INTO reports (id, reporter_id, target_type, target_id, reason, details, snapshot, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(r.id, r.reporterId, r.targetType, r.targetId, r.reason, r.details, r.snapshot, r.now),
    ...also({ sql: 'EXISTS (SELECT 1 FROM reports WHERE id = ?)', values: [r.id] }),
  ]);
  // > 0, not === 1: D1 counts the changes the counting triggers make too.
  return (result?.meta.changes ?? 0) > 0;
}

/** A report its reporter filed, by id (a keyed retry finding what its first try filed). */
export function findFiled(db: D1Database, id: string, reporterId: string) {
  return db
    .prepare('SELECT id, status, created_at FROM reports WHERE id = ? AND reporter_id = ?')
    .bind(id, reporterId)
    .first<{ id: string; status: ReportStatus; created_at: string }>();
}

export function findReport(db: D1Database, id: string) {
  return db.prepare(`SELECT ${COLUMNS} FROM reports r ${JOINS} WHERE r.id = ?`).bind(id).first<ReportRow>();
}

/**
 * A page of reports, newest first, optionally of one status. The page is picked from the index
 * alone (rowids; CROSS JOIN keeps it the outer loop), so rows skipped by the offset cost one index
 * entry each and none of the joins.
 */
export async function listReports(db: D1Database, opts: { status?: ReportStatus; limit: number; offset: number }) {
  const where = opts.status ? 'WHERE status = ?' : '';
  const filter = opts.status ? [opts.status] : [];
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM (SELECT rowid AS pr FROM reports ${where} ORDER BY created_at DESC, rowid LIMIT ? OFFSET ?) p
       CROSS JOIN reports r ON r.rowid = p.pr ${JOINS}
       ORDER BY r.created_at DESC, r.rowid`,
    )
    .bind(...filter, opts.limit, opts.offset)
    .all<ReportRow>();
  return results;
}

/**
 * Resolves a report that is still as its reader saw it (`from`), as one statement of the batch that
 * applies the action. When another admin got there first the status would become 'stale', which
 * the table's CHECK refuses, so the whole batch (the action's effect too) is rolled back.
 */
export function resolveReportStatement(
  db: D1Database,
  id: string,
  from: { status: ReportStatus; action: ReportAction | null },
  to: { status: ReportStatus; action: ReportAction; note: string | null; by: string; now: string },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE reports SET status = CASE WHEN status = ? AND action IS ? THEN ? ELSE 'stale' END,
         action = ?, note = ?, resolved_by = ?, resolved_at = ?
       WHERE id = ?`,
    )
    .bind(from.status, from.action, to.status, to.action, to.note, to.by, to.now, id);
}

/** The error a batch fails with when resolveReportStatement met a report someone else resolved. */
export const isStaleResolution = (err: unknown): boolean =>
  /CHECK constraint failed/i.test(String(err instanceof Error ? err.message : err));

/** Reports (made by `upTo` when given) keep no copy of the candidate: not of their account, their conversations, or what they reported (worker/privacy). */
export function eraseReportSnapshots(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE reports SET snapshot = NULL WHERE (?2 IS NULL OR created_at <= ?2) AND (reporter_id = ?1 OR (target_type = 'user' AND target_id = ?1)
        OR (target_type = 'message' AND target_id IN (SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.candidate_id = ?1)))`,
    )
    .bind(userId, upTo);
}
