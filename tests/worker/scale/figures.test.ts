import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  JOB_STATUSES,
  OPEN_STATUSES,
  ROLES,
} from '../../../src/contract';
import { analyticsSummary, overview, trends } from '../../../worker/admin/service';
import { countApplications, listCompanyApplications } from '../../../worker/applications/recruiter-service';
import {
  dailySeries,
  funnel,
  getAnalytics,
  getDashboard,
  scoreDistribution,
} from '../../../worker/recruiters/analytics/service';
import { listCandidates } from '../../../worker/recruiters/candidates/service';
import { seedScale } from './seed';

/**
 * The figures read from counters and per-day counts equal the same figures counted from the rows,
 * with the queries they replaced, on the skewed dataset, at a fixed moment.
 */
const NOW = Date.now();
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
const first = async <T>(sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<T>())!;
const all = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

beforeAll(seedScale, 60_000);

// The company scope before migration 0060: the jobs of the company that are not removed.
const SCOPE = 'j.company_id = ?1 AND j.removed_at IS NULL AND (?2 IS NULL OR a.job_id = ?2)';
const FROM = 'FROM applications a JOIN jobs j ON j.id = a.job_id';

async function analyticsFromRows(companyId: string, jobId: string | null, days: number) {
  const fromMs = Date.parse(`${day(NOW - (days - 1) * DAY)}T00:00:00.000Z`);
  const since = iso(fromMs);
  const range = `${SCOPE} AND a.created_at >= ?3`;
  const p = [companyId, jobId, since] as const;
  const rank =
    "CASE e.to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END";
  const perDay = await all<{ day: string; count: number }>(
    `SELECT substr(a.created_at, 1, 10) AS day, COUNT(*) AS count ${FROM} WHERE ${range} GROUP BY day`,
    ...p,
  );
  const furthest = await all<{ rank: number; count: number }>(
    `SELECT rank, COUNT(*) AS count FROM (SELECT MAX(COALESCE(${rank}, 0)) AS rank ${FROM} LEFT JOIN application_events e ON e.application_id = a.id WHERE ${range} GROUP BY a.id) GROUP BY rank`,
    ...p,
  );
  const ended = await all<{ status: string; count: number }>(
    `SELECT a.status, COUNT(*) AS count ${FROM} WHERE ${range} GROUP BY a.status`,
    ...p,
  );
  const stays = await all<{ stage: string; hours: number; moves: number }>(
    `SELECT stage, AVG(hours) AS hours, COUNT(*) AS moves FROM (SELECT e.to_status AS stage,
       (julianday(LEAD(e.created_at) OVER (PARTITION BY e.application_id ORDER BY e.created_at, e.rowid)) - julianday(e.created_at)) * 24 AS hours
       ${FROM} JOIN application_events e ON e.application_id = a.id WHERE ${range}) WHERE hours IS NOT NULL GROUP BY stage`,
    ...p,
  );
  const buckets = await all<{ bucket: number | null; count: number }>(
    `SELECT CASE WHEN a.ats_status = 'human_review' THEN -1 WHEN a.ats_score IS NULL THEN NULL ELSE MIN(a.ats_score / 10, 9) END AS bucket, COUNT(*) AS count ${FROM} WHERE ${range} GROUP BY bucket`,
    ...p,
  );
  const jobs = await all<{
    id: string;
    title: string;
    status: string;
    views: number;
    applications: number;
    recent: number;
    avg: number | null;
    interviews: number;
    hired: number;
  }>(
    `SELECT j.id, j.title, j.status, j.view_count AS views, COUNT(a.id) AS applications, COALESCE(SUM(a.created_at >= ?4), 0) AS recent,
       AVG(a.ats_score) AS avg, COALESCE(SUM(a.status = 'interview'), 0) AS interviews, COALESCE(SUM(a.status = 'hired'), 0) AS hired
     FROM jobs j LEFT JOIN applications a ON a.job_id = j.id AND a.created_at >= ?3
     WHERE j.company_id = ?1 AND j.removed_at IS NULL AND (?2 IS NULL OR j.id = ?2) GROUP BY j.id ORDER BY j.created_at DESC LIMIT 200`,
    ...p,
    iso(NOW - 7 * DAY),
  );
  const count = (status: string) => ended.find((e) => e.status === status)?.count ?? 0;
  return {
    from: day(fromMs),
    to: day(NOW),
    days,
    jobId,
    overTime: dailySeries(fromMs, days, perDay),
    funnel: funnel(furthest),
    rejected: count('rejected'),
    withdrawn: count('withdrawn'),
    timeInStage: OPEN_STATUSES.map((stage) => {
      const t = stays.find((s) => s.stage === stage);
      return { stage, averageHours: t ? Math.round(t.hours * 10) / 10 : null, moves: t?.moves ?? 0 };
    }),
    scoreDistribution: scoreDistribution(buckets),
    unscored: buckets.find((b) => b.bucket === null)?.count ?? 0,
    humanReview: buckets.find((b) => b.bucket === -1)?.count ?? 0,
    jobs: jobs.map((j) => ({
      jobId: j.id,
      title: j.title,
      status: j.status,
      views: j.views,
      applications: j.applications,
      newApplications: j.recent,
      averageScore: j.avg === null ? null : Math.round(j.avg),
      interviews: j.interviews,
      hired: j.hired,
    })),
  };
}

