import { HUMAN_REVIEW, OPEN_STATUSES, SELF_ID_SET_KEYS, SELF_ID_SETS } from '../../src/contract';

/**
 * The SQL of the bias audit: applications in a range grouped by the candidates' voluntary
 * self-identification (read here only as aggregates for the admin), the overrides of the ranking,
 * and the published summaries.
 */

export interface AuditGroup {
  /** The set the job's company asks (by its country); null: none. */
  id_set: string | null;
  /** The candidate's answers to that set (JSON), null without any. */
  answers: string | null;
  score: number | null;
  selected: number;
  human_review: number;
  n: number;
}

// Stages in order, for "later" and "earlier" (rejected and withdrawn are not stages).
const STAGE = (column: string) =>
  `CASE ${column} WHEN 'applied' THEN 0 WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 END`;
// Contract constants, not input: safe to inline.
const OPEN_SQL = `(${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;
// The set a company's country asks, as SQL (contract constants, not input).
const SET_OF_COUNTRY = `CASE ${SELF_ID_SET_KEYS.flatMap((k) => SELF_ID_SETS[k].countries.map((c) => `WHEN c.country = '${c}' THEN '${k}'`)).join(' ')} END`;
const SCOPE = (companyId: string | null) => (companyId ? ' AND j.company_id = ?' : '');

/**
 * Applications created from `start` (inclusive) to `end` (exclusive), counted per the set their
 * company asks and the candidate's answers to that set, score,
 * whether they reached interview (furthest_stage 2 or beyond) and whether people alone review them.
 */
export async function auditGroups(db: D1Database, start: string, end: string, companyId: string | null) {
  const { results } = await db
    .prepare(
      `SELECT ${SET_OF_COUNTRY} AS id_set, s.answers, a.ats_score AS score, a.furthest_stage >= 2 AS selected,
         a.ats_status = '${HUMAN_REVIEW.status}' AS human_review, COUNT(*) AS n
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
         LEFT JOIN self_identification s ON s.candidate_id = a.candidate_id AND s.set_key = ${SET_OF_COUNTRY}
       WHERE a.created_at >= ? AND a.created_at < ?${SCOPE(companyId)}
       GROUP BY 1, 2, 3, 4, 5`,
    )
    .bind(...[start, end, ...(companyId ? [companyId] : [])])
    .all<AuditGroup>();
  return results;
}

export async function scorerVersions(db: D1Database, start: string, end: string, companyId: string | null) {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT a.ats_version AS v FROM applications a JOIN jobs j ON j.id = a.job_id
       WHERE a.created_at >= ? AND a.created_at < ? AND a.ats_score IS NOT NULL${SCOPE(companyId)} ORDER BY 1`,
    )
    .bind(...[start, end, ...(companyId ? [companyId] : [])])
    .all<{ v: string }>();
  return results.map((r) => r.v);
}

/**
 * Recruiters' moves to a later stage made from `start` to `end`, and how many of them passed over a
 * higher-scored application of the same job and scorer version that was, at that moment, still open
 * at an earlier stage (its latest event then).
 */
export async function overrides(db: D1Database, start: string, end: string, companyId: string | null) {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS moves, COALESCE(SUM(EXISTS (
           SELECT 1 FROM applications b
           WHERE b.job_id = a.job_id AND b.id <> a.id AND b.ats_version = a.ats_version AND b.ats_score > a.ats_score AND b.created_at <= e.created_at
             AND (SELECT be.to_status FROM application_events be WHERE be.application_id = b.id AND be.created_at <= e.created_at
                  ORDER BY be.created_at DESC, be.rowid DESC LIMIT 1) IN ${OPEN_SQL}
             AND ${STAGE(`(SELECT be.to_status FROM application_events be WHERE be.application_id = b.id AND be.created_at <= e.created_at
                  ORDER BY be.created_at DESC, be.rowid DESC LIMIT 1)`)} < ${STAGE('e.to_status')}
         )), 0) AS overrides
       FROM application_events e JOIN applications a ON a.id = e.application_id JOIN jobs j ON j.id = a.job_id
       WHERE e.created_at >= ? AND e.created_at < ? AND e.from_status IS NOT NULL AND a.ats_score IS NOT NULL
         AND ${STAGE('e.to_status')} > ${STAGE('e.from_status')}${SCOPE(companyId)}`,
    )
    .bind(...[start, end, ...(companyId ? [companyId] : [])])
    .first<{ moves: number; overrides: number }>();
  return { forwardMoves: row?.moves ?? 0, count: row?.overrides ?? 0 };
}

export function companyName(db: D1Database, companyId: string) {
  return db.prepare('SELECT name FROM companies WHERE id = ?').bind(companyId).first<{ name: string }>();
}

export async function publish(
  db: D1Database,
  p: { id: string; publishedAt: string; publishedBy: string; audit: string },
) {
  await db
    .prepare('INSERT INTO ai_audit_publications (id, published_at, published_by, audit) VALUES (?, ?, ?, ?)')
    .bind(p.id, p.publishedAt, p.publishedBy, p.audit)
    .run();
}

/** The newest `limit` published audits, newest first (as stored: the full figures). */
export async function latestPublications(db: D1Database, limit: number) {
  const { results } = await db
    .prepare('SELECT id, published_at, audit FROM ai_audit_publications ORDER BY published_at DESC, rowid DESC LIMIT ?')
    .bind(limit)
    .all<{ id: string; published_at: string; audit: string }>();
  return results;
}
