import { deleteCandidateAlerts } from '../alerts';
import { eraseApplicationTexts } from '../applications';
import { anonymiseUser } from '../auth';
import { deleteCandidateProfile } from '../candidates';
import { deleteCandidateViews } from '../feed';
import { eraseRequestNotes } from '../interviews';
import { deleteCandidateConversations } from '../messaging';
import { deleteUserNotifications } from '../notifications';
import { eraseDeclineReasons } from '../offers';
import { eraseReportSnapshots } from '../reports';
import { deleteCandidateResumes } from '../resumes';
import { deleteCandidateSavedJobs } from '../saved-jobs';
import { deleteCandidateSelfId } from '../self-id';
import { deleteCandidateSends } from '../targeted';

/**
 * The SQL of a candidate's own data: what the export reads, and deletion links. What deletion removes
 * from other concerns' tables is each owner's statement, gathered here into one batch.
 */

type Rows = Record<string, unknown>[];
const rows = (r: D1Result | undefined) => (r?.results ?? []) as Rows;

/** Everything stored about a candidate, for their data export (one batch, one snapshot). */
export async function exportRows(db: D1Database, userId: string) {
  const [
    user,
    resumes,
    applications,
    events,
    conversations,
    messages,
    offers,
    interviews,
    interviewEvents,
    alerts,
    selfId,
  ] = await db.batch([
    db.prepare('SELECT id, email, full_name, role, provider, created_at FROM users WHERE id = ?').bind(userId),
    db
      .prepare(
        'SELECT name, r2_key, mime, size, text, text_status, created_at FROM resumes WHERE candidate_id = ? ORDER BY created_at',
      )
      .bind(userId),
    db
      .prepare(
        `SELECT a.id, a.job_id, j.title AS job_title, c.name AS company_name, a.status, a.resume_name, a.resume_r2_key, a.resume_text,
            a.cover_letter, a.screening_answers, a.ats_score, a.ats_status, a.ats_breakdown, a.ats_version, a.created_at, a.updated_at
           FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id WHERE a.candidate_id = ? ORDER BY a.created_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT e.application_id, e.from_status, e.to_status, e.created_at, CASE WHEN e.actor_id = ?1 THEN e.note ELSE '' END AS note
           FROM application_events e JOIN applications a ON a.id = e.application_id WHERE a.candidate_id = ?1 ORDER BY e.created_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT v.id, v.application_id, v.job_id, j.title AS job_title, c.name AS company_name, r.full_name AS recruiter_name, v.created_at
           FROM conversations v JOIN companies c ON c.id = v.company_id JOIN users r ON r.id = v.recruiter_id
           LEFT JOIN jobs j ON j.id = v.job_id WHERE v.candidate_id = ? ORDER BY v.created_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT m.conversation_id, m.seq, CASE WHEN m.sender_id = ?1 THEN 'you' ELSE 'recruiter' END AS sender, m.body, m.created_at
           FROM messages m JOIN conversations v ON v.id = m.conversation_id WHERE v.candidate_id = ?1 ORDER BY m.conversation_id, m.seq`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT o.application_id, c.name AS company_name, o.body, o.title, o.pay_amount, o.pay_currency, o.pay_period, o.joining_date, o.location, o.expires_at,
             o.state, o.decline_reason, o.file_key, o.file_name, o.sent_at, o.answered_at, o.confirmed_at
           FROM application_offers o JOIN applications a ON a.id = o.application_id JOIN companies c ON c.id = o.company_id
           WHERE a.candidate_id = ? ORDER BY o.sent_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT i.application_id, c.name AS company_name, i.state, i.slots, i.start_at, i.duration_minutes, i.time_zone, i.details,
             i.request_note, i.requested_at, i.updated_at
           FROM interviews i JOIN applications a ON a.id = i.application_id JOIN companies c ON c.id = i.company_id
           WHERE a.candidate_id = ? ORDER BY i.updated_at`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT e.application_id, e.kind, CASE WHEN e.actor_id = ?1 THEN 'you' WHEN e.actor_id IS NULL THEN 'automatic' ELSE 'recruiter' END AS by,
            e.start_at, e.created_at
           FROM interview_events e JOIN applications a ON a.id = e.application_id WHERE a.candidate_id = ?1 ORDER BY e.created_at`,
      )
      .bind(userId),
    db
      .prepare(
        'SELECT name, keywords, location, workplace_type, employment_type, min_salary, frequency, active, created_at FROM job_alerts WHERE candidate_id = ? ORDER BY created_at',
      )
      .bind(userId),
    db
      .prepare(
        'SELECT set_key AS "set", answers, updated_at FROM self_identification WHERE candidate_id = ? ORDER BY set_key',
      )
      .bind(userId),
  ]);
  return {
    user: rows(user)[0] ?? null,
    resumes: rows(resumes),
    applications: rows(applications),
    events: rows(events),
    conversations: rows(conversations),
    messages: rows(messages),
    offers: rows(offers),
    interviews: rows(interviews),
    interviewEvents: rows(interviewEvents),
    alerts: rows(alerts),
    // One entry per set answered, the answers as the candidate gave them.
    selfIdentification: rows(selfId).map((r) => ({ ...r, answers: JSON.parse(String(r.answers)) as unknown })),
  };
}
export type ExportRows = Awaited<ReturnType<typeof exportRows>>;

