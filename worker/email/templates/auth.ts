/** Account emails. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

export function resetPasswordEmail(input: { fullName: string; link: string; validMinutes: number }) {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [`Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`],
    action: { label: 'Reset your password', href: input.link },
    footer: [`The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`],
  });
}
