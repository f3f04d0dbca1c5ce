// Summary queries of the recruiter dashboard and analytics: the per-day figures of application_stats
// and the counters (migrations/0060_scale.sql), never the applications themselves, except those of
// the part of a day where a "last 7 days" window starts.

import { HUMAN_REVIEW } from '../../../src/contract';
import type { ApplicationFigures } from '../../stats';

/** Applications of the company (or of one job) created with from <= created_at < to. */
export async function countCreatedBetween(
  db: D1Database,
  scope: { companyId: string } | { jobId: string },
  from: string,
  to: string,
): Promise<number> {
  const [column, id] = 'jobId' in scope ? ['job_id', scope.jobId] : ['recruiter_company_id', scope.companyId];
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM applications WHERE ${column} = ? AND created_at >= ? AND created_at < ?`)
    .bind(id, from, to)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Applications of the company (or of one job) created since `from` that asked for human review:
 * few rows, read from the partial indexes of migrations/0120_accountable_ai.sql.
 */
export async function countHumanReviewSince(
  db: D1Database,
  scope: { companyId: string } | { jobId: string },
  from: string,
): Promise<number> {
  const [column, id, index] =
    'jobId' in scope
      ? ['job_id', scope.jobId, 'applications_human_review_job']
      : ['recruiter_company_id', scope.companyId, 'applications_human_review_company'];
  // INDEXED BY: left alone, the planner walks the job's or company's dates instead of these few rows.
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM applications INDEXED BY ${index}
       WHERE ${column} = ? AND ats_status = '${HUMAN_REVIEW.status}' AND created_at >= ?`,
    )
    .bind(id, from)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A job and the sums of its application_stats rows: its applications, score sum and hires as the stats name them. */
export interface JobFiguresRow extends Pick<ApplicationFigures, 'applications' | 'score_sum' | 'hired'> {
  id: string;
  title: string;
  status: string;
  views: number;
  /** Applications on whole days from the "new" window's first whole day. */
  recent_days: number;
  /** Applications in the part of a day where the "new" window starts. */
  recent_edge: number;
  /** Applications with a score (applications less unscored). */
  scored: number;
  /** Applications now in interview (the stats' interview). */
  interviews: number;
}

/**
 * The company's newest `limit` jobs (or the one job) with the figures of their applications created
 * from `fromDay` on: one row of application_stats per job and day.
 */
export async function jobFigures(
  db: D1Database,
  companyId: string,
  jobId: string | null,
  fromDay: string,
  recent: { fromDay: string; edge: { from: string; to: string } | null },
  limit: number,
) {
  const { results } = await db
    .prepare(
      `SELECT j.id, j.title, j.status, j.view_count AS views, IFNULL(SUM(s.applications), 0) AS applications,
         IFNULL(SUM(IIF(s.day >= ?4, s.applications, 0)), 0) AS recent_days,
         (SELECT COUNT(*) FROM applications a WHERE a.job_id = j.id AND a.created_at >= ?5 AND a.created_at < ?6) AS recent_edge,
         IFNULL(SUM(s.score_sum), 0) AS score_sum, IFNULL(SUM(s.applications - s.unscored), 0) AS scored,
         IFNULL(SUM(s.interview), 0) AS interviews, IFNULL(SUM(s.hired), 0) AS hired
       FROM (SELECT * FROM jobs WHERE ${jobId ? 'id = ?2 AND ' : ''}company_id = ?1 AND removed_at IS NULL ORDER BY created_at DESC LIMIT ?7) j
       LEFT JOIN application_stats s ON s.scope = 'job' AND s.scope_id = j.id AND s.day >= ?3
       GROUP BY j.id ORDER BY j.created_at DESC`,
    )
    .bind(companyId, jobId, fromDay, recent.fromDay, recent.edge?.from ?? '', recent.edge?.to ?? '', limit)
    .all<JobFiguresRow>();
  return results;
}
