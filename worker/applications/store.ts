import {
  addDays,
  type ApplicationListQuery,
  type ApplicationStatus,
  HUMAN_REVIEW,
  OPEN_STATUSES,
  pageOffset,
  type Role,
  type ScreeningAnswer,
} from '../../src/contract';
import { inChunks } from '../files';
import { countApplicationStatement } from '../jobs';
import { heldStatusNotice } from '../notices';

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
      countApplicationStatement(db, a.jobId),
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

// Recruiter side: applications as the recruiter's pipeline reads and moves them, scoped to a company.

/** An application with what a recruiter's views show beside it: the job and the candidate. */
export interface RecruiterApplicationRow extends Omit<ApplicationRow, 'resume_text' | 'cover_letter'> {
  job_title: string;
  company_id: string;
  candidate_name: string;
  candidate_email: string;
}

// Lists never carry the resume text or the cover letter: only the detail view needs them.
const RECRUITER_COLUMNS = `a.id, a.job_id, a.candidate_id, a.resume_id, a.resume_name, a.resume_r2_key, a.status, a.rejection_reason,
  a.ats_score, a.ats_status, a.ats_breakdown, a.ats_version, a.screening_answers, a.created_at, a.updated_at, a.status_changed_at,
  j.title AS job_title, j.company_id, u.full_name AS candidate_name, u.email AS candidate_email`;
const RECRUITER_FROM = `FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id`;
// Jobs an admin removed are gone from every recruiter view, with their applications: their
// recruiter_company_id is NULL (migrations/0060_scale.sql keeps it). Where another index finds the
// rows (an id, a candidate), the unary + keeps the planner from walking the company's index instead.
const COMPANY_SCOPE = 'a.recruiter_company_id = ?';
const COMPANY_CHECK = '+a.recruiter_company_id = ?';
/**
 * "Best match first" as one total order that paging can express: BEST_MATCH (a group and the rank
 * within it in one number), then id. Human review 0 (their own group, first: not a penalty); scored
 * 1000 + (100 - score), higher scores first; flagged by a screening knockout (screening_unmet) in
 * the 2000s, after the scored and before the unreadable: reviewed without the score 2000, then
 * 2001 + (100 - score), then unreadable 2200; resume unreadable 3000. migrations/0177 (after 0161)
 * indexes exactly this expression after job_id or recruiter_company_id (and status), then id, so a
 * page is an index walk in order like "newest first" (no sort), and a minimum score is two ranges
 * of that index (`MIN_SCORE_RANGES`: human review and the scored that reach it; the flagged that
 * reach it), merged in order. Change it only together with a migration indexing the new
 * expression (tests/worker/ai/human-review.test.ts checks the plan).
 */
export const BEST_MATCH = (p = '') =>
  `(CASE WHEN ${p}screening_unmet = 1 THEN (CASE WHEN ${p}ats_status = '${HUMAN_REVIEW.status}' THEN 2000 WHEN ${p}ats_score IS NOT NULL THEN 2101 - ${p}ats_score ELSE 2200 END) WHEN ${p}ats_status = '${HUMAN_REVIEW.status}' THEN 0 WHEN ${p}ats_score IS NOT NULL THEN 1100 - ${p}ats_score ELSE 3000 END)`;
/**
 * A minimum score as two ranges of the best-match index, each binding the minimum once: human
 * review and the scored that reach it, then the flagged (reviewed without the score, or reaching
 * it). Walked as the two arms of a UNION ALL merged in order (SQLite's MERGE), a page reads only
 * entries it keeps: one range with the scored below the minimum skipped would walk them all.
 */
export const MIN_SCORE_RANGES = [
  `${BEST_MATCH()} <= 1100 - ?`,
  `${BEST_MATCH()} >= 2000 AND ${BEST_MATCH()} <= 2101 - ?`,
];
// Contract constants, not input: safe to inline.
export const OPEN_SQL = `(${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** One application of the company's jobs with its cover letter and resume text, or null. */
export function findCompanyApplication(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS}, a.cover_letter, a.resume_text ${RECRUITER_FROM} WHERE a.id = ? AND ${COMPANY_CHECK}`,
    )
    .bind(id, companyId)
    .first<RecruiterApplicationRow & { cover_letter: string; resume_text: string }>();
}

