/**
 * Re-scoring, the applications' own: when a job's requirements change, its open applications are
 * scored again from the resume text each application kept; `npm run ats:rescore` scores again what
 * an older scorer version scored. The score comes from the product's one glue to the matching engine
 * (`scoreResume`, worker/matching), so a re-score is computed exactly as the score at apply time.
 * A job's edit asks for it from the composition root (worker/api.ts hands `rescoreOpenApplications`
 * to the jobs router): jobs sits below this concern, so it cannot import it.
 */
import type { Job } from '../../src/contract';
import { findJob, toJob } from '../jobs';
import { ATS_SCORER_VERSION, scoreResume } from '../matching';
import { applicationsScoredBefore, countScoredBefore, openApplicationsOfJob, scoreStatement } from './store';

// Bounds the work of one edit; a job with more open applications keeps older scores beyond it.
export const RESCORE_LIMIT = 1_000;
// D1 runs a batch as one transaction; chunks keep each one small.
const BATCH_SIZE = 100;

function rescoreStatement(db: D1Database, row: { id: string; resume_text: string }, job: Job) {
  // Applications keep no text for a resume that could not be read: never scored as if empty.
  const result = scoreResume(row.resume_text, row.resume_text ? 'ok' : 'unreadable', job);
  return scoreStatement(db, row.id, {
    score: result.score,
    status: result.status,
    breakdown: JSON.stringify(result.breakdown),
    version: result.version,
  });
}

/** Re-scores every application of the job still in the pipeline; returns how many. */
export async function rescoreOpenApplications(db: D1Database, job: Job): Promise<number> {
  const rows = await openApplicationsOfJob(db, job.id, RESCORE_LIMIT);
  const statements = rows.map((row) => rescoreStatement(db, row, job));
  for (let i = 0; i < statements.length; i += BATCH_SIZE) await db.batch(statements.slice(i, i + BATCH_SIZE));
  return rows.length;
}

/**
 * Re-scores every stored application that an older scorer version scored (any status: a decided
 * application keeps its history, but its score reads as today's engine would give it), in batches,
 * reporting progress after each, each job read once as its recruiter saw it. Safe to stop and run
 * again: done rows carry the new version.
 */
export async function rescoreStaleApplications(
  db: D1Database,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const total = await countScoredBefore(db, ATS_SCORER_VERSION);
  const jobs = new Map<string, Job | null>();
  const loadJob = async (id: string) => {
    const row = await findJob(db, id);
    return row ? toJob(row, true) : null;
  };
  let done = 0;
  let after = '';
  onProgress(0, total);
  for (;;) {
    const rows = await applicationsScoredBefore(db, ATS_SCORER_VERSION, after, BATCH_SIZE);
    if (rows.length === 0) break;
    const statements = [];
    for (const row of rows) {
      if (!jobs.has(row.job_id)) jobs.set(row.job_id, await loadJob(row.job_id));
      const job = jobs.get(row.job_id);
      if (job) statements.push(rescoreStatement(db, row, job));
    }
    if (statements.length) await db.batch(statements);
    done += rows.length;
    after = rows.at(-1)!.id;
    onProgress(done, total);
  }
  return done;
}
