import type { z } from 'zod';

import type { alertInputSchema } from '../../src/contract';

/** The SQL of job_alerts. */
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
