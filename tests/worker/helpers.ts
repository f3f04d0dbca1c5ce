import { env, SELF } from 'cloudflare:test';
import type { Role } from '../../src/contract';
import { signAccessToken } from '../../worker/auth/tokens';

export const ORIGIN = 'http://app.test';

/**
 * Inserts a user straight into D1 and returns it with a valid access token. Its email is verified
 * (product mail reaches it) unless `verified: false`.
 */
export async function createUser(role: Role, overrides: { email?: string; fullName?: string; verified?: boolean } = {}) {
  const id = crypto.randomUUID();
  const email = overrides.email ?? `${role}-${id.slice(0, 8)}@example.com`;
  const fullName = overrides.fullName ?? `Test ${role}`;
  const verifiedAt = overrides.verified === false ? null : new Date().toISOString();
  await env.DB.prepare('INSERT INTO users (id, email, full_name, role, email_verified_at) VALUES (?, ?, ?, ?, ?)').bind(id, email, fullName, role, verifiedAt).run();
  const token = await signAccessToken(env, { userId: id, role, sessionVersion: 0 });
  return { id, email, fullName, role, token };
}

/**
 * Calls the API as the worker sees it, with JSON in and the parsed JSON out. Like the site's own
 * pages it sends this site's Origin; `origin` sends another, or none with null (curl, servers).
 */
export async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string>; origin?: string | null } = {}) {
  const origin = init.origin === undefined ? ORIGIN : init.origin;
  const headers: Record<string, string> = { ...(origin === null ? {} : { Origin: origin }), ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** A recruiter who belongs to a company (inserted directly; the profile API covers creating one). */
export async function createRecruiter(companyName = 'Acme Talent') {
  const recruiter = await createUser('recruiter');
  const companyId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').bind(companyId, companyName),
    env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)').bind(recruiter.id, companyId),
  ]);
  return { ...recruiter, companyId };
}

/** A colleague at the same company. */
export async function addRecruiterTo(companyId: string) {
  const recruiter = await createUser('recruiter');
  await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)').bind(recruiter.id, companyId).run();
  return { ...recruiter, companyId };
}

export const SAMPLE_JOB = {
  title: 'Senior Backend Engineer',
  description:
    'Build and run the APIs behind our hiring products. You will design services in TypeScript and Go, own PostgreSQL schemas, and mentor two engineers.',
  city: 'Gurugram',
  country: 'India',
  workplaceType: 'hybrid',
  employmentType: 'full-time',
  minYears: 4,
  salaryMin: 2_400_000,
  salaryMax: 3_600_000,
  salaryCurrency: 'INR',
  salaryPeriod: 'year',
  showSalary: true,
  requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'],
  niceToHaveSkills: ['Go', 'Kubernetes'],
  openings: 2,
  deadline: null,
  status: 'open',
};
