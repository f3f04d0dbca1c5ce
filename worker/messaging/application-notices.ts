import type { ApplicationStatus } from '../../src/contract';
import { queueEmail } from '../email/service';
import { applicationReceivedEmail, statusChangedEmail } from '../email/templates/messaging';
import type { Bindings } from '../env';
import { notify } from '../notifications/service';
import { applicationContext } from './store';

/** How a candidate reads each status, and what it means for them. */
export const STATUS_FOR_CANDIDATE: Record<ApplicationStatus, { label: string; detail: string }> = {
  applied: { label: 'Applied', detail: '' },
  screening: { label: 'In screening', detail: 'The recruiter is reviewing your application.' },
  interview: { label: 'Interview', detail: 'The recruiter would like to interview you and will be in touch about a time.' },
  offer: { label: 'Offer', detail: 'Congratulations: the company is making you an offer.' },
  hired: { label: 'Hired', detail: 'Congratulations on your new role!' },
  rejected: { label: 'Not selected', detail: 'The company has decided not to go ahead with your application.' },
  withdrawn: { label: 'Withdrawn', detail: 'Your application was withdrawn.' },
};

const applicationPath = (id: string) => `/dashboard/applied-jobs/${encodeURIComponent(id)}`;

/**
 * The recruiter pipeline calls this after it moved an application: the candidate gets a
 * notification and, if they keep email on, an email. A candidate's own withdrawal is not announced
 * back to them.
 */
export async function notifyStatusChange(
  env: Bindings,
  application: { id: string },
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<void> {
  if (from === to || to === 'withdrawn') return;
  const a = await applicationContext(env.DB, application.id);
  if (!a) return;
  const status = STATUS_FOR_CANDIDATE[to];
  // Rejection reasons and notes are the recruiter's internal record; candidates see the status.
  const detail = status.detail;
  await notify(env, a.candidate_id, {
    kind: 'application_status',
    title: `${a.job_title} at ${a.company_name}: ${status.label}`,
    body: detail,
    link: applicationPath(a.id),
  });
  if (!a.candidate_emails) return;
  const email = statusChangedEmail({
    candidateName: a.candidate_name,
    companyName: a.company_name,
    jobTitle: a.job_title,
    statusLabel: status.label,
    detail,
    link: `${env.PUBLIC_ORIGIN}${applicationPath(a.id)}`,
  });
  await queueEmail(env, { to: a.candidate_email, ...email, kind: 'application_status' });
}

/** The candidate's apply flow calls this once the application is stored: a receipt by email. */
export async function notifyApplicationReceived(env: Bindings, application: { id: string }): Promise<void> {
  const a = await applicationContext(env.DB, application.id);
  if (!a || !a.candidate_emails) return;
  const email = applicationReceivedEmail({
    candidateName: a.candidate_name,
    companyName: a.company_name,
    jobTitle: a.job_title,
    link: `${env.PUBLIC_ORIGIN}${applicationPath(a.id)}`,
  });
  await queueEmail(env, { to: a.candidate_email, ...email, kind: 'application_received' });
}
