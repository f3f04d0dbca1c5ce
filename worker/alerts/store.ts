import type { z } from 'zod';

import type { alertInputSchema } from '../../src/contract';
import { JOB_COMPANY_COLUMNS } from '../companies';
import { type JobRow, listedParam, listedSql } from '../jobs';
import { EMAILS_ON_SQL } from '../notices';

/** The SQL of job_alerts, and of their delivery: alert_deliveries and alert_digests. */
export interface AlertRow {
  id: string;
  candidate_id: string;
  name: string;
  keywords: string;
  location: string;
  workplace_type: string | null;
  employment_type: string | null;
  min_salary: number | null;
  frequency: 'instant' | 'daily' | 'weekly';
  active: number;
  last_viewed_at: string;
  created_at: string;
  updated_at: string;
}

export type AlertFields = z.output<typeof alertInputSchema>;

const fields = (a: AlertFields) => [
  a.name,
  a.keywords,
  a.location,
  a.workplaceType ?? null,
  a.employmentType ?? null,
  a.minSalary ?? null,
  a.frequency,
  a.active ? 1 : 0,
];

export async function listAlerts(db: D1Database, candidateId: string, limit: number) {
  const { results } = await db
    .prepare('SELECT * FROM job_alerts WHERE candidate_id = ? ORDER BY created_at DESC LIMIT ?')
    .bind(candidateId, limit)
    .all<AlertRow>();
  return results;
}

