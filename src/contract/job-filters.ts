import { POSTED_WITHIN_CHOICES } from './candidate-words';
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
