import {
  ACTIONS_BY_TARGET,
  type Report,
  REPORT_ACTION_LABELS,
  type ReportAction,
  type ReportActionInput,
} from '../../src/contract';
import { findUserBrief, restoreStatements, suspendStatements } from '../admin';
import { type AuditEntry, auditStatement } from '../audit';
import { closeSocketsOf, type SessionUser } from '../auth';
import { clock } from '../clock';
import { recruitersOf } from '../companies';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http';
import { removeJobStatement, restoreJobStatement } from '../jobs';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import { toReport } from './service';
import * as store from './store';

export const ALREADY_RESOLVED_MESSAGE = 'This report has already been resolved';

/**
 * The accounts a report is about: the user itself, the recruiter who posted the job, the sender of
 * the message, or every recruiter of the company.
 */
async function subjectUserIds(db: D1Database, row: store.ReportRow): Promise<string[]> {
  if (row.target_type === 'user') return row.user_name === null ? [] : [row.target_id];
  if (row.target_type === 'job') return row.job_recruiter_id ? [row.job_recruiter_id] : [];
  if (row.target_type === 'message') return row.message_sender_id ? [row.message_sender_id] : [];
  return row.company_name === null ? [] : (await recruitersOf(db, [row.target_id], true)).map((r) => r.id);
}

function describe(row: store.ReportRow): string {
  if (row.target_type === 'job') return row.job_title ? `the job “${row.job_title}”` : 'a job';
  if (row.target_type === 'user') return row.user_name ?? 'an account';
  if (row.target_type === 'company') return row.company_name ? `the company ${row.company_name}` : 'a company';
  return 'a message';
}

/** Reinstate undoes a removal or suspension, so it may follow an action that did one. */
function mayAct(row: store.ReportRow, action: ReportAction): boolean {
  if (row.status === 'open') return true;
  return (
    action === 'reinstate' &&
    row.status === 'actioned' &&
    (row.action === 'remove_job' || row.action === 'suspend_user')
  );
}

const OUTCOME: Record<ReportAction, string> = {
  dismiss: 'We found no breach of our policies, so no action was taken.',
  warn: 'We warned the account responsible.',
  remove_job: 'We removed the job.',
  suspend_user: 'We suspended the account responsible.',
  reinstate: 'After a further review, it has been reinstated.',
};

interface Plan {
  statements: D1PreparedStatement[];
  audits: AuditEntry[];
}

/** The effect of an action, as statements to run together and the audit entries that record them. */
async function plan(
  db: D1Database,
  row: store.ReportRow,
  action: ReportAction,
  base: Omit<AuditEntry, 'action'>,
  now: string,
): Promise<Plan> {
  const out: Plan = { statements: [], audits: [] };
  const subjects = (await Promise.all((await subjectUserIds(db, row)).map((id) => findUserBrief(db, id)))).filter(
    (s) => s !== null,
  );
  const gone = () =>
    new ApiFailure(400, `The reported ${row.target_type} no longer exists; dismiss the report instead`);

  switch (action) {
    case 'dismiss':
      out.audits.push({ ...base, action: 'report_dismissed', targetType: 'report', targetId: row.id });
      break;
    case 'warn':
      if (subjects.length === 0) throw gone();
      for (const subject of subjects)
        out.audits.push({ ...base, action: 'user_warned', targetType: 'user', targetId: subject.id });
      break;
    case 'remove_job':
      if (row.job_title === null) throw gone();
      if (row.job_removed_at) throw new ApiFailure(409, 'This job has already been removed');
      out.statements.push(removeJobStatement(db, row.target_id, now));
      out.audits.push({ ...base, action: 'job_removed', targetType: 'job', targetId: row.target_id });
      break;
    case 'suspend_user': {
      if (subjects.length === 0) throw gone();
      if (subjects.some((s) => s.role === 'admin'))
        throw new ApiFailure(400, 'Admin accounts cannot be suspended from a report');
      const active = subjects.filter((s) => !s.suspended_at);
      if (active.length === 0)
        throw new ApiFailure(
          409,
          subjects.length === 1 ? 'This account is already suspended' : 'These accounts are already suspended',
        );
      for (const subject of active) {
        out.statements.push(...suspendStatements(db, subject.id, now));
        out.audits.push({ ...base, action: 'user_suspended', targetType: 'user', targetId: subject.id });
      }
      break;
    }
    case 'reinstate':
      if (row.job_removed_at) {
        out.statements.push(restoreJobStatement(db, row.target_id, now));
        out.audits.push({ ...base, action: 'job_reinstated', targetType: 'job', targetId: row.target_id });
      }
      for (const subject of subjects.filter((s) => s.suspended_at)) {
        out.statements.push(...restoreStatements(db, subject.id, now));
        out.audits.push({ ...base, action: 'user_reinstated', targetType: 'user', targetId: subject.id });
      }
      if (out.statements.length === 0)
        throw new ApiFailure(400, `Nothing to reinstate: ${describe(row)} is not removed or suspended`);
      break;
  }
  return out;
}