describe('recruiter figures', () => {
  it('the dashboard', async () => {
    const rows = await first<{ total: number; recent: number; interview: number }>(
      `SELECT COUNT(*) AS total, SUM(a.created_at >= ?3) AS recent, SUM(a.status = 'interview') AS interview ${FROM} WHERE ${SCOPE}`,
      'co-0',
      null,
      iso(NOW - 7 * DAY),
    );
    const jobs = await first<{ open: number; draft: number }>(
      "SELECT SUM(status = 'open') AS open, SUM(status = 'draft') AS draft FROM jobs WHERE company_id = 'co-0' AND removed_at IS NULL",
    );
    expect(await getDashboard(env.DB, 'rec-0', NOW)).toMatchObject({
      openJobs: jobs.open,
      draftJobs: jobs.draft,
      totalApplications: rows.total,
      newApplications: rows.recent,
      inInterview: rows.interview,
    });
    expect(rows.recent).toBeGreaterThan(0);
  });

  it.each([
    [30, undefined],
    [365, undefined],
    [3, undefined],
    [90, 'job-0'],
  ])('analytics over %i days (job %s)', async (days, jobId) => {
    expect(await getAnalytics(env.DB, 'rec-0', { days, jobId }, NOW)).toEqual(
      await analyticsFromRows('co-0', jobId ?? null, days),
    );
  });

  it('list totals and counts, with every filter', async () => {
    const queries: Partial<ApplicationListQuery>[] = [
      {},
      { status: 'screening' },
      { atsScore: 60 },
      { atsScore: 59.5, status: 'applied' },
      { jobId: 'job-0' },
      { jobId: 'job-0', status: 'hired', atsScore: 90 },
    ];
    for (const q of queries) {
      const where = [
        "recruiter_company_id = 'co-0'",
        ...(q.jobId ? [`job_id = '${q.jobId}'`] : []),
        ...(q.status ? [`status = '${q.status}'`] : []),
        ...(q.atsScore === undefined ? [] : [`ats_score >= ${q.atsScore}`]),
      ];
      const expected = (
        await first<{ n: number }>(`SELECT COUNT(*) AS n FROM applications WHERE ${where.join(' AND ')}`)
      ).n;
      const page = await listCompanyApplications(env.DB, 'rec-0', { page: 1, limit: 20, sort: 'createdAt', ...q });
      expect(page.total, JSON.stringify(q)).toBe(expected);
      if (q.atsScore === undefined) expect(await countApplications(env.DB, 'rec-0', q)).toBe(expected);
    }
  });

  it('the candidate count', async () => {
    const expected = await first<{ n: number }>(
      `SELECT COUNT(DISTINCT a.candidate_id) AS n ${FROM} WHERE j.company_id = 'co-0' AND j.removed_at IS NULL`,
    );
    expect((await listCandidates(env.DB, 'rec-0', { page: 1, limit: 20 })).total).toBe(expected.n);
  });
});

