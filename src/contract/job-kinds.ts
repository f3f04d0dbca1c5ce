// The kinds of work a job offers, its pay and its limits, apart from jobs.ts and its schemas: every
// candidate page's API client checks a query against the kinds, and the job form shows them all; neither
// must bring zod along.
export const WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'SGD', 'AED', 'AUD', 'CAD'] as const;

export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_LIMITS = {
  titleMax: 120,
  descriptionMin: 50,
  descriptionMax: 20_000,
  skillsMax: 30,
  skillMax: 60,
  openingsMax: 1_000,
  yearsMax: 50,
} as const;
