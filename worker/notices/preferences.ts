/**
 * A candidate's two switches. Email about their applications, alerts and messages is on until they
 * turn it off (no profile row yet, or a null column, reads as on). Being found and sent jobs by
 * recruiters is off until they opt in (no row or a null column reads as off). As SQL over
 * `candidate_profiles cp`, and for a row already read.
 */
export const EMAILS_ON_SQL = 'COALESCE(cp.email_notifications, 1)';
export const ACCEPTS_TARGETED_SQL = 'COALESCE(cp.accepts_targeted_jobs, 0)';

export const switchOn = (column: number | null | undefined) => (column ?? 1) === 1;
export const optedIn = (column: number | null | undefined) => column === 1;