/** The given applications if every one of them belongs to the company (fewer rows means some do not). */
export async function findCompanyApplications(db: D1Database, companyId: string, ids: string[]) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.id IN (SELECT value FROM json_each(?)) AND ${COMPANY_CHECK}`,
    )
    .bind(JSON.stringify(ids), companyId)
    .all<RecruiterApplicationRow>();
  return results;
}

/**
 * The WHERE of a list of the company's applications (one job's when `jobId` is set, a job of the
 * company): the page's rowids come from one index alone (job_id or recruiter_company_id, then
 * status when filtered, then the order). With `byScore` a minimum score is left to the page, which
 * reads it as ranges of the best-match index (MIN_SCORE_RANGES); without it the dates are walked
 * and low scores skipped. `from` and `to` are UTC days,
 * both included.
 */
function listWhere(companyId: string, q: ApplicationListQuery, o: { byScore: boolean; humanReview: boolean }) {
  const where = [q.jobId ? 'job_id = ?' : 'recruiter_company_id = ?'];
  const params: unknown[] = [q.jobId ?? companyId];
  if (q.status) {
    where.push('status = ?');
    params.push(q.status);
  }
  if (q.atsScore !== undefined && o.byScore) {
    // The caller walks MIN_SCORE_RANGES (pageCompanyApplications); human review (0 and 2000) is in them.
  } else if (q.atsScore !== undefined) {
    // The unary + keeps the score indexes out when the dates are walked. Applications reviewed
    // without the score have none to compare: a minimum score never filters them out.
    const min = '+ats_score >= ?';
    where.push(o.humanReview ? `(${min} OR ats_status = '${HUMAN_REVIEW.status}')` : min);
    params.push(q.atsScore);
  }
  if (q.screening === 'unmet') where.push('screening_unmet = 1');
  if (q.answeredYes) {
    where.push(
      "EXISTS (SELECT 1 FROM json_each(screening_answers) WHERE value ->> 'questionId' = ? AND value ->> 'answer' = 'Yes')",
    );
    params.push(q.answeredYes);
  }
  if (q.from) {
    where.push('created_at >= ?');
    params.push(`${q.from}T00:00:00.000Z`);
  }
  if (q.to) {
    where.push('created_at < ?');
    params.push(`${addDays(q.to, 1)}T00:00:00.000Z`);
  }
  return { sql: where.join(' AND '), params };
}

/**
 * A page of the company's applications with the job title and candidate joined in (CROSS JOIN keeps
 * the index walk the outer loop, so each row skipped by the offset costs one index entry and none
 * of the joins).
 */
export async function pageCompanyApplications(
  db: D1Database,
  companyId: string,
  q: ApplicationListQuery,
  o: { byScore: boolean; humanReview: boolean },
) {
  const where = listWhere(companyId, q, o);
  // Best match: BEST_MATCH then id, the order of the *_best indexes; newest: rowid breaks ties in index order.
  const order = (p: string) => (q.sort === 'atsScore' ? `${BEST_MATCH(p)}, ${p}id` : `${p}created_at DESC, ${p}rowid`);
  const ranges = q.atsScore !== undefined && o.byScore;
  const page = ranges
    ? {
        sql: MIN_SCORE_RANGES.map(
          (range) =>
            `SELECT rowid AS r, ${BEST_MATCH()} AS k, id, created_at FROM applications WHERE ${where.sql} AND ${range}`,
        ).join(' UNION ALL '),
        // The compound's own columns: best match then id, or newest (a sort of the kept entries).
        order: q.sort === 'atsScore' ? '2, 3' : '4 DESC, 1',
        params: MIN_SCORE_RANGES.flatMap(() => [...where.params, q.atsScore]),
      }
    : { sql: `SELECT rowid AS r FROM applications WHERE ${where.sql}`, order: order(''), params: where.params };
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS}
       FROM (${page.sql} ORDER BY ${page.order} LIMIT ? OFFSET ?) p
       CROSS JOIN applications a ON a.rowid = p.r JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = a.candidate_id
       WHERE ${COMPANY_CHECK} ORDER BY ${order('a.')}`,
    )
    .bind(...page.params, q.limit, pageOffset(q.page, q.limit), companyId)
    .all<RecruiterApplicationRow>();
  return results;
}

/** How many applications a dated list holds (counters keep no days, so they are counted in the index). */
export async function countCompanyApplications(
  db: D1Database,
  companyId: string,
  q: ApplicationListQuery,
  humanReview: boolean,
): Promise<number> {
  const where = listWhere(companyId, q, { byScore: false, humanReview });
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM applications WHERE ${where.sql}`)
    .bind(...where.params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** How many of the company's (or one job's) applications, in the status when given, are reviewed without the score. */
export async function countHumanReview(
  db: D1Database,
  scope: 'job' | 'company',
  owner: string,
  status?: ApplicationStatus,
): Promise<number> {
  const column = scope === 'job' ? 'job_id' : 'recruiter_company_id';
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM applications WHERE ${column} = ? AND ats_status = '${HUMAN_REVIEW.status}'${status ? ' AND status = ?' : ''}`,
    )
    .bind(...(status ? [owner, status] : [owner]))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The open applications of the company that have waited longest since their last move. */
