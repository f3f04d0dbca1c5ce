import { type JobCard, SAVED_JOBS_FULL, SAVED_JOBS_MAX, utcDay } from '../../src/contract';
import { clock } from '../clock';
import { scoreRows, viewerOf } from '../feed';
import { ApiFailure } from '../http';
import { readableJob } from '../jobs';
import * as store from './store';

/** Saves a job a candidate may see (closed ones too: they can still be read). 409 when the list is full. */
export async function save(db: D1Database, candidateId: string, jobId: string): Promise<{ saved: true }> {
  await readableJob(db, jobId);
  if (!(await store.saveJob(db, candidateId, jobId, SAVED_JOBS_MAX))) throw new ApiFailure(409, SAVED_JOBS_FULL);
  return { saved: true };
}

export async function unsave(db: D1Database, candidateId: string, jobId: string): Promise<{ saved: false }> {
  await store.unsaveJob(db, candidateId, jobId);
  return { saved: false };
}

/** The dashboard's saved list: saved jobs still open, as cards with the candidate's match. */
export async function savedJobs(db: D1Database, candidateId: string, now = clock.date()): Promise<{ jobs: JobCard[] }> {
  const [rows, viewer] = await Promise.all([
    store.savedOpenJobs(db, candidateId, utcDay(now), SAVED_JOBS_MAX),
    viewerOf(db, candidateId),
  ]);
  return { jobs: scoreRows(rows, viewer) };
}

/** Whether the candidate saved this job (the job page's button). */
export async function isSaved(db: D1Database, candidateId: string, jobId: string): Promise<{ saved: boolean }> {
  return { saved: (await store.savedAmong(db, candidateId, [jobId])).has(jobId) };
}
