/** Emails about applications: received, moved, and new to the job's recruiters. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

/** `about`: how the application is assessed (the AI notice, or the human review asked for). */
export function applicationReceivedEmail(i: {
  candidateName: string;
  companyName: string;
  jobTitle: string;
  link: string;
  about: string[];
}) {
  return renderEmail({
    subject: `Application received: ${i.jobTitle}`,
    greeting: `Hello ${i.candidateName},`,
    paragraphs: [
      `Your application for ${i.jobTitle} at ${i.companyName} has reached the recruiter. We will tell you when its status changes.`,
      ...i.about,
    ],
    action: { label: 'Track your application', href: i.link },
  });
}

export function statusChangedEmail(i: {
  candidateName: string;
  companyName: string;
  jobTitle: string;
  statusLabel: string;
  detail: string;
  /** The recruiter's message sent with the move, as filled for the candidate. */
  message?: string;
  link: string;
}) {
  return renderEmail({
    subject: `Your application for ${i.jobTitle}: ${i.statusLabel}`,
    greeting: `Hello ${i.candidateName},`,
    paragraphs: [
      `Your application for ${i.jobTitle} at ${i.companyName} is now: ${i.statusLabel}.`,
      ...(i.detail ? [i.detail] : []),
      ...(i.message ? [`${i.companyName} wrote:`, i.message] : []),
    ],
    action: { label: 'See your application', href: i.link },
  });
}

/** To each recruiter of the job: someone applied, with the match score in words (`score`). */
export function newApplicationEmail(i: { recruiterName: string; jobTitle: string; score: string; link: string }) {
  return renderEmail({
    subject: `New application: ${i.jobTitle}`,
    greeting: `Hello ${i.recruiterName},`,
    paragraphs: [`Someone applied to ${i.jobTitle}. Match score: ${i.score}.`],
    action: { label: 'Review the application', href: i.link },
    footer: [`You can turn these emails off in your ${PRODUCT_NAME} settings.`],
  });
}