/**
 * A bound on what a candidate's data is: every row, or (`upTo`, an ISO instant) only what was there
 * by then; the SQL reads it as `?2` (null: no bound).
 */
const by = (column: string) => `(?2 IS NULL OR ${column} <= ?2)`;

/** R2 keys of the candidate's files (those stored by `upTo` when given): their resumes and their applications' copies. */
export async function fileKeys(db: D1Database, userId: string, upTo: string | null = null): Promise<string[]> {
  const [resumes, copies] = await db.batch<{ k: string }>([
    db.prepare(`SELECT r2_key AS k FROM resumes WHERE candidate_id = ?1 AND ${by('created_at')}`).bind(userId, upTo),
    db
      .prepare(
        `SELECT resume_r2_key AS k FROM applications WHERE candidate_id = ?1 AND resume_r2_key != '' AND ${by('created_at')}`,
      )
      .bind(userId, upTo),
  ]);
  return [...(resumes?.results ?? []), ...(copies?.results ?? [])].map((r) => r.k);
}

/** What deletion keeps, to say so in the confirmation email: anonymous applications and open or recent reports. */
export async function keptCounts(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM applications WHERE candidate_id = ?1) AS applications,
        (SELECT COUNT(*) FROM reports WHERE reporter_id = ?1) AS reports`,
    )
    .bind(userId)
    .first<{ applications: number; reports: number }>();
  return row ?? { applications: 0, reports: 0 };
}

/**
 * Statements that erase what a candidate put in (run in one batch), all of it or only what was
 * there by `upTo`: applications lose the resume text, cover letter, screening answers (the flag
 * stays) and file (the company's record of its pipeline stays), an offer loses the candidate's
 * reason for declining and an interview their note asking for other times; the profile (with its
 * consent to be found), resumes, alerts, views, saved jobs, self-identification, the copies reports
 * keep of them, conversations with their messages, jobs sent to them, notifications and deletion
 * links go. Account deletion (`anonymise`) and the clean-up of a reclaimed account (takeover.ts)
 * both run it.
 */
export function eraseCandidateData(
  db: D1Database,
  userId: string,
  now: string,
  upTo: string | null = null,
): D1PreparedStatement[] {
  return [
    eraseApplicationTexts(db, userId, upTo, now),
    eraseDeclineReasons(db, userId, upTo),
    eraseRequestNotes(db, userId, upTo),
    deleteCandidateResumes(db, userId, upTo),
    deleteCandidateAlerts(db, userId, upTo),
    deleteCandidateViews(db, userId, upTo),
    deleteCandidateSavedJobs(db, userId, upTo),
    deleteCandidateProfile(db, userId, upTo),
    deleteCandidateSelfId(db, userId, upTo),
    // Before the messages go: a report's copy of a message is found through its conversation.
    eraseReportSnapshots(db, userId, upTo),
    ...deleteCandidateConversations(db, userId, upTo),
    deleteCandidateSends(db, userId, upTo),
    deleteUserNotifications(db, userId, upTo),
    db.prepare(`DELETE FROM account_deletion_links WHERE user_id = ?1 AND ${by('created_at')}`).bind(userId, upTo),
  ];
}

/**
 * Statements that anonymise a candidate (run in one batch): all their data erased
 * (`eraseCandidateData`); the user row keeps only an id (applications reference it) and can never
 * sign in again.
 */
export function anonymise(db: D1Database, userId: string, now: string): D1PreparedStatement[] {
  return [...eraseCandidateData(db, userId, now), anonymiseUser(db, userId, now)];
}

// ---- Emailed deletion links ------------------------------------------------------------------

/** A new link replaces any earlier one: only the latest email works. */
export function replaceDeletionLink(
  db: D1Database,
  row: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
) {
  return db.batch([
    db.prepare('DELETE FROM account_deletion_links WHERE user_id = ?').bind(row.userId),
    db
      .prepare('INSERT INTO account_deletion_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(row.tokenHash, row.userId, row.createdAt, row.expiresAt),
  ]);
}

/** The account of an unexpired link, or null (deletion removes the links, so a used one is gone). */
export function findLiveDeletionLink(db: D1Database, tokenHash: string, now: string) {
  return db
    .prepare('SELECT user_id FROM account_deletion_links WHERE token_hash = ? AND expires_at > ?')
    .bind(tokenHash, now)
    .first<{ user_id: string }>();
}
