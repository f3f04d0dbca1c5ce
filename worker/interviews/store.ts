/** The SQL of interview scheduling (migrations 0152, 0178). */
import type { ApplicationStatus, InterviewEventKind } from '../../src/contract';
import { companyZoneSql } from '../auth';

export interface InterviewRow {
  application_id: string;
  company_id: string;
  uid: string;
  sequence: number;
  state: 'proposed' | 'scheduled' | 'cancelled';
  slots: string;
  start_at: string | null;
  duration_minutes: number;
  time_zone: string;
  details: string;
  /** The candidate's open request for other times (migration 0178), null without one. */
  request_note: string | null;
  requested_at: string | null;
  organizer_id: string;
  organizer_name: string;
  organizer_email: string;
  /** The organizer's zone, by the rule of src/contract/time.ts: their own, else their company's. */
  organizer_time_zone: string | null;
  updated_at: string;
}

export interface InterviewEventRow {
  kind: InterviewEventKind;
  actor_id: string | null;
  actor_name: string | null;
  start_at: string | null;
  created_at: string;
}

/** The application a schedule hangs on, as its company sees it: null unless it is the company's. */
export function companyApplication(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(
      'SELECT a.id, a.status, a.candidate_id, u.full_name AS candidate_name FROM applications a JOIN users u ON u.id = a.candidate_id WHERE a.id = ? AND +a.recruiter_company_id = ?',
    )
    .bind(id, companyId)
    .first<{ id: string; status: ApplicationStatus; candidate_id: string; candidate_name: string }>();
}

/** The application a schedule hangs on, as its candidate sees it: null unless it is theirs. */
export function candidateApplication(db: D1Database, candidateId: string, id: string) {
  return db
    .prepare(
      'SELECT a.status, j.company_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ? AND a.candidate_id = ?',
    )
    .bind(id, candidateId)
    .first<{ status: ApplicationStatus; company_id: string }>();
}

export function findInterview(db: D1Database, applicationId: string) {
  return db
    .prepare(
      `SELECT i.*, u.full_name AS organizer_name, u.email AS organizer_email, COALESCE(u.time_zone, ${companyZoneSql('i.company_id')}) AS organizer_time_zone
       FROM interviews i JOIN users u ON u.id = i.organizer_id WHERE i.application_id = ?`,
    )
    .bind(applicationId)
    .first<InterviewRow>();
}

export async function listEvents(db: D1Database, applicationId: string): Promise<InterviewEventRow[]> {
  const { results } = await db
    .prepare(
      'SELECT e.kind, e.actor_id, u.full_name AS actor_name, e.start_at, e.created_at FROM interview_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.application_id = ? ORDER BY e.created_at, e.rowid LIMIT 100',
    )
    .bind(applicationId)
    .all<InterviewEventRow>();
  return results;
}

/** A change's event id and the statements that belong in its batch after the event (its notice). */
export interface ChangeWrite {
  eventId: string;
  also: D1PreparedStatement[];
}

/** The event of a change, in the change's batch: written only if the change was (its updated_at is `now`). */
const event = (
  db: D1Database,
  e: {
    id: string;
    applicationId: string;
    kind: InterviewEventKind;
    actorId: string;
    start: string | null;
    now: string;
  },
) =>
  db
    .prepare(
      'INSERT INTO interview_events (id, application_id, kind, actor_id, start_at, created_at) SELECT ?, application_id, ?, ?, ?, ?5 FROM interviews WHERE application_id = ? AND updated_at = ?5',
    )
    .bind(e.id, e.kind, e.actorId, e.start, e.now, e.applicationId);

/** SQL (with its values) that holds in a change's batch once its event is written. */
export const eventWritten = (eventId: string) => ({
  sql: 'EXISTS (SELECT 1 FROM interview_events WHERE id = ?)',
  values: [eventId],
});

/** The event `id` of a change (a keyed retry looks for its first try's). */
export function findEvent(db: D1Database, id: string) {
  return db
    .prepare('SELECT application_id, actor_id FROM interview_events WHERE id = ?')
    .bind(id)
    .first<{ application_id: string; actor_id: string | null }>();
}

