import type { Company } from '../../src/contract';

/** The SQL of the companies table and of the recruiter-to-company link. */
export interface CompanyRow {
  id: string;
  name: string;
  website: string;
  logo_url: string;
  about: string;
  size: string;
  industry: string;
  location: string;
  country: string;
  created_at: string;
  updated_at: string;
  verification: 'pending' | 'verified' | 'refused';
  verification_note: string;
  verification_decided_at: string | null;
  domain: string;
  name_key: string;
  domain_key: string;
  blind_review: number;
  owner_id: string | null;
  needs_admin: number;
  lookalike_of: string | null;
}

/**
 * Whether the company aliased `c` is a verified employer, as SQL: an admin approved it, or one of
 * its active recruiters has a verified email at the company's own domain (`domain` is '' for
 * free-mail, disposable and platform domains, so those never count) while it does not need an
 * admin (held as a lookalike, or renamed after it was verified: migration 0171).
 */
export const companyVerifiedSql = (c: string) =>
  `(${c}.verification = 'verified' OR (${c}.domain != '' AND ${c}.needs_admin = 0 AND EXISTS (SELECT 1 FROM recruiter_profiles vp JOIN users vu ON vu.id = vp.user_id
    WHERE vp.company_id = ${c}.id AND vu.email_verified_at IS NOT NULL AND vu.suspended_at IS NULL
      AND substr(lower(vu.email), -length(${c}.domain) - 1) IN ('@' || ${c}.domain, '.' || ${c}.domain))))`;

/** A job's company columns, for queries that join `companies c`: its name and whether it is verified. */
export const JOB_COMPANY_COLUMNS = `c.name AS company_name, ${companyVerifiedSql('c')} AS company_verified`;

export type CompanyWithStanding = CompanyRow & { verified: number };

export function findCompany(db: D1Database, id: string) {
  return db
    .prepare(`SELECT c.*, ${companyVerifiedSql('c')} AS verified FROM companies c WHERE c.id = ?`)
    .bind(id)
    .first<CompanyWithStanding>();
}

/** The company a recruiter belongs to, or null before they have set one up. */
export async function companyIdOfRecruiter(db: D1Database, recruiterId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT company_id FROM recruiter_profiles WHERE user_id = ?')
    .bind(recruiterId)
    .first<{ company_id: string | null }>();
  return row?.company_id ?? null;
}

type CompanyFields = {
  name: string;
  website: string;
  logoUrl: string;
  about: string;
  size: string;
  industry: string;
  location: string;
  country: string;
};
/**
 * The company's identity as verification sees it (worker/companies/identity.ts), and whether only
 * an admin may verify it (worker/companies/service.ts).
 */
export type CompanyKeys = {
  domain: string;
  nameKey: string;
  domainKey: string;
  needsAdmin: boolean;
  lookalikeOf: string | null;
  /** The identity changed: a decided company goes back to the queue. */
  changed: boolean;
};
const fieldValues = (c: CompanyFields, k: CompanyKeys) => [
  c.name,
  c.website,
  c.logoUrl,
  c.about,
  c.size,
  c.industry,
  c.location,
  k.domain,
  k.nameKey,
  k.domainKey,
  k.needsAdmin ? 1 : 0,
  k.lookalikeOf,
  c.country,
];

