import { type Analytics, type Dashboard, DAY_MS, FUNNEL_STAGES, OPEN_STATUSES, utcDay } from '../../../src/contract';
import { longestWaiting, toRecruiterApplication } from '../../applications';
import { clock } from '../../clock';
import { recruiterContext } from '../../companies';
import { jobOfRecruiter } from '../../jobs';
import {
  applicationDays,
  type ApplicationFigures,
  applicationTotals,
  counts as statsCounts,
  splitSince,
} from '../../stats';
import * as store from './store';

const NEW_WINDOW_DAYS = 7;
export const WAITING_LIMIT = 5;
export const ANALYTICS_JOB_LIMIT = 200;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function getDashboard(db: D1Database, userId: string, now = clock.now()): Promise<Dashboard> {
  const ctx = await recruiterContext(db, userId);
  if (!ctx.companyId)
    return { openJobs: 0, draftJobs: 0, newApplications: 0, totalApplications: 0, inInterview: 0, waitingLongest: [] };
  const companyId = ctx.companyId;
  // "New" is the last 7 days to the millisecond: whole days from the counts, the first part-day row by row.
  const recent = splitSince(new Date(now - NEW_WINDOW_DAYS * DAY_MS).toISOString());
  const [jobs, totals, recentDays, recentEdge, waiting] = await Promise.all([
    statsCounts(db, 'company_jobs', companyId),
    applicationTotals(db, 'company', companyId),
    applicationDays(db, 'company', companyId, recent.fromDay),
    recent.edge ? store.countCreatedBetween(db, { companyId }, recent.edge.from, recent.edge.to) : 0,
    longestWaiting(db, companyId, WAITING_LIMIT),
  ]);
  return {
    openJobs: jobs.get('open') ?? 0,
    draftJobs: jobs.get('draft') ?? 0,
    newApplications: recentDays.reduce((n, d) => n + d.applications, recentEdge),
    totalApplications: totals?.applications ?? 0,
    inInterview: totals?.interview ?? 0,
    waitingLongest: waiting.map((r) => toRecruiterApplication(r, ctx.blindReview)),
  };
}

/** Every day from `fromDay` through `toDay` with its count, days without applications included. */
export function dailySeries(fromMs: number, days: number, counts: { day: string; count: number }[]) {
  const byDay = new Map(counts.map((c) => [c.day, c.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(fromMs + i * DAY_MS);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** Applications reaching each stage (anything further counts as having passed it), with conversion. */
export function funnel(furthest: { rank: number; count: number }[]): Analytics['funnel'] {
  const reached = FUNNEL_STAGES.map((_, i) => furthest.filter((f) => f.rank >= i).reduce((sum, f) => sum + f.count, 0));
  return FUNNEL_STAGES.map((stage, i) => {
    const previous = i === 0 ? 0 : reached[i - 1]!;
    return {
      stage,
      reached: reached[i]!,
      conversion: i === 0 || previous === 0 ? null : round(reached[i]! / previous, 4),
    };
  });
}

export function scoreDistribution(buckets: { bucket: number | null; count: number }[]) {
  return Array.from({ length: 10 }, (_, b) => ({
    from: b * 10,
    to: b === 9 ? 100 : b * 10 + 9,
    count: buckets.find((x) => x.bucket === b)?.count ?? 0,
  }));
}

/**
 * The analytics page over the last `days` days (today included, UTC), for the company or one of
 * its jobs: applications per day, the funnel, time in each stage, scores and a per-job table.
 */
export async function getAnalytics(
  db: D1Database,
  userId: string,
  q: { days: number; jobId?: string },
  now = clock.now(),
): Promise<Analytics> {
  if (q.jobId) await jobOfRecruiter(db, userId, q.jobId);
  const { companyId } = await recruiterContext(db, userId);
  const fromMs = Date.parse(`${utcDay(now - (q.days - 1) * DAY_MS)}T00:00:00.000Z`);
  const fromDay = utcDay(fromMs);
  // "New" in the per-job table: created in the range and in the last 7 days.
  const recent = splitSince(new Date(Math.max(fromMs, now - NEW_WINDOW_DAYS * DAY_MS)).toISOString());
  const [days, jobs, humanReview] = companyId
    ? await Promise.all([
        applicationDays(db, q.jobId ? 'job' : 'company', q.jobId ?? companyId, fromDay),
        store.jobFigures(db, companyId, q.jobId ?? null, fromDay, recent, ANALYTICS_JOB_LIMIT),
        store.countHumanReviewSince(db, q.jobId ? { jobId: q.jobId } : { companyId }, `${fromDay}T00:00:00.000Z`),
      ])
    : [[], [], 0];
  const total = (key: keyof ApplicationFigures) => days.reduce((n, d) => n + d[key], 0);
  return {
    from: fromDay,
    to: utcDay(now),
    days: q.days,
    jobId: q.jobId ?? null,
    overTime: dailySeries(
      fromMs,
      q.days,
      days.map((d) => ({ day: d.day, count: d.applications })),
    ),
    funnel: funnel(FUNNEL_STAGES.map((stage, rank) => ({ rank, count: total(`furthest_${stage}`) }))),
    rejected: total('rejected'),
    withdrawn: total('withdrawn'),
    timeInStage: OPEN_STATUSES.map((stage) => {
      const moves = total(`${stage}_moves` as keyof ApplicationFigures);
      const hours = total(`${stage}_hours` as keyof ApplicationFigures);
      return { stage, averageHours: moves === 0 ? null : round(hours / moves, 1), moves };
    }),
    scoreDistribution: scoreDistribution(
      Array.from({ length: 10 }, (_, bucket) => ({
        bucket,
        count: total(`score_${bucket}` as keyof ApplicationFigures),
      })),
    ),
    // The stats count every application without a score; human review is not a resume unreadable.
    unscored: total('unscored') - humanReview,
    humanReview,
    jobs: jobs.map((j) => ({
      jobId: j.id,
      title: j.title,
      status: j.status as Analytics['jobs'][number]['status'],
      views: j.views,
      applications: j.applications,
      newApplications: j.recent_days + j.recent_edge,
      averageScore: j.scored === 0 ? null : Math.round(j.score_sum / j.scored),
      interviews: j.interviews,
      hired: j.hired,
    })),
  };
}