/**
 * A new proposal. With no schedule (or a cancelled one, or one of a company the job has left) a
 * new calendar identity; over a live one the same UID, its SEQUENCE raised when a booked time is
 * withdrawn by it. False when the schedule changed since it was read (`expected`: its updated_at,
 * or null for none).
 */
export async function propose(
  db: D1Database,
  p: {
    applicationId: string;
    companyId: string;
    organizerId: string;
    slots: string[];
    minutes: number;
    zone: string;
    details: string;
    now: string;
    kind: InterviewEventKind;
    expected: string | null;
  },
  w: ChangeWrite,
): Promise<boolean> {
  const [write] = await db.batch([
    db
      .prepare(
        `INSERT INTO interviews (application_id, company_id, uid, sequence, state, slots, start_at, duration_minutes, time_zone, details, organizer_id, updated_at)
         VALUES (?1, ?2, ?3, 0, 'proposed', ?4, NULL, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (application_id) DO UPDATE SET
           uid = CASE WHEN state = 'cancelled' OR company_id <> excluded.company_id THEN excluded.uid ELSE uid END,
           sequence = CASE WHEN state = 'cancelled' OR company_id <> excluded.company_id THEN 0 WHEN state = 'scheduled' THEN sequence + 1 ELSE sequence END,
           organizer_id = CASE WHEN state = 'cancelled' OR company_id <> excluded.company_id THEN excluded.organizer_id ELSE organizer_id END,
           company_id = excluded.company_id, state = 'proposed', slots = excluded.slots, start_at = NULL,
           duration_minutes = excluded.duration_minutes, time_zone = excluded.time_zone, details = excluded.details,
           request_note = NULL, requested_at = NULL, updated_at = excluded.updated_at
         WHERE updated_at = ?10`,
      )
      .bind(
        p.applicationId,
        p.companyId,
        `${crypto.randomUUID()}@hireloop`,
        JSON.stringify(p.slots),
        p.minutes,
        p.zone,
        p.details,
        p.organizerId,
        p.now,
        p.expected,
      ),
    event(db, {
      id: w.eventId,
      applicationId: p.applicationId,
      kind: p.kind,
      actorId: p.organizerId,
      start: null,
      now: p.now,
    }),
    ...w.also,
  ]);
  return (write?.meta.changes ?? 0) > 0;
}

/** Moves a schedule from one state to another with its event, only if it is still as read. */
async function move(
  db: D1Database,
  sql: string,
  values: unknown[],
  e: Omit<Parameters<typeof event>[1], 'id'>,
  w: ChangeWrite,
): Promise<boolean> {
  const [changed] = await db.batch([db.prepare(sql).bind(...values), event(db, { ...e, id: w.eventId }), ...w.also]);
  return (changed?.meta.changes ?? 0) > 0;
}

/** The candidate's pick of one proposed start; false when it is no longer waiting for a pick. */
export function pick(
  db: D1Database,
  applicationId: string,
  candidateId: string,
  start: string,
  expected: string,
  now: string,
  w: ChangeWrite,
) {
  return move(
    db,
    "UPDATE interviews SET state = 'scheduled', start_at = ?, updated_at = ? WHERE application_id = ? AND state = 'proposed' AND updated_at = ?",
    [start, now, applicationId, expected],
    { applicationId, kind: 'picked', actorId: candidateId, start, now },
    w,
  );
}

/** The candidate's request for other times, only while none is open and the schedule is live and as read. */
export function requestTimes(
  db: D1Database,
  applicationId: string,
  candidateId: string,
  note: string,
  expected: string,
  now: string,
  w: ChangeWrite,
) {
  return move(
    db,
    "UPDATE interviews SET request_note = ?1, requested_at = ?2, updated_at = ?2 WHERE application_id = ?3 AND state IN ('proposed', 'scheduled') AND request_note IS NULL AND updated_at = ?4",
    [note, now, applicationId, expected],
    { applicationId, kind: 'requested', actorId: candidateId, start: null, now },
    w,
  );
}

/** A booked interview at a new time: the next SEQUENCE of the same event. */
export function reschedule(
  db: D1Database,
  applicationId: string,
  actorId: string,
  t: { start: string; minutes: number; zone: string },
  expected: string,
  now: string,
  w: ChangeWrite,
) {
  return move(
    db,
    "UPDATE interviews SET start_at = ?, duration_minutes = ?, time_zone = ?, sequence = sequence + 1, request_note = NULL, requested_at = NULL, updated_at = ? WHERE application_id = ? AND state = 'scheduled' AND updated_at = ?",
    [t.start, t.minutes, t.zone, now, applicationId, expected],
    { applicationId, kind: 'rescheduled', actorId, start: t.start, now },
    w,
  );
}

