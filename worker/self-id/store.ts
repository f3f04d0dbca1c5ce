import type { SelfIdentificationInput } from '../../src/contract';

/** The SQL of self_identification: the candidate's own answers, one row per candidate. */

export interface SelfIdRow {
  sex: string;
  race_ethnicity: string;
  updated_at: string;
}

export function findAnswers(db: D1Database, candidateId: string) {
  return db
    .prepare('SELECT sex, race_ethnicity, updated_at FROM self_identification WHERE candidate_id = ?')
    .bind(candidateId)
    .first<SelfIdRow>();
}

export async function saveAnswers(db: D1Database, candidateId: string, a: SelfIdentificationInput, now: string) {
  await db
    .prepare(
      `INSERT INTO self_identification (candidate_id, sex, race_ethnicity, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (candidate_id) DO UPDATE SET sex = excluded.sex, race_ethnicity = excluded.race_ethnicity, updated_at = excluded.updated_at`,
    )
    .bind(candidateId, a.sex, a.raceEthnicity, now)
    .run();
}

export function deleteAnswers(db: D1Database, candidateId: string) {
  return db.prepare('DELETE FROM self_identification WHERE candidate_id = ?').bind(candidateId);
}

export async function hasApplied(db: D1Database, candidateId: string): Promise<boolean> {
  return (
    (await db.prepare('SELECT 1 AS x FROM applications WHERE candidate_id = ? LIMIT 1').bind(candidateId).first()) !==
    null
  );
}
