import { z } from 'zod';

import { DEFAULT_REPORTS_PAGE_LIMIT } from './constants';
import { JOB_STATUSES } from './jobs';
import { pageInfoSchema, pageQuerySchema, withPageDepth } from './paging';
import { choice, queryFields } from './query';
import {
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type ReportReason,
  REPORTS_PAGE_MAX,
} from './report-words';
import { roleWordSchema } from './role-schemas';

/** The schemas of reports (what is reported, why, and what admins do: report-words.ts). */
export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' }),
    targetId: z
      .string({ error: 'Say what you are reporting' })
      .trim()
      .min(1, { error: 'Say what you are reporting' })
      .max(64),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, { error: `Keep the details under ${REPORT_DETAILS_MAX} characters` })
      .default(''),
  })
  .refine((v) => v.reason !== 'other' || v.details.length > 0, { path: ['details'], error: 'Tell us what is wrong' });
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportActionInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'Choose an action' }),
  note: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
});
export type ReportActionInput = z.infer<typeof reportActionInputSchema>;

export const reportListQuerySchema = withPageDepth(
  pageQuerySchema(DEFAULT_REPORTS_PAGE_LIMIT, REPORTS_PAGE_MAX).extend(
    queryFields({ status: choice('Status', REPORT_STATUSES).optional() }),
  ),
);
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string() });

/** What the reported thing is, so the admin sees it in context; null when it no longer exists. */
export const reportTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    title: z.string(),
    companyName: z.string(),
    location: z.string(),
    status: z.enum(JOB_STATUSES),
    removed: z.boolean(),
    excerpt: z.string(),
    recruiter: personSchema.extend({ email: z.string(), suspended: z.boolean() }),
  }),
  z.object({
    type: z.literal('user'),
    fullName: z.string(),
    email: z.string(),
    role: roleWordSchema,
    suspended: z.boolean(),
    joinedAt: z.string(),
  }),
  z.object({
    type: z.literal('message'),
    excerpt: z.string(),
    sender: personSchema.extend({ suspended: z.boolean() }),
  }),
  z.object({ type: z.literal('company'), name: z.string(), website: z.string(), verified: z.boolean() }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/**
 * The reported thing as it was when it was reported, kept with the report: what the reporter saw,
 * whatever its author edits or deletes later. Null for reports filed before snapshots were kept.
 */
export const reportSnapshotSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    title: z.string(),
    companyName: z.string(),
    location: z.string(),
    description: z.string(),
  }),
  z.object({ type: z.literal('user'), fullName: z.string(), email: z.string(), role: roleWordSchema }),
  z.object({
    type: z.literal('message'),
    /** Oldest first; `reported` marks the one reported. */
    messages: z.array(
      z.object({ senderName: z.string(), sentAt: z.string(), body: z.string(), reported: z.boolean() }),
    ),
  }),
  z.object({
    type: z.literal('company'),
    name: z.string(),
    website: z.string(),
    about: z.string(),
    industry: z.string(),
    size: z.string(),
    location: z.string(),
  }),
]);
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  target: reportTargetSchema.nullable(),
  asReported: reportSnapshotSchema.nullable(),
  /** Open reports about the same target, this one included. */
  openReportsOnTarget: z.number(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter: personSchema,
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = pageInfoSchema.extend({ reports: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** A count for every reason: an object of required keys, which the OpenAPI document keeps (an enum-keyed record loses them). */
const countByReasonSchema = z.object(
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, z.number()])) as Record<ReportReason, z.ZodNumber>,
);

export const reportSummarySchema = z.object({
  total: z.number(),
  byStatus: z.object({ open: z.number(), dismissed: z.number(), actioned: z.number() }),
  byReason: countByReasonSchema,
  /** Open reports by reason: what is waiting. */
  openByReason: countByReasonSchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** What a reporter gets back: enough to say "thanks, we will look". */
export const reportCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  message: z.string(),
});
