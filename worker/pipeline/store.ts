import { OPEN_STATUSES, type ApplicationListQuery, type ApplicationStatus } from '../../src/contract';
import { listFilter, type ApplicationRow, type EventRow } from '../applications/store';

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
  a.ats_score, a.ats_status, a.ats_breakdown, a.ats_version, a.created_at, a.updated_at, a.status_changed_at,
  j.title AS job_title, j.company_id, u.full_name AS candidate_name, u.email AS candidate_email`;
const RECRUITER_FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id`;
// Jobs an admin removed are gone from every recruiter view, with their applications.
const COMPANY_SCOPE = 'j.company_id = ? AND j.removed_at IS NULL';
// Contract constants, not input: safe to inline.
export const OPEN_SQL = `(${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** One application of the company's jobs with its cover letter and resume text, or null. */
export function findCompanyApplication(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(`SELECT ${RECRUITER_COLUMNS}, a.cover_letter, a.resume_text ${RECRUITER_FROM} WHERE a.id = ? AND ${COMPANY_SCOPE}`)
    .bind(id, companyId)
    .first<RecruiterApplicationRow & { cover_letter: string; resume_text: string }>();
}

/** The given applications if every one of them belongs to the company (fewer rows means some do not). */
export async function findCompanyApplications(db: D1Database, companyId: string, ids: string[]) {
  const { results } = await db
    .prepare(`SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.id IN (SELECT value FROM json_each(?)) AND ${COMPANY_SCOPE}`)
    .bind(JSON.stringify(ids), companyId)
    .all<RecruiterApplicationRow>();
  return results;
}

/**
 * A page of the company's applications (one job's when `jobId` is set), filtered and sorted like
 * pageApplications, with the job title and candidate joined in; bounded by LIMIT/OFFSET.
 */
export async function pageCompanyApplications(db: D1Database, companyId: string, q: ApplicationListQuery) {
  const filter = listFilter(q, 'a.');
  const where = [COMPANY_SCOPE, ...(q.jobId ? ['a.job_id = ?'] : []), ...filter.where].join(' AND ');
  const params = [companyId, ...(q.jobId ? [q.jobId] : []), ...filter.params];
  const [page, count] = await db.batch([
    db.prepare(`SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE ${where} ORDER BY ${filter.order} LIMIT ? OFFSET ?`).bind(...params, q.limit, (q.page - 1) * q.limit),
    db.prepare(`SELECT COUNT(*) AS total FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${where}`).bind(...params),
  ]);
  return { rows: (page?.results ?? []) as RecruiterApplicationRow[], total: ((count?.results?.[0] as { total: number } | undefined)?.total ?? 0) };
}

export async function countCompanyApplications(db: D1Database, companyId: string, q: { status?: ApplicationStatus; jobId?: string }) {
  const where = [COMPANY_SCOPE, ...(q.jobId ? ['a.job_id = ?'] : []), ...(q.status ? ['a.status = ?'] : [])].join(' AND ');
  const params = [companyId, ...(q.jobId ? [q.jobId] : []), ...(q.status ? [q.status] : [])];
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${where}`).bind(...params).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The open applications of the company that have waited longest since their last move. */
export async function longestWaiting(db: D1Database, companyId: string, limit: number) {
  const { results } = await db
    .prepare(`SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE ${COMPANY_SCOPE} AND a.status IN ${OPEN_SQL} ORDER BY a.status_changed_at ASC LIMIT ?`)
    .bind(companyId, limit)
    .all<RecruiterApplicationRow>();
  return results;
}

/** A candidate's applications to the company's jobs, newest first (bounded). */
export async function candidateApplicationsInCompany(db: D1Database, companyId: string, candidateId: string, limit: number) {
  const { results } = await db
    .prepare(`SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.candidate_id = ? AND ${COMPANY_SCOPE} ORDER BY a.created_at DESC LIMIT ?`)
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
    .all<EventRow & { actor_name: string | null; actor_role: string | null }>();
  return results;
}

export interface Move {
  id: string;
  from: ApplicationStatus;
}

/**
 * Moves every application from its `from` status to `to` in one batch (one transaction), or none.
 * Each event's to_status is NULL unless its update just changed a row, so an application that
 * changed state meanwhile breaks the NOT NULL constraint and rolls the whole batch back.
 * Returns false when that happened.
 */
export async function moveApplicationsAll(
  db: D1Database,
  moves: Move[],
  m: { to: ApplicationStatus; actorId: string; note: string; reason: string | null; now: string },
): Promise<boolean> {
  const statements = moves.flatMap((move) => [
    db
      .prepare('UPDATE applications SET status = ?, rejection_reason = COALESCE(?, rejection_reason), updated_at = ?, status_changed_at = ? WHERE id = ? AND status = ?')
      .bind(m.to, m.reason, m.now, m.now, move.id, move.from),
    db
      .prepare(
        `INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at)
         VALUES (?, ?, ?, ?, CASE WHEN changes() > 0 THEN ? END, ?, ?)`,
      )
      .bind(crypto.randomUUID(), move.id, m.actorId, move.from, m.to, m.note, m.now),
  ]);
  try {
    await db.batch(statements);
    return true;
  } catch (err) {
    if (String(err).includes('NOT NULL constraint failed: application_events.to_status')) return false;
    throw err;
  }
}

/** Applications of a job still in the pipeline, with the resume text the engine scores (bounded). */
export async function openApplicationsOfJob(db: D1Database, jobId: string, limit: number) {
  const { results } = await db
    .prepare(`SELECT id, resume_text FROM applications WHERE job_id = ? AND status IN ${OPEN_SQL} LIMIT ?`)
    .bind(jobId, limit)
    .all<{ id: string; resume_text: string }>();
  return results;
}
