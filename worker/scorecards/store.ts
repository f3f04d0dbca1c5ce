/** The SQL of interview scorecards (migration 0185): job attributes, panels, scorecards, reminders. */
import type { ApplicationStatus, Recommendation } from '../../src/contract';

/** An application as its company sees it, with its interview's organiser (null before a proposal). */
export interface PanelApplicationRow {
  id: string;
  status: ApplicationStatus;
  job_id: string;
  organizer_id: string | null;
}

export function companyApplication(db: D1Database, companyId: string, id: string) {
  return db
    .prepare(
      `SELECT a.id, a.status, a.job_id, CASE WHEN i.company_id = ?2 THEN i.organizer_id END AS organizer_id
       FROM applications a LEFT JOIN interviews i ON i.application_id = a.id
       WHERE a.id = ?1 AND +a.recruiter_company_id = ?2`,
    )
    .bind(id, companyId)
    .first<PanelApplicationRow>();
}

export interface JobScorecardRow {
  attributes: string;
  updated_at: string;
  updated_by_name: string | null;
}

export function jobScorecard(db: D1Database, jobId: string) {
  return db
    .prepare(
      'SELECT s.attributes, s.updated_at, u.full_name AS updated_by_name FROM job_scorecards s LEFT JOIN users u ON u.id = s.updated_by WHERE s.job_id = ?',
    )
    .bind(jobId)
    .first<JobScorecardRow>();
}

export const saveJobScorecard = (db: D1Database, jobId: string, attributes: string, userId: string, now: string) =>
  db
    .prepare(
      `INSERT INTO job_scorecards (job_id, attributes, updated_by, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (job_id) DO UPDATE SET attributes = excluded.attributes, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    )
    .bind(jobId, attributes, userId, now);

/** SQL: the active members of company `?co` (a removed or suspended colleague is none). */
const MEMBERS = `SELECT u.id, u.full_name FROM recruiter_profiles rp JOIN users u ON u.id = rp.user_id
  WHERE rp.company_id = ?1 AND u.role = 'recruiter' AND u.suspended_at IS NULL`;

export async function members(db: D1Database, companyId: string) {
  const { results } = await db
    .prepare(`${MEMBERS} ORDER BY u.full_name, u.id LIMIT 500`)
    .bind(companyId)
    .all<{ id: string; full_name: string }>();
  return results;
}

export function member(db: D1Database, companyId: string, userId: string) {
  return db.prepare(`${MEMBERS} AND u.id = ?2`).bind(companyId, userId).first<{ id: string; full_name: string }>();
}

export interface PanelistRow {
  id: string;
  full_name: string;
}

/** The panel as it stands: the organiser and the colleagues added, while they are active members. */
export async function panel(db: D1Database, companyId: string, applicationId: string, organizerId: string | null) {
  const { results } = await db
    .prepare(
      `${MEMBERS} AND (u.id = ?3 OR u.id IN (SELECT user_id FROM interview_panelists WHERE application_id = ?2))
       ORDER BY u.id = ?3 DESC, u.full_name, u.id`,
    )
    .bind(companyId, applicationId, organizerId)
    .all<PanelistRow>();
  return results;
}

/** How many colleagues were added to the panel (the organiser has no row). */
export async function addedCount(db: D1Database, applicationId: string) {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM interview_panelists WHERE application_id = ?')
    .bind(applicationId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Adds a colleague to the panel; the statement writes nothing when they are on it already. */
export const addPanelist = (db: D1Database, applicationId: string, userId: string, addedBy: string, now: string) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO interview_panelists (application_id, user_id, added_by, added_at) VALUES (?, ?, ?, ?)',
    )
    .bind(applicationId, userId, addedBy, now);

/** SQL (with its values) that holds in the add's batch once that add wrote the row. */
export const panelistAdded = (applicationId: string, userId: string, now: string) => ({
  sql: 'EXISTS (SELECT 1 FROM interview_panelists WHERE application_id = ? AND user_id = ? AND added_at = ?)',
  values: [applicationId, userId, now],
});

/** Takes a colleague off the panel unless they have submitted; true when a row went. */
export async function removePanelist(
  db: D1Database,
  applicationId: string,
  userId: string,
  also: D1PreparedStatement[],
) {
  const [removed] = await db.batch([
    db
      .prepare(
        'DELETE FROM interview_panelists WHERE application_id = ?1 AND user_id = ?2 AND NOT EXISTS (SELECT 1 FROM scorecards WHERE application_id = ?1 AND author_id = ?2)',
      )
      .bind(applicationId, userId),
    ...also,
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}

export function isAdded(db: D1Database, applicationId: string, userId: string) {
  return db
    .prepare('SELECT 1 AS yes FROM interview_panelists WHERE application_id = ? AND user_id = ?')
    .bind(applicationId, userId)
    .first<{ yes: number }>();
}

export interface ScorecardRow {
  id: string;
  author_id: string | null;
  author_name: string | null;
  ratings: string;
  recommendation: Recommendation;
  submitted_at: string;
}

/** Every scorecard the company holds on the application, oldest first. */
export async function scorecards(db: D1Database, companyId: string, applicationId: string) {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.author_id, u.full_name AS author_name, s.ratings, s.recommendation, s.submitted_at
       FROM scorecards s LEFT JOIN users u ON u.id = s.author_id
       WHERE s.application_id = ? AND s.company_id = ? ORDER BY s.submitted_at, s.id LIMIT 100`,
    )
    .bind(applicationId, companyId)
    .all<ScorecardRow>();
  return results;
}

