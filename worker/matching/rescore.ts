/**
 * When a job's requirements change, its open applications are scored again from the resume text
 * each application kept, through the product's one glue to the matching engine
 * (worker/matching/engine.ts), so a re-score is computed exactly as the score at apply time.
 */
import type { Job } from '../../src/contract';
import { openApplicationsOfJob, updateScore } from './store';
import { scoreResume } from './engine';

// Bounds the work of one edit; a job with more open applications keeps older scores beyond it.
export const RESCORE_LIMIT = 1_000;
// D1 runs a batch as one transaction; chunks keep each one small.
const BATCH_SIZE = 100;

/** Re-scores every application of the job still in the pipeline; returns how many. */
export async function rescoreOpenApplications(db: D1Database, job: Job): Promise<number> {
  const rows = await openApplicationsOfJob(db, job.id, RESCORE_LIMIT);
  const statements = rows.map((row) => {
    // Applications keep no text for a resume that could not be read: never scored as if empty.
    const result = scoreResume(row.resume_text, row.resume_text ? 'ok' : 'unreadable', job);
    return updateScore(db, row.id, { score: result.score, status: result.status, breakdown: JSON.stringify(result.breakdown), version: result.version });
  });
  for (let i = 0; i < statements.length; i += BATCH_SIZE) await db.batch(statements.slice(i, i + BATCH_SIZE));
  return rows.length;
}
