// The kinds of work a job offers, apart from jobs.ts and its schemas: every candidate page's API
// client checks a query against them, and that must not bring zod along.
export const WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
