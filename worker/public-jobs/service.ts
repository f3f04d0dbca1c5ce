import { acceptsApplications, type Company, type Job } from '../../src/contract';
import { findCompany, toCompany } from '../companies/store';
import { findJob, toJob } from '../jobs/store';
import { isReadable } from '../jobs/visibility';

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
  if (!row || !isReadable(row)) return null;
  const company = await findCompany(db, row.company_id);
  if (!company) return null;
  const job = toJob(row, false);
  return { job, company: toCompany(company), open: acceptsApplications(job, now) };
}
