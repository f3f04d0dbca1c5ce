// A job's statuses, apart from jobs.ts and its schemas: the analytics pages count jobs by status,
// and that must not bring zod along.
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
