import { z } from 'zod';

import { APPLICATION_STATUSES, type ApplicationStatus, OPEN_STATUSES, RECRUITER_MOVES } from './application-statuses';
import { DEFAULT_APPLICATION_PAGE_SIZE, DEFAULT_APPLICATION_SORT, DEFAULT_PAGE } from './constants';
import { withPageDepth } from './paging';
import { choice, dayField, queryFields } from './query';
import { templateText } from './templates';

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

export const statusChangeSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: 'Choose a valid status' }),
    note: z.string().trim().max(2_000).optional(),
    reason: z.string().trim().max(500).optional(),
    /** What the candidate reads with the move (a template's text, placeholders filled at send time). */
    message: templateText(2_000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || (v.reason?.length ?? 0) >= 3, {
    path: ['reason'],
    error: 'Give a reason when rejecting',
  });

export const APPLICATION_SORTS = ['createdAt', 'atsScore'] as const;
export const MAX_PAGE_SIZE = 100;
export const SCREENING_FILTERS = ['unmet'] as const;

const applicationListFields = z.object(
  queryFields({
    page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_APPLICATION_PAGE_SIZE),
    sort: choice('Sort', APPLICATION_SORTS).default(DEFAULT_APPLICATION_SORT),
    status: choice('Status', APPLICATION_STATUSES).optional(),
    /** Minimum ATS score. */
    atsScore: z.coerce.number().min(0).max(100).optional(),
    /** Applied on or after this UTC day. */
    from: dayField.optional(),
    /** Applied on or before this UTC day. */
    to: dayField.optional(),
    /** `unmet`: only applications whose screening answers do not meet a knockout. */
    screening: choice('Screening', SCREENING_FILTERS).optional(),
    /** Only applications that answered Yes to this yes/no screening question (its id). */
    answeredYes: z.string().trim().min(1).max(64).optional(),
  }),
);
const datesInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const DATES_OUT_OF_ORDER = { path: ['to'], error: 'The end date is before the start date' };

/** One job's application list query (spec sections 3 and 7): page, limit, sort, status, atsScore; `from` and `to` days applied (inclusive). */
export const jobApplicationListQuerySchema = withPageDepth(
  applicationListFields.refine(datesInOrder, DATES_OUT_OF_ORDER),
);
/** The company-wide list takes a jobId too. */
export const applicationListQuerySchema = withPageDepth(
  applicationListFields.extend(queryFields({ jobId: z.string().optional() })).refine(datesInOrder, DATES_OUT_OF_ORDER),
);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
