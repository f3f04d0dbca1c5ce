import { HUMAN_REVIEW, OPEN_STATUSES } from '../../src/contract';

// Applications reviewed without the score are never scored, not even again.
const SCORED = `ats_status <> '${HUMAN_REVIEW.status}'`;

/** The SQL of re-scoring: the applications of a job still in the pipeline, and their new scores. */

/** Applications of a job still in the pipeline, with the resume text the engine scores (bounded). */
export async function openApplicationsOfJob(db: D1Database, jobId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, resume_text FROM applications WHERE job_id = ? AND status IN (SELECT value FROM json_each(?)) AND ${SCORED} LIMIT ?`,
    )
    .bind(jobId, JSON.stringify(OPEN_STATUSES), limit)
    .all<{ id: string; resume_text: string }>();
  return results;
}

/** Stores a new score (after a job's requirements change). */
export function updateScore(
  db: D1Database,
  id: string,
  s: { score: number | null; status: string; breakdown: string; version: string },
) {
  return db
    .prepare('UPDATE applications SET ats_score = ?, ats_status = ?, ats_breakdown = ?, ats_version = ? WHERE id = ?')
    .bind(s.score, s.status, s.breakdown, s.version, id);
}

/** Applications scored by another scorer version than `version`, after `afterId` in id order. */
export async function applicationsScoredBefore(db: D1Database, version: string, afterId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, job_id, resume_text FROM applications WHERE ats_version != ? AND ${SCORED} AND id > ? ORDER BY id LIMIT ?`,
    )
    .bind(version, afterId, limit)
    .all<{ id: string; job_id: string; resume_text: string }>();
  return results;
}

/** How many applications another scorer version scored. */
export async function countScoredBefore(db: D1Database, version: string): Promise<number> {
  return (
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM applications WHERE ats_version != ? AND ${SCORED}`)
        .bind(version)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}
