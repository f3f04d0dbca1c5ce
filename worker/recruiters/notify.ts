import { PRODUCT_NAME } from '../../src/contract';
import { queueEmail } from '../email/service';
import { renderEmail } from '../email/templates';
import type { Bindings } from '../env';
import { newApplicationNotice } from './store';

/**
 * Emails every recruiter of the job's company who keeps "email me about new applications" on. The
 * email names no candidate (blind review may be on): the job, the score and a link to review.
 */
export async function notifyNewApplication(env: Pick<Bindings, 'DB' | 'PUBLIC_ORIGIN'>, application: { id: string }, now = new Date()): Promise<number> {
  const { application: a, recipients } = await newApplicationNotice(env.DB, application.id);
  if (!a) return 0;
  const link = `${env.PUBLIC_ORIGIN.replace(/\/+$/, '')}/recruiter/jobs/${encodeURIComponent(a.job_id)}/applications?open=${encodeURIComponent(application.id)}`;
  const score = a.ats_score === null ? 'not scored (the resume text could not be read)' : `${a.ats_score} of 100`;
  for (const r of recipients) {
    const email = renderEmail({
      subject: `New application: ${a.title}`,
      greeting: `Hello ${r.full_name},`,
      paragraphs: [`Someone applied to ${a.title}. Match score: ${score}.`],
      action: { label: 'Review the application', href: link },
      footer: [`You can turn these emails off in your ${PRODUCT_NAME} settings.`],
    });
    await queueEmail(env, { to: r.email, kind: 'new_application', ...email }, now);
  }
  return recipients.length;
}
