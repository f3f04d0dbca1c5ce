/** Emails of hiring as a team. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

export function companyInviteEmail(i: { inviterName: string; companyName: string; link: string; validDays: number }) {
  return renderEmail({
    subject: `${i.inviterName} invited you to hire with ${i.companyName} on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${i.inviterName} invited you to join ${i.companyName} on ${PRODUCT_NAME}, to share its jobs, applicants and notes. Accepting also confirms that this address is yours.`,
    ],
    action: { label: `Join ${i.companyName}`, href: i.link },
    footer: [
      `The link works once and expires in ${i.validDays} days. If you do not know ${i.inviterName}, ignore this email.`,
    ],
  });
}

/** A colleague @mentioned the recipient in a private note; the note itself stays in the product. */
export function noteMentionEmail(m: { authorName: string; recipientName: string; about: string; link: string }) {
  return renderEmail({
    subject: `${m.authorName} mentioned you in a note`,
    greeting: `Hello ${m.recipientName},`,
    paragraphs: [`${m.authorName} mentioned you in a private note on an application: ${m.about}.`],
    action: { label: 'Read the note', href: m.link },
    footer: [`You can turn these emails off in your ${PRODUCT_NAME} settings.`],
  });
}