/**
 * An admin acts on a report: the report is resolved, the effect applied and every step audited in
 * one batch (so two admins cannot both act, and a failure leaves the report open for a retry), with
 * the notice that tells the reporter and the account concerned (`report_resolved`). Answers the
 * report and the notice's id, for the delivery queue.
 */
export async function actOnReport(
  env: Pick<Bindings, 'DB' | 'CONVERSATION_ROOMS'>,
  admin: SessionUser,
  reportId: string,
  input: ReportActionInput,
  ip: string | null,
): Promise<{ report: Report; notices: string[] }> {
  const db = env.DB;
  const row = await store.findReport(db, reportId);
  if (!row) throw notFound('Report not found');
  const { action } = input;
  if (!ACTIONS_BY_TARGET[row.target_type].includes(action)) {
    throw new ApiFailure(400, `“${REPORT_ACTION_LABELS[action]}” does not apply to a ${row.target_type} report`, {
      action: 'Choose an action that fits this report',
    });
  }
  if (!mayAct(row, action)) throw new ApiFailure(409, ALREADY_RESOLVED_MESSAGE);

  const now = clock.date();
  const iso = now.toISOString();
  const note = input.note || null;
  const base = { actorId: admin.id, ip, detail: { reportId, reason: row.reason, ...(note ? { note } : {}) } };
  const effect = await plan(db, row, action, base, iso);

  const resolve = store.resolveReportStatement(
    db,
    reportId,
    { status: row.status, action: row.action },
    {
      status: action === 'dismiss' ? 'dismissed' : 'actioned',
      action,
      note,
      by: admin.id,
      now: iso,
    },
  );
  const told = noticeIntent(db, 'report_resolved', reportId, now, { action, note });
  try {
    await db.batch([
      resolve,
      ...effect.statements,
      ...effect.audits.map((entry) => auditStatement(db, entry, now)),
      told.statement,
    ]);
  } catch (err) {
    if (store.isStaleResolution(err)) throw new ApiFailure(409, ALREADY_RESOLVED_MESSAGE);
    throw err;
  }
  // A suspended account's open conversation sockets close now.
  for (const entry of effect.audits) if (entry.action === 'user_suspended') await closeSocketsOf(env, entry.targetId!);

  return { report: toReport((await store.findReport(db, reportId))!), notices: [told.id] };
}

/** The `report_resolved` notice: the reporter is told the outcome, and the accounts concerned what was done. */
export async function announceReportOutcome(
  env: NoticeEnv,
  reportId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const row = await store.findReport(env.DB, reportId);
  if (!row) return;
  const action = detail.action as ReportAction;
  const note = typeof detail.note === 'string' ? detail.note : null;
  await notify(
    env,
    row.reporter_id,
    {
      kind: 'report_outcome',
      title: 'Your report was reviewed',
      body: `Thanks for reporting ${describe(row)}. ${OUTCOME[action]}`,
    },
    now,
  );
  if (action !== 'dismiss')
    for (const id of await subjectUserIds(env.DB, row)) await notify(env, id, subjectNotice(row, action, note), now);
}

/** What the reported account is told. */
function subjectNotice(row: store.ReportRow, action: Exclude<ReportAction, 'dismiss'>, note: string | null) {
  const why = note ? ` Note from our team: ${note}` : '';
  const notices = {
    warn: {
      kind: 'moderation_warning',
      title: 'A warning from the Hireloop team',
      body: `We received a report about ${describe(row)} and reviewed it. Please make sure it follows our community guidelines; repeated reports can lead to removal or suspension.${why}`,
    },
    remove_job: {
      kind: 'job_removed',
      title: 'Your job was removed',
      body: `We removed ${describe(row)} after reviewing a report. It no longer appears to candidates.${why}`,
    },
    suspend_user: {
      kind: 'account_suspended',
      title: 'Your account was suspended',
      body: `Your account was suspended after we reviewed a report.${why}`,
    },
    reinstate: {
      kind: 'reinstated',
      title: 'Reinstated after review',
      body: `After a further review, ${describe(row)} has been reinstated.${why}`,
    },
  } as const;
  return notices[action];
}
