import { JOB_COMPANY_COLUMNS } from '../companies';
import { type JobRow, listedSql } from '../jobs';

/** The SQL of saved_jobs: a candidate's bookmarks of jobs. */

/** Saves a job unless the candidate already has `max` saved (saving twice keeps the first time). Returns whether it is saved now. */
export async function saveJob(db: D1Database, candidateId: string, jobId: string, max: number): Promise<boolean> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO saved_jobs (candidate_id, job_id)
       SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM (SELECT 1 FROM saved_jobs WHERE candidate_id = ?1 LIMIT ?3)) < ?3`,
    )
    .bind(candidateId, jobId, max)
    .run();
  return (
    (await db
      .prepare('SELECT 1 FROM saved_jobs WHERE candidate_id = ? AND job_id = ?')
      .bind(candidateId, jobId)
      .first()) !== null
  );
}

export function unsaveJob(db: D1Database, candidateId: string, jobId: string) {
  return db.prepare('DELETE FROM saved_jobs WHERE candidate_id = ? AND job_id = ?').bind(candidateId, jobId).run();
}

/** The candidate's saved jobs that are still open, most recently saved first. */
export async function savedOpenJobs(
  db: D1Database,
  candidateId: string,
  today: string,
  limit: number,
): Promise<JobRow[]> {
  const { results } = await db
    .prepare(
      `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM saved_jobs s CROSS JOIN jobs j ON j.id = s.job_id JOIN companies c ON c.id = j.company_id
       WHERE s.candidate_id = ? AND ${listedSql('c')} ORDER BY s.created_at DESC LIMIT ?`,
    )
    .bind(candidateId, today, limit)
    .all<JobRow>();
  return results;
}

/** Which of these jobs the candidate saved. */
export async function savedAmong(db: D1Database, candidateId: string, jobIds: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      'SELECT s.job_id FROM json_each(?2) ids CROSS JOIN saved_jobs s ON s.candidate_id = ?1 AND s.job_id = ids.value',
    )
    .bind(candidateId, JSON.stringify(jobIds))
    .all<{ job_id: string }>();
  return new Set(results.map((r) => r.job_id));
}

/** Deletes the candidate's saved jobs (those saved by `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateSavedJobs(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM saved_jobs WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
    .bind(userId, upTo);
}
