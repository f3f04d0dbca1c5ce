// The SQL of the company's candidates: everyone who applied to one of its jobs.

export interface CompanyCandidateRow {
  candidate_id: string;
  full_name: string;
  email: string;
  skills: string | null;
  application_count: number;
  last_applied_at: string;
  /** 1 when one of their applications reached interview (identity shown under blind review). */
  reached_interview: number;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A candidate matches a skill search through their profile skills or any resume they sent the company.
const MATCHES = `(EXISTS (SELECT 1 FROM json_each(COALESCE(cp.skills, '[]')) s WHERE s.value LIKE ?2 ESCAPE '\\')
  OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = cc.candidate_id AND +a.recruiter_company_id = cc.company_id AND a.resume_text LIKE ?2 ESCAPE '\\'))`;
const SEARCHED = `FROM company_candidates cc LEFT JOIN candidate_profiles cp ON cp.user_id = cc.candidate_id WHERE cc.company_id = ?1 AND ${MATCHES}`;

/**
 * A page of the company's candidates (company_candidates, kept by triggers), most recent applicant
 * first, optionally matching a skill. The page's candidates are picked from the index first and
 * only they are joined. A search has no index: it tests applicants newest first until the page is
 * full, and its total counts matches up to `countCap`.
 */
export async function pageCompanyCandidates(db: D1Database, companyId: string, q: { q?: string; page: number; limit: number }, countCap: number) {
  const search = q.q ? likePattern(q.q) : null;
  const picked = search
    ? `SELECT cc.candidate_id ${SEARCHED} ORDER BY cc.last_applied_at DESC, cc.candidate_id LIMIT ?3 OFFSET ?4`
    : 'SELECT candidate_id FROM company_candidates WHERE company_id = ?1 ORDER BY last_applied_at DESC, candidate_id LIMIT ?3 OFFSET ?4';
  const page = db
    .prepare(
      `SELECT cc.candidate_id, u.full_name, u.email, cp.skills, cc.applications AS application_count, cc.last_applied_at,
         cc.interviews > 0 AS reached_interview
       FROM (${picked}) p CROSS JOIN company_candidates cc ON cc.company_id = ?1 AND cc.candidate_id = p.candidate_id
       JOIN users u ON u.id = cc.candidate_id LEFT JOIN candidate_profiles cp ON cp.user_id = cc.candidate_id
       ORDER BY cc.last_applied_at DESC, cc.candidate_id`,
    )
    .bind(companyId, search ?? '', q.limit, (q.page - 1) * q.limit);
  if (!search) return { rows: (await page.all<CompanyCandidateRow>()).results, matches: null };
  const [rows, matches] = await db.batch<CompanyCandidateRow | { n: number }>([
    page,
    db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 ${SEARCHED} LIMIT ?3)`).bind(companyId, search, countCap),
  ]);
  return { rows: (rows?.results ?? []) as CompanyCandidateRow[], matches: (matches?.results?.[0] as { n: number } | undefined)?.n ?? 0 };
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

/** The candidate's name, email and profile skills. */
export function findCandidate(db: D1Database, candidateId: string) {
  return db
    .prepare("SELECT u.id, u.full_name, u.email, cp.skills FROM users u LEFT JOIN candidate_profiles cp ON cp.user_id = u.id WHERE u.id = ? AND u.role = 'candidate'")
    .bind(candidateId)
    .first<{ id: string; full_name: string; email: string; skills: string | null }>();
}
