import {
  addDays,
  type ApplicationListQuery,
  type ApplicationStatus,
  HUMAN_REVIEW,
  OPEN_STATUSES,
  pageOffset,
  type Role,
} from '../../src/contract';
import type { ApplicationRow, EventRow } from '../applications';

// The SQL of applications as the recruiter's pipeline reads and moves them, scoped to a company.

/** An application with what a recruiter's views show beside it: the job and the candidate. */
export interface RecruiterApplicationRow extends Omit<ApplicationRow, 'resume_text' | 'cover_letter'> {
  job_title: string;
  company_id: string;
  candidate_name: string;
  candidate_email: string;
}

// Lists never carry the resume text or the cover letter: only the detail view needs them.
const RECRUITER_COLUMNS = `a.id, a.job_id, a.candidate_id, a.resume_id, a.resume_name, a.resume_r2_key, a.status, a.rejection_reason,
  a.ats_score, a.ats_status, a.ats_breakdown, a.ats_version, a.screening_answers, a.created_at, a.updated_at, a.status_changed_at,
  j.title AS job_title, j.company_id, u.full_name AS candidate_name, u.email AS candidate_email`;
const RECRUITER_FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id`;
// Jobs an admin removed are gone from every recruiter view, with their applications: their
// recruiter_company_id is NULL (migrations/0060_scale.sql keeps it). Where another index finds the
// rows (an id, a candidate), the unary + keeps the planner from walking the company's index instead.
const COMPANY_SCOPE = 'a.recruiter_company_id = ?';
const COMPANY_CHECK = '+a.recruiter_company_id = ?';
/**
 * "Best match first" as one total order that paging can express: BEST_MATCH (a group and the rank
 * within it in one number), then id. Human review 0 (their own group, first: not a penalty); scored
 * 1000 + (100 - score), higher scores first; flagged by a screening knockout (screening_unmet) in
 * the 2000s, after the scored and before the unreadable: reviewed without the score 2000, then
 * 2001 + (100 - score), then unreadable 2200; resume unreadable 3000. migrations/0177 (after 0161)
 * indexes exactly this expression after job_id or recruiter_company_id (and status), then id, so a
 * page is an index walk in order like "newest first" (no sort), and a minimum score is two ranges
 * of that index (`MIN_SCORE_RANGES`: human review and the scored that reach it; the flagged that
 * reach it), merged in order. Change it only together with a migration indexing the new
 * expression (tests/worker/ai/human-review.test.ts checks the plan).
 */
export const BEST_MATCH = (p = '') =>
  `(CASE WHEN ${p}screening_unmet = 1 THEN (CASE WHEN ${p}ats_status = '${HUMAN_REVIEW.status}' THEN 2000 WHEN ${p}ats_score IS NOT NULL THEN 2101 - ${p}ats_score ELSE 2200 END) WHEN ${p}ats_status = '${HUMAN_REVIEW.status}' THEN 0 WHEN ${p}ats_score IS NOT NULL THEN 1100 - ${p}ats_score ELSE 3000 END)`;
/**
 * A minimum score as two ranges of the best-match index, each binding the minimum once: human
 * review and the scored that reach it, then the flagged (reviewed without the score, or reaching
 * it). Walked as the two arms of a UNION ALL merged in order (SQLite's MERGE), a page reads only
 * entries it keeps: one range with the scored below the minimum skipped would walk them all.
 */
export const MIN_SCORE_RANGES = [
  `${BEST_MATCH()} <= 1100 - ?`,
  `${BEST_MATCH()} >= 2000 AND ${BEST_MATCH()} <= 2101 - ?`,
];
// Contract constants, not input: safe to inline.
export const OPEN_SQL = `(${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** One application of the company's jobs with its cover letter and resume text, or null. */
export function findCompanyApplication(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS}, a.cover_letter, a.resume_text ${RECRUITER_FROM} WHERE a.id = ? AND ${COMPANY_CHECK}`,
    )
    .bind(id, companyId)
    .first<RecruiterApplicationRow & { cover_letter: string; resume_text: string }>();
}

/** The given applications if every one of them belongs to the company (fewer rows means some do not). */
export async function findCompanyApplications(db: D1Database, companyId: string, ids: string[]) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.id IN (SELECT value FROM json_each(?)) AND ${COMPANY_CHECK}`,
    )
    .bind(JSON.stringify(ids), companyId)
    .all<RecruiterApplicationRow>();
  return results;
}

