import { z } from 'zod';

import {
  ACCOUNT_STATUSES,
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USERS_PAGE_LIMIT,
  ADMIN_USERS_PAGE_MAX,
  ANALYTICS_DEFAULT_DAYS,
  AUDIT_SEARCH_MAX,
  RECENT_ACTIONS_PAGE_LIMIT,
  RECENT_ACTIONS_PAGE_MAX,
  TRENDS_MAX_DAYS,
} from './admin-words';
import { APPLICATION_STATUSES } from './applications';
import { JOB_STATUSES } from './jobs';
import { pageInfoSchema, pageQuerySchema, withPageDepth } from './paging';
import { choice, dayField, queryFields } from './query';
import { roleWordSchema } from './role-schemas';
import { ROLES } from './roles';

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as { [K in T[number]]: z.ZodNumber });

/** A period compared with the one just before it; `changePct` is null when the previous was 0. */
export const periodChangeSchema = z.object({
  current: z.number(),
  previous: z.number(),
  changePct: z.number().nullable(),
});
export type PeriodChange = z.infer<typeof periodChangeSchema>;

export const analyticsSummaryQuerySchema = z.object(
  queryFields({
    days: z.coerce
      .number({ error: 'Days must be a number' })
      .int()
      .min(1)
      .max(TRENDS_MAX_DAYS)
      .default(ANALYTICS_DEFAULT_DAYS),
  }),
);

export const analyticsSummarySchema = z.object({
  users: z.object({ byRole: countsOf(ROLES), total: z.number(), suspended: z.number() }),
  jobs: z.object({ byStatus: countsOf(JOB_STATUSES), total: z.number(), removed: z.number() }),
  applications: z.object({ byStatus: countsOf(APPLICATION_STATUSES), total: z.number() }),
  period: z.object({ days: z.number(), from: z.string(), to: z.string(), previousFrom: z.string() }),
  change: z.object({ signups: periodChangeSchema, jobsPosted: periodChangeSchema, applications: periodChangeSchema }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** Either from and to (days, inclusive), or the last `days` days ending today (UTC). */
export const trendsQuerySchema = z
  .object(
    queryFields({
      from: dayField.optional(),
      to: dayField.optional(),
      days: z.coerce
        .number({ error: 'Days must be a number' })
        .int()
        .min(1, { error: 'Days must be at least 1' })
        .max(TRENDS_MAX_DAYS, { error: `At most ${TRENDS_MAX_DAYS} days` })
        .optional(),
    }),
  )
  .refine((v) => !(v.days !== undefined && (v.from || v.to)), {
    path: ['days'],
    error: 'Give days, or from and to, not both',
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: 'The end date is before the start date' });
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

export const trendDaySchema = z.object({
  date: z.string(),
  signups: z.number(),
  jobsPosted: z.number(),
  applications: z.number(),
});
export type TrendDay = z.infer<typeof trendDaySchema>;
export const trendsSchema = z.object({ from: z.string(), to: z.string(), days: z.array(trendDaySchema) });
export type Trends = z.infer<typeof trendsSchema>;

export const recentSignupSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleWordSchema,
  createdAt: z.string(),
});

/** The dashboard's headline figures; `users`, `totalUsers`, `suspendedUsers` are also the admin's session check. */
export const adminOverviewSchema = z.object({
  users: countsOf(ROLES),
  totalUsers: z.number(),
  suspendedUsers: z.number(),
  openJobs: z.number(),
  applicationsThisWeek: z.number(),
  signupsThisWeek: z.number(),
  openReports: z.number(),
  recentSignups: z.array(recentSignupSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** `q` finds entries by the actor's or a user target's name or email, or by the action. */
export const recentActionsQuerySchema = withPageDepth(
  pageQuerySchema(RECENT_ACTIONS_PAGE_LIMIT, RECENT_ACTIONS_PAGE_MAX).extend(
    queryFields({
      q: z
        .string()
        .trim()
        .max(AUDIT_SEARCH_MAX, { error: `Search at most ${AUDIT_SEARCH_MAX} characters` })
        .optional(),
    }),
  ),
);
export type RecentActionsQuery = z.infer<typeof recentActionsQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** null for the system, or an account since deleted. */
  actor: z.object({ id: z.string(), fullName: z.string(), role: roleWordSchema }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target's name now (a user's full name, a job's title, a company's name); null otherwise or once deleted. */
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const recentActionsSchema = pageInfoSchema.extend({ actions: z.array(auditEntrySchema) });
export type RecentActions = z.infer<typeof recentActionsSchema>;

/** An email the outbox gave up on after its last attempt (the dead-letter list of the admin dashboard). */
export const deadLetterSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
/** The newest dead letters (at most DEAD_LETTERS_SHOWN) and how many there are in all. */
export const deadLetterListSchema = z.object({ emails: z.array(deadLetterSchema), total: z.number().int() });
export type DeadLetterList = z.infer<typeof deadLetterListSchema>;

/**
 * A notice intent the delivery queue gave up on (an in-product notification, alert match or other
 * message of a change), listed beside the dead letters. `about` is the id of what it tells of.
 */
export const deadNoticeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  about: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deadAt: z.string(),
});
export type DeadNotice = z.infer<typeof deadNoticeSchema>;
/** The newest dead notices (at most DEAD_LETTERS_SHOWN) and how many there are in all. */
export const deadNoticeListSchema = z.object({ notices: z.array(deadNoticeSchema), total: z.number().int() });
export type DeadNoticeList = z.infer<typeof deadNoticeListSchema>;

export const adminUsersQuerySchema = withPageDepth(
  pageQuerySchema(ADMIN_USERS_PAGE_LIMIT, ADMIN_USERS_PAGE_MAX).extend(
    queryFields({
      q: z
        .string()
        .trim()
        .max(ADMIN_USER_SEARCH_MAX, { error: `Search at most ${ADMIN_USER_SEARCH_MAX} characters` })
        .optional(),
      role: choice('Role', ROLES).optional(),
      status: choice('Status', ACCOUNT_STATUSES).optional(),
    }),
  ),
);
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleWordSchema,
  status: z.enum(ACCOUNT_STATUSES),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
export type AdminUserList = z.infer<typeof adminUserListSchema>;
