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
