import type { ApplicationStatus, ScreeningAnswer } from '../../src/contract';
import { inChunks } from '../files';

/** The SQL of the applications and application_events tables. */
export interface ApplicationRow {
  id: string;
  job_id: string;
  candidate_id: string;
  resume_id: string | null;
  resume_name: string;
  resume_r2_key: string;
  resume_text: string;
  cover_letter: string;
  status: ApplicationStatus;
  rejection_reason: string | null;
  ats_score: number | null;
  ats_status: string;
  ats_breakdown: string;
  ats_version: string;
  /** JSON ScreeningAnswer[] (src/contract/screening.ts). */
  screening_answers: string;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
}

/** The stored screening answers of an application (the question as asked, the answer, met or not). */
export const screeningAnswers = (json: string) => JSON.parse(json) as ScreeningAnswer[];

export interface EventRow {
  id: string;
  application_id: string;
  actor_id: string | null;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  note: string;
  /** What the candidate read with a move (empty when the recruiter sent nothing). */
  message: string;
  created_at: string;
}

export interface NewApplication {
  id: string;
  jobId: string;
  candidateId: string;
  resumeId: string | null;
  resumeName: string;
  resumeR2Key: string;
  resumeText: string;
  coverLetter: string;
  atsScore: number | null;
  atsStatus: string;
  atsBreakdown: string;
  atsVersion: string;
  /** JSON ScreeningAnswer[] (none by default); `screeningUnmet` when one does not meet its knockout (the flag). */
  screeningAnswers?: string;
  screeningUnmet?: boolean;
  /** The first event's note. */
  note?: string;
  now: string;
}

export function eventStatement(
  db: D1Database,
  e: {
    applicationId: string;
    actorId: string | null;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    note: string;
    now: string;
  },
) {
  return db
    .prepare(
      'INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(crypto.randomUUID(), e.applicationId, e.actorId, e.from, e.to, e.note, e.now);
}

/**
 * Inserts the application, its first event and the job's counter in one batch. The UNIQUE
 * (job_id, candidate_id) constraint makes a second apply fail, even two at once: false then.
 */
/** Stores the application, its first event and `also` (its notice) in one batch; false for a duplicate. */
export async function insertApplication(
  db: D1Database,
  a: NewApplication,
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO applications (id, job_id, candidate_id, resume_id, resume_name, resume_r2_key, resume_text, cover_letter,
            ats_score, ats_status, ats_breakdown, ats_version, screening_answers, screening_unmet, created_at, updated_at, status_changed_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          a.id,
          a.jobId,
          a.candidateId,
          a.resumeId,
          a.resumeName,
          a.resumeR2Key,
          a.resumeText,
          a.coverLetter,
          a.atsScore,
          a.atsStatus,
          a.atsBreakdown,
          a.atsVersion,
          a.screeningAnswers ?? '[]',
          a.screeningUnmet ? 1 : 0,
          a.now,
          a.now,
          a.now,
        ),
      eventStatement(db, {
        applicationId: a.id,
        actorId: a.candidateId,
        from: null,
        to: 'applied',
        note: a.note ?? '',
        now: a.now,
      }),
      db.prepare('UPDATE jobs SET application_count = application_count + 1 WHERE id = ?').bind(a.jobId),
      ...also,
    ]);
    return true;
  } catch (err) {
    if (String(err).includes('UNIQUE constraint failed')) return false;
    throw err;
  }
}

export function findApplication(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM applications WHERE id = ?').bind(id).first<ApplicationRow>();
}

export interface Move {
  id: string;
  from: ApplicationStatus;
  /** What the candidate reads with this move, filled for them ('' for none). */
  message?: string;
}

/**
 * Moves every application from its `from` status to `to` in one batch (one transaction), or none;
 * `also` runs in the same batch, after the moves. Each event's to_status is NULL unless its update
 * just changed a row, so an application that changed state meanwhile breaks the NOT NULL constraint
 * and rolls the whole batch back (two concurrent moves from one state: exactly one applies).
 * Returns false when that happened.
 */
