import { readAddress } from './address';
import { APPLICATION_STATUSES, type ApplicationStatus } from './application-statuses';
import { APPLICATION_SORTS } from './applications';

/** A page of an application list (per job and across jobs). */
export const APPLICATION_LIST_PAGE_SIZE = 20;

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

/** The list's query as the API takes it. */
export interface ApplicationFilters {
  page: number;
  limit: number;
  sort: 'createdAt' | 'atsScore';
  status?: ApplicationStatus;
  atsScore?: number;
  /** Applied on or after / on or before these UTC days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** One job's applications, on the all-applications list. */
  jobId?: string;
  /** Only those flagged by a screening knockout. */
  screening?: 'unmet';
  /** Only those that answered Yes to this yes/no screening question. */
  answeredYes?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The list's query from the address; values an address may carry but the API refuses are dropped. */
export function filtersOf(a: ListAddress): ApplicationFilters {
  const score = Number(a.atsScore);
  const page = Number(a.page);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: APPLICATION_LIST_PAGE_SIZE,
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

/** The list an address asks for: read alike by the island's first render and the server's first screen. */
export const listAddressOf = (search: string): ListAddress => readAddress(LIST_ADDRESS, search);
