import { EMAILS_ON_SQL } from './preferences';

/** The SQL of notices: notice_intents, and the context a notice about an application reads. */

export type NoticeKind =
  | 'application_received'
  | 'status_changed'
  | 'job_published'
  | 'interview_cancelled'
  | 'interview_changed'
  | 'message_sent'
  | 'account_reclaimed'
  | 'note_mention'
  | 'offer_event'
  | 'panel_added'
  | 'scorecard_reminder'
  | 'team_event'
  | 'account_status'
  | 'report_resolved'
  | 'company_decided';

export interface IntentRow {
  id: string;
  kind: NoticeKind;
  subject_id: string;
  detail: string;
  attempts: number;
}

/**
 * The row that records a side effect still to deliver; run it in the batch of the change. With
 * `condition` (SQL, with its values) it is written only when that holds as the batch runs.
 */
export function intentStatement(
  db: D1Database,
  intent: { id: string; kind: NoticeKind; subjectId: string; detail?: object; now: string; notBefore?: string },
  condition?: { sql: string; values: unknown[] },
) {
  // A delayed intent is held until its time, as a delivery holds it: nobody can claim it sooner.
  return db
    .prepare(
      `INSERT INTO notice_intents (id, kind, subject_id, detail, created_at, claimed_until) SELECT ?, ?, ?, ?, ?, ? WHERE ${condition?.sql ?? '1'}`,
    )
    .bind(
      intent.id,
      intent.kind,
      intent.subjectId,
      JSON.stringify(intent.detail ?? {}),
      intent.now,
      intent.notBefore ?? '',
      ...(condition?.values ?? []),
    );
}

/** Takes the intent until `until` unless someone else holds it (or it is gone or dead); null when not taken. */
export function claim(db: D1Database, id: string, now: string, until: string) {
  return db
    .prepare(
      'UPDATE notice_intents SET claimed_until = ?, attempts = attempts + 1 WHERE id = ? AND claimed_until <= ? AND dead_at IS NULL RETURNING id, kind, subject_id, detail, attempts',
    )
    .bind(until, id, now)
    .first<IntentRow>();
}

export async function done(db: D1Database, id: string) {
  await db.prepare('DELETE FROM notice_intents WHERE id = ?').bind(id).run();
}

/** A failed attempt: the intent stays, free for the next sweep. */
export async function failed(db: D1Database, id: string, error: string) {
  await db
    .prepare("UPDATE notice_intents SET claimed_until = '', last_error = ? WHERE id = ?")
    .bind(error.slice(0, 500), id)
    .run();
}

/** Until when a live intent is held (an undo window, or another delivery's claim); null when it is done or dead. */
export async function heldUntil(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT claimed_until FROM notice_intents WHERE id = ? AND dead_at IS NULL')
    .bind(id)
    .first<{ claimed_until: string }>();
  return row?.claimed_until ?? null;
}

/** Out of tries: kept for inspection, never claimed again. */
export async function dead(db: D1Database, id: string, now: string) {
  await db.prepare('UPDATE notice_intents SET dead_at = ? WHERE id = ? AND dead_at IS NULL').bind(now, id).run();
}

export interface DeadIntentRow {
  id: string;
  kind: NoticeKind;
  subject_id: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  dead_at: string;
}

/** The dead intents, newest first (at most `limit`), and how many there are. */
export async function listDead(db: D1Database, limit: number) {
  const [rows, count] = await db.batch([
    db
      .prepare(
        'SELECT id, kind, subject_id, attempts, last_error, created_at, dead_at FROM notice_intents WHERE dead_at IS NOT NULL ORDER BY dead_at DESC, id LIMIT ?',
      )
      .bind(limit),
    db.prepare('SELECT COUNT(*) AS total FROM notice_intents WHERE dead_at IS NOT NULL'),
  ]);
  return {
    rows: rows!.results as DeadIntentRow[],
    total: (count!.results[0] as { total: number }).total,
  };
}

/** A dead intent alive again, free to claim (its tries and last error stay for the record); false when it is not dead. */
export async function revive(db: D1Database, id: string): Promise<boolean> {
  const row = await db
    .prepare(
      "UPDATE notice_intents SET dead_at = NULL, claimed_until = '' WHERE id = ? AND dead_at IS NOT NULL RETURNING id",
    )
    .bind(id)
    .first();
  return row !== null;
}

/** Intents never tried, free now, written before `before`: oldest first. */
export async function neverTried(db: D1Database, now: string, before: string, limit: number) {
  const { results } = await db
    .prepare(
      'SELECT id FROM notice_intents WHERE attempts = 0 AND dead_at IS NULL AND claimed_until <= ? AND created_at <= ? ORDER BY created_at LIMIT ?',
    )
    .bind(now, before, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export interface ApplicationContext {
  id: string;
  job_id: string;
  ats_score: number | null;
  ats_status: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  candidate_emails: number;
  job_title: string;
  company_name: string;
}

/**
 * Everything a notice about an application needs, in one round trip: the candidate and their email
 * choice, the job and company, and the company's recruiters who keep new-application notices on.
 */
export async function applicationContext(db: D1Database, applicationId: string) {
  const [context, recipients] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.job_id, a.ats_score, a.ats_status, a.candidate_id, u.full_name AS candidate_name, u.email AS candidate_email,
           ${EMAILS_ON_SQL} AS candidate_emails, j.title AS job_title, co.name AS company_name
         FROM applications a
         JOIN users u ON u.id = a.candidate_id
         JOIN jobs j ON j.id = a.job_id
         JOIN companies co ON co.id = j.company_id
         LEFT JOIN candidate_profiles cp ON cp.user_id = a.candidate_id
         WHERE a.id = ?`,
      )
      .bind(applicationId),
    db
      .prepare(
        `SELECT u.id, u.email, u.full_name FROM applications a JOIN jobs j ON j.id = a.job_id
         JOIN recruiter_profiles rp ON rp.company_id = j.company_id AND rp.notify_new_application = 1
         JOIN users u ON u.id = rp.user_id AND u.suspended_at IS NULL WHERE a.id = ?`,
      )
      .bind(applicationId),
  ]);
  const application = (context?.results?.[0] ?? null) as ApplicationContext | null;
  return (
    application && {
      ...application,
      recruiters: (recipients?.results ?? []) as { id: string; email: string; full_name: string }[],
    }
  );
}

// A move's status notice, still held by its undo window and never tried: while it is there, nobody was told.
const HELD_STATUS_NOTICE = `kind = 'status_changed' AND subject_id = ? AND attempts = 0 AND claimed_until > ?
  AND json_extract(detail, '$.from') = ? AND json_extract(detail, '$.to') = ?`;

/**
 * An undone move's held status notice (worker/applications): `guard`, SQL with its params, is true while it
 * still waits; `drop` deletes it when the statement before it in the batch changed a row.
 */
export function heldStatusNotice(db: D1Database, m: { applicationId: string; from: string; to: string }, now: string) {
  const params = [m.applicationId, now, m.from, m.to];
  return {
    guard: { sql: `EXISTS (SELECT 1 FROM notice_intents WHERE ${HELD_STATUS_NOTICE})`, params },
    drop: db.prepare(`DELETE FROM notice_intents WHERE ${HELD_STATUS_NOTICE} AND changes() > 0`).bind(...params),
  };
}
