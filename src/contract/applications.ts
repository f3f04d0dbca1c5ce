import { APPLICATION_STATUSES, type ApplicationStatus, OPEN_STATUSES, RECRUITER_MOVES } from './application-statuses';

/** An application that is not there, or not the reader's (the same answer, so ids reveal nothing). */
export const APPLICATION_NOT_FOUND = 'Application not found';

// The stages and moves live apart (application-statuses.ts); they stay importable from here.
export { APPLICATION_STATUSES, type ApplicationStatus, OPEN_STATUSES, RECRUITER_MOVES };

/** How long a recruiter's move to a stage that is not final can be undone (its notices wait as long). */
export const UNDO_WINDOW_MS = 10_000;

/**
 * Moves that can be undone: to Screening or Interview. Rejected and Hired are final (Rejected keeps its
 * confirmation and reason instead); Offer is where an offer may be sent at once (worker/offers), which
 * an undo would leave stranded, so it is told at once too.
 */
export const undoableMove = (to: ApplicationStatus) => to === 'screening' || to === 'interview';

export const UNDO_REFUSED = 'This move can no longer be undone.';

export function canRecruiterMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return RECRUITER_MOVES[from].includes(to);
}

/** The moves every one of these statuses allows: what a bulk move may offer for a selection. */
export function commonRecruiterMoves(statuses: readonly ApplicationStatus[]): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter(
    (to) => statuses.length > 0 && statuses.every((from) => canRecruiterMove(from, to)),
  );
}

export function canWithdraw(status: ApplicationStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** Blind review hides identity until the candidate reaches interview. */
export function identityVisible(status: ApplicationStatus, blindReview: boolean): boolean {
  return !blindReview || ['interview', 'offer', 'hired'].includes(status);
}

/** The statuses in which blind review hides the candidate, as SQL over an `applications` alias. */
export const hiddenStatusSql = (a: string) => `${a}.status NOT IN ('interview', 'offer', 'hired')`;

/**
 * The name a hidden candidate goes by: four hex digits of a hash (FNV-1a) of the application's id,
 * so each application has its own alias (two applications of one person do not read as the same
 * alias, and nothing links an alias to the person seen elsewhere). The application id stands in
 * for the candidate's id wherever they are hidden.
 */
export function applicationAlias(applicationId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < applicationId.length; i++) hash = Math.imul(hash ^ applicationId.charCodeAt(i), 0x01000193);
  return `Candidate #${((hash >>> 16) & 0xffff).toString(16).toUpperCase().padStart(4, '0')}`;
}

export const APPLICATION_SORTS = ['createdAt', 'atsScore'] as const;
export const MAX_PAGE_SIZE = 100;
export const SCREENING_FILTERS = ['unmet'] as const;
