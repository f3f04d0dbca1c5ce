import type { CandidateProfileUpdate } from '../../src/contract';

/** The SQL of candidate_profiles, and of the parts of users a candidate changes. */
export interface CandidateProfileRow {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  location: string | null;
  experience: string | null;
  education: string | null;
  website: string | null;
  bio: string | null;
  headline: string | null;
  city: string | null;
  years: number | null;
  skills: string | null;
  accepts_targeted_jobs: number | null;
  email_notifications: number | null;
}

/** The user with their profile; profile columns are null before the first save. */
export function findProfile(db: D1Database, userId: string) {
  return db
    .prepare(
      `SELECT u.id, u.full_name, u.email, p.phone, p.location, p.experience, p.education, p.website, p.bio, p.headline, p.city, p.years, p.skills,
        p.accepts_targeted_jobs, p.email_notifications
       FROM users u LEFT JOIN candidate_profiles p ON p.user_id = u.id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<CandidateProfileRow>();
}

/** Settings left undefined keep their stored value (or the default on first save: emails on, not findable). */
export async function saveProfile(
  db: D1Database,
  userId: string,
  p: Required<Omit<CandidateProfileUpdate, 'acceptsTargetedJobs' | 'emailNotifications'>> & {
    acceptsTargetedJobs?: boolean;
    emailNotifications?: boolean;
  },
  now: string,
) {
  const flag = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
  await db.batch([
    db.prepare('UPDATE users SET full_name = ?, updated_at = ? WHERE id = ?').bind(p.fullName, now, userId),
    db
      .prepare(
        `INSERT INTO candidate_profiles (user_id, phone, location, experience, education, website, bio, skills, accepts_targeted_jobs, email_notifications, updated_at, headline, city, years)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, COALESCE(?9, 0), COALESCE(?10, 1), ?11, ?12, ?13, ?14)
         ON CONFLICT (user_id) DO UPDATE SET phone = ?2, location = ?3, experience = ?4, education = ?5, website = ?6, bio = ?7, skills = ?8,
           accepts_targeted_jobs = COALESCE(?9, accepts_targeted_jobs), email_notifications = COALESCE(?10, email_notifications), updated_at = ?11,
           headline = ?12, city = ?13, years = ?14`,
      )
      .bind(
        userId,
        p.phone,
        p.location,
        p.experience,
        p.education,
        p.website,
        p.bio,
        JSON.stringify(p.skills),
        flag(p.acceptsTargetedJobs),
        flag(p.emailNotifications),
        now,
        p.headline,
        p.city,
        p.years,
      ),
  ]);
}

/** Everything stored about a candidate, for their data export. */
export async function exportRows(db: D1Database, userId: string) {
  const [user, resumes, applications, events, alerts, selfId] = await db.batch([
    db.prepare('SELECT id, email, full_name, role, provider, created_at FROM users WHERE id = ?').bind(userId),
    db
      .prepare(
        'SELECT name, mime, size, text, text_status, created_at FROM resumes WHERE candidate_id = ? ORDER BY created_at',
      )
      .bind(userId),
    db
      .prepare(
        `SELECT a.id, a.job_id, j.title AS job_title, c.name AS company_name, a.status, a.resume_name, a.resume_text, a.cover_letter,
          a.ats_score, a.ats_status, a.ats_breakdown, a.ats_version, a.created_at, a.updated_at
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
        'SELECT name, keywords, location, workplace_type, employment_type, min_salary, frequency, active, created_at FROM job_alerts WHERE candidate_id = ?',
      )
      .bind(userId),
    db.prepare('SELECT sex, race_ethnicity, updated_at FROM self_identification WHERE candidate_id = ?').bind(userId),
  ]);
  type Rows = Record<string, unknown>[];
  const rows = (r: D1Result | undefined) => (r?.results ?? []) as Rows;
  return {
    user: rows(user)[0] ?? null,
    resumes: rows(resumes),
    applications: rows(applications),
    events: rows(events),
    alerts: rows(alerts),
    selfIdentification: rows(selfId)[0] ?? null,
  };
}

/** R2 keys of the candidate's files: their resumes and their applications' copies. */
export async function fileKeys(db: D1Database, userId: string): Promise<string[]> {
  const [resumes, copies] = await db.batch<{ k: string }>([
    db.prepare('SELECT r2_key AS k FROM resumes WHERE candidate_id = ?').bind(userId),
    db
      .prepare("SELECT resume_r2_key AS k FROM applications WHERE candidate_id = ? AND resume_r2_key != ''")
      .bind(userId),
  ]);
  return [...(resumes?.results ?? []), ...(copies?.results ?? [])].map((r) => r.k);
}

/**
 * Statements that anonymise a candidate (run in one batch): applications lose the resume text, cover letter and file
 * (the recruiter's record of the pipeline stays), the profile, resumes, alerts and views go, and
 * the user row keeps only an id (applications reference it) and can never sign in again.
 */
export function anonymise(db: D1Database, userId: string, now: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "UPDATE applications SET resume_text = '', cover_letter = '', resume_r2_key = '', resume_id = NULL, updated_at = ? WHERE candidate_id = ?",
      )
      .bind(now, userId),
    db.prepare('DELETE FROM resumes WHERE candidate_id = ?').bind(userId),
    db.prepare('DELETE FROM job_alerts WHERE candidate_id = ?').bind(userId),
    db.prepare('DELETE FROM job_views WHERE candidate_id = ?').bind(userId),
    db.prepare('DELETE FROM saved_jobs WHERE candidate_id = ?').bind(userId),
    db.prepare('DELETE FROM candidate_profiles WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM self_identification WHERE candidate_id = ?').bind(userId),
    db
      .prepare(
        "UPDATE users SET email = ?, full_name = 'Deleted candidate', password_hash = NULL, google_sub = NULL, suspended_at = ?, updated_at = ? WHERE id = ?",
      )
      .bind(`deleted-${userId}@deleted.invalid`, now, now, userId),
  ];
}
