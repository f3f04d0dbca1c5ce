import {
  acceptsApplications,
  BOARD_PAGE_SIZE,
  type BoardQuery,
  type Company,
  COMPANY_PAGE_JOBS,
  type Job,
  type JobCard,
  utcDay,
} from '../../src/contract';
import { clock } from '../clock';
import { findCompany, toCompany } from '../companies';
import {
  type Cursor,
  decodeCursor,
  encodeCursor,
  newestPage,
  NO_VIEWER,
  postedSince,
  rankJobs,
  scoreRows,
  searchJobs,
  searchOf,
  similarJobs,
} from '../feed';
import { findJob, isReadable, toJob } from '../jobs';
import { searchWords } from '../search';

export interface PublicJob {
  job: Job;
  company: Company;
  open: boolean;
  /** Open jobs like this one (title and skills), best first. */
  similar: JobCard[];
}

export const SIMILAR_JOBS = 4;

/**
 * The public job page's data: published, not removed. Closed and expired jobs still render (old
 * links keep working) but say so, and carry no JobPosting data so search engines drop them.
 */
export async function publicJob(db: D1Database, id: string, now = clock.date()): Promise<PublicJob | null> {
  const row = await findJob(db, id);
  if (!row || !isReadable(row)) return null;
  const company = await findCompany(db, row.company_id);
  if (!company) return null;
  const job = toJob(row, false);
  const similar = await similarJobs(
    db,
    { id: job.id, title: job.title, skills: job.requiredSkills },
    utcDay(now),
    SIMILAR_JOBS,
  );
  return {
    job,
    company: toCompany(company),
    open: acceptsApplications(job, now),
    similar: scoreRows(similar, NO_VIEWER),
  };
}

/**
 * A page of the public board: with keywords, best match of the words first (offset pages);
 * without, newest first (keyset pages).
 */
export async function publicBoard(
  db: D1Database,
  query: BoardQuery,
  now = clock.date(),
): Promise<{ jobs: JobCard[]; nextCursor: string | null }> {
  let cursor: Cursor | null = null;
  try {
    cursor = decodeCursor(query.cursor);
  } catch {
    // a mangled page link starts the search again
  }
  const search = searchOf(query);
  if (!searchWords(search.q).length) return newestPage(db, search, cursor, BOARD_PAGE_SIZE, NO_VIEWER, now);
  const offset = cursor && 'o' in cursor ? cursor.o : 0;
  const rows = await rankJobs(db, search, {
    today: utcDay(now),
    postedSince: postedSince(search.postedWithin, now),
    offset,
    limit: BOARD_PAGE_SIZE + 1,
  });
  return {
    jobs: scoreRows(rows.slice(0, BOARD_PAGE_SIZE), NO_VIEWER),
    nextCursor: rows.length > BOARD_PAGE_SIZE ? encodeCursor({ o: offset + BOARD_PAGE_SIZE }) : null,
  };
}

/** A public company page: what the company says about itself and its open jobs, never its people. */
export async function publicCompany(
  db: D1Database,
  id: string,
  now = clock.date(),
): Promise<{ company: Company; jobs: JobCard[] } | null> {
  const row = await findCompany(db, id);
  if (!row) return null;
  const jobs = await searchJobs(
    db,
    { q: '', location: '' },
    { today: utcDay(now), companyId: id, limit: COMPANY_PAGE_JOBS },
  );
  return { company: toCompany(row), jobs: scoreRows(jobs, NO_VIEWER) };
}
