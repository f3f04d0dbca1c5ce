// Privacy's words and limits (the data export's sections, the deletion's messages), apart from
// privacy.ts and its schemas: the settings screen and the delete-account page show them without zod.

/**
 * What "Download my data" holds, in the order the privacy page lists it: one key per section of the
 * export's manifest.json, with the words the privacy page and the settings screen use. The worker
 * builds the manifest from this list and a test fails when either drifts from it.
 */
export const DATA_EXPORT_SECTIONS = [
  { key: 'profile', label: 'your account and profile' },
  { key: 'applications', label: 'your applications, each with its timeline' },
  { key: 'messages', label: 'your messages with recruiters' },
  { key: 'offers', label: 'the offers you received and your answers' },
  { key: 'interviews', label: 'your interviews and their history' },
  { key: 'alerts', label: 'your job alerts' },
  { key: 'selfIdentification', label: 'your self-identification answers' },
  { key: 'resumes', label: 'your resume files and the text we read from them' },
] as const;
export type DataExportSection = (typeof DATA_EXPORT_SECTIONS)[number]['key'];

/** The export's file name and the manifest's inside it. */
export const DATA_EXPORT_FILE = 'hireloop-my-data.zip';
export const DATA_EXPORT_MANIFEST = 'manifest.json';

/** How an account confirms its deletion: by its password, or (Google-only) by Google or an emailed link. */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'That password is not correct. Nothing was deleted.',
  tooManyPasswords: 'Too many wrong passwords. Nothing was deleted. Please wait and try again.',
  noPassword:
    'Your account signs in with Google and has no password. Confirm with Google or with a link by email instead.',
  usePassword: 'Your account has a password. Confirm the deletion with your password.',
  googleMismatch: 'That Google sign-in did not confirm this account. Nothing was deleted.',
  linkSent: 'We sent a confirmation link to your email. Open it within 1 hour to delete your account.',
  tooManyLinks: 'We sent you several links in the last hour. Use the newest one, or try again later.',
  linkInvalid: 'This link has expired or was already used. Nothing was deleted. Ask for a new one in Settings.',
  deleted: 'Your account and your data have been deleted.',
} as const;

/** The query parameter that brings a Google confirmation back to settings (a one-time code, or `failed`). */
export const GOOGLE_CONFIRMATION_PARAM = 'google_confirmation';

/** Minutes an emailed deletion link works (once). */
export const DELETION_LINK_TTL_MINUTES = 60;

/**
 * The timeline note of an application withdrawn when the owner of the account's email signed in
 * with Google over an unverified password account (worker/privacy/takeover.ts): the company reads it.
 */
export const ACCOUNT_RECLAIMED_NOTE =
  'Withdrawn automatically: the owner of this email address reclaimed the account, so this application was made by someone else.';
