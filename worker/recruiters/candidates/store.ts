// The SQL of the company's candidates: everyone who applied to one of its jobs.
import { keywordsQuery, textPlan } from '../../search';

export interface CompanyCandidateRow {
  candidate_id: string;
  full_name: string;
  email: string;
  skills: string | null;
  application_count: number;
  last_applied_at: string;
  /** 1 when one of their applications reached interview (identity shown under blind review). */
  reached_interview: number;
  /** Their newest application to the company: its id is who they are while hidden. */
  latest_application_id: string;
}

/** What a recruiter's search reads: the candidate's structured profile fields (candidates_fts). */
const SEARCH_COLUMNS = ['skills', 'location'] as const;
// Few matches: from the index's matches, ranked. Many: the company's applicants newest first, each
// asked of the index (see textPlan).
const SEARCHED = {
  matches: `FROM candidates_fts CROSS JOIN candidate_profiles cp ON cp.rowid = candidates_fts.rowid
    JOIN company_candidates cc ON cc.company_id = ?1 AND cc.candidate_id = cp.user_id WHERE candidates_fts MATCH ?2`,
  walk: `FROM company_candidates cc CROSS JOIN candidate_profiles cp ON cp.user_id = cc.candidate_id
    CROSS JOIN candidates_fts ON candidates_fts.rowid = cp.rowid WHERE cc.company_id = ?1 AND candidates_fts MATCH ?2`,
};
const RANK = { matches: 'bm25(candidates_fts, 3.0, 1.0)', walk: '0' };
const ORDER = {
  matches: 'rank, cc.last_applied_at DESC, cc.candidate_id',
  walk: 'cc.last_applied_at DESC, cc.candidate_id',
};

/**
 * A page of the company's candidates (company_candidates, kept by triggers). Without a search,
 * most recent applicant first, picked from the index. With one, the words must match their
 * profile's skills or location: best match first (bm25, skills weigh most; ties most recent first)
 * when few profiles match, most recent first when many do; the total counts up to `countCap`.
 */
export async function pageCompanyCandidates(
  db: D1Database,
  companyId: string,
  q: { q?: string; page: number; limit: number },
  countCap: number,
) {
  const match = q.q ? keywordsQuery(q.q, SEARCH_COLUMNS) : null;
  const plan = match ? await textPlan(db, 'candidates_fts', match) : null;
  const search = plan && plan.kind !== 'none' ? plan.match : null;
  const how = plan?.kind === 'walk' ? 'walk' : 'matches';
  const picked = search
    ? `SELECT cc.candidate_id, ${RANK[how]} AS rank ${SEARCHED[how]} ORDER BY ${ORDER[how]} LIMIT ?3 OFFSET ?4`
    : 'SELECT candidate_id, 0 AS rank FROM company_candidates WHERE company_id = ?1 ORDER BY last_applied_at DESC, candidate_id LIMIT ?3 OFFSET ?4';
  const page = db
    .prepare(
      `SELECT cc.candidate_id, u.full_name, u.email, cp.skills, cc.applications AS application_count, cc.last_applied_at,
         cc.interviews > 0 AS reached_interview,
         (SELECT a.id FROM applications a WHERE a.candidate_id = cc.candidate_id AND +a.recruiter_company_id = ?1 ORDER BY a.created_at DESC LIMIT 1) AS latest_application_id
       FROM (${picked}) p CROSS JOIN company_candidates cc ON cc.company_id = ?1 AND cc.candidate_id = p.candidate_id
       JOIN users u ON u.id = cc.candidate_id LEFT JOIN candidate_profiles cp ON cp.user_id = cc.candidate_id
       ORDER BY p.rank, cc.last_applied_at DESC, cc.candidate_id`,
    )
    .bind(companyId, search ?? '', q.limit, (q.page - 1) * q.limit);
  if (q.q === undefined || q.q === '') return { rows: (await page.all<CompanyCandidateRow>()).results, matches: null };
  if (!search) return { rows: [], matches: 0 };
  const [rows, matches] = await db.batch<CompanyCandidateRow | { n: number }>([
    page,
    db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 ${SEARCHED[how]} LIMIT ?3)`).bind(companyId, search, countCap),
  ]);
  return {
    rows: (rows?.results ?? []) as CompanyCandidateRow[],
    matches: (matches?.results?.[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Each candidate's best-scored application to the company (for the given candidates): one lookup per candidate. */
export async function bestMatches(db: D1Database, companyId: string, candidateIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT a.candidate_id, a.job_id, j.title AS job_title, a.ats_score
       FROM json_each(?2) c
       CROSS JOIN applications a ON a.rowid = (SELECT b.rowid FROM applications b WHERE b.candidate_id = c.value AND +b.recruiter_company_id = ?1
         AND b.ats_score IS NOT NULL ORDER BY b.ats_score DESC, b.created_at DESC LIMIT 1)
       JOIN jobs j ON j.id = a.job_id`,
    )
    .bind(companyId, JSON.stringify(candidateIds))
    .all<{ candidate_id: string; job_id: string; job_title: string; ats_score: number }>();
  return results;
}

/** The candidate behind one of the company's applications (an alias id), or null. */
export async function candidateOfApplication(
  db: D1Database,
  companyId: string,
  applicationId: string,
): Promise<string | null> {
  const row = await db
    .prepare('SELECT candidate_id FROM applications WHERE id = ? AND recruiter_company_id = ?')
    .bind(applicationId, companyId)
    .first<{ candidate_id: string }>();
  return row?.candidate_id ?? null;
}

/** The candidate's name, email and profile skills. */
export function findCandidate(db: D1Database, candidateId: string) {
  return db
    .prepare(
      "SELECT u.id, u.full_name, u.email, cp.skills FROM users u LEFT JOIN candidate_profiles cp ON cp.user_id = u.id WHERE u.id = ? AND u.role = 'candidate'",
    )
    .bind(candidateId)
    .first<{ id: string; full_name: string; email: string; skills: string | null }>();
}
