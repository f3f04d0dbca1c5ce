import { acceptsApplications, BOARD_PAGE_SIZE, COMPANY_PAGE_JOBS, type BoardQuery, type Company, type Job, type JobCard } from '../../src/contract';
import { findCompany, toCompany } from '../companies/store';
import { decodeCursor, newestPage, NO_VIEWER, scoreRows, searchOf, today, type Cursor } from '../feed/service';
import { searchJobs } from '../feed/store';
import { findJob, toJob } from '../jobs/store';

export interface PublicJob {
  job: Job;
  company: Company;
  open: boolean;
}

/**
 * The public job page's data: published, not removed. Closed and expired jobs still render (old
 * links keep working) but say so, and carry no JobPosting data so search engines drop them.
 */
export async function publicJob(db: D1Database, id: string, now = new Date()): Promise<PublicJob | null> {
  const row = await findJob(db, id);
  if (!row || row.removed_at || !row.posted_at || row.status === 'draft') return null;
  const company = await findCompany(db, row.company_id);
  if (!company) return null;
  const job = toJob(row, false);
  return { job, company: toCompany(company), open: acceptsApplications(job, now) };
}

/** A page of the public board: open jobs passing the search, newest first, keyset-paged. */
export async function publicBoard(db: D1Database, query: BoardQuery, now = new Date()): Promise<{ jobs: JobCard[]; nextCursor: string | null }> {
  let cursor: Cursor | null = null;
  try {
    cursor = decodeCursor(query.cursor);
  } catch {
    // a mangled page link starts the search again
  }
  return newestPage(db, searchOf(query), cursor, BOARD_PAGE_SIZE, NO_VIEWER, now);
}

/** A public company page: what the company says about itself and its open jobs, never its people. */
export async function publicCompany(db: D1Database, id: string, now = new Date()): Promise<{ company: Company; jobs: JobCard[] } | null> {
  const row = await findCompany(db, id);
  if (!row) return null;
  const jobs = await searchJobs(db, { q: '', location: '' }, { today: today(now), companyId: id, limit: COMPANY_PAGE_JOBS });
  return { company: toCompany(row), jobs: scoreRows(jobs, NO_VIEWER) };
}