export async function countAlerts(db: D1Database, candidateId: string): Promise<number> {
  return (
    (
      await db
        .prepare('SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = ?')
        .bind(candidateId)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** Only the candidate's own alert. */
export function findAlert(db: D1Database, candidateId: string, id: string) {
  return db
    .prepare('SELECT * FROM job_alerts WHERE id = ? AND candidate_id = ?')
    .bind(id, candidateId)
    .first<AlertRow>();
}

export async function insertAlert(db: D1Database, id: string, candidateId: string, a: AlertFields, now: string) {
  await db
    .prepare(
      `INSERT INTO job_alerts (id, candidate_id, name, keywords, location, workplace_type, employment_type, min_salary, frequency, active, last_viewed_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(id, candidateId, ...fields(a), now, now, now)
    .run();
}

export async function updateAlert(db: D1Database, id: string, candidateId: string, a: AlertFields, now: string) {
  await db
    .prepare(
      `UPDATE job_alerts SET name = ?, keywords = ?, location = ?, workplace_type = ?, employment_type = ?, min_salary = ?, frequency = ?, active = ?, updated_at = ?
       WHERE id = ? AND candidate_id = ?`,
    )
    .bind(...fields(a), now, id, candidateId)
    .run();
}

export async function deleteAlert(db: D1Database, id: string, candidateId: string): Promise<boolean> {
  const res = await db.prepare('DELETE FROM job_alerts WHERE id = ? AND candidate_id = ?').bind(id, candidateId).run();
  return res.meta.changes > 0;
}

export async function markViewed(db: D1Database, id: string, now: string) {
  await db.prepare('UPDATE job_alerts SET last_viewed_at = ? WHERE id = ?').bind(now, id).run();
}

/** Deletes the candidate's job alerts (those made by `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateAlerts(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM job_alerts WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
    .bind(userId, upTo);
}

// Delivery: alert_deliveries, alert_digests, and the reads of job_alerts it needs.

const JOB = `SELECT j.*, ${JOB_COMPANY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id`;

/**
 * Active alerts of active candidates that could want this job by its structured fields (the
 * keyword and location checks follow in code), in pages by id.
 */
export async function alertsForJob(db: D1Database, job: JobRow, after: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT a.* FROM job_alerts a JOIN users u ON u.id = a.candidate_id
       WHERE a.active = 1 AND u.suspended_at IS NULL AND a.id > ? AND a.created_at <= ?
         AND (a.workplace_type IS NULL OR a.workplace_type = ?) AND (a.employment_type IS NULL OR a.employment_type = ?)
       ORDER BY a.id LIMIT ?`,
    )
    .bind(after, job.posted_at, job.workplace_type, job.employment_type, limit)
    .all<AlertRow>();
  return results;
}

/** Listed jobs published since `since`, newest first, bounded. */
export async function recentOpenJobs(db: D1Database, since: string, now: Date, limit: number) {
  const { results } = await db
    .prepare(`${JOB} WHERE ${listedSql('c')} AND j.posted_at >= ? ORDER BY j.posted_at DESC LIMIT ?`)
    .bind(listedParam(now), since, limit)
    .all<JobRow>();
  return results;
}

export function findJob(db: D1Database, id: string) {
  return db.prepare(`${JOB} WHERE j.id = ?`).bind(id).first<JobRow>();
}

/** Active alerts of active candidates, in pages by id. */
export async function activeAlerts(db: D1Database, after: string, limit: number) {
  const { results } = await db
    .prepare(
      'SELECT a.* FROM job_alerts a JOIN users u ON u.id = a.candidate_id WHERE a.active = 1 AND u.suspended_at IS NULL AND a.id > ? ORDER BY a.id LIMIT ?',
    )
    .bind(after, limit)
    .all<AlertRow>();
  return results;
}

/**
 * Records each (alert, job) pair once. Returns the pairs that are new, each with whether it is the
 * first time this job reached this candidate through any of their alerts (so they are notified once).
 */
export async function recordDeliveries(db: D1Database, pairs: Array<{ alert: AlertRow; job: JobRow }>, now: string) {
  if (pairs.length === 0) return [];
  // Per pair, in one transaction: had the candidate got this job before, then the insert.
  const results = await db.batch(
    pairs.flatMap(({ alert, job }) => [
      db
        .prepare('SELECT COUNT(*) AS n FROM alert_deliveries WHERE candidate_id = ? AND job_id = ?')
        .bind(alert.candidate_id, job.id),
      db
        .prepare(
          'INSERT OR IGNORE INTO alert_deliveries (alert_id, job_id, candidate_id, created_at) VALUES (?, ?, ?, ?)',
        )
        .bind(alert.id, job.id, alert.candidate_id, now),
    ]),
  );
  return pairs.flatMap((pair, i) => {
    const earlier = (results[2 * i]?.results?.[0] as { n: number } | undefined)?.n ?? 0;
    const inserted = (results[2 * i + 1]?.meta.changes ?? 0) > 0;
    return inserted ? [{ ...pair, firstForCandidate: earlier === 0 }] : [];
  });
}

export interface DigestAlertRow extends AlertRow {
  email: string;
  full_name: string;
  emails: number;
}

/**
 * Alerts whose digest is due: active, with jobs not yet emailed, and their last digest older than
 * the frequency allows (`dueBefore` per frequency). `only` limits the run to some alerts.
 */
export async function dueDigests(
  db: D1Database,
  dueBefore: Record<AlertRow['frequency'], string>,
  limit: number,
  only?: string[],
) {
  const filter = only ? `AND a.id IN (${only.map(() => '?').join(', ')})` : '';
  const { results } = await db
    .prepare(
      `SELECT a.*, u.email, u.full_name, ${EMAILS_ON_SQL} AS emails
       FROM job_alerts a JOIN users u ON u.id = a.candidate_id
       LEFT JOIN candidate_profiles cp ON cp.user_id = a.candidate_id
       LEFT JOIN alert_digests d ON d.alert_id = a.id
       WHERE a.active = 1 AND u.suspended_at IS NULL ${filter}
         AND EXISTS (SELECT 1 FROM alert_deliveries x WHERE x.alert_id = a.id AND x.emailed_at IS NULL)
         AND (d.last_sent_at IS NULL OR d.last_sent_at <= CASE a.frequency WHEN 'instant' THEN ? WHEN 'daily' THEN ? ELSE ? END)
       LIMIT ?`,
    )
    .bind(...(only ?? []), dueBefore.instant, dueBefore.daily, dueBefore.weekly, limit)
    .all<DigestAlertRow>();
  return results;
}

/** The alert's jobs not yet emailed that are still listed, newest first; `pending` counts them all. */
export async function unemailedJobs(db: D1Database, alertId: string, now: Date, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT j.*, ${JOB_COMPANY_COLUMNS}, COUNT(*) OVER () AS pending
       FROM jobs j JOIN companies c ON c.id = j.company_id JOIN alert_deliveries x ON x.job_id = j.id
       WHERE x.alert_id = ? AND x.emailed_at IS NULL AND ${listedSql('c')}
       ORDER BY j.posted_at DESC LIMIT ?`,
    )
    .bind(alertId, listedParam(now), limit)
    .all<JobRow & { pending: number }>();
  return results;
}

/** What a digest's email is queued on: the alert still has jobs no digest took (see markDigestSent). */
export const pendingDigest = (alertId: string) => ({
  sql: 'EXISTS (SELECT 1 FROM alert_deliveries WHERE alert_id = ? AND emailed_at IS NULL)',
  values: [alertId],
});

/**
 * Every pending job of the alert counts as emailed (closed ones too: they are not worth a later
 * email), in one batch with the digest's email (`email`, queued on pendingDigest, first): of two
 * runs at once, only the first to commit finds jobs pending and queues it.
 */
export async function markDigestSent(
  db: D1Database,
  alertId: string,
  now: string,
  email: D1PreparedStatement | null = null,
) {
  await db.batch([
    ...(email ? [email] : []),
    db
      .prepare('UPDATE alert_deliveries SET emailed_at = ? WHERE alert_id = ? AND emailed_at IS NULL')
      .bind(now, alertId),
    db
      .prepare(
        'INSERT INTO alert_digests (alert_id, last_sent_at) VALUES (?, ?) ON CONFLICT (alert_id) DO UPDATE SET last_sent_at = excluded.last_sent_at',
      )
      .bind(alertId, now),
  ]);
}

/** Pauses the alert; true when it exists. */
export async function pauseAlert(
  db: D1Database,
  alertId: string,
  now: string,
): Promise<{ name: string; keywords: string } | null> {
  const row = await db
    .prepare('UPDATE job_alerts SET active = 0, updated_at = ? WHERE id = ? RETURNING name, keywords')
    .bind(now, alertId)
    .first<{ name: string; keywords: string }>();
  return row ?? null;
}
