/**
 * The recruiter side's only glue to the matching engine (worker/ats): when a job's requirements
 * change, its open applications are scored again from the resume text each application kept.
 */
import type { Job } from '../../src/contract';
import { analyzeJob, analyzeResume, scoreMatch } from '../ats';
import { updateScore } from '../applications/store';
import { openApplicationsOfJob } from './store';

// Bounds the work of one edit; a job with more open applications keeps older scores beyond it.
export const RESCORE_LIMIT = 1_000;
// D1 runs a batch as one transaction; chunks keep each one small.
const BATCH_SIZE = 100;

/** Re-scores every application of the job still in the pipeline; returns how many. */
export async function rescoreOpenApplications(db: D1Database, job: Job): Promise<number> {
  const rows = await openApplicationsOfJob(db, job.id, RESCORE_LIMIT);
  if (rows.length === 0) return 0;
  const profile = analyzeJob(job);
  const statements = rows.map((row) => {
    const result = scoreMatch(analyzeResume(row.resume_text), profile);
    return updateScore(db, row.id, { score: result.score, status: result.status, breakdown: JSON.stringify(result.breakdown ?? {}), version: result.version });
  });
  for (let i = 0; i < statements.length; i += BATCH_SIZE) await db.batch(statements.slice(i, i + BATCH_SIZE));
  return rows.length;
}
