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

// Numbered parameters: ?1 the search pattern, ?2 the company, ?3 and ?4 the page.
const FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id
  LEFT JOIN candidate_profiles cp ON cp.user_id = a.candidate_id
  WHERE j.company_id = ?2 AND j.removed_at IS NULL`;
// A candidate matches a skill search through their profile skills or any resume they sent.
const MATCHES = `MAX(EXISTS (SELECT 1 FROM json_each(COALESCE(cp.skills, '[]')) s WHERE s.value LIKE ?1 ESCAPE '\\') OR a.resume_text LIKE ?1 ESCAPE '\\')`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the company's candidates, most recent applicant first, optionally matching a skill. */
export async function pageCompanyCandidates(db: D1Database, companyId: string, q: { q?: string; page: number; limit: number }) {
  const search = q.q ? likePattern(q.q) : null;
  const having = search ? `HAVING ${MATCHES} = 1` : '';
  const grouped = `SELECT a.candidate_id, u.full_name, u.email, cp.skills, COUNT(*) AS application_count, MAX(a.created_at) AS last_applied_at,
      MAX(a.status IN ('interview', 'offer', 'hired')) AS reached_interview
    ${FROM} GROUP BY a.candidate_id ${having}`;
  const [page, count] = await db.batch([
    db.prepare(`${grouped} ORDER BY last_applied_at DESC LIMIT ?3 OFFSET ?4`).bind(search ?? '', companyId, q.limit, (q.page - 1) * q.limit),
    db.prepare(`SELECT COUNT(*) AS total FROM (${grouped})`).bind(search ?? '', companyId),
  ]);
  return { rows: (page?.results ?? []) as CompanyCandidateRow[], total: (count?.results?.[0] as { total: number } | undefined)?.total ?? 0 };
}

/** Each candidate's best-scored application to the company (for the given candidates). */
export async function bestMatches(db: D1Database, companyId: string, candidateIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT candidate_id, job_id, job_title, ats_score FROM (
         SELECT a.candidate_id, a.job_id, j.title AS job_title, a.ats_score,
           ROW_NUMBER() OVER (PARTITION BY a.candidate_id ORDER BY a.ats_score DESC, a.created_at DESC) AS rank
         FROM applications a JOIN jobs j ON j.id = a.job_id
         WHERE j.company_id = ? AND j.removed_at IS NULL AND a.ats_score IS NOT NULL AND a.candidate_id IN (SELECT value FROM json_each(?))
       ) WHERE rank = 1`,
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
