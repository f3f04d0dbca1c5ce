import type { JobSearch } from '../../src/contract';
import type { JobRow } from '../jobs/store';
import { allOf, keywordsQuery, placeQuery } from '../search/fts';

/**
 * The SQL of job search for candidates: open, published, not removed, not past the deadline.
 * Ordered by (posted_at, id) descending so pages follow the jobs_open_posted index and continue
 * with a keyset instead of an offset.
 */
export interface SearchOptions {
  today: string;
  /** ISO time: only jobs posted at or after it (the "posted within" filter). */
  postedSince?: string;
  companyId?: string;
  /** Keyset: continue after this job. */
  after?: { postedAt: string; id: string };
  limit: number;
}

/** A job a candidate or visitor may see in lists (jobs aliased `j`); binds today's date once. */
export const OPEN_JOB_SQL = "j.status = 'open' AND j.removed_at IS NULL AND j.posted_at IS NOT NULL AND (j.deadline IS NULL OR j.deadline >= ?)";

const KEYWORD_COLUMNS = ['title', 'company', 'skills', 'description'] as const;
/** bm25 weights of jobs_fts' columns: title, company, skills, description, place. */
const RANK = 'bm25(jobs_fts, 10.0, 4.0, 6.0, 1.0, 0.0)';

/** The full-text part of a job search (keywords in any text column, location through its variants). */
export function jobTextQuery(search: Pick<JobSearch, 'q' | 'location'>): string | null {
  return allOf(keywordsQuery(search.q, KEYWORD_COLUMNS), placeQuery(search.location));
}

function whereClause(search: JobSearch, o: Omit<SearchOptions, 'limit'>, text: 'in' | 'joined') {
  const where = [OPEN_JOB_SQL];
  const params: unknown[] = [o.today];
  const match = jobTextQuery(search);
  if (match) {
    where.push(text === 'in' ? 'j.rowid IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ?)' : 'jobs_fts MATCH ?');
    params.push(match);
  }
  if (search.workplaceType) {
    where.push('j.workplace_type = ?');
    params.push(search.workplaceType);
  }
  if (search.employmentType) {
    where.push('j.employment_type = ?');
    params.push(search.employmentType);
  }
  if (search.minSalary !== undefined) {
    // Hidden salaries never match: filtering on them would reveal them.
    where.push('j.show_salary = 1 AND COALESCE(j.salary_max, j.salary_min) >= ?');
    params.push(search.minSalary);
  }
  if (o.postedSince) {
    where.push('j.posted_at >= ?');
    params.push(o.postedSince);
  }
  if (o.companyId) {
    where.push('j.company_id = ?');
    params.push(o.companyId);
  }
  if (o.after) {
    where.push('(j.posted_at < ? OR (j.posted_at = ? AND j.id < ?))');
    params.push(o.after.postedAt, o.after.postedAt, o.after.id);
  }
  return { sql: where.join(' AND '), params };
}

export async function searchJobs(db: D1Database, search: JobSearch, o: SearchOptions): Promise<JobRow[]> {
  const { sql, params } = whereClause(search, o, 'in');
  const { results } = await db
    .prepare(`SELECT j.*, c.name AS company_name FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${sql} ORDER BY j.posted_at DESC, j.id DESC LIMIT ?`)
    .bind(...params, o.limit)
    .all<JobRow>();
  return results;
}

export async function countJobs(db: D1Database, search: JobSearch, o: Omit<SearchOptions, 'limit' | 'after'> & { cap: number }): Promise<number> {
  const { sql, params } = whereClause(search, o, 'in');
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${sql} LIMIT ?)`)
    .bind(...params, o.cap)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Jobs matching the keywords, best first (bm25: title counts most, then skills, company, text;
 * ties newest first), paged by offset. Without keywords there is nothing to rank: use searchJobs.
 */
export async function rankJobs(db: D1Database, search: JobSearch, o: Omit<SearchOptions, 'after'> & { offset: number }): Promise<JobRow[]> {
  const { sql, params } = whereClause(search, o, 'joined');
  const { results } = await db
    .prepare(
      `SELECT j.*, c.name AS company_name FROM jobs_fts CROSS JOIN jobs j ON j.rowid = jobs_fts.rowid JOIN companies c ON c.id = j.company_id
       WHERE ${sql} ORDER BY ${RANK}, j.posted_at DESC, j.id DESC LIMIT ? OFFSET ?`,
    )
    .bind(...params, o.limit, o.offset)
    .all<JobRow>();
  return results;
}

/** Open jobs among the given ids (at most a page of them). */
export async function openJobsByIds(db: D1Database, ids: string[], today: string): Promise<JobRow[]> {
  const { results } = await db
    .prepare(`SELECT j.*, c.name AS company_name FROM json_each(?) ids CROSS JOIN jobs j ON j.id = ids.value JOIN companies c ON c.id = j.company_id WHERE ${OPEN_JOB_SQL}`)
    .bind(JSON.stringify(ids), today)
    .all<JobRow>();
  return results;
}

/** Counts a view once per candidate, job and UTC day. */
export async function recordView(db: D1Database, jobId: string, candidateId: string, day: string) {
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO job_views (job_id, candidate_id, day) VALUES (?, ?, ?)').bind(jobId, candidateId, day),
    db.prepare('UPDATE jobs SET view_count = view_count + 1 WHERE id = ? AND changes() > 0').bind(jobId),
  ]);
}
