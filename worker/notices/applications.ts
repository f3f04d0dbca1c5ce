import {
  AI_NOTICE,
  aiNoticeLines,
  type ApplicationStatus,
  CANDIDATE_STATUS,
  HUMAN_REVIEW,
  isHumanReview,
} from '../../src/contract';
import { clock } from '../clock';
import { applicationReceivedEmail, newApplicationEmail, queueEmail, statusChangedEmail } from '../email';
import type { Bindings } from '../env';
import { clientOrigin } from '../http';
import { aiNotice } from '../matching';
import { notify, notifyEach } from '../notifications';
import { type ApplicationContext, applicationContext } from './store';

type NoticeEnv = Pick<Bindings, 'DB' | 'DELIVERIES' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN'>;

const applicationPath = (id: string) => `/dashboard/applied-jobs/${encodeURIComponent(id)}`;

/**
 * A recruiter moved an application: the candidate gets a notification and, if they keep email on,
 * an email; both carry the recruiter's message when the move sent one. A candidate's own withdrawal is not announced back to them.
 */
export async function notifyStatusChange(
  env: NoticeEnv,
  application: { id: string },
  from: ApplicationStatus,
  to: ApplicationStatus,
  now = clock.date(),
  message = '',
): Promise<void> {
  if (from === to || to === 'withdrawn') return;
  const a = await applicationContext(env.DB, application.id);
  if (!a) return;
  const status = CANDIDATE_STATUS[to];
  // Rejection reasons and notes are the recruiter's internal record; candidates see the status, and
  // the message the recruiter chose to send with the move (filled for them: worker/templates).
  await notify(
    env,
    a.candidate_id,
    {
      kind: 'application_status',
      title: `${a.job_title} at ${a.company_name}: ${status.label}`,
      body: message || status.detail,
      link: applicationPath(a.id),
    },
    now,
  );
  if (!a.candidate_emails) return;
  const email = statusChangedEmail({
    candidateName: a.candidate_name,
    companyName: a.company_name,
    jobTitle: a.job_title,
    statusLabel: status.label,
    detail: status.detail,
    message,
    link: `${clientOrigin(env)}${applicationPath(a.id)}`,
  });
  await queueEmail(env, { to: a.candidate_email, ...email, kind: 'application_status' }, now);
}

/**
 * An application was stored: a receipt to the candidate (if they keep email on), and to every
 * recruiter of the company who keeps new-application notices on, a notification in the product and
 * an email. Neither names the candidate (blind review may be on): the job, the score and a link
 * that opens the application's panel.
 */
export async function notifyApplicationReceived(
  env: NoticeEnv,
  application: { id: string },
  now = clock.date(),
): Promise<void> {
  const a = await applicationContext(env.DB, application.id);
  if (!a) return;
  if (a.candidate_emails) {
    const about = [
      ...(isHumanReview(a.ats_status) ? [HUMAN_REVIEW.receipt] : aiNoticeLines(aiNotice())),
      `${AI_NOTICE.link}: ${clientOrigin(env)}${AI_NOTICE.href}`,
    ];
    const email = applicationReceivedEmail({
      candidateName: a.candidate_name,
      companyName: a.company_name,
      jobTitle: a.job_title,
      link: `${clientOrigin(env)}${applicationPath(a.id)}`,
      about,
    });
    await queueEmail(env, { to: a.candidate_email, ...email, kind: 'application_received' }, now);
  }
  await notifyEach(
    env,
    a.recruiters.map((r) => r.id),
    {
      kind: 'new_application',
      title: `New application: ${a.job_title}`,
      body: `Match score: ${scoreText(a)}.`,
      link: panelPath(a),
    },
    now,
  );
  for (const r of a.recruiters)
    await queueEmail(
      env,
      {
        to: r.email,
        kind: 'new_application',
        ...newApplicationEmail({
          recruiterName: r.full_name,
          jobTitle: a.job_title,
          score: scoreText(a),
          link: `${clientOrigin(env)}${panelPath(a)}`,
        }),
      },
      now,
    );
}

/** The job's applications with this one's panel open. */
const panelPath = (a: ApplicationContext) =>
  `/recruiter/jobs/${encodeURIComponent(a.job_id)}/applications?open=${encodeURIComponent(a.id)}`;
const scoreText = (a: ApplicationContext) =>
  isHumanReview(a.ats_status)
    ? HUMAN_REVIEW.label
    : a.ats_score === null
      ? 'not scored (the resume text could not be read)'
      : `${a.ats_score} of 100`;
