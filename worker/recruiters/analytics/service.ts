import { FUNNEL_STAGES, OPEN_STATUSES, type Analytics, type Dashboard } from '../../../src/contract';
import { jobOfRecruiter } from '../../jobs/service';
import { toRecruiterApplication } from '../../pipeline/present';
import { longestWaiting } from '../../pipeline/store';
import { recruiterContext } from '../store';
import * as store from './store';

const DAY_MS = 86_400_000;
const NEW_WINDOW_DAYS = 7;
const WAITING_LIMIT = 5;
const ANALYTICS_JOB_LIMIT = 200;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function getDashboard(db: D1Database, userId: string, now = Date.now()): Promise<Dashboard> {
  const ctx = await recruiterContext(db, userId);
  if (!ctx.companyId) return { openJobs: 0, draftJobs: 0, newApplications: 0, totalApplications: 0, inInterview: 0, waitingLongest: [] };
  const since = new Date(now - NEW_WINDOW_DAYS * DAY_MS).toISOString();
  const [counts, waiting] = await Promise.all([store.dashboardCounts(db, ctx.companyId, since), longestWaiting(db, ctx.companyId, WAITING_LIMIT)]);
  return { ...counts, waitingLongest: waiting.map((r) => toRecruiterApplication(r, ctx.blindReview)) };
}

/** Every day from `fromDay` through `toDay` with its count, days without applications included. */
export function dailySeries(fromMs: number, days: number, counts: { day: string; count: number }[]) {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = isoDay(fromMs + i * DAY_MS);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** Applications reaching each stage (anything further counts as having passed it), with conversion. */
export function funnel(furthest: { rank: number; count: number }[]): Analytics['funnel'] {
  const reached = FUNNEL_STAGES.map((_, i) => furthest.filter((f) => f.rank >= i).reduce((sum, f) => sum + f.count, 0));
  return FUNNEL_STAGES.map((stage, i) => {
    const previous = i === 0 ? 0 : reached[i - 1]!;
    return { stage, reached: reached[i]!, conversion: i === 0 || previous === 0 ? null : round(reached[i]! / previous, 4) };
  });
}

export function scoreDistribution(buckets: { bucket: number | null; count: number }[]) {
  return Array.from({ length: 10 }, (_, b) => ({ from: b * 10, to: b === 9 ? 100 : b * 10 + 9, count: buckets.find((x) => x.bucket === b)?.count ?? 0 }));
}

/**
 * The analytics page over the last `days` days (today included, UTC), for the company or one of
 * its jobs: applications per day, the funnel, time in each stage, scores and a per-job table.
 */
export async function getAnalytics(db: D1Database, userId: string, q: { days: number; jobId?: string }, now = Date.now()): Promise<Analytics> {
  if (q.jobId) await jobOfRecruiter(db, userId, q.jobId);
  const { companyId } = await recruiterContext(db, userId);
  const fromMs = Date.parse(`${isoDay(now - (q.days - 1) * DAY_MS)}T00:00:00.000Z`);
  const since = new Date(fromMs).toISOString();
  const recentSince = new Date(now - NEW_WINDOW_DAYS * DAY_MS).toISOString();
  const rows = companyId
    ? await store.analyticsRows(db, companyId, q.jobId ?? null, since, recentSince, ANALYTICS_JOB_LIMIT)
    : { perDay: [], furthest: [], ended: [], stageTimes: [], buckets: [], jobs: [] };
  return {
    from: isoDay(fromMs),
    to: isoDay(now),
    days: q.days,
    jobId: q.jobId ?? null,
    overTime: dailySeries(fromMs, q.days, rows.perDay),
    funnel: funnel(rows.furthest),
    rejected: rows.ended.find((e) => e.status === 'rejected')?.count ?? 0,
    withdrawn: rows.ended.find((e) => e.status === 'withdrawn')?.count ?? 0,
    timeInStage: OPEN_STATUSES.map((stage) => {
      const t = rows.stageTimes.find((s) => s.stage === stage);
      return { stage, averageHours: t?.hours == null ? null : round(t.hours, 1), moves: t?.moves ?? 0 };
    }),
    scoreDistribution: scoreDistribution(rows.buckets),
    unscored: rows.buckets.find((b) => b.bucket === null)?.count ?? 0,
    jobs: rows.jobs.map((j) => ({
      jobId: j.id,
      title: j.title,
      status: j.status as Analytics['jobs'][number]['status'],
      views: j.views,
      applications: j.applications,
      newApplications: j.recent,
      averageScore: j.avg_score === null ? null : Math.round(j.avg_score),
      interviews: j.interviews,
      hired: j.hired,
    })),
  };
}
