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