export async function moveApplications(
  db: D1Database,
  moves: Move[],
  m: { to: ApplicationStatus; actorId: string; note: string; reason: string | null; now: string },
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  const statements = moves.flatMap((move) => [
    db
      .prepare(
        'UPDATE applications SET status = ?, rejection_reason = COALESCE(?, rejection_reason), updated_at = ?, status_changed_at = ? WHERE id = ? AND status = ?',
      )
      .bind(m.to, m.reason, m.now, m.now, move.id, move.from),
    db
      .prepare(
        `INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, message, created_at)
         VALUES (?, ?, ?, ?, CASE WHEN changes() > 0 THEN ? END, ?, ?, ?)`,
      )
      .bind(crypto.randomUUID(), move.id, m.actorId, move.from, m.to, m.note, move.message ?? '', m.now),
  ]);
  try {
    await db.batch([...statements, ...also]);
    return true;
  } catch (err) {
    if (String(err).includes('NOT NULL constraint failed: application_events.to_status')) return false;
    throw err;
  }
}

/**
 * Marks an application still in Applied for human review: its score and breakdown go, and its
 * first event (the application itself, on the timeline) carries the note. False once it has moved.
 */
export async function markHumanReview(db: D1Database, id: string, note: string): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE applications SET ats_score = NULL, ats_status = 'human_review', ats_breakdown = 'null', ats_version = '' WHERE id = ? AND status = 'applied'`,
      )
      .bind(id),
    db
      .prepare(
        'UPDATE application_events SET note = ? WHERE application_id = ? AND from_status IS NULL AND changes() > 0',
      )
      .bind(note, id),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

export async function listEvents(db: D1Database, applicationId: string) {
  const { results } = await db
    .prepare('SELECT * FROM application_events WHERE application_id = ? ORDER BY created_at, rowid')
    .bind(applicationId)
    .all<EventRow>();
  return results;
}

// Candidate side

/** An application with the job's title and status and the company's name, for the candidate's lists. */
export interface CandidateApplicationRow extends ApplicationRow {
  job_title: string;
  job_status: 'draft' | 'open' | 'closed';
  company_id: string;
  company_name: string;
}

const CANDIDATE_SELECT = `SELECT a.*, j.title AS job_title, j.status AS job_status, j.company_id, c.name AS company_name
  FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id`;

export function findCandidateApplicationForJob(db: D1Database, candidateId: string, jobId: string) {
  return db
    .prepare('SELECT * FROM applications WHERE candidate_id = ? AND job_id = ?')
    .bind(candidateId, jobId)
    .first<ApplicationRow>();
}

/** Only the candidate's own application: any other id reads as missing. */
export function findCandidateApplication(db: D1Database, candidateId: string, id: string) {
  return db
    .prepare(`${CANDIDATE_SELECT} WHERE a.id = ? AND a.candidate_id = ?`)
    .bind(id, candidateId)
    .first<CandidateApplicationRow>();
}

export async function listCandidateApplicationsWithJobs(db: D1Database, candidateId: string, limit: number) {
  const { results } = await db
    .prepare(`${CANDIDATE_SELECT} WHERE a.candidate_id = ? ORDER BY a.created_at DESC LIMIT ?`)
    .bind(candidateId, limit)
    .all<CandidateApplicationRow>();
  return results;
}

/** The jobs a candidate has applied to (a candidate has at most a few hundred applications). */
export async function appliedJobIds(db: D1Database, candidateId: string): Promise<Set<string>> {
  // A withdrawn application no longer marks its job as applied to.
  const { results } = await db
    .prepare("SELECT job_id FROM applications WHERE candidate_id = ? AND status <> 'withdrawn' LIMIT 1000")
    .bind(candidateId)
    .all<{ job_id: string }>();
  return new Set(results.map((r) => r.job_id));
}

/** Which of `keys` (R2 keys under applications/) an application still points at. */
export function referencedApplicationKeys(db: D1Database, keys: string[]) {
  return inChunks(keys, async (chunk) =>
    (
      await db
        .prepare(
          `SELECT resume_r2_key AS k FROM applications WHERE resume_r2_key IN (${chunk.map(() => '?').join(', ')})`,
        )
        .bind(...chunk)
        .all<{ k: string }>()
    ).results.map((r) => r.k),
  );
}
