import {
  ANALYTICS_DEFAULT_DAYS,
  APPLICATION_STATUSES,
  JOB_STATUSES,
  pageInfo,
  pageOffset,
  RECENT_SIGNUPS_SHOWN,
  ROLES,
  type AdminOverview,
  type AnalyticsSummary,
  type PeriodChange,
  type RecentActions,
  type Trends,
  type TrendsQuery,
} from '../../src/contract';
import { countOpen as countOpenReports } from '../reports/store';
import { addDays, dayOf, fillDays, trendRange } from './days';
import * as store from './store';

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

async function usersByRole(db: D1Database) {
  const byRole = zeros(ROLES);
  let suspended = 0;
  for (const row of await store.countUsers(db)) {
    byRole[row.role] = row.total;
    suspended += row.suspended;
  }
  return { byRole, total: byRole.candidate + byRole.recruiter + byRole.admin, suspended };
}

export function change(current: number, previous: number): PeriodChange {
  return { current, previous, changePct: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10 };
}

/** Distributions now, and the last `days` days against the `days` before them. */
export async function analyticsSummary(db: D1Database, days = ANALYTICS_DEFAULT_DAYS, now = new Date()): Promise<AnalyticsSummary> {
  const to = now.toISOString();
  const from = new Date(now.getTime() - days * 86_400_000).toISOString();
  const previousFrom = new Date(now.getTime() - 2 * days * 86_400_000).toISOString();
  const [users, jobRows, applicationRows, current, previous] = await Promise.all([
    usersByRole(db),
    store.countJobs(db),
    store.countApplications(db),
    store.countActivityBetween(db, from, to),
    store.countActivityBetween(db, previousFrom, from),
  ]);
  const jobs = { byStatus: zeros(JOB_STATUSES), total: 0, removed: 0 };
  for (const row of jobRows) {
    jobs.byStatus[row.status] = row.total;
    jobs.total += row.total;
    jobs.removed += row.removed;
  }
  const applications = { byStatus: zeros(APPLICATION_STATUSES), total: 0 };
  for (const row of applicationRows) {
    applications.byStatus[row.status] = row.total;
    applications.total += row.total;
  }
  return {
    users,
    jobs,
    applications,
    period: { days, from, to, previousFrom },
    change: {
      signups: change(current.signups, previous.signups),
      jobsPosted: change(current.jobsPosted, previous.jobsPosted),
      applications: change(current.applications, previous.applications),
    },
  };
}

/** The dashboard's headline figures. The week is the last 7 days up to now. */
export async function overview(db: D1Database, now = new Date()): Promise<AdminOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [users, openJobs, week, openReports, signups] = await Promise.all([
    usersByRole(db),
    store.countOpenJobs(db),
    store.countActivityBetween(db, weekAgo, addDays(dayOf(now), 1) + 'T00:00:00.000Z'),
    countOpenReports(db),
    store.recentSignups(db, RECENT_SIGNUPS_SHOWN),
  ]);
  return {
    users: users.byRole,
    totalUsers: users.total,
    suspendedUsers: users.suspended,
    openJobs,
    applicationsThisWeek: week.applications,
    signupsThisWeek: week.signups,
    openReports,
    recentSignups: signups.map((u) => ({ id: u.id, fullName: u.full_name, email: u.email, role: u.role, createdAt: u.created_at })),
  };
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function recentActions(db: D1Database, page: number, limit: number): Promise<RecentActions> {
  const { rows, total } = await store.listAudit(db, limit, pageOffset(page, limit));
  return {
    actions: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor: r.actor_id && r.actor_name && r.actor_role ? { id: r.actor_id, fullName: r.actor_name, role: r.actor_role } : null,
      targetType: r.target_type,
      targetId: r.target_id,
      detail: parseDetail(r.detail),
      ip: r.ip,
      createdAt: r.created_at,
    })),
    ...pageInfo(total, page, limit),
  };
}

/** Daily sign-ups, jobs posted and applications over the range, every day present. */
export async function trends(db: D1Database, query: TrendsQuery, now = new Date()): Promise<Trends> {
  const { from, to } = trendRange(query, dayOf(now));
  const rows = await store.dailyActivity(db, `${from}T00:00:00.000Z`, `${addDays(to, 1)}T00:00:00.000Z`);
  return { from, to, days: fillDays(from, to, rows) };
}
