/**
 * Account emails. Inputs are raw text; layout escapes them. A name typed by an account whose address is
 * not verified was perhaps typed by someone else than the address's owner, so it is never put in front
 * of them as the product's words: such mail greets without a name.
 */
import { PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

/** `fullName` is the account's name when its address is verified, null otherwise. */
export function resetPasswordEmail(input: { fullName: string | null; link: string; validMinutes: number }) {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: input.fullName ? `Hello ${input.fullName},` : 'Hello,',
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
    ],
    action: { label: 'Reset your password', href: input.link },
    footer: [
      `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
    ],
  });
}

/** Sent only to an unverified address, so it never carries the account's name. */
export function verifyEmailEmail(input: { link: string; validHours: number }) {
  return renderEmail({
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `Confirm that this address belongs to your ${PRODUCT_NAME} account, so that we can send you job alerts and messages here:`,
    ],
    action: { label: 'Confirm your email', href: input.link },
    footer: [
      `The link works once and expires in ${input.validHours} hours. If you did not create an account, ignore this email.`,
    ],
  });
}