describe('admin figures', () => {
  const between = (from: string, to: string) =>
    first<{ signups: number; jobsPosted: number; applications: number }>(
      `SELECT (SELECT COUNT(*) FROM users WHERE created_at >= ?1 AND created_at < ?2) AS signups,
              (SELECT COUNT(*) FROM jobs WHERE posted_at >= ?1 AND posted_at < ?2) AS jobsPosted,
              (SELECT COUNT(*) FROM applications WHERE created_at >= ?1 AND created_at < ?2) AS applications`,
      from,
      to,
    );
  const byKey = async (sql: string, keys: readonly string[]) => {
    const rows = await all<{ k: string; n: number }>(sql);
    return Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.k === k)?.n ?? 0]));
  };

  it.each([1, 30, 366])('the summary over %i days', async (days) => {
    const summary = await analyticsSummary(env.DB, days, new Date(NOW));
    const [current, previous] = await Promise.all([
      between(iso(NOW - days * DAY), iso(NOW)),
      between(iso(NOW - 2 * days * DAY), iso(NOW - days * DAY)),
    ]);
    expect(summary.users.byRole).toEqual(
      await byKey('SELECT role AS k, COUNT(*) AS n FROM users GROUP BY role', ROLES),
    );
    expect(summary.users.suspended).toBe((await first<{ n: number }>('SELECT COUNT(suspended_at) AS n FROM users')).n);
    expect(summary.jobs.byStatus).toEqual(
      await byKey('SELECT status AS k, COUNT(*) AS n FROM jobs GROUP BY status', JOB_STATUSES),
    );
    expect(summary.jobs.removed).toBe((await first<{ n: number }>('SELECT COUNT(removed_at) AS n FROM jobs')).n);
    expect(summary.applications.byStatus).toEqual(
      await byKey('SELECT status AS k, COUNT(*) AS n FROM applications GROUP BY status', APPLICATION_STATUSES),
    );
    expect([
      summary.change.signups.current,
      summary.change.jobsPosted.current,
      summary.change.applications.current,
    ]).toEqual([current.signups, current.jobsPosted, current.applications]);
    expect([
      summary.change.signups.previous,
      summary.change.jobsPosted.previous,
      summary.change.applications.previous,
    ]).toEqual([previous.signups, previous.jobsPosted, previous.applications]);
  });

  it('the overview', async () => {
    const week = await between(iso(NOW - 7 * DAY), `${day(NOW + DAY)}T00:00:00.000Z`);
    const open = await first<{ n: number }>(
      "SELECT COUNT(*) AS n FROM jobs WHERE status = 'open' AND removed_at IS NULL",
    );
    const reports = await first<{ n: number }>("SELECT COUNT(*) AS n FROM reports WHERE status = 'open'");
    expect(await overview(env.DB, new Date(NOW))).toMatchObject({
      openJobs: open.n,
      applicationsThisWeek: week.applications,
      signupsThisWeek: week.signups,
      openReports: reports.n,
    });
  });

  it('the trends, day by day', async () => {
    const { days } = await trends(env.DB, { days: 366 }, new Date(NOW));
    for (const d of days.filter((_, i) => i % 7 === 0)) {
      const counted = await between(`${d.date}T00:00:00.000Z`, `${day(Date.parse(d.date) + DAY)}T00:00:00.000Z`);
      expect(d, d.date).toEqual({ date: d.date, ...counted });
    }
  });
});
