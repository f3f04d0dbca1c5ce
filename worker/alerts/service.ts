import { type Alert, ALERTS_MAX, type JobCard, type JobSearch, utcDay } from '../../src/contract';
import { clock } from '../clock';
import { countJobs, scoreRows, searchJobs, viewerOf } from '../feed';
import { ApiFailure, notFound } from '../http';
import { toJob } from '../jobs';
import { jobMatchesAlert } from '../matching';
import * as store from './store';

export const ALERT_NOT_FOUND = 'Alert not found';
export const TOO_MANY_ALERTS = `You can keep up to ${ALERTS_MAX} alerts. Delete one to add another.`;
export const ALERT_MATCHES_LIMIT = 50;
/** "New matches" is counted up to this many (the badge shows 99+). */
export const NEW_MATCHES_CAP = 100;

export function searchOfAlert(row: store.AlertRow): JobSearch {
  return {
    q: row.keywords,
    location: row.location,
    workplaceType: (row.workplace_type ?? undefined) as JobSearch['workplaceType'],
    employmentType: (row.employment_type ?? undefined) as JobSearch['employmentType'],
    minSalary: row.min_salary ?? undefined,
  };
}

async function toAlert(db: D1Database, row: store.AlertRow): Promise<Alert> {
  const newMatches = row.active
    ? await countJobs(db, searchOfAlert(row), {
        today: utcDay(clock.now()),
        postedSince: row.last_viewed_at,
        cap: NEW_MATCHES_CAP,
      })
    : 0;
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    location: row.location,
    workplaceType: row.workplace_type,
    employmentType: row.employment_type,
    minSalary: row.min_salary,
    frequency: row.frequency,
    active: row.active === 1,
    newMatches,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function alertOf(db: D1Database, candidateId: string, id: string) {
  const row = await store.findAlert(db, candidateId, id);
  if (!row) throw notFound(ALERT_NOT_FOUND);
  return row;
}

export async function listAlerts(db: D1Database, candidateId: string): Promise<Alert[]> {
  const rows = await store.listAlerts(db, candidateId, ALERTS_MAX);
  return Promise.all(rows.map((row) => toAlert(db, row)));
}

/** Creates an alert under `id` (under an Idempotency-Key the same on every retry: a retry whose first try landed answers that alert). */
export async function createAlert(
  db: D1Database,
  candidateId: string,
  input: store.AlertFields,
  id: string = crypto.randomUUID(),
): Promise<Alert> {
  const landed = await store.findAlert(db, candidateId, id);
  if (landed) return toAlert(db, landed);
  if ((await store.countAlerts(db, candidateId)) >= ALERTS_MAX) throw new ApiFailure(409, TOO_MANY_ALERTS);
  await store.insertAlert(db, id, candidateId, input, clock.iso());
  return toAlert(db, await alertOf(db, candidateId, id));
}

export async function updateAlert(
  db: D1Database,
  candidateId: string,
  id: string,
  input: store.AlertFields,
): Promise<Alert> {
  await alertOf(db, candidateId, id);
  await store.updateAlert(db, id, candidateId, input, clock.iso());
  return toAlert(db, await alertOf(db, candidateId, id));
}

export async function deleteAlert(db: D1Database, candidateId: string, id: string): Promise<void> {
  if (!(await store.deleteAlert(db, id, candidateId))) throw notFound(ALERT_NOT_FOUND);
}

/** The open jobs an alert matches, newest first, with the candidate's match; marks them seen. */
export async function alertMatches(
  db: D1Database,
  candidateId: string,
  id: string,
): Promise<{ alert: Alert; jobs: JobCard[] }> {
  const row = await alertOf(db, candidateId, id);
  const search = searchOfAlert(row);
  const [rows, viewer] = await Promise.all([
    searchJobs(db, search, { today: utcDay(clock.now()), limit: ALERT_MATCHES_LIMIT }),
    viewerOf(db, candidateId),
  ]);
  const jobs = scoreRows(
    rows.filter((r) => jobMatchesAlert(search, toJob(r, false))),
    viewer,
  );
  const alert = await toAlert(db, row);
  await store.markViewed(db, id, clock.iso());
  return { alert, jobs };
}
