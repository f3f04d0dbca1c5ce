/** The emails of account deletion (worker/privacy). Inputs are raw text; layout escapes them. */
import { CONTACT, PRODUCT_NAME } from '../../../src/contract';
import { renderEmail } from './layout';

export function deletionLinkEmail(input: { fullName: string; link: string; validMinutes: number }) {
  return renderEmail({
    subject: `Confirm the deletion of your ${PRODUCT_NAME} account`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `You asked to delete your ${PRODUCT_NAME} account. Open this link and confirm, and your account and your data are deleted. This cannot be undone.`,
    ],
    action: { label: 'Delete my account', href: input.link },
    footer: [
      `The link works once and expires in ${input.validMinutes} minutes. If you did not ask for this, ignore this email: nothing is deleted.`,
    ],
  });
}

/** `kept` lists what stays for legal reasons; empty when nothing does. */
export function accountDeletedEmail(input: { fullName: string; kept: string[] }) {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} account has been deleted`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account has been deleted, as you confirmed. Your profile, resumes and their files, cover letters, messages, job alerts, saved jobs, notifications and self-identification answers are gone, and you can no longer sign in.`,
      input.kept.length
        ? `What we keep, and why:\n${input.kept.map((k) => `- ${k}`).join('\n')}`
        : 'We keep nothing else about you.',
    ],
    footer: [
      `This is the last email we send to this address. If you did not ask for this, write to us at once at ${CONTACT.email}.`,
    ],
  });
}