/**
 * The WHERE of a list of the company's applications (one job's when `jobId` is set, a job of the
 * company): the page's rowids come from one index alone (job_id or recruiter_company_id, then
 * status when filtered, then the order). With `byScore` a minimum score is left to the page, which
 * reads it as ranges of the best-match index (MIN_SCORE_RANGES); without it the dates are walked
 * and low scores skipped. `from` and `to` are UTC days,
 * both included.
 */
function listWhere(companyId: string, q: ApplicationListQuery, o: { byScore: boolean; humanReview: boolean }) {
  const where = [q.jobId ? 'job_id = ?' : 'recruiter_company_id = ?'];
  const params: unknown[] = [q.jobId ?? companyId];
  if (q.status) {
    where.push('status = ?');
    params.push(q.status);
  }
  if (q.atsScore !== undefined && o.byScore) {
    // The caller walks MIN_SCORE_RANGES (pageCompanyApplications); human review (0 and 2000) is in them.
  } else if (q.atsScore !== undefined) {
    // The unary + keeps the score indexes out when the dates are walked. Applications reviewed
    // without the score have none to compare: a minimum score never filters them out.
    const min = '+ats_score >= ?';
    where.push(o.humanReview ? `(${min} OR ats_status = '${HUMAN_REVIEW.status}')` : min);
    params.push(q.atsScore);
  }
  if (q.screening === 'unmet') where.push('screening_unmet = 1');
  if (q.answeredYes) {
    where.push(
      "EXISTS (SELECT 1 FROM json_each(screening_answers) WHERE value ->> 'questionId' = ? AND value ->> 'answer' = 'Yes')",
    );
    params.push(q.answeredYes);
  }
  if (q.from) {
    where.push('created_at >= ?');
    params.push(`${q.from}T00:00:00.000Z`);
  }
  if (q.to) {
    where.push('created_at < ?');
    params.push(`${addDays(q.to, 1)}T00:00:00.000Z`);
  }
  return { sql: where.join(' AND '), params };
}

/**
 * A page of the company's applications with the job title and candidate joined in (CROSS JOIN keeps
 * the index walk the outer loop, so each row skipped by the offset costs one index entry and none
 * of the joins).
 */
export async function pageCompanyApplications(
  db: D1Database,
  companyId: string,
  q: ApplicationListQuery,
  o: { byScore: boolean; humanReview: boolean },
) {
  const where = listWhere(companyId, q, o);
  // Best match: BEST_MATCH then id, the order of the *_best indexes; newest: rowid breaks ties in index order.
  const order = (p: string) => (q.sort === 'atsScore' ? `${BEST_MATCH(p)}, ${p}id` : `${p}created_at DESC, ${p}rowid`);
  const ranges = q.atsScore !== undefined && o.byScore;
  const page = ranges
    ? {
        sql: MIN_SCORE_RANGES.map(
          (range) =>
            `SELECT rowid AS r, ${BEST_MATCH()} AS k, id, created_at FROM applications WHERE ${where.sql} AND ${range}`,
        ).join(' UNION ALL '),
        // The compound's own columns: best match then id, or newest (a sort of the kept entries).
        order: q.sort === 'atsScore' ? '2, 3' : '4 DESC, 1',
        params: MIN_SCORE_RANGES.flatMap(() => [...where.params, q.atsScore]),
      }
    : { sql: `SELECT rowid AS r FROM applications WHERE ${where.sql}`, order: order(''), params: where.params };
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS}
       FROM (${page.sql} ORDER BY ${page.order} LIMIT ? OFFSET ?) p
       CROSS JOIN applications a ON a.rowid = p.r JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id
       WHERE ${COMPANY_CHECK} ORDER BY ${order('a.')}`,
    )
    .bind(...page.params, q.limit, pageOffset(q.page, q.limit), companyId)
    .all<RecruiterApplicationRow>();
  return results;
}

/** How many applications a dated list holds (counters keep no days, so they are counted in the index). */
export async function countCompanyApplications(
  db: D1Database,
  companyId: string,
  q: ApplicationListQuery,
  humanReview: boolean,
): Promise<number> {
  const where = listWhere(companyId, q, { byScore: false, humanReview });
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM applications WHERE ${where.sql}`)
    .bind(...where.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** How many of the company's (or one job's) applications, in the status when given, are reviewed without the score. */
