import type { Resume } from '../../src/contract';
import { inChunks } from '../files';

/** The SQL of the resumes table. */
export interface ResumeRow {
  id: string;
  candidate_id: string;
  name: string;
  r2_key: string;
  mime: string;
  size: number;
  text: string;
  text_status: Resume['textStatus'];
  created_at: string;
}

export function toResume(row: ResumeRow): Resume {
  return { name: row.name, size: row.size, mime: row.mime, uploadedAt: row.created_at, textStatus: row.text_status };
}

export async function listResumes(db: D1Database, candidateId: string) {
  const { results } = await db
    .prepare('SELECT * FROM resumes WHERE candidate_id = ? ORDER BY created_at DESC, rowid DESC')
    .bind(candidateId)
    .all<ResumeRow>();
  return results;
}

export function findResumeById(db: D1Database, candidateId: string, id: string) {
  return db.prepare('SELECT * FROM resumes WHERE candidate_id = ? AND id = ?').bind(candidateId, id).first<ResumeRow>();
}

export function findResume(db: D1Database, candidateId: string, name: string) {
  return db
    .prepare('SELECT * FROM resumes WHERE candidate_id = ? AND name = ?')
    .bind(candidateId, name)
    .first<ResumeRow>();
}

/** The newest resume whose text could be read: what matching uses. */
export function latestReadableResume(db: D1Database, candidateId: string) {
  return db
    .prepare(
      "SELECT * FROM resumes WHERE candidate_id = ? AND text_status = 'ok' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .bind(candidateId)
    .first<ResumeRow>();
}

export async function countResumes(db: D1Database, candidateId: string): Promise<number> {
  return (
    (
      await db
        .prepare('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?')
        .bind(candidateId)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** False when the name is taken (the UNIQUE (candidate_id, name) constraint decides, even under a race). */
export async function insertResume(db: D1Database, row: ResumeRow): Promise<boolean> {
  try {
    await db
      .prepare(
        'INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text, text_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        row.id,
        row.candidate_id,
        row.name,
        row.r2_key,
        row.mime,
        row.size,
        row.text,
        row.text_status,
        row.created_at,
      )
      .run();
    return true;
  } catch (err) {
    if (String(err).includes('UNIQUE constraint failed')) return false;
    throw err;
  }
}

export async function deleteResume(db: D1Database, id: string) {
  await db.prepare('DELETE FROM resumes WHERE id = ?').bind(id).run();
}

/** The copy of the resume an application carries, when the application is to a job of the company. */
export function applicationResume(db: D1Database, applicationId: string, companyId: string) {
  return db
    .prepare(
      'SELECT a.resume_r2_key, a.resume_name FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ? AND j.company_id = ?',
    )
    .bind(applicationId, companyId)
    .first<{ resume_r2_key: string; resume_name: string }>();
}

/** Which of `keys` (R2 keys under resumes/) a resume row still points at. */
export function referencedResumeKeys(db: D1Database, keys: string[]) {
  return inChunks(keys, async (chunk) =>
    (
      await db
        .prepare(`SELECT r2_key AS k FROM resumes WHERE r2_key IN (${chunk.map(() => '?').join(', ')})`)
        .bind(...chunk)
        .all<{ k: string }>()
    ).results.map((r) => r.k),
  );
}

/** Deletes the candidate's resumes (those stored by `upTo` when given): account deletion (worker/privacy). */
export function deleteCandidateResumes(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM resumes WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
    .bind(userId, upTo);
}
