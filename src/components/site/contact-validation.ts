/**
 * Validation of the landing page's contact form, in the browser.
 *
 * Why not `contactSchema` (zod) here: the landing page may ship at most 3 KB gzip of JavaScript,
 * and zod alone is several times that. This check is a hand-written twin of `contactSchema` in
 * src/contract/auth.ts: the same rules, the same message constants and the same EMAIL_PATTERN,
 * imported from zod-free contract modules. tests/unit/contract/contact-validation.test.ts proves that both
 * give the same message for every field on generated input.
 */
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { EMAIL_PATTERN } from '../../contract/patterns';

export type ContactField = 'name' | 'email' | 'message';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Same limit as `emailField` in the contract. */
const EMAIL_MAX = 254;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = MESSAGES.contactNameRequired;
  else if (name.length > CONTACT_NAME_MAX) errors.name = MESSAGES.contactNameTooLong;
  if (!email) errors.email = MESSAGES.contactEmailRequired;
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;
  if (!message) errors.message = MESSAGES.contactMessageRequired;
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = MESSAGES.contactMessageTooLong;
  return errors;
}
