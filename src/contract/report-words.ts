// What users report, why, and what admins do about it (PRODUCT.md "Admin"): the choices, limits and
// labels, apart from reports.ts's schemas, so the report dialog and the admin's pages show them
// without loading zod.

export const REPORT_TARGET_TYPES = ['job', 'user', 'message', 'company'] as const;
export const REPORT_REASONS = ['scam', 'spam', 'discrimination', 'misleading', 'harassment', 'other'] as const;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const REPORT_ACTIONS = ['dismiss', 'warn', 'remove_job', 'suspend_user', 'reinstate'] as const;
export const REPORTS_PAGE_MAX = 100;
export const REPORT_DETAILS_MAX = 2_000;

export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  spam: 'Spam',
  discrimination: 'Discrimination',
  misleading: 'Misleading or false',
  harassment: 'Harassment',
  other: 'Something else',
};

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  remove_job: 'Remove job',
  suspend_user: 'Suspend user',
  reinstate: 'Reinstate',
};

/**
 * Which actions fit which target: anything else is refused (400). Warning or suspending a job's
 * target means its recruiter, a message's its sender, a company's every one of its recruiters.
 */
export const ACTIONS_BY_TARGET: Record<ReportTargetType, readonly ReportAction[]> = {
  job: ['dismiss', 'warn', 'remove_job', 'suspend_user', 'reinstate'],
  user: ['dismiss', 'warn', 'suspend_user', 'reinstate'],
  message: ['dismiss', 'warn', 'suspend_user', 'reinstate'],
  company: ['dismiss', 'warn', 'suspend_user', 'reinstate'],
};

/** The messages a report of a message keeps: the reported one and the ones before it, as the reporter saw them. */
export const REPORT_SNAPSHOT_MESSAGES = 6;
