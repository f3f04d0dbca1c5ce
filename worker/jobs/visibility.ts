import { utcDay } from '../../src/contract';
import { clock } from '../clock';
import { notFound } from '../http/errors';
import { findJob, type JobRow } from './store';

/**
 * Which jobs candidates meet. Listed (search, company pages, alert matches, badge counts, digests,
 * targeted sending): open, published, not removed, and its deadline (a UTC day, that day
 * included) not passed. Readable (a job's own page): published and not removed, so old links to a
 * closed or expired job still open and say so.
 */
type Visibility = Pick<JobRow, 'status' | 'removed_at' | 'posted_at' | 'deadline'>;

export const JOB_NOT_FOUND = 'Job not found';

export function isListed(job: Visibility, now = clock.date()): boolean {
  return (
    job.status === 'open' &&
    !job.removed_at &&
    !!job.posted_at &&
    (job.deadline === null || job.deadline >= utcDay(now))
  );
}

/** The listed rule over `jobs j`, as SQL with one parameter: `listedParam(now)`. */
export const LISTED_SQL =
  "(j.status = 'open' AND j.removed_at IS NULL AND j.posted_at IS NOT NULL AND (j.deadline IS NULL OR j.deadline >= ?))";
export const listedParam = (now = clock.date()) => utcDay(now);

export function isReadable(job: Visibility): boolean {
  return !job.removed_at && !!job.posted_at && job.status !== 'draft';
}

/** A job whose page a candidate may read; any other id is "not found". */
export async function readableJob(db: D1Database, jobId: string): Promise<JobRow> {
  const row = await findJob(db, jobId);
  if (!row || !isReadable(row)) throw notFound(JOB_NOT_FOUND);
  return row;
}
