import type { RecruiterProfileInput } from '../../src/contract';

/** The SQL of recruiter_profiles (and the recruiter's name on users). */
export interface RecruiterProfileRow {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  location: string | null;
  website: string | null;
  bio: string | null;
  blind_review: number | null;
  notify_new_application: number | null;
  notify_mention: number | null;
  company_id: string | null;
}

/** The recruiter with their profile row (null columns before their first save). */
export function findRecruiterProfile(db: D1Database, userId: string) {
  return db
    .prepare(
      `SELECT u.id, u.email, u.full_name, rp.phone, rp.location, rp.website, rp.bio, rp.blind_review, rp.notify_new_application, rp.notify_mention, rp.company_id
       FROM users u LEFT JOIN recruiter_profiles rp ON rp.user_id = u.id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<RecruiterProfileRow>();
}

/**
 * Creates or updates the profile row. The company link is set once: a recruiter who already has a
 * company keeps it (`newCompanyId` is used only when they had none).
 */
export function upsertProfile(
  db: D1Database,
  userId: string,
  input: Pick<RecruiterProfileInput, 'phone' | 'location' | 'website' | 'bio'>,
  newCompanyId: string,
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO recruiter_profiles (user_id, company_id, phone, location, website, bio, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET company_id = COALESCE(recruiter_profiles.company_id, excluded.company_id),
         phone = excluded.phone, location = excluded.location, website = excluded.website, bio = excluded.bio, updated_at = excluded.updated_at`,
    )
    .bind(userId, newCompanyId, input.phone, input.location, input.website, input.bio, now);
}

/** Sets one of the recruiter's switches, creating the profile row if it does not exist yet. */
export async function setSwitch(
  db: D1Database,
  userId: string,
  column: 'notify_new_application' | 'notify_mention',
  on: boolean,
  now: string,
) {
  await db
    .prepare(
      `INSERT INTO recruiter_profiles (user_id, ${column}, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET ${column} = excluded.${column}, updated_at = excluded.updated_at`,
    )
    .bind(userId, on ? 1 : 0, now)
    .run();
}

/** Links the recruiter to a company they joined by invitation (creating their profile if they have none; worker/team). */
export function joinCompanyStatement(db: D1Database, userId: string, companyId: string, now: string) {
  return db
    .prepare(
      'INSERT INTO recruiter_profiles (user_id, company_id, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (user_id) DO UPDATE SET company_id = ?2, updated_at = ?3',
    )
    .bind(userId, companyId, now);
}

/** Takes the recruiter out of the company, if they are in it (worker/team; `changes()` says whether they were). */
export function leaveCompanyStatement(db: D1Database, userId: string, companyId: string, now: string) {
  return db
    .prepare('UPDATE recruiter_profiles SET company_id = NULL, updated_at = ? WHERE user_id = ? AND company_id = ?')
    .bind(now, userId, companyId);
}
