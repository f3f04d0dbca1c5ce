import { type CompanyPage, utcDay } from '../../src/contract';
import { clock } from '../clock';
import { findCompany, listRecruiterNames, toCompany } from '../companies';
import { notFound } from '../http';
import { NO_VIEWER, scoreRows, viewerOf } from './service';
import { searchJobs } from './store';

export const COMPANY_JOBS_LIMIT = 50;

/**
 * The company page for any signed-in user: the company, its open jobs (with the viewer's match when
 * they are a candidate) and its recruiters' names, nothing more about them.
 */
export async function companyPage(
  db: D1Database,
  companyId: string,
  who: { id: string; role: string },
): Promise<CompanyPage> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound('Company not found');
  const [jobs, recruiters, viewer] = await Promise.all([
    searchJobs(db, { q: '', location: '' }, { today: utcDay(clock.now()), companyId, limit: COMPANY_JOBS_LIMIT }),
    listRecruiterNames(db, companyId),
    who.role === 'candidate' ? viewerOf(db, who.id) : Promise.resolve(NO_VIEWER),
  ]);
  return {
    company: toCompany(row),
    jobs: scoreRows(jobs, viewer),
    recruiters: recruiters.map((fullName) => ({ fullName })),
  };
}