/** Creates the recruiter's company unless they already belong to one (so a double submit makes one). */
export function insertCompanyUnlessLinked(
  db: D1Database,
  id: string,
  recruiterId: string,
  c: CompanyFields,
  k: CompanyKeys,
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO companies (id, name, website, logo_url, about, size, industry, location, domain, name_key, domain_key, needs_admin, lookalike_of, country, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM recruiter_profiles WHERE user_id = ? AND company_id IS NOT NULL)`,
    )
    .bind(id, ...fieldValues(c, k), now, now, recruiterId);
}

/**
 * Updates the company the recruiter belongs to. A change of name or domain (decided by the
 * service: `k.changed`) sends it back to the queue; only its owner makes one, which the statement
 * checks again (a member's save changes nothing when the name, website or country differ).
 */
export function updateCompanyOfRecruiter(
  db: D1Database,
  recruiterId: string,
  c: CompanyFields,
  k: CompanyKeys,
  now: string,
) {
  return db
    .prepare(
      `UPDATE companies SET verification = CASE WHEN ?15 THEN 'pending' ELSE verification END,
         verification_note = CASE WHEN ?15 THEN '' ELSE verification_note END,
         name = ?1, website = ?2, logo_url = ?3, about = ?4, size = ?5, industry = ?6, location = ?7, domain = ?8, name_key = ?9, domain_key = ?10,
         needs_admin = ?11, lookalike_of = ?12, country = ?13, updated_at = ?14
       WHERE id = (SELECT company_id FROM recruiter_profiles WHERE user_id = ?16) AND (owner_id = ?16 OR (name = ?1 AND website = ?2 AND country = ?13))`,
    )
    .bind(...fieldValues(c, k), now, k.changed ? 1 : 0, recruiterId);
}

/** An admin sets a company's name and website (`k` as for a recruiter's save). */
export function setCompanyIdentity(
  db: D1Database,
  companyId: string,
  c: { name: string; website: string },
  k: CompanyKeys,
  now: string,
) {
  return db
    .prepare(
      `UPDATE companies SET verification = CASE WHEN ?8 THEN 'pending' ELSE verification END,
         verification_note = CASE WHEN ?8 THEN '' ELSE verification_note END,
         name = ?1, website = ?2, domain = ?3, name_key = ?4, domain_key = ?5, needs_admin = ?6, lookalike_of = ?7, updated_at = ?9
       WHERE id = ?10`,
    )
    .bind(
      c.name,
      c.website,
      k.domain,
      k.nameKey,
      k.domainKey,
      k.needsAdmin ? 1 : 0,
      k.lookalikeOf,
      k.changed ? 1 : 0,
      now,
      companyId,
    );
}

/** Hands the company to another of its members; false when `from` no longer owns it or `to` is not a member. */
export async function transferOwnership(
  db: D1Database,
  companyId: string,
  from: string,
  to: string,
  now: string,
  notice: (db: D1Database) => D1PreparedStatement,
) {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE companies SET owner_id = ?3, updated_at = ?4 WHERE id = ?1 AND owner_id = ?2
         AND EXISTS (SELECT 1 FROM recruiter_profiles rp JOIN users u ON u.id = rp.user_id WHERE rp.user_id = ?3 AND rp.company_id = ?1 AND u.suspended_at IS NULL)`,
      )
      .bind(companyId, from, to, now),
    notice(db),
  ]);
  return (result!.meta.changes ?? 0) > 0;
}

/** Every verified company other than `exceptId`, with what a lookalike would imitate: its name and domain. */
export async function listVerifiedIdentities(db: D1Database, exceptId: string | null) {
  const { results } = await db
    .prepare(`SELECT c.id, c.name, c.website, c.domain FROM companies c WHERE c.id != ? AND ${companyVerifiedSql('c')}`)
    .bind(exceptId ?? '')
    .all<{ id: string; name: string; website: string; domain: string }>();
  return results;
}

/** Names of companies by id (a held company's lookalike). */
export async function companyNames(db: D1Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const { results } = await db
    .prepare('SELECT c.id, c.name FROM json_each(?) ids JOIN companies c ON c.id = ids.value')
    .bind(JSON.stringify(ids))
    .all<{ id: string; name: string }>();
  return new Map(results.map((r) => [r.id, r.name]));
}

/** The open, published jobs of the given companies (those that wait in review while they are unverified). */
export async function openJobsOf(db: D1Database, companyIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT j.company_id, j.id, j.title FROM json_each(?) ids JOIN jobs j ON j.company_id = ids.value
       WHERE j.status = 'open' AND j.removed_at IS NULL AND j.posted_at IS NOT NULL ORDER BY j.posted_at DESC, j.id`,
    )
    .bind(JSON.stringify(companyIds))
    .all<{ company_id: string; id: string; title: string }>();
  return results;
}

/** What gates a recruiter: their company, whether they verified their email, whether the company is verified. */
export async function recruiterStanding(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      `SELECT u.email_verified_at IS NOT NULL AS email_verified, rp.company_id, c.verification, c.verification_note,
         CASE WHEN c.id IS NULL THEN 0 ELSE ${companyVerifiedSql('c')} END AS company_verified
       FROM users u LEFT JOIN recruiter_profiles rp ON rp.user_id = u.id LEFT JOIN companies c ON c.id = rp.company_id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<{
      email_verified: number;
      company_id: string | null;
      verification: CompanyRow['verification'] | null;
      verification_note: string | null;
      company_verified: number;
    }>();
  return {
    emailVerified: row?.email_verified === 1,
    companyId: row?.company_id ?? null,
    companyVerified: row?.company_verified === 1,
    verification: row?.verification ?? null,
    verificationNote: row?.verification_note ?? '',
  };
}

