import { hiddenStatusSql } from '../../src/contract';
import { ACCEPTS_TARGETED_SQL, EMAILS_ON_SQL } from '../notices';

/**
 * The SQL of targeted_sends, and the candidate pool a job is matched against: structured profile
 * fields only (confirmed skills, headline, city, years), never resume text or free text.
 */
export interface PoolRow {
  id: string;
  full_name: string;
  location: string;
  city: string;
  headline: string;
  years: number | null;
  skills: string;
}

/**
 * Candidates a job may be sent to: active, opted in to being found, not sent this job before and
 * not applied to it. Those with a readable resume come first, newest accounts first, in the order
 * of the users_candidate_pool index, so about `limit` users are read. Under the company's blind
 * review (`blind`), an applicant still hidden stays in the pool exactly as if they had not applied:
 * their leaving it would name them.
 */
export async function candidatePool(db: D1Database, jobId: string, limit: number, blind: boolean) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.full_name, COALESCE(cp.location, '') AS location, COALESCE(cp.city, '') AS city, COALESCE(cp.headline, '') AS headline,
         cp.years, COALESCE(cp.skills, '[]') AS skills
       FROM users u LEFT JOIN candidate_profiles cp ON cp.user_id = u.id
       WHERE u.role = 'candidate' AND u.suspended_at IS NULL AND ${ACCEPTS_TARGETED_SQL} = 1
         AND NOT EXISTS (SELECT 1 FROM targeted_sends s WHERE s.job_id = ?1 AND s.candidate_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = ?1 AND a.candidate_id = u.id AND NOT (?3 AND ${hiddenStatusSql('a')}))
       ORDER BY u.has_readable_resume DESC, u.created_at DESC
       LIMIT ?2`,
    )
    .bind(jobId, limit, blind ? 1 : 0)
    .all<PoolRow>();
  return results;
}

export async function sentSince(db: D1Database, recruiterId: string, since: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM targeted_sends WHERE recruiter_id = ? AND created_at >= ?')
    .bind(recruiterId, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * What decides a send of this job to each chosen id: opted in, already sent it, applied to it, and
 * applied with the application still at a stage blind review hides (before interview).
 */
export async function eligibility(db: D1Database, jobId: string, candidateIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.full_name, u.email, ${ACCEPTS_TARGETED_SQL} AS accepts, ${EMAILS_ON_SQL} AS emails,
         EXISTS (SELECT 1 FROM targeted_sends s WHERE s.job_id = ?2 AND s.candidate_id = u.id) AS sent,
         EXISTS (SELECT 1 FROM applications a WHERE a.job_id = ?2 AND a.candidate_id = u.id) AS applied,
         EXISTS (SELECT 1 FROM applications h WHERE h.job_id = ?2 AND h.candidate_id = u.id AND ${hiddenStatusSql('h')}) AS hidden
       FROM users u LEFT JOIN candidate_profiles cp ON cp.user_id = u.id
       WHERE u.role = 'candidate' AND u.suspended_at IS NULL AND u.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(candidateIds), jobId)
    .all<{
      id: string;
      full_name: string;
      email: string;
      accepts: number;
      emails: number;
      sent: number;
      applied: number;
      hidden: number;
    }>();
  return results;
}

export interface NewSend {
  id: string;
  jobId: string;
  companyId: string;
  recruiterId: string;
  candidateId: string;
  note: string;
  now: string;
  dayStart: string;
  cap: number;
}

/**
 * Records one send, unless the job already reached this candidate or the recruiter's sends since
 * `dayStart` reached `cap`: both checked by the statement itself, so concurrent requests cannot
 * overshoot. A statement for the batch that delivers the send; it changed a row when it was recorded.
 */
export function insertSendStatement(db: D1Database, s: NewSend) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO targeted_sends (id, job_id, company_id, recruiter_id, candidate_id, note, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM targeted_sends WHERE recruiter_id = ? AND created_at >= ?) < ?`,
    )
    .bind(s.id, s.jobId, s.companyId, s.recruiterId, s.candidateId, s.note, s.now, s.recruiterId, s.dayStart, s.cap);
}

/** SQL that holds once the send `id` is recorded: what the rest of its batch is written under. */
export const sendRecorded = (id: string) => ({
  sql: 'EXISTS (SELECT 1 FROM targeted_sends WHERE id = ?)',
  values: [id],
});

/** Deletes the jobs sent to the candidate (those sent by `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateSends(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM targeted_sends WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
    .bind(userId, upTo);
}