export async function longestWaiting(db: D1Database, companyId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE ${COMPANY_SCOPE} AND a.status IN ${OPEN_SQL} ORDER BY a.status_changed_at ASC LIMIT ?`,
    )
    .bind(companyId, limit)
    .all<RecruiterApplicationRow>();
  return results;
}

/** A candidate's applications to the company's jobs, newest first (bounded). */
export async function candidateApplicationsInCompany(
  db: D1Database,
  companyId: string,
  candidateId: string,
  limit: number,
) {
  const { results } = await db
    .prepare(
      `SELECT ${RECRUITER_COLUMNS} ${RECRUITER_FROM} WHERE a.candidate_id = ? AND ${COMPANY_CHECK} ORDER BY a.created_at DESC LIMIT ?`,
    )
    .bind(candidateId, companyId, limit)
    .all<RecruiterApplicationRow>();
  return results;
}

/** The timeline with the name and role of whoever made each change (null actor: the system). */
export async function listEventsWithActors(db: D1Database, applicationId: string) {
  const { results } = await db
    .prepare(
      `SELECT e.*, u.full_name AS actor_name, u.role AS actor_role FROM application_events e LEFT JOIN users u ON u.id = e.actor_id
       WHERE e.application_id = ? ORDER BY e.created_at, e.rowid`,
    )
    .bind(applicationId)
    .all<EventRow & { actor_name: string | null; actor_role: Role | null }>();
  return results;
}

/** Of the given applications, those with an offer in the product (`has_offer`): they are hired only by confirming it. */
export async function withOffers(db: D1Database, ids: string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare('SELECT id FROM applications WHERE has_offer = 1 AND id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

/**
 * The application has an offer in the product: worker/offers runs this in the batch that sends one.
 * Every offer counts whatever its answer, and offers are never deleted, so nothing clears it.
 */
export function markOfferStatement(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('UPDATE applications SET has_offer = 1 WHERE id = ?').bind(id);
}

// Applications reviewed without the score are never scored, not even again.
const SCORED = `ats_status <> '${HUMAN_REVIEW.status}'`;

/** Applications of a job still in the pipeline, with the resume text the engine scores (bounded): a re-score. */
export async function openApplicationsOfJob(db: D1Database, jobId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, resume_text FROM applications WHERE job_id = ? AND status IN ${OPEN_SQL} AND ${SCORED} LIMIT ?`,
    )
    .bind(jobId, limit)
    .all<{ id: string; resume_text: string }>();
  return results;
}

/** Stores a new score (a re-score: after a job's requirements change, or with a new scorer version). */
export function scoreStatement(
  db: D1Database,
  id: string,
  s: { score: number | null; status: string; breakdown: string; version: string },
) {
  return db
    .prepare('UPDATE applications SET ats_score = ?, ats_status = ?, ats_breakdown = ?, ats_version = ? WHERE id = ?')
    .bind(s.score, s.status, s.breakdown, s.version, id);
}

/** Applications scored by another scorer version than `version`, after `afterId` in id order. */
export async function applicationsScoredBefore(db: D1Database, version: string, afterId: string, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, job_id, resume_text FROM applications WHERE ats_version != ? AND ${SCORED} AND id > ? ORDER BY id LIMIT ?`,
    )
    .bind(version, afterId, limit)
    .all<{ id: string; job_id: string; resume_text: string }>();
  return results;
}

/** How many applications another scorer version scored. */
export async function countScoredBefore(db: D1Database, version: string): Promise<number> {
  return (
    (
      await db
        .prepare(`SELECT COUNT(*) AS n FROM applications WHERE ats_version != ? AND ${SCORED}`)
        .bind(version)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

/** An application's latest event, the only move an undo may take back. */
export function latestMove(db: D1Database, applicationId: string) {
  return db
    .prepare('SELECT * FROM application_events WHERE application_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .bind(applicationId)
    .first<EventRow>();
}

/**
 * Takes a move back in one batch, only while the application still stands where it went and its
 * notice still waits: the stage (and when it was entered) comes back, the notice and the move's
 * event go. False when any of that no longer holds.
 */
export async function undoMove(
  db: D1Database,
  m: { id: string; eventId: string; from: ApplicationStatus | null; to: ApplicationStatus },
  now: string,
): Promise<boolean> {
  if (!m.from) return false;
  const held = heldStatusNotice(db, { applicationId: m.id, from: m.from, to: m.to }, now);
  const [restored] = await db.batch([
    db
      .prepare(
        `UPDATE applications SET status = ?, updated_at = ?,
           status_changed_at = (SELECT MAX(created_at) FROM application_events WHERE application_id = ? AND id <> ?)
         WHERE id = ? AND status = ? AND ${held.guard.sql}`,
      )
      .bind(m.from, now, m.id, m.eventId, m.id, m.to, ...held.guard.params),
    held.drop,
    db.prepare('DELETE FROM application_events WHERE id = ? AND changes() > 0').bind(m.eventId),
  ]);
  return (restored?.meta.changes ?? 0) > 0;
}

/** The candidate's applications (those sent by `upTo`, an ISO instant, when given) lose the resume text, cover letter,
 * screening answers (the flag stays) and file; the company's record of its pipeline stays. For account deletion (worker/privacy). */
export function eraseApplicationTexts(
  db: D1Database,
  userId: string,
  upTo: string | null,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE applications SET resume_text = '', cover_letter = '', screening_answers = '[]', resume_r2_key = '', resume_id = NULL, updated_at = ?3
          WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`,
    )
    .bind(userId, upTo, now);
}
