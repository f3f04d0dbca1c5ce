import {
  pageInfo,
  pageOffset,
  type Report,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportInput,
  type ReportList,
  type ReportListQuery,
  type ReportReason,
  reportSnapshotSchema,
  type ReportStatus,
  type ReportSummary,
  type ReportTarget,
  roleWord,
} from '../../src/contract';
import type { SessionUser } from '../auth';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http';
import { notifyAdminsStatement } from '../notifications';
import { countsOf } from '../stats';
import * as store from './store';
import { TARGET_CHECKS } from './targets';

export const DUPLICATE_REPORT_MESSAGE = 'You have already reported this. Our team is reviewing it.';
export const REPORT_RECEIVED_MESSAGE = 'Thanks for your report. Our team will review it and let you know the outcome.';

/**
 * Files a report under `id` (under an Idempotency-Key the same on every retry: a retry whose first
 * try landed answers that report) after checking its target, keeps the target as the reporter saw
 * it, and tells every active admin, in one batch.
 */
export async function fileReport(
  env: Pick<Bindings, 'DB'>,
  reporter: SessionUser,
  input: ReportInput,
  id: string = crypto.randomUUID(),
) {
  const landed = await store.findFiled(env.DB, id, reporter.id);
  if (landed) return { id, status: landed.status, createdAt: landed.created_at, message: REPORT_RECEIVED_MESSAGE };
  const target = await TARGET_CHECKS[input.targetType](env.DB, input.targetId, reporter);
  const now = clock.date();
  const notice = {
    kind: 'report_filed',
    title: `New report: ${REPORT_REASON_LABELS[input.reason]}`,
    body: `${reporter.fullName} reported ${target.label}.`,
    link: `/admin/reports?report=${id}`,
  };
  const inserted = await store.insertReport(
    env.DB,
    { id, reporterId: reporter.id, ...input, snapshot: JSON.stringify(target.snapshot), now: now.toISOString() },
    (filed) => [notifyAdminsStatement(env.DB, notice, now, filed)],
  );
  if (!inserted) throw new ApiFailure(409, DUPLICATE_REPORT_MESSAGE);
  return { id, status: 'open' as const, createdAt: now.toISOString(), message: REPORT_RECEIVED_MESSAGE };
}

function targetOf(row: store.ReportRow): ReportTarget | null {
  if (row.target_type === 'job' && row.job_title !== null) {
    return {
      type: 'job',
      title: row.job_title,
      companyName: row.job_company ?? '',
      location: [row.job_city, row.job_country].filter(Boolean).join(', '),
      status: row.job_status ?? 'closed',
      removed: row.job_removed_at !== null,
      excerpt: row.job_description ?? '',
      recruiter: {
        id: row.job_recruiter_id ?? '',
        fullName: row.job_recruiter_name ?? '',
        email: row.job_recruiter_email ?? '',
        suspended: row.job_recruiter_suspended_at !== null,
      },
    };
  }
  if (row.target_type === 'user' && row.user_name !== null) {
    return {
      type: 'user',
      fullName: row.user_name,
      email: row.user_email ?? '',
      role: roleWord(row.user_role ?? 'candidate'),
      suspended: row.user_suspended_at !== null,
      joinedAt: row.user_created_at ?? '',
    };
  }
  if (row.target_type === 'message' && row.message_sender_id !== null) {
    return {
      type: 'message',
      excerpt: row.message_body ?? '',
      sender: {
        id: row.message_sender_id,
        fullName: row.message_sender_name ?? '',
        suspended: row.message_sender_suspended_at !== null,
      },
    };
  }
  if (row.target_type === 'company' && row.company_name !== null) {
    return {
      type: 'company',
      name: row.company_name,
      website: row.company_website ?? '',
      verified: row.company_verified === 1,
    };
  }
  return null;
}

export function toReport(row: store.ReportRow): Report {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    target: targetOf(row),
    asReported: row.snapshot === null ? null : reportSnapshotSchema.parse(JSON.parse(row.snapshot)),
    openReportsOnTarget: row.open_on_target,
    reason: row.reason,
    details: row.details,
    reporter: { id: row.reporter_id, fullName: row.reporter_name },
    status: row.status,
    action: row.action,
    note: row.note,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by ? { id: row.resolved_by, fullName: row.resolver_name ?? '' } : null,
  };
}

/** Reports by status and reason, from the counters (at most 18 rows). */
async function reportCounts(db: D1Database) {
  return (await countsOf(db, 'reports')).map((c) => ({
    status: c.owner as ReportStatus,
    reason: c.key as ReportReason,
    n: c.n,
  }));
}

export async function listReports(db: D1Database, query: ReportListQuery): Promise<ReportList> {
  const [rows, counted] = await Promise.all([
    store.listReports(db, { status: query.status, limit: query.limit, offset: pageOffset(query.page, query.limit) }),
    reportCounts(db),
  ]);
  const total = counted.filter((c) => !query.status || c.status === query.status).reduce((sum, c) => sum + c.n, 0);
  return { reports: rows.map(toReport), ...pageInfo(total, query.page, query.limit) };
}

export async function reportSummary(db: D1Database): Promise<ReportSummary> {
  const zero = () => Object.fromEntries(REPORT_REASONS.map((r) => [r, 0])) as ReportSummary['byReason'];
  const summary: ReportSummary = {
    total: 0,
    byStatus: Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as ReportSummary['byStatus'],
    byReason: zero(),
    openByReason: zero(),
  };
  for (const { status, reason, n } of await reportCounts(db)) {
    summary.total += n;
    summary.byStatus[status] += n;
    summary.byReason[reason] += n;
    if (status === 'open') summary.openByReason[reason] += n;
  }
  return summary;
}
