import type { SelfIdentificationInput, SelfIdSet } from '../../src/contract';

/** The SQL of self_identification: the candidate's own answers, one row per candidate per set. */

export interface SelfIdRow {
  answers: string;
  updated_at: string;
}

export function findAnswers(db: D1Database, candidateId: string, set: SelfIdSet) {
  return db
    .prepare('SELECT answers, updated_at FROM self_identification WHERE candidate_id = ? AND set_key = ?')
    .bind(candidateId, set)
    .first<SelfIdRow>();
}

export async function saveAnswers(db: D1Database, candidateId: string, input: SelfIdentificationInput, now: string) {
  await db
    .prepare(
      `INSERT INTO self_identification (candidate_id, set_key, answers, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (candidate_id, set_key) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at`,
    )
    .bind(candidateId, input.set, JSON.stringify(input.answers), now)
    .run();
}

export function deleteAnswers(db: D1Database, candidateId: string, set: SelfIdSet) {
  return db.prepare('DELETE FROM self_identification WHERE candidate_id = ? AND set_key = ?').bind(candidateId, set);
}

/** The country of a job's company, or null when there is no such job. */
export async function countryOfJob(db: D1Database, jobId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT c.country FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ?')
    .bind(jobId)
    .first<{ country: string }>();
  return row?.country ?? null;
}

/** The countries of the companies the candidate has applied to (none before a first application). */
export async function countriesApplied(db: D1Database, candidateId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT c.country FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
       WHERE a.candidate_id = ?`,
    )
    .bind(candidateId)
    .all<{ country: string }>();
  return results.map((r) => r.country);
}

/** Deletes the candidate's self-identification (sets last changed by `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateSelfId(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM self_identification WHERE candidate_id = ?1 AND (?2 IS NULL OR updated_at <= ?2)`)
    .bind(userId, upTo);
}