/** Cancels a live schedule (the SEQUENCE raised when a booked event is removed). */
export function cancel(
  db: D1Database,
  applicationId: string,
  actorId: string,
  expected: string,
  now: string,
  w: ChangeWrite,
) {
  return move(
    db,
    "UPDATE interviews SET sequence = sequence + (state = 'scheduled'), state = 'cancelled', request_note = NULL, requested_at = NULL, updated_at = ? WHERE application_id = ? AND state IN ('proposed', 'scheduled') AND updated_at = ?",
    [now, applicationId, expected],
    { applicationId, kind: 'cancelled', actorId, start: null, now },
    w,
  );
}

/** SQL: the application `?1` was closed (withdrawn or rejected) by the move made at `?2`. */
const CLOSED_BY_THE_MOVE =
  "EXISTS (SELECT 1 FROM applications WHERE id = ?1 AND status IN ('withdrawn', 'rejected') AND status_changed_at = ?2)";

/**
 * A condition for a notice intent (bare placeholders, after the intent's own): the move made at
 * `closedAt` closed the application, whose schedule is still in `state` as the batch runs.
 */
export const closingScheduleIn = (applicationId: string, closedAt: string, state: 'proposed' | 'scheduled') => ({
  sql: `EXISTS (SELECT 1 FROM applications WHERE id = ? AND status IN ('withdrawn', 'rejected') AND status_changed_at = ?)
    AND EXISTS (SELECT 1 FROM interviews WHERE application_id = ? AND state = ?)`,
  values: [applicationId, closedAt, applicationId, state],
});

/**
 * An application's open schedule closes with it: the history records a cancellation by nobody by
 * hand, and a booked time leaves both calendars (SEQUENCE raised). For the move's own batch, after
 * the move; each statement checks that the move closed the application.
 */
export function closeWithApplication(db: D1Database, applicationId: string, closedAt: string) {
  return [
    db
      .prepare(
        `INSERT INTO interview_events (id, application_id, kind, actor_id, start_at, created_at)
         SELECT ?3, ?1, 'cancelled', NULL, start_at, ?2 FROM interviews
         WHERE application_id = ?1 AND state IN ('proposed', 'scheduled') AND ${CLOSED_BY_THE_MOVE}`,
      )
      .bind(applicationId, closedAt, crypto.randomUUID()),
    db
      .prepare(
        `UPDATE interviews SET sequence = sequence + (state = 'scheduled'), state = 'cancelled', request_note = NULL, requested_at = NULL, updated_at = ?2
         WHERE application_id = ?1 AND state IN ('proposed', 'scheduled') AND ${CLOSED_BY_THE_MOVE}`,
      )
      .bind(applicationId, closedAt),
  ];
}

/** What the notices of a schedule name: the job, the company, the candidate and the company's blind review. */
export interface InterviewContextRow {
  id: string;
  status: ApplicationStatus;
  job_id: string;
  job_title: string;
  company_name: string;
  blind_review: number;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  candidate_time_zone: string | null;
}

export function interviewContext(db: D1Database, applicationId: string) {
  return db
    .prepare(
      `SELECT a.id, a.status, a.job_id, j.title AS job_title, c.name AS company_name, c.blind_review, a.candidate_id, u.full_name AS candidate_name, u.email AS candidate_email, u.time_zone AS candidate_time_zone
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id JOIN users u ON u.id = a.candidate_id WHERE a.id = ?`,
    )
    .bind(applicationId)
    .first<InterviewContextRow>();
}

/** Interviews on the candidate's applications (those sent by `upTo` when given) lose their note asking for other times (worker/privacy). */
export function eraseRequestNotes(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE interviews SET request_note = NULL, requested_at = NULL WHERE application_id IN (SELECT id FROM applications WHERE candidate_id = ?1 AND (?2 IS NULL OR created_at <= ?2))`,
    )
    .bind(userId, upTo);
}
