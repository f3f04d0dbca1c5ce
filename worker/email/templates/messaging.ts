/** Emails about conversations. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME } from '../../../src/contract';
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
