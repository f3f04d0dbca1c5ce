import {
  addDays,
  type AdminOverview,
  type AdminUser,
  type AdminUserList,
  type AdminUsersQuery,
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsSummary,
  APPLICATION_STATUSES,
  JOB_STATUSES,
  pageInfo,
  pageOffset,
  type PeriodChange,
  RECENT_SIGNUPS_SHOWN,
  type RecentActions,
  type RecentActionsQuery,
  ROLES,
  roleWord,
  type Trends,
  type TrendsQuery,
  utcDay,
} from '../../src/contract';
import { clock } from '../clock';
import {
  applicationDays,
  applicationTotals as statsApplicationTotals,
  count,
  counts as statsCounts,
  countsOfNames,
  dayCounts,
  splitBetween,
} from '../stats';
import { fillDays, trendRange } from './days';
import * as store from './store';

// Every figure here comes from counters (see migrations/0060_scale.sql): no query reads the rows
// it counts, except the partial days at the ends of a period.

const byKey = <K extends string>(keys: readonly K[], counts: Map<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counts.get(k) ?? 0])) as Record<K, number>;
const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** Users by role and jobs by status, in one query. */
async function headcounts(db: D1Database) {
  const counts = await countsOfNames(db, ['users', 'users_suspended', 'jobs', 'jobs_removed']);
  const byRole = byKey(ROLES, counts.get('users')!);
  const users = {
    byRole,
    total: byRole.candidate + byRole.recruiter + byRole.admin,
    suspended: sum(counts.get('users_suspended')!),
  };
  return { users, jobCounts: counts.get('jobs')!, removedJobs: counts.get('jobs_removed')! };
}

/** Sign-ups, jobs posted and applications per UTC day from `fromDay` to `toDay` (days without any are absent). */
async function dailyActivity(db: D1Database, fromDay: string, toDay: string) {
  const [counted, applications] = await Promise.all([
    dayCounts(db, fromDay, toDay),
    applicationDays(db, 'all', '', fromDay, toDay),
  ]);
  const days = new Map<string, { day: string; signups: number; jobs_posted: number; applications: number }>();
  const at = (day: string) =>
    days.get(day) ?? days.set(day, { day, signups: 0, jobs_posted: 0, applications: 0 }).get(day)!;
  for (const { name, day, n } of counted) at(day)[name] = n;
  for (const row of applications) at(row.day).applications = row.applications;
  return [...days.values()];
}

/** Sign-ups, jobs posted and applications with from <= time < to: whole days from the counters, the partial ends row by row. */
async function activityBetween(db: D1Database, from: string, to: string) {
  const { days, edges } = splitBetween(from, to);
  const [daily, ends] = await Promise.all([
    days ? dailyActivity(db, days.from, days.to) : [],
    Promise.all(edges.map((e) => store.countActivityBetween(db, e.from, e.to))),
  ]);
  const parts = [...daily, ...ends];
  const total = (key: 'signups' | 'jobs_posted' | 'applications') => parts.reduce((n, p) => n + p[key], 0);
  return { signups: total('signups'), jobsPosted: total('jobs_posted'), applications: total('applications') };
}

export function change(current: number, previous: number): PeriodChange {
  return {
    current,
    previous,
    changePct: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  };
}

/** Distributions now, and the last `days` days against the `days` before them. */
export async function analyticsSummary(
  db: D1Database,
  days = ANALYTICS_DEFAULT_DAYS,
  now = clock.date(),
): Promise<AnalyticsSummary> {
  const to = now.toISOString();
  const from = new Date(now.getTime() - days * 86_400_000).toISOString();
  const previousFrom = new Date(now.getTime() - 2 * days * 86_400_000).toISOString();
  const [{ users, jobCounts, removedJobs }, applicationTotals, current, previous] = await Promise.all([
    headcounts(db),
    statsApplicationTotals(db, 'all', ''),
    activityBetween(db, from, to),
    activityBetween(db, previousFrom, from),
  ]);
  const jobs = { byStatus: byKey(JOB_STATUSES, jobCounts), total: sum(jobCounts), removed: sum(removedJobs) };
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, applicationTotals?.[s] ?? 0])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    number
  >;
  const applications = { byStatus, total: applicationTotals?.applications ?? 0 };
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
export async function overview(db: D1Database, now = clock.date()): Promise<AdminOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [{ users, jobCounts, removedJobs }, week, openReports, signups] = await Promise.all([
    headcounts(db),
    activityBetween(db, weekAgo, addDays(utcDay(now), 1) + 'T00:00:00.000Z'),
    statsCounts(db, 'reports', 'open'),
    store.recentSignups(db, RECENT_SIGNUPS_SHOWN),
  ]);
  return {
    users: users.byRole,
    totalUsers: users.total,
    suspendedUsers: users.suspended,
    openJobs: (jobCounts.get('open') ?? 0) - (removedJobs.get('open') ?? 0),
    applicationsThisWeek: week.applications,
    signupsThisWeek: week.signups,
    openReports: sum(openReports),
    recentSignups: signups.map((u) => ({
      id: u.id,
      fullName: u.full_name,
      email: u.email,
      role: roleWord(u.role),
      createdAt: u.created_at,
    })),
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

export async function recentActions(db: D1Database, query: RecentActionsQuery): Promise<RecentActions> {
  const { q, page, limit } = query;
  const [rows, total] = await Promise.all([
    store.listAudit(db, q || undefined, limit, pageOffset(page, limit)),
    q ? store.countAuditMatches(db, q) : count(db, 'audit_log', '', ''),
  ]);
  return {
    actions: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor:
        r.actor_id && r.actor_name && r.actor_role
          ? { id: r.actor_id, fullName: r.actor_name, role: roleWord(r.actor_role) }
          : null,
      targetType: r.target_type,
      targetId: r.target_id,
      targetName: r.target_name,
      detail: parseDetail(r.detail),
      ip: r.ip,
      createdAt: r.created_at,
    })),
    ...pageInfo(total, page, limit),
  };
}

/** Daily sign-ups, jobs posted and applications over the range, every day present. */
export async function trends(db: D1Database, query: TrendsQuery, now = clock.date()): Promise<Trends> {
  const { from, to } = trendRange(query, utcDay(now));
  return { from, to, days: fillDays(from, to, await dailyActivity(db, from, to)) };
}

export function toAdminUser(row: store.DirectoryRow): AdminUser {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    role: roleWord(row.role),
    status: row.suspended_at ? 'suspended' : row.email_verified_at ? 'active' : 'unverified',
    suspendedAt: row.suspended_at,
    createdAt: row.created_at,
  };
}

/** A page of the user directory, newest first, searched by name or email and filtered. */
export async function userDirectory(db: D1Database, query: AdminUsersQuery): Promise<AdminUserList> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await store.listDirectory(db, filter, limit, pageOffset(page, limit));
  return { users: rows.map(toAdminUser), ...pageInfo(total, page, limit) };
}