/** Names of the company's active recruiters: their only public detail. */
export async function listRecruiterNames(db: D1Database, companyId: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      'SELECT u.full_name FROM recruiter_profiles r JOIN users u ON u.id = r.user_id WHERE r.company_id = ? AND u.suspended_at IS NULL ORDER BY u.full_name',
    )
    .bind(companyId)
    .all<{ full_name: string }>();
  return results.map((r) => r.full_name);
}

export function toCompany(row: CompanyWithStanding): Company {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    logoUrl: row.logo_url,
    about: row.about,
    size: row.size,
    industry: row.industry,
    location: row.location,
    country: row.country,
    verified: row.verified === 1,
  };
}

/** What every recruiter request needs: their company and whether it reviews blind (a company-wide setting). */
export async function recruiterContext(db: D1Database, userId: string) {
  const row = await db
    .prepare(
      'SELECT rp.company_id, c.blind_review FROM recruiter_profiles rp LEFT JOIN companies c ON c.id = rp.company_id WHERE rp.user_id = ?',
    )
    .bind(userId)
    .first<{ company_id: string | null; blind_review: number | null }>();
  return { companyId: row?.company_id ?? null, blindReview: row?.blind_review === 1 };
}

/** Turns the company's blind review on or off; false when the recruiter has no company yet. */
export async function setCompanyBlindReview(
  db: D1Database,
  userId: string,
  on: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE companies SET blind_review = ?, updated_at = ? WHERE id = (SELECT company_id FROM recruiter_profiles WHERE user_id = ?)',
    )
    .bind(on ? 1 : 0, now, userId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

export interface VerificationCaseRow extends CompanyWithStanding {
  open_jobs: number;
}

/**
 * Companies by verification state, oldest first. "pending" leaves out those already verified by
 * their own domain: the queue holds only what needs an admin.
 */
export async function listByVerification(db: D1Database, status: CompanyRow['verification'], limit: number) {
  const { results } = await db
    .prepare(
      `SELECT c.*, ${companyVerifiedSql('c')} AS verified,
         (SELECT COUNT(*) FROM jobs j WHERE j.company_id = c.id AND j.status = 'open' AND j.removed_at IS NULL) AS open_jobs
       FROM companies c WHERE c.verification = ?1 AND (?1 != 'pending' OR NOT ${companyVerifiedSql('c')})
       ORDER BY c.created_at, c.id LIMIT ?2`,
    )
    .bind(status, limit)
    .all<VerificationCaseRow>();
  return results;
}

/** One company with what the queue shows of it. */
export function findCase(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT c.*, ${companyVerifiedSql('c')} AS verified,
         (SELECT COUNT(*) FROM jobs j WHERE j.company_id = c.id AND j.status = 'open' AND j.removed_at IS NULL) AS open_jobs
       FROM companies c WHERE c.id = ?`,
    )
    .bind(id)
    .first<VerificationCaseRow>();
}

/** The recruiters of the given companies (active ones unless `withSuspended`), with whether their email is verified. */
export async function recruitersOf(db: D1Database, companyIds: string[], withSuspended = false) {
  const { results } = await db
    .prepare(
      `SELECT rp.company_id, u.id, u.full_name, u.email, u.email_verified_at IS NOT NULL AS email_verified
       FROM json_each(?1) ids CROSS JOIN recruiter_profiles rp ON rp.company_id = ids.value JOIN users u ON u.id = rp.user_id
       WHERE (?2 OR u.suspended_at IS NULL) ORDER BY u.full_name`,
    )
    .bind(JSON.stringify(companyIds), withSuspended ? 1 : 0)
    .all<{ company_id: string; id: string; full_name: string; email: string; email_verified: number }>();
  return results;
}

/** Records an admin's decision on a pending company; changes nothing when it is no longer pending (another admin decided). */
export function decideVerificationStatement(
  db: D1Database,
  companyId: string,
  verification: 'verified' | 'refused',
  note: string,
  now: string,
) {
  return db
    .prepare(
      "UPDATE companies SET verification = ?, verification_note = ?, verification_decided_at = ?, updated_at = ? WHERE id = ? AND verification = 'pending'",
    )
    .bind(verification, note, now, now, companyId);
}

/** SQL that holds, later in a batch, only if that batch's decision (at `now`) took effect. */
export function decidedCondition(companyId: string, verification: 'verified' | 'refused', now: string) {
  return {
    sql: 'EXISTS (SELECT 1 FROM companies WHERE id = ? AND verification = ? AND verification_decided_at = ?)',
    values: [companyId, verification, now],
  };
}
