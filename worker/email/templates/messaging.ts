/** Emails about conversations, applications and sent jobs. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME, VERIFIED_EMPLOYER_LABEL } from '../../../src/contract';
import { renderEmail } from './layout';

const about = (jobTitle: string | null, companyName: string) =>
  jobTitle ? `${jobTitle} at ${companyName}` : companyName;

export function newMessageEmail(i: {
  recipientName: string;
  senderName: string;
  companyName: string;
  jobTitle: string | null;
  body: string;
  link: string;
}) {
  return renderEmail({
    subject: `New message from ${i.senderName}`,
    greeting: `Hello ${i.recipientName},`,
    paragraphs: [`${i.senderName} wrote to you about ${about(i.jobTitle, i.companyName)}:`],
    quote: i.body,
    action: { label: 'Reply', href: i.link },
    footer: [
      `You get this email when a conversation on ${PRODUCT_NAME} has a new message and you had nothing unread in it.`,
    ],
  });
}

export function jobSentEmail(i: {
  candidateName: string;
  recruiterName: string;
  companyName: string;
  jobTitle: string;
  note: string;
  link: string;
}) {
  return renderEmail({
    subject: `${i.companyName} thinks you would be a fit: ${i.jobTitle}`,
    greeting: `Hello ${i.candidateName},`,
    paragraphs: [
      `${i.recruiterName} of ${i.companyName} sent you a job: ${i.jobTitle}.`,
      `${i.companyName}: ${VERIFIED_EMPLOYER_LABEL}.`,
      ...(i.note ? ['Their note:'] : []),
    ],
    quote: i.note || undefined,
    action: { label: 'See the job', href: i.link },
    footer: ['Only verified employers can send you jobs. You can turn this off in your settings.'],
  });
}

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
