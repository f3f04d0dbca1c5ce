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
  created_at: string;
  updated_at: string;
}

export function findCompany(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM companies WHERE id = ?').bind(id).first<CompanyRow>();
}

/** The company a recruiter belongs to, or null before they have set one up. */
export async function companyIdOfRecruiter(db: D1Database, recruiterId: string): Promise<string | null> {
  const row = await db.prepare('SELECT company_id FROM recruiter_profiles WHERE user_id = ?').bind(recruiterId).first<{ company_id: string | null }>();
  return row?.company_id ?? null;
}

type CompanyFields = { name: string; website: string; logoUrl: string; about: string; size: string; industry: string; location: string };
const fieldValues = (c: CompanyFields) => [c.name, c.website, c.logoUrl, c.about, c.size, c.industry, c.location];

/** Creates the recruiter's company unless they already belong to one (so a double submit makes one). */
export function insertCompanyUnlessLinked(db: D1Database, id: string, recruiterId: string, c: CompanyFields, now: string) {
  return db
    .prepare(
      `INSERT INTO companies (id, name, website, logo_url, about, size, industry, location, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM recruiter_profiles WHERE user_id = ? AND company_id IS NOT NULL)`,
    )
    .bind(id, ...fieldValues(c), now, now, recruiterId);
}

/** Updates the company the recruiter belongs to. */
export function updateCompanyOfRecruiter(db: D1Database, recruiterId: string, c: CompanyFields, now: string) {
  return db
    .prepare(
      `UPDATE companies SET name = ?, website = ?, logo_url = ?, about = ?, size = ?, industry = ?, location = ?, updated_at = ?
       WHERE id = (SELECT company_id FROM recruiter_profiles WHERE user_id = ?)`,
    )
    .bind(...fieldValues(c), now, recruiterId);
}

/** Names of the company's active recruiters: their only public detail. */
export async function listRecruiterNames(db: D1Database, companyId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT u.full_name FROM recruiter_profiles r JOIN users u ON u.id = r.user_id WHERE r.company_id = ? AND u.suspended_at IS NULL ORDER BY u.full_name')
    .bind(companyId)
    .all<{ full_name: string }>();
  return results.map((r) => r.full_name);
}

export function toCompany(row: CompanyRow): Company {
  return { id: row.id, name: row.name, website: row.website, logoUrl: row.logo_url, about: row.about, size: row.size, industry: row.industry, location: row.location };
}

/** What every recruiter request needs: their company and whether they review blind. */
export async function recruiterContext(db: D1Database, userId: string) {
  const row = await db.prepare('SELECT company_id, blind_review FROM recruiter_profiles WHERE user_id = ?').bind(userId).first<{ company_id: string | null; blind_review: number }>();
  return { companyId: row?.company_id ?? null, blindReview: row?.blind_review === 1 };
}
