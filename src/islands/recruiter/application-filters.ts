import type { ListAddress } from '../../contract';

export const MIN_SCORES = [50, 60, 70, 80, 90];

export type ListView = 'list' | 'board';

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
