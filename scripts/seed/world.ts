import { hashPassword } from '../../worker/auth/passwords';
import { domainKey, evidenceDomain, nameKey } from '../../worker/companies/identity';
import type { Bindings } from '../../worker/env';
import { insertJob } from '../../worker/jobs/store';
import { seedApplications } from './applications';
import { ADMIN, CANDIDATES, COMPANIES, DEMO_PASSWORD, JOBS, RECRUITERS } from './content';
import { seedMessaging } from './messaging';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** Writes the demo world into an empty database; returns what it made. */
export async function seedWorld(env: Bindings) {
  const db = env.DB;
  const hash = await hashPassword(DEMO_PASSWORD, env.PASSWORD_PEPPER);
  const user = (u: { id: string; email: string; fullName: string }, role: string, createdDaysAgo: number) =>
    db
      .prepare(
        'INSERT INTO users (id, email, full_name, role, password_hash, created_at, updated_at, email_verified_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?6)',
      )
      .bind(u.id, u.email, u.fullName, role, hash, daysAgo(createdDaysAgo));

  await db.batch([
    user(ADMIN, 'admin', 90),
    // The demo companies are verified employers, so the demo shows targeted sending and badges.
    ...COMPANIES.map((c) =>
      db
        .prepare(
          `INSERT INTO companies (id, name, website, about, size, industry, location, country, verification, domain, name_key, domain_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'verified', ?, ?, ?)`,
        )
        .bind(
          c.id,
          c.name,
          c.website,
          c.about,
          c.size,
          c.industry,
          c.location,
          c.country,
          evidenceDomain(c.website),
          nameKey(c.name),
          domainKey(c.website),
        ),
    ),
    ...RECRUITERS.flatMap((r, i) => [
      user(r, 'recruiter', 60 - i * 5),
      db
        .prepare('INSERT INTO recruiter_profiles (user_id, company_id, phone, location, bio) VALUES (?, ?, ?, ?, ?)')
        .bind(r.id, r.companyId, r.phone, r.location, r.bio),
    ]),
    ...CANDIDATES.flatMap((c, i) => [
      user(c, 'candidate', 40 - i * 3),
      // The demo candidates opted in to being found.
      db
        .prepare(
          'INSERT INTO candidate_profiles (user_id, location, skills, accepts_targeted_jobs) VALUES (?, ?, ?, 1)',
        )
        .bind(c.id, c.location, JSON.stringify(c.skills)),
    ]),
  ]);

  for (const { id, companyId, recruiterId, postedDaysAgo, ...input } of JOBS) {
    await insertJob(db, { id, companyId, recruiterId, now: daysAgo(postedDaysAgo) }, input);
  }

  const applications = await seedApplications(env);
  const messaging = await seedMessaging(env);
  return {
    users: 1 + RECRUITERS.length + CANDIDATES.length,
    companies: COMPANIES.length,
    jobs: JOBS.length,
    ...applications,
    ...messaging,
  };
}

/** Seeds the demo world unless its admin is already there; says what it did. */
export async function seedDemo(env: Bindings): Promise<string> {
  const existing = await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(ADMIN.id).first();
  if (existing) return 'Demo data is already there; nothing to do.';
  const counts = await seedWorld(env);
  return `Seeded ${Object.entries(counts)
    .map(([k, n]) => `${n} ${k}`)
    .join(', ')}.`;
}

export function printDemoAccounts() {
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
  console.log(`  admin      ${ADMIN.email}`);
  for (const r of RECRUITERS)
    console.log(`  recruiter  ${r.email}  (${COMPANIES.find((c) => c.id === r.companyId)?.name})`);
  for (const c of CANDIDATES) console.log(`  candidate  ${c.email}`);
}
