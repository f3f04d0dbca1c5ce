import { utcDay } from './days';
import type { Job, JobInput } from './jobs';

// A job's deadline rules, apart from jobs.ts and its schemas: the recruiter's job list and job form
// show them, and that must not bring zod along. jobs.ts re-exports them.

/** True when candidates may still apply: open and not past its deadline (end of that day, UTC). */
export function acceptsApplications(job: Pick<Job, 'status' | 'deadline'>, now = new Date()): boolean {
  if (job.status !== 'open') return false;
  return job.deadline === null || utcDay(now) <= job.deadline;
}

export const JOB_DEADLINE_PASSED_MESSAGE =
  'This deadline has passed. Choose today or a later date, or no deadline, to publish the job.';

/**
 * A job goes live (published, reopened, or kept open with a new deadline) only with a deadline of
 * today or later (UTC): else it would be open and accept no one. A job left open with the deadline
 * it already had may still be edited.
 */
export function deadlineBlocksOpening(
  next: Pick<JobInput, 'status' | 'deadline'>,
  previous: Pick<Job, 'status' | 'deadline'> | null,
  now = new Date(),
): boolean {
  if (next.status !== 'open' || next.deadline === null || next.deadline >= utcDay(now)) return false;
  return previous === null || previous.status !== 'open' || previous.deadline !== next.deadline;
}

/** A job the candidates see as closed to applications: open, with its deadline's day behind it. */
export function deadlinePassed(job: Pick<Job, 'status' | 'deadline'>, now = new Date()): boolean {
  return job.status === 'open' && job.deadline !== null && job.deadline < utcDay(now);
}
