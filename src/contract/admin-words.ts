// The admin console (spec section 7, PRODUCT.md "Admin"): the limits and words, apart from
// admin.ts's schemas, so the admin's pages show them without loading zod.

/** Analytics, overview and the audit log. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** Trends cover at most a year (a leap year included) so one request stays small. */
export const TRENDS_MAX_DAYS = 366;
export const RECENT_ACTIONS_PAGE_LIMIT = 20;
export const RECENT_ACTIONS_PAGE_MAX = 100;
export const RECENT_SIGNUPS_SHOWN = 5;
export const AUDIT_SEARCH_MAX = 100;
export const DEAD_LETTERS_SHOWN = 50;

/** The answers to an admin's retry of an undelivered notice. */
export const DEAD_NOTICE_REQUEUED = 'The notice is back in line and will be delivered within a minute.';
export const NOT_A_DEAD_NOTICE = 'This notice is not in the undelivered list (already delivered or retried).';

/** The answers to an admin's retry of an undelivered email. */
export const DEAD_LETTER_REQUEUED = 'The email is back in line and will be sent within a minute.';
export const NOT_A_DEAD_LETTER = 'This email is not in the dead-letter list (already sent, bounced or retried).';

/** The user directory (`/admin/users`): search, role and status filters, paging. */
export const ADMIN_USERS_PAGE_LIMIT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_USER_SEARCH_MAX = 100;

/** Active: may sign in and has confirmed the email. Unverified: not confirmed yet (and not suspended). */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The answers to suspending or restoring an account from the directory. */
export const ACCOUNT_MESSAGES = {
  notFound: 'User not found',
  adminNotSuspendable: 'Admin accounts cannot be suspended',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
} as const;
