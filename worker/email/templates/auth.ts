/** Account emails. Inputs are raw text; layout escapes them. */
import { PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

export function resetPasswordEmail(input: { fullName: string; link: string; validMinutes: number }) {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
    ],
    action: { label: 'Reset your password', href: input.link },
    footer: [
      `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
    ],
  });
}

export function verifyEmailEmail(input: { fullName: string; link: string; validHours: number }) {
  return renderEmail({
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Confirm that this address belongs to your ${PRODUCT_NAME} account, so that we can send you job alerts and messages here:`,
    ],
    action: { label: 'Confirm your email', href: input.link },
    footer: [
      `The link works once and expires in ${input.validHours} hours. If you did not create an account, ignore this email.`,
    ],
  });
}
