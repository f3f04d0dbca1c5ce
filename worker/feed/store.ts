import type { JobSearch } from '../../src/contract';
import type { JobRow } from '../jobs/store';
import { LISTED_SQL } from '../jobs/visibility';

/**
 * The SQL of job search for candidates: jobs listed to candidates (worker/jobs/visibility.ts).
 * Ordered by (posted_at, id) descending so pages follow the jobs_open_posted index and continue
 * with a keyset instead of an offset.
 */
export interface SearchOptions {
  /** The UTC day the deadline is judged on (`listedParam`). */
  today: string;
  /** ISO time: only jobs posted at or after it (the "posted within" filter). */
  postedSince?: string;
  companyId?: string;
  /** Keyset: continue after this job. */
  after?: { postedAt: string; id: string };
  limit: number;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const MAX_WORDS = 8;

function whereClause(search: JobSearch, o: Omit<SearchOptions, 'limit'>) {
  const where = [LISTED_SQL];
  const params: unknown[] = [o.today];
  for (const word of search.q.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)) {
    where.push("(j.title LIKE ? ESCAPE '\\' OR j.description LIKE ? ESCAPE '\\' OR j.required_skills LIKE ? ESCAPE '\\' OR j.nice_skills LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\')");
    params.push(...Array(5).fill(like(word)));
  }
  // "Gurugram, India": every part must name the city or the country.
  for (const part of search.location.split(',').map((p) => p.trim()).filter(Boolean).slice(0, 3)) {
    where.push("(j.city LIKE ? ESCAPE '\\' OR j.country LIKE ? ESCAPE '\\')");
    params.push(like(part), like(part));
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
  const { sql, params } = whereClause(search, o);
  const { results } = await db
    .prepare(`SELECT j.*, c.name AS company_name FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${sql} ORDER BY j.posted_at DESC, j.id DESC LIMIT ?`)
    .bind(...params, o.limit)
    .all<JobRow>();
  return results;
}

export async function countJobs(db: D1Database, search: JobSearch, o: Omit<SearchOptions, 'limit' | 'after'> & { cap: number }): Promise<number> {
  const { sql, params } = whereClause(search, o);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${sql} LIMIT ?)`)
    .bind(...params, o.cap)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Counts a view once per candidate, job and UTC day. */
export async function recordView(db: D1Database, jobId: string, candidateId: string, day: string) {
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO job_views (job_id, candidate_id, day) VALUES (?, ?, ?)').bind(jobId, candidateId, day),
    db.prepare('UPDATE jobs SET view_count = view_count + 1 WHERE id = ? AND changes() > 0').bind(jobId),
  ]);
}
