import { type JobSearch, readLocation } from '../../src/contract';
import { JOB_COMPANY_COLUMNS } from '../companies';
import { countViewStatement, type JobRow, listedSql } from '../jobs';
import { allOf, anyWordsQuery, keywordsQuery, placeQuery, type TextPlan, textPlan } from '../search';

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

const KEYWORD_COLUMNS = ['title', 'company', 'skills', 'description'] as const;
/** bm25 weights of jobs_fts' columns: title, company, skills, description, place. */
const RANK = 'bm25(jobs_fts, 10.0, 4.0, 6.0, 1.0, 0.0)';

/**
 * The full-text part of a job search (keywords in any text column, the location's place through its
 * variants; a remote location's "Remote" is the workplace filter of whereClause, not a place).
 */
export function jobTextQuery(search: Pick<JobSearch, 'q' | 'location'>): string | null {
  return allOf(keywordsQuery(search.q, KEYWORD_COLUMNS), placeQuery(readLocation(search.location).place));
}

type Plan = { kind: 'all' } | TextPlan;

async function planOf(db: D1Database, search: Pick<JobSearch, 'q' | 'location'>): Promise<Plan> {
  const match = jobTextQuery(search);
  return match ? textPlan(db, 'jobs_fts', match) : { kind: 'all' };
}

/** The FROM clause of a plan: jobs (aliased j) with their company (c), and the index when searching. */
function fromOf(plan: Plan): string {
  if (plan.kind === 'matches')
    return 'jobs_fts CROSS JOIN jobs j ON j.rowid = jobs_fts.rowid JOIN companies c ON c.id = j.company_id';
  if (plan.kind === 'walk')
    return 'jobs j CROSS JOIN jobs_fts ON jobs_fts.rowid = j.rowid JOIN companies c ON c.id = j.company_id';
  return 'jobs j JOIN companies c ON c.id = j.company_id';
}

function whereClause(search: JobSearch, o: Omit<SearchOptions, 'limit'>, plan: Plan) {
  const where = [listedSql('c')];
  const params: unknown[] = [o.today];
  if (plan.kind === 'matches' || plan.kind === 'walk') {
    where.push('jobs_fts MATCH ?');
    params.push(plan.match);
  }
  if (search.workplaceType) {
    where.push('j.workplace_type = ?');
    params.push(search.workplaceType);
  }
  if (readLocation(search.location).remote) where.push("j.workplace_type = 'remote'");
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
  const plan = await planOf(db, search);
  if (plan.kind === 'none') return [];
  const { sql, params } = whereClause(search, o, plan);
  const { results } = await db
    .prepare(
      `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM ${fromOf(plan)} WHERE ${sql} ORDER BY j.posted_at DESC, j.id DESC LIMIT ?`,
    )
    .bind(...params, o.limit)
    .all<JobRow>();
  return results;
}

export async function countJobs(
  db: D1Database,
  search: JobSearch,
  o: Omit<SearchOptions, 'limit' | 'after'> & { cap: number },
): Promise<number> {
  const plan = await planOf(db, search);
  if (plan.kind === 'none') return 0;
  const { sql, params } = whereClause(search, o, plan);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${fromOf(plan)} WHERE ${sql} LIMIT ?)`)
    .bind(...params, o.cap)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Jobs matching the keywords, best first (bm25: title counts most, then skills, company, text;
 * ties newest first), paged by offset. Words that match many jobs (see textPlan) are listed newest
 * first instead, so the rows read stay bounded. Without keywords there is nothing to rank.
 */
export async function rankJobs(
  db: D1Database,
  search: JobSearch,
  o: Omit<SearchOptions, 'after'> & { offset: number },
): Promise<JobRow[]> {
  const plan = await planOf(db, search);
  if (plan.kind === 'all' || plan.kind === 'none') return [];
  const { sql, params } = whereClause(search, o, plan);
  const order = plan.kind === 'matches' ? `${RANK}, j.posted_at DESC, j.id DESC` : 'j.posted_at DESC, j.id DESC';
  const { results } = await db
    .prepare(`SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM ${fromOf(plan)} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .bind(...params, o.limit, o.offset)
    .all<JobRow>();
  return results;
}

/** Open jobs sharing words of a job's title and skills, best first (bm25), the job itself left out. */
export async function similarJobs(
  db: D1Database,
  job: { id: string; title: string; skills: string[] },
  today: string,
  limit: number,
): Promise<JobRow[]> {
  const match = anyWordsQuery(`${job.title} ${job.skills.join(' ')}`, ['title', 'skills']);
  if (!match) return [];
  const { results } = await db
    .prepare(
      `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM jobs_fts CROSS JOIN jobs j ON j.rowid = jobs_fts.rowid JOIN companies c ON c.id = j.company_id
       WHERE jobs_fts MATCH ? AND ${listedSql('c')} AND j.id <> ? ORDER BY ${RANK}, j.posted_at DESC LIMIT ?`,
    )
    .bind(match, today, job.id, limit)
    .all<JobRow>();
  return results;
}

/** Open jobs among the given ids (at most a page of them). */
export async function openJobsByIds(db: D1Database, ids: string[], today: string): Promise<JobRow[]> {
  const { results } = await db
    .prepare(
      `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM json_each(?) ids CROSS JOIN jobs j ON j.id = ids.value JOIN companies c ON c.id = j.company_id WHERE ${listedSql('c')}`,
    )
    .bind(JSON.stringify(ids), today)
    .all<JobRow>();
  return results;
}

/** Counts a view once per candidate, job and UTC day. */
export async function recordView(db: D1Database, jobId: string, candidateId: string, day: string) {
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO job_views (job_id, candidate_id, day) VALUES (?, ?, ?)')
      .bind(jobId, candidateId, day),
    countViewStatement(db, jobId),
  ]);
}

/** Deletes the candidate's job views (those by the day of `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateViews(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare('DELETE FROM job_views WHERE candidate_id = ?1 AND (?2 IS NULL OR day <= substr(?2, 1, 10))')
    .bind(userId, upTo);
}
