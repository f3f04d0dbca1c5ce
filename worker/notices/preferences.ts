/**
 * A candidate's two switches, both on until they turn them off (no profile row yet, or a null
 * column, reads as on): email about their applications, alerts and messages; and recruiters may
 * send them jobs. As SQL over `candidate_profiles cp`, and for a row already read.
 */
export const EMAILS_ON_SQL = 'COALESCE(cp.email_notifications, 1)';
export const ACCEPTS_TARGETED_SQL = 'COALESCE(cp.accepts_targeted_jobs, 1)';

export const switchOn = (column: number | null | undefined) => (column ?? 1) === 1;
