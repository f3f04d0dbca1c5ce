/** The contact form's message, mailed to the operator. Inputs are raw text; layout escapes them. */
import { mailtoHref } from '../../../src/contract/mailto';
import { renderEmail } from './layout';

export function contactMessageEmail(input: { name: string; email: string; message: string; listLink: string }) {
  return renderEmail({
    subject: `Message from the site: ${input.name}`,
    greeting: 'Hello,',
    paragraphs: [`${input.name} <${input.email}> wrote through the contact form:`],
    quote: input.message,
    action: { label: `Reply to ${input.name}`, href: mailtoHref(input.email) },
    footer: [
      'Reply to the sender’s address above; the form’s emails come from a no-reply address.',
      { label: 'Messages from the site', href: input.listLink },
    ],
  });
}
