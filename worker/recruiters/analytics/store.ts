// Summary queries of the recruiter dashboard and analytics: aggregates only, never rows of
// applications, so their cost does not grow with what they return.

const SCOPE = 'j.company_id = ?1 AND j.removed_at IS NULL AND (?2 IS NULL OR a.job_id = ?2)';
const IN_RANGE = `${SCOPE} AND a.created_at >= ?3`;
const STAGE_RANK = "CASE e.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END";

export async function dashboardCounts(db: D1Database, companyId: string, since: string) {
  const [jobs, apps] = await db.batch([
    db.prepare("SELECT COALESCE(SUM(status = 'open'), 0) AS open, COALESCE(SUM(status = 'draft'), 0) AS draft FROM jobs WHERE company_id = ? AND removed_at IS NULL").bind(companyId),
    db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(a.created_at >= ?3), 0) AS recent, COALESCE(SUM(a.status = 'interview'), 0) AS interview
         FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${SCOPE}`,
      )
      .bind(companyId, null, since),
  ]);
  const j = jobs?.results?.[0] as { open: number; draft: number };
  const a = apps?.results?.[0] as { total: number; recent: number; interview: number };
  return { openJobs: j.open, draftJobs: j.draft, totalApplications: a.total, newApplications: a.recent, inInterview: a.interview };
}

export interface AnalyticsRows {
  perDay: { day: string; count: number }[];
  furthest: { rank: number; count: number }[];
  ended: { status: string; count: number }[];
  stageTimes: { stage: string; hours: number | null; moves: number }[];
  buckets: { bucket: number | null; count: number }[];
  jobs: { id: string; title: string; status: string; views: number; applications: number; recent: number; avg_score: number | null; interviews: number; hired: number }[];
}

/**
 * Every figure of the analytics page for applications created since `since` (one job's with
 * `jobId`), in one batch. `recentSince` marks "new" in the per-job table.
 */
export async function analyticsRows(db: D1Database, companyId: string, jobId: string | null, since: string, recentSince: string, jobLimit: number): Promise<AnalyticsRows> {
  const from = 'FROM applications a JOIN jobs j ON j.id = a.job_id';
  const q = (sql: string) => db.prepare(sql).bind(companyId, jobId, since);
  const results = await db.batch([
    q(`SELECT substr(a.created_at, 1, 10) AS day, COUNT(*) AS count ${from} WHERE ${IN_RANGE} GROUP BY day`),
    // The furthest stage each application reached, from its events (skipped stages count as passed).
    q(`SELECT rank, COUNT(*) AS count FROM (SELECT MAX(COALESCE(${STAGE_RANK}, 0)) AS rank ${from}
         LEFT JOIN application_events e ON e.application_id = a.id WHERE ${IN_RANGE} GROUP BY a.id) GROUP BY rank`),
    q(`SELECT a.status, COUNT(*) AS count ${from} WHERE ${IN_RANGE} AND a.status IN ('rejected', 'withdrawn') GROUP BY a.status`),
    // Time in a stage: from the event that entered it to the next event of the same application.
    q(`SELECT stage, AVG(hours) AS hours, COUNT(*) AS moves FROM (
         SELECT e.to_status AS stage,
           (julianday(LEAD(e.created_at) OVER (PARTITION BY e.application_id ORDER BY e.created_at, e.rowid)) - julianday(e.created_at)) * 24 AS hours
         ${from} JOIN application_events e ON e.application_id = a.id WHERE ${IN_RANGE})
       WHERE hours IS NOT NULL GROUP BY stage`),
    q(`SELECT CASE WHEN a.ats_score IS NULL THEN NULL ELSE MIN(a.ats_score / 10, 9) END AS bucket, COUNT(*) AS count ${from} WHERE ${IN_RANGE} GROUP BY bucket`),
    db
      .prepare(
        `SELECT j.id, j.title, j.status, j.view_count AS views, COUNT(a.id) AS applications, COALESCE(SUM(a.created_at >= ?4), 0) AS recent,
           AVG(a.ats_score) AS avg_score, COALESCE(SUM(a.status = 'interview'), 0) AS interviews, COALESCE(SUM(a.status = 'hired'), 0) AS hired
         FROM jobs j LEFT JOIN applications a ON a.job_id = j.id AND a.created_at >= ?3
         WHERE j.company_id = ?1 AND j.removed_at IS NULL AND (?2 IS NULL OR j.id = ?2)
         GROUP BY j.id ORDER BY j.created_at DESC LIMIT ?5`,
      )
      .bind(companyId, jobId, since, recentSince, jobLimit),
  ]);
  const rows = <T>(i: number) => (results[i]?.results ?? []) as T[];
  return { perDay: rows(0), furthest: rows(1), ended: rows(2), stageTimes: rows(3), buckets: rows(4), jobs: rows(5) };
}