export async function countHumanReview(
  db: D1Database,
  scope: 'job' | 'company',
  owner: string,
  status?: ApplicationStatus,
): Promise<number> {
  const column = scope === 'job' ? 'job_id' : 'recruiter_company_id';
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM applications WHERE ${column} = ? AND ats_status = '${HUMAN_REVIEW.status}'${status ? ' AND status = ?' : ''}`,
    )
    .bind(...(status ? [owner, status] : [owner]))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The open applications of the company that have waited longest since their last move. */
export async function longestWaiting(db: D1Database, companyId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE ${COMPANY_SCOPE} AND a.status IN ${OPEN_SQL} ORDER BY a.status_changed_at ASC LIMIT ?`,
    )
    .bind(companyId, limit)
    .all<RecruiterApplicationRow>();
  return results;
}

/** A candidate's applications to the company's jobs, newest first (bounded). */
export async function candidateApplicationsInCompany(
  db: D1Database,
  companyId: string,
  candidateId: string,
  limit: number,
) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.candidate_id = ? AND ${COMPANY_CHECK} ORDER BY a.created_at DESC LIMIT ?`,
    )
    .bind(candidateId, companyId, limit)
    .all<RecruiterApplicationRow>();
  return results;
}

/** The timeline with the name and role of whoever made each change (null actor: the system). */
export async function listEventsWithActors(db: D1Database, applicationId: string) {
  const { results } = await db
    .prepare(
      `SELECT e.*, u.full_name AS actor_name, u.role AS actor_role FROM application_events e LEFT JOIN users u ON u.id = e.actor_id
       WHERE e.application_id = ? ORDER BY e.created_at, e.rowid`,
    )
    .bind(applicationId)
    .all<EventRow & { actor_name: string | null; actor_role: Role | null }>();
  return results;
}

/** Of the given applications, those with an offer in the product: they are hired only by confirming it. */
export async function withOffers(db: D1Database, ids: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT application_id FROM application_offers WHERE application_id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(ids))
    .all<{ application_id: string }>();
  return new Set(results.map((r) => r.application_id));
}

/** An application's latest event, the only move an undo may take back. */
export function latestMove(db: D1Database, applicationId: string) {
  return db
    .prepare('SELECT * FROM application_events WHERE application_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .bind(applicationId)
    .first<EventRow>();
}

// The move's status notice, still held by its undo window and never tried: while it is there, nobody was told.
const PENDING_NOTICE = `kind = 'status_changed' AND subject_id = ? AND attempts = 0 AND claimed_until > ?
  AND json_extract(detail, '$.from') = ? AND json_extract(detail, '$.to') = ?`;

/**
 * Takes a move back in one batch, only while the application still stands where it went and its
 * notice still waits: the stage (and when it was entered) comes back, the notice and the move's
 * event go. False when any of that no longer holds.
 */
export async function undoMove(
  db: D1Database,
  m: { id: string; eventId: string; from: ApplicationStatus | null; to: ApplicationStatus },
  now: string,
): Promise<boolean> {
  if (!m.from) return false;
  const pending = [m.id, now, m.from, m.to];
  const [restored] = await db.batch([
    db
      .prepare(
        `UPDATE applications SET status = ?, updated_at = ?,
           status_changed_at = (SELECT MAX(created_at) FROM application_events WHERE application_id = ? AND id <> ?)
         WHERE id = ? AND status = ? AND EXISTS (SELECT 1 FROM notice_intents WHERE ${PENDING_NOTICE})`,
      )
      .bind(m.from, now, m.id, m.eventId, m.id, m.to, ...pending),
    db.prepare(`DELETE FROM notice_intents WHERE ${PENDING_NOTICE} AND changes() > 0`).bind(...pending),
    db.prepare('DELETE FROM application_events WHERE id = ? AND changes() > 0').bind(m.eventId),
  ]);
  return (restored?.meta.changes ?? 0) > 0;
}
