import { locationMatches } from '../../src/contract';
import { type JobProfile, matchesAlert } from '../ats';
import { clock } from '../clock';
import { isListed, type JobRow, toJob } from '../jobs';
import { jobProfile } from '../matching';
import type { AlertRow } from './store';

/** The engine's view of a stored job (the product's one engine glue, worker/matching/engine.ts). */
export function jobProfileOf(job: JobRow): JobProfile {
  return jobProfile(toJob(job, true));
}

/**
 * Whether a job is one an alert asks for. The same rules as the candidate's job search (each part
 * of "City, Country" names the city or the country, through its known variants, and "Remote" asks for remote
 * work; a hidden salary never meets a minimum, as
 * filtering on it would reveal it), with keywords matched by the engine through its taxonomy
 * ("k8s" finds a Kubernetes job). Only jobs posted after the alert was made are new to it.
 */
export function alertWantsJob(alert: AlertRow, job: JobRow, profile: JobProfile, now = clock.date()): boolean {
  if (!isListed(job, now) || job.posted_at! < alert.created_at) return false;
  if (alert.workplace_type && alert.workplace_type !== job.workplace_type) return false;
  if (alert.employment_type && alert.employment_type !== job.employment_type) return false;
  if (alert.min_salary !== null) {
    const top = job.salary_max ?? job.salary_min;
    if (!job.show_salary || top === null || top < alert.min_salary) return false;
  }
  if (!locationMatches(alert.location, { city: job.city, country: job.country, workplaceType: job.workplace_type }))
    return false;
  return !alert.keywords.trim() || matchesAlert({ keywords: alert.keywords.split(/\s+/).join(',') }, profile);
}
