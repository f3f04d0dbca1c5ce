import { readAddress } from './address';
import { FEED_SORTS, POSTED_WITHIN_CHOICES } from './candidate-words';
import { EMPLOYMENT_TYPES, WORKPLACE_TYPES } from './job-kinds';
import type { EmploymentType, WorkplaceType } from './jobs';

/**
 * The job search's filters, defined once for the public board (/jobs, a plain form) and a signed-in
 * candidate's Find jobs (/dashboard/jobs, an island): the same fields in the same order, with the
 * same labels, choices and query names (jobSearchFields), so a search reads alike on both and its
 * address carries from one to the other.
 */
export const WORKPLACE_LABELS: Record<WorkplaceType, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

export const postedWithinLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

export const JOB_TEXT_FILTERS = {
  q: { label: 'Keywords', placeholder: 'Title, skill or company' },
  location: { label: 'Location', placeholder: 'City, country or Remote' },
  minSalary: { label: 'Minimum salary', placeholder: 'e.g. 1500000' },
} as const;

export interface JobChoiceFilter {
  name: 'workplaceType' | 'employmentType' | 'postedWithin';
  label: string;
  /** The first option, which filters nothing. */
  any: string;
  options: Array<[value: string, label: string]>;
}

/** The filters chosen from a list, in their order. */
export const JOB_CHOICE_FILTERS: JobChoiceFilter[] = [
  {
    name: 'workplaceType',
    label: 'Workplace',
    any: 'Any workplace',
    options: WORKPLACE_TYPES.map((v) => [v, WORKPLACE_LABELS[v]]),
  },
  {
    name: 'employmentType',
    label: 'Job type',
    any: 'Any type',
    options: EMPLOYMENT_TYPES.map((v) => [v, EMPLOYMENT_LABELS[v]]),
  },
  {
    name: 'postedWithin',
    label: 'Posted',
    any: 'Any time',
    options: POSTED_WITHIN_CHOICES.map((d) => [String(d), postedWithinLabel(d)]),
  },
];

/** Find jobs' search as its address holds it (strings; '' is no filter), and what an empty address means. */
export const FEED_SEARCH_DEFAULTS = {
  q: '',
  location: '',
  workplaceType: '',
  employmentType: '',
  minSalary: '',
  postedWithin: '',
  sort: 'match',
};
export type FeedSearch = typeof FEED_SEARCH_DEFAULTS;

/** The search a Find jobs address asks for: read alike by the island's first render and the server's first screen. */
export const feedSearchOf = (search: string): FeedSearch => readAddress(FEED_SEARCH_DEFAULTS, search);

/** The feed call's parameters as strings: a search, and the page's cursor and size. */
export type FeedParams = Partial<FeedSearch & { cursor: string; limit: string }>;

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  (values as readonly string[]).includes(value ?? '');
const count = (value: string | undefined) => (value ? Number(value) : undefined);

/** The feed's query from the search as the address holds it: '' is no filter; a choice the list does not know is dropped. */
export function feedQuery(p: FeedParams) {
  return {
    q: p.q || undefined,
    location: p.location || undefined,
    workplaceType: isOneOf(WORKPLACE_TYPES, p.workplaceType) ? p.workplaceType : undefined,
    employmentType: isOneOf(EMPLOYMENT_TYPES, p.employmentType) ? p.employmentType : undefined,
    minSalary: count(p.minSalary),
    postedWithin: count(p.postedWithin),
    sort: isOneOf(FEED_SORTS, p.sort) ? p.sort : undefined,
    cursor: p.cursor || undefined,
    limit: count(p.limit),
  };
}