export function findScorecard(db: D1Database, id: string) {
  return db
    .prepare('SELECT application_id, author_id FROM scorecards WHERE id = ?')
    .bind(id)
    .first<{ application_id: string; author_id: string | null }>();
}

/** A submitted scorecard (the UNIQUE pair refuses a second from the same panelist), with `also` in its batch. */
export async function insertScorecard(
  db: D1Database,
  s: {
    id: string;
    applicationId: string;
    companyId: string;
    authorId: string;
    ratings: string;
    recommendation: Recommendation;
    now: string;
  },
  also: D1PreparedStatement[],
) {
  await db.batch([
    db
      .prepare(
        'INSERT INTO scorecards (id, application_id, company_id, author_id, ratings, recommendation, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(s.id, s.applicationId, s.companyId, s.authorId, s.ratings, s.recommendation, s.now),
    ...also,
  ]);
}

/** What a panel's notices name: the job, the candidate as the company may see them, and blind review. */
export interface PanelNoticeRow {
  id: string;
  status: ApplicationStatus;
  job_id: string;
  job_title: string;
  company_id: string;
  blind_review: number;
  candidate_name: string;
}

export function noticeContext(db: D1Database, applicationId: string) {
  return db
    .prepare(
      `SELECT a.id, a.status, a.job_id, j.title AS job_title, c.id AS company_id, c.blind_review, u.full_name AS candidate_name
       FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = a.recruiter_company_id JOIN users u ON u.id = a.candidate_id
       WHERE a.id = ?`,
    )
    .bind(applicationId)
    .first<PanelNoticeRow>();
}

export function userName(db: D1Database, userId: string) {
  return db.prepare('SELECT full_name FROM users WHERE id = ?').bind(userId).first<{ full_name: string }>();
}

export interface DueReminderRow {
  application_id: string;
  user_id: string;
  uid: string;
}

/**
 * Panelists owed a reminder: the interview was booked for between `from` and `until` (a day ago,
 * within the grace the cron allows), they are still active members on its panel, they have not
 * submitted, and they were not reminded of this interview (its UID) before.
 */
export async function dueReminders(db: D1Database, from: string, until: string, limit: number) {
  const { results } = await db
    .prepare(
      `WITH booked AS (
         SELECT application_id, company_id, uid, organizer_id FROM interviews
         WHERE state = 'scheduled' AND start_at > ?1 AND start_at <= ?2
       ), panel AS (
         SELECT application_id, company_id, uid, organizer_id AS user_id FROM booked
         UNION
         SELECT b.application_id, b.company_id, b.uid, p.user_id FROM booked b JOIN interview_panelists p ON p.application_id = b.application_id
       )
       SELECT p.application_id, p.user_id, p.uid FROM panel p
       JOIN recruiter_profiles rp ON rp.user_id = p.user_id AND rp.company_id = p.company_id
       JOIN users u ON u.id = p.user_id AND u.suspended_at IS NULL
       WHERE NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.application_id = p.application_id AND s.author_id = p.user_id)
         AND NOT EXISTS (SELECT 1 FROM scorecard_reminders r WHERE r.application_id = p.application_id AND r.user_id = p.user_id AND r.interview_uid = p.uid)
       ORDER BY p.application_id, p.user_id LIMIT ?3`,
    )
    .bind(from, until, limit)
    .all<DueReminderRow>();
  return results;
}

/** Records a reminder (nothing when another run recorded it first). */
export const reminded = (db: D1Database, r: DueReminderRow, runId: string, now: string) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO scorecard_reminders (application_id, user_id, interview_uid, run_id, reminded_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(r.application_id, r.user_id, r.uid, runId, now);

/** SQL (with its values) that holds once this run, not another, recorded the reminder. */
export const remindedBy = (r: DueReminderRow, runId: string) => ({
  sql: 'EXISTS (SELECT 1 FROM scorecard_reminders WHERE application_id = ? AND user_id = ? AND interview_uid = ? AND run_id = ?)',
  values: [r.application_id, r.user_id, r.uid, runId],
});

/** True while `userId` is on the application's panel and has not submitted (a reminder still owed). */
export async function stillOwes(db: D1Database, applicationId: string, userId: string) {
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM interviews i JOIN recruiter_profiles rp ON rp.user_id = ?2 AND rp.company_id = i.company_id
       WHERE i.application_id = ?1 AND (i.organizer_id = ?2 OR EXISTS (SELECT 1 FROM interview_panelists p WHERE p.application_id = ?1 AND p.user_id = ?2))
         AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.application_id = ?1 AND s.author_id = ?2)`,
    )
    .bind(applicationId, userId)
    .first<{ yes: number }>();
  return row !== null;
}
