import type { ApplicationFilters } from '../../client/api/recruiter';
import { APPLICATION_SORTS, APPLICATION_STATUSES, type ApplicationStatus } from '../../contract';

export const PAGE_SIZE = 20;
export const MIN_SCORES = [50, 60, 70, 80, 90];

/**
 * What an application list keeps in the address (reload and shared links keep it): the filters,
 * sort, page, the open application (`open`, also the link of a notification) and, on a job, the view.
 */
export const LIST_ADDRESS = {
  jobId: '',
  status: '',
  atsScore: '',
  from: '',
  to: '',
  screening: '',
  answeredYes: '',
  sort: 'createdAt',
  page: '1',
  open: '',
  view: 'list',
};
export type ListAddress = typeof LIST_ADDRESS;
export type ListView = 'list' | 'board';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The list's query from the address; values an address may carry but the API refuses are dropped. */
export function filtersOf(a: ListAddress): ApplicationFilters {
  const score = Number(a.atsScore);
  const page = Number(a.page);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: PAGE_SIZE,
    sort: oneOf(APPLICATION_SORTS, a.sort) ?? 'createdAt',
    status: oneOf<ApplicationStatus>(APPLICATION_STATUSES, a.status),
    atsScore: a.atsScore && score >= 0 && score <= 100 ? score : undefined,
    from: DAY.test(a.from) ? a.from : undefined,
    to: DAY.test(a.to) ? a.to : undefined,
    jobId: a.jobId || undefined,
    screening: a.screening === 'unmet' ? 'unmet' : undefined,
    answeredYes: a.answeredYes || undefined,
  };
}

/** Whether any filter narrows the list (sort, page, view and the open panel do not). */
export const isFiltered = (a: ListAddress) =>
  Boolean(a.jobId || a.status || a.atsScore || a.from || a.to || a.screening || a.answeredYes);

export const viewOf = (a: ListAddress): ListView => (a.view === 'board' ? 'board' : 'list');

/** The same address without filters, on the first page. */
export const cleared = (a: ListAddress): ListAddress => ({
  ...a,
  jobId: '',
  status: '',
  atsScore: '',
  from: '',
  to: '',
  screening: '',
  answeredYes: '',
  page: '1',
});
