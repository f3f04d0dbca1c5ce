import { REPORT_SNAPSHOT_MESSAGES, type ReportSnapshot, type ReportTargetType, roleWord } from '../../src/contract';
import { findUserBrief } from '../admin';
import type { SessionUser } from '../auth';
import { companyIdOfRecruiter, findCompany } from '../companies';
import { ApiFailure, notFound } from '../http';
import { findJob } from '../jobs';
import { findMessageWithParties, messagesUpTo } from '../messaging';

/**
 * What a report points at, checked when it is filed: `label` names it in notifications, `snapshot`
 * keeps it as the reporter saw it, for the admin who reviews it after any edit.
 */
export interface CheckedTarget {
  label: string;
  snapshot: ReportSnapshot;
}

type TargetCheck = (db: D1Database, targetId: string, reporter: SessionUser) => Promise<CheckedTarget>;

/** One check per kind of target: it must exist and be reportable by this user. */
export const TARGET_CHECKS: Record<ReportTargetType, TargetCheck> = {
  async job(db, id, reporter) {
    const job = await findJob(db, id);
    if (!job || job.removed_at) throw notFound('Job not found');
    if (job.recruiter_id === reporter.id) throw new ApiFailure(400, 'You cannot report your own job');
    return {
      label: `the job “${job.title}” at ${job.company_name}`,
      snapshot: {
        type: 'job',
        title: job.title,
        companyName: job.company_name,
        location: [job.city, job.country].filter(Boolean).join(', '),
        description: job.description,
      },
    };
  },
  async user(db, id, reporter) {
    if (id === reporter.id) throw new ApiFailure(400, 'You cannot report yourself');
    const user = await findUserBrief(db, id);
    if (!user) throw notFound('User not found');
    return {
      label: `${user.full_name} (${user.role})`,
      snapshot: { type: 'user', fullName: user.full_name, email: user.email, role: roleWord(user.role) },
    };
  },
  /** A message of a conversation the reporter is in, written by the other side; anything else is "not found". */
  async message(db, id, reporter) {
    const m = await findMessageWithParties(db, id);
    if (!m || (m.candidate_id !== reporter.id && m.recruiter_id !== reporter.id)) throw notFound('Message not found');
    if (m.sender_id === reporter.id) throw new ApiFailure(400, 'You cannot report your own message');
    const thread = await messagesUpTo(db, id, REPORT_SNAPSHOT_MESSAGES);
    return {
      label: `a message from ${m.sender_name}`,
      snapshot: {
        type: 'message',
        messages: thread.map((t) => ({
          senderName: t.sender_name,
          sentAt: t.created_at,
          body: t.body,
          reported: t.id === id,
        })),
      },
    };
  },
  async company(db, id, reporter) {
    const company = await findCompany(db, id);
    if (!company) throw notFound('Company not found');
    if ((await companyIdOfRecruiter(db, reporter.id)) === id)
      throw new ApiFailure(400, 'You cannot report your own company');
    return {
      label: `the company ${company.name}`,
      snapshot: {
        type: 'company',
        name: company.name,
        website: company.website,
        about: company.about,
        industry: company.industry,
        size: company.size,
        location: company.location,
      },
    };
  },
};
