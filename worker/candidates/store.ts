import type { CandidateProfileUpdate } from '../../src/contract';
import { renameUser } from '../auth';

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
    renameUser(db, userId, p.fullName, now),
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

/** Deletes the candidate's profile, with its consent to be found (when last changed by `upTo`, if given): account deletion (worker/privacy). */
export function deleteCandidateProfile(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM candidate_profiles WHERE user_id = ?1 AND (?2 IS NULL OR updated_at <= ?2)`)
    .bind(userId, upTo);
}
