import { z } from 'zod';

import { APPLICATION_STATUSES } from './application-statuses';
import { APPLICATION_SORTS, MAX_PAGE_SIZE, SCREENING_FILTERS } from './applications';
import { DEFAULT_APPLICATION_PAGE_SIZE, DEFAULT_APPLICATION_SORT, DEFAULT_PAGE } from './constants';
import { withPageDepth } from './paging';
import { choice, dayField, queryFields } from './query';
import { templateText } from './templates';

// The applications' schemas, apart from applications.ts: the application lists import that module with the
// page, and fetch the move's check (and zod with it) only when a move is first made (issue 41's budget).

/** A move to a stage, from the panel, the bulk bar or the board; the worker checks it alike. */
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
