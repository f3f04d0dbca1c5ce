import type { ReportTargetType } from '../../src/contract';
import type { SessionUser } from '../auth/middleware';
import { ApiFailure, notFound } from '../http/errors';
import { findJob } from '../jobs/store';
import { findUserBrief } from '../admin/store';

/** What a report points at, checked when it is filed; `label` names it in notifications. */
export interface CheckedTarget {
  label: string;
}

type TargetCheck = (db: D1Database, targetId: string, reporter: SessionUser) => Promise<CheckedTarget>;

export const MESSAGES_NOT_REPORTABLE = 'Messages cannot be reported yet. Report the person who sent it instead.';

/**
 * One check per kind of target: it must exist and be reportable by this user. Supporting a new kind
 * (messages, when messaging lands) is one entry here.
 */
export const TARGET_CHECKS: Record<ReportTargetType, TargetCheck> = {
  async job(db, id, reporter) {
    const job = await findJob(db, id);
    if (!job || job.removed_at) throw notFound('Job not found');
    if (job.recruiter_id === reporter.id) throw new ApiFailure(400, 'You cannot report your own job');
    return { label: `the job “${job.title}” at ${job.company_name}` };
  },
  async user(db, id, reporter) {
    if (id === reporter.id) throw new ApiFailure(400, 'You cannot report yourself');
    const user = await findUserBrief(db, id);
    if (!user) throw notFound('User not found');
    return { label: `${user.full_name} (${user.role})` };
  },
  async message() {
    throw new ApiFailure(400, MESSAGES_NOT_REPORTABLE, { targetType: MESSAGES_NOT_REPORTABLE });
  },
};
