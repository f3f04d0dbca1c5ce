import { utcDay } from '../../src/contract';
import { clock } from '../clock';
import { companyVerifiedSql } from '../companies';
import { notFound } from '../http';
import { findJob, type JobRow } from './store';

/**
 * Which jobs candidates meet. Listed (search, company pages, alert matches, badge counts, digests,
 * targeted sending): open, published, not removed, and its deadline (a UTC day, that day
 * included) not passed. Readable (a job's own page): published and not removed, so old links to a
 * closed or expired job still open and say so. Either way its company is a verified employer: the
 * jobs of one not yet verified wait in review, seen by nobody but its recruiters and the admins.
 */
type Visibility = Pick<JobRow, 'status' | 'removed_at' | 'posted_at' | 'deadline' | 'company_verified'>;

export const JOB_NOT_FOUND = 'Job not found';

export function isListed(job: Visibility, now = clock.date()): boolean {
  return (
    job.status === 'open' &&
    job.company_verified === 1 &&
    !job.removed_at &&
    !!job.posted_at &&
    (job.deadline === null || job.deadline >= utcDay(now))
  );
}

/**
 * The listed rule over `jobs j`, as SQL with one parameter: `listedParam(now)`. A query that already
 * joins the job's company passes its alias, so the company's standing is read from that row.
 */
export const listedSql = (company?: string) =>
  `(j.status = 'open' AND j.removed_at IS NULL AND j.posted_at IS NOT NULL AND (j.deadline IS NULL OR j.deadline >= ?)
  AND ${company ? companyVerifiedSql(company) : `EXISTS (SELECT 1 FROM companies lc WHERE lc.id = j.company_id AND ${companyVerifiedSql('lc')})`})`;
export const LISTED_SQL = listedSql();
export const listedParam = (now = clock.date()) => utcDay(now);

export function isReadable(job: Visibility): boolean {
  return !job.removed_at && !!job.posted_at && job.status !== 'draft' && job.company_verified === 1;
}

/** A job whose page a candidate may read; any other id is "not found". */
export async function readableJob(db: D1Database, jobId: string): Promise<JobRow> {
  const row = await findJob(db, jobId);
  if (!row || !isReadable(row)) throw notFound(JOB_NOT_FOUND);
  return row;
}
