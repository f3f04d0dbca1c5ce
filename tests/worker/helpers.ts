import { env, SELF } from 'cloudflare:test';

import { type ApplicationStatus, RECRUITER_MOVES, type Role } from '../../src/contract';
import * as applicationsStore from '../../worker/applications/store';
import { signAccessToken } from '../../worker/auth/tokens';
import { TEST_NOW_HEADER } from '../../worker/clock';
import { findJob, toJob } from '../../worker/jobs/store';
import { scoreResume } from '../../worker/matching/engine';
import { type ContractCheck, contractChecker } from '../fixtures/openapi-contract';
import { makePdf } from '../fixtures/resume-files';
import { deliverHeld, deliverNow } from './entry';

/** The one fixtures module of the worker tests: users, jobs, resumes, applications, reports, mail. */

export const ORIGIN = 'http://app.test';

/** The delivery queue's delayed messages at `at` (ms since the epoch): what an undo window held is delivered once it has passed. */
export const deliverHeldAt = (at: number) => deliverHeld(env, at);

/** The delivery queue's consumer, handed these notice intents now (a later try of a failed delivery). */
export const deliverIntents = (...ids: string[]) =>
  deliverNow(
    env,
    ids.map((id) => ({ kind: 'notice' as const, id })),
  );

/**
 * Inserts a user straight into D1 and returns it with a valid access token. Its email is verified
 * (product mail reaches it) unless `verified: false`.
 */
export async function createUser(
  role: Role,
  overrides: { email?: string; fullName?: string; verified?: boolean } = {},
) {
  const id = crypto.randomUUID();
  const email = overrides.email ?? `${role}-${id.slice(0, 8)}@example.com`;
  const fullName = overrides.fullName ?? `Test ${role}`;
  const verifiedAt = overrides.verified === false ? null : new Date().toISOString();
  await env.DB.prepare('INSERT INTO users (id, email, full_name, role, email_verified_at) VALUES (?, ?, ?, ?, ?)')
    .bind(id, email, fullName, role, verifiedAt)
    .run();
  const token = await signAccessToken(env, { userId: id, role, sessionVersion: 0 });
  return { id, email, fullName, role, token };
}

let contract: Promise<ContractCheck> | null = null;
/** The checker of the worker's own OpenAPI document, read once per test file. */
const contractCheck = () =>
  (contract ??= SELF.fetch(`${ORIGIN}/api/openapi.json`).then(async (res) => contractChecker(await res.json())));

/**
 * Calls the API as the worker sees it, with JSON in and the parsed JSON out. Like the site's own
 * pages it sends this site's Origin; `origin` sends another, or none with null (curl, servers).
 * Every request runs at a test instant (the worker's test clock, worker/clock.ts): `at`, or now, so
 * time passes only when a test says so (an undo window ends when the test delivers held messages later). Every JSON
 * answer must be one the OpenAPI document declares (status and body), or it throws.
 */
export async function api(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    origin?: string | null;
    at?: number;
  } = {},
) {
  const origin = init.origin === undefined ? ORIGIN : init.origin;
  const headers: Record<string, string> = { ...(origin === null ? {} : { Origin: origin }), ...init.headers };
  headers[TEST_NOW_HEADER] ??= String(init.at ?? Date.now());
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.headers.get('Content-Type')?.startsWith('application/json')) {
    const mismatch = (await contractCheck())(method, new URL(path, ORIGIN).pathname, res.status, json);
    if (mismatch) throw new Error(`the answer breaks the OpenAPI contract: ${mismatch}`);
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * A recruiter who belongs to a company (inserted directly; the profile API covers creating one).
 * The company is a verified employer (approved) unless `verified: false`.
 */
export async function createRecruiter(companyName = 'Acme Talent', o: { verified?: boolean; email?: string } = {}) {
  const recruiter = await createUser('recruiter', o.email ? { email: o.email } : {});
  const companyId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare('INSERT INTO companies (id, name, verification) VALUES (?, ?, ?)').bind(
      companyId,
      companyName,
      o.verified === false ? 'pending' : 'verified',
    ),
    env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)').bind(recruiter.id, companyId),
  ]);
  return { ...recruiter, companyId };
}

/** A colleague at the same company. */
/** Text fields that must be empty: each name with ''. */
export const blank = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<K, ''>;

export async function addRecruiterTo(companyId: string) {
  const recruiter = await createUser('recruiter');
  await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
    .bind(recruiter.id, companyId)
    .run();
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

// Resumes and jobs through the API

export const RESUME_LINES = [
  'Jane Doe - Senior Backend Engineer',
  'Experience: 2018 - Present, Staff Engineer at Initech. 7 years building APIs.',
  'Designed REST APIs in TypeScript and Node.js serving millions of requests.',
  'Owned PostgreSQL schemas, query tuning, migrations and backups.',
  'Wrote services in Go; mentored four engineers; ran on-call for the platform team.',
  'Education: B.Tech Computer Science, 2017.',
];

/** A small, valid one-page PDF with the given lines of text (a blank page when there are none). */
export function samplePdf(lines: readonly string[] = RESUME_LINES): Uint8Array<ArrayBuffer> {
  return new Uint8Array(makePdf([[...lines]]));
}

/** The first bytes of a PNG: what a "resume.pdf" that is really an image starts with. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

export async function uploadResume(
  token: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer> = samplePdf(),
  type = 'application/pdf',
) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await SELF.fetch(`${ORIGIN}/api/candidate/resumes`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as any };
}

/**
 * An open job posted through the recruiter API (with a fresh recruiter unless one is given), now or
 * at the instant `at` (a job whose deadline has since passed was posted before it).
 */
export async function jobWithRecruiter(
  overrides: Record<string, unknown> = {},
  recruiter?: Awaited<ReturnType<typeof createRecruiter>>,
  at?: number,
) {
  const owner = recruiter ?? (await createRecruiter());
  const res = await api('/api/recruiter/jobs', { token: owner.token, body: { ...SAMPLE_JOB, ...overrides }, at });
  if (res.status !== 201) throw new Error(`job not created: ${res.text}`);
  return { job: res.json as { id: string; companyId: string; title: string }, recruiter: owner };
}

/** Moves a job's posted date (the API always stamps "now"). */
export async function setPostedAt(jobId: string, postedAt: string) {
  await env.DB.prepare('UPDATE jobs SET posted_at = ? WHERE id = ?').bind(postedAt, jobId).run();
}

// Rows inserted directly, for tests of what reads them

/** An open job of the recruiter's company, inserted directly (the jobs API has its own tests). */
export async function insertJob(
  recruiter: { id: string; companyId: string },
  fields: { title?: string; status?: 'draft' | 'open' | 'closed'; requiredSkills?: string[] } = {},
) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO jobs (id, company_id, recruiter_id, title, description, workplace_type, employment_type, required_skills, status, posted_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'remote', 'full-time', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      recruiter.companyId,
      recruiter.id,
      fields.title ?? 'Platform Engineer',
      'Run our platform.',
      JSON.stringify(fields.requiredSkills ?? ['TypeScript']),
      fields.status ?? 'open',
      now,
      now,
      now,
    )
    .run();
  return id;
}

export async function insertApplication(jobId: string, candidateId: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key) VALUES (?, ?, ?, 'cv.pdf', 'k')`,
  )
    .bind(id, jobId, candidateId)
    .run();
  return id;
}

/** A recruiter with an open job, and a candidate (not yet applied). */
export async function scene(names: { candidate?: string; recruiter?: string; company?: string } = {}) {
  const recruiter = await createRecruiter(names.company ?? 'Acme Talent');
  if (names.recruiter)
    await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(names.recruiter, recruiter.id).run();
  const candidate = await createUser('candidate', { fullName: names.candidate ?? 'Asha Candidate' });
  const jobId = await insertJob(recruiter);
  return { recruiter, candidate, jobId };
}

export async function emailsTo(address: string) {
  const { results } = await env.DB.prepare(
    'SELECT kind, subject, text_body, html_body FROM email_outbox WHERE to_address = ? ORDER BY created_at, rowid',
  )
    .bind(address)
    .all<{
      kind: string;
      subject: string;
      text_body: string;
      html_body: string;
    }>();
  return results;
}

// Recruiter pipeline

/** A resume the engine reads and scores against SAMPLE_JOB: TypeScript and PostgreSQL found, REST APIs missing, 5 years. */
export const DEFAULT_RESUME = [
  'Priya Sharma, backend engineer.',
  'Skills: TypeScript, PostgreSQL, Docker, unit testing, code review.',
  'Experience: January 2019 - December 2023, backend engineer at Initech: payment services in TypeScript on PostgreSQL, integration tests, on-call rotations, internal tools and SQL reports; mentored two junior engineers.',
].join('\n');

/**
 * The moves that take a new application to `status` through the recruiter's status route (the
 * candidate's withdraw route for withdrawn): every stop is a move the pipeline allows.
 */
function movesTo(status: ApplicationStatus): ApplicationStatus[] {
  if (status === 'applied' || status === 'withdrawn') return [];
  if (RECRUITER_MOVES.applied.includes(status)) return [status];
  return ['offer', status];
}

/**
 * An application as the apply flow makes it: inserted through its store with the engine's score of
 * `resumeText` against the job (its breakdown and version; `score` replaces only the figure when a
 * test needs an exact one, null leaves the resume unscored), then moved to `status` through the API.
 */
export async function apply(
  jobId: string,
  o: {
    score?: number | null;
    status?: ApplicationStatus;
    createdAt?: string;
    resumeText?: string;
    coverLetter?: string;
    candidate?: Awaited<ReturnType<typeof createUser>>;
    name?: string;
  } = {},
) {
  const candidate = o.candidate ?? (await createUser('candidate', { fullName: o.name ?? 'Priya Sharma' }));
  const id = crypto.randomUUID();
  const now = o.createdAt ?? new Date().toISOString();
  const row = await findJob(env.DB, jobId);
  if (!row) throw new Error(`no job ${jobId}`);
  const text = o.resumeText ?? DEFAULT_RESUME;
  const result = scoreResume(text, o.score === null || text === '' ? 'unreadable' : 'ok', toJob(row, true));
  await applicationsStore.insertApplication(env.DB, {
    id,
    jobId,
    candidateId: candidate.id,
    resumeId: null,
    resumeName: 'priya-cv.pdf',
    resumeR2Key: `applications/${id}/priya-cv.pdf`,
    resumeText: text,
    coverLetter: o.coverLetter ?? 'I would love to build your APIs.',
    atsScore: result.score === null ? null : (o.score ?? result.score),
    atsStatus: result.status,
    atsBreakdown: JSON.stringify(result.breakdown ?? {}),
    atsVersion: result.version,
    now,
  });
  const moves = movesTo(o.status ?? 'applied');
  if (moves.length > 0) {
    const recruiter = await env.DB.prepare('SELECT id, session_version FROM users WHERE id = ?')
      .bind(row.recruiter_id)
      .first<{ id: string; session_version: number }>();
    const token = await signAccessToken(env, {
      userId: recruiter!.id,
      role: 'recruiter',
      sessionVersion: recruiter!.session_version,
    });
    for (const status of moves) {
      const res = await api(`/api/recruiter/applications/${id}/status`, {
        method: 'PUT',
        token,
        body: status === 'rejected' ? { status, reason: 'Not the right fit' } : { status },
      });
      if (res.status !== 200) throw new Error(`could not move ${id} to ${status}: ${res.status} ${res.text}`);
    }
  }
  if (o.status === 'withdrawn') {
    const res = await api(`/api/candidate/applications/${id}/withdraw`, {
      method: 'POST',
      token: candidate.token,
      body: { reason: '' },
    });
    if (res.status !== 200) throw new Error(`could not withdraw ${id}: ${res.status} ${res.text}`);
  }
  return { id, candidate };
}

/** A recruiter with a company and one open job. */
export async function recruiterWithJob(company = 'Acme Talent') {
  const recruiter = await createRecruiter(company);
  const job = await postJob(recruiter);
  return { recruiter, job };
}

// Reports and admin

/** Tests in one file share a database; figures that count everything start from empty tables. */
export async function emptyTables() {
  await env.DB.batch(
    [
      'messages',
      'conversations',
      'notifications',
      'reports',
      'audit_log',
      'application_events',
      'applications',
      'jobs',
      'recruiter_profiles',
      'candidate_profiles',
      'companies',
      'users',
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
}

export async function postJob(recruiter: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, ...overrides } });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${res.text}`);
  return res.json as { id: string; title: string };
}

/** A recruiter with an open job, a candidate who reports it, and an admin. */
export async function reportedJob(reason = 'scam', details = 'Asks for a registration fee') {
  const recruiter = await createRecruiter('Shady Corp');
  const job = await postJob(recruiter, { title: 'Data Entry From Home' });
  const candidate = await createUser('candidate', { fullName: 'Cara Candidate' });
  const admin = await createUser('admin', { fullName: 'Ada Admin' });
  const filed = await api('/api/reports', {
    token: candidate.token,
    body: { targetType: 'job', targetId: job.id, reason, details },
  });
  if (filed.status !== 201) throw new Error(`report not filed: ${filed.status} ${filed.text}`);
  return { recruiter, job, candidate, admin, reportId: filed.json.id as string };
}

export function act(admin: { token: string }, reportId: string, action: string, note?: string) {
  return api(`/api/admin/reports/${reportId}/action`, {
    method: 'PUT',
    token: admin.token,
    body: note === undefined ? { action } : { action, note },
  });
}

export async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare(
    'SELECT kind, title, body, link FROM notifications WHERE user_id = ? ORDER BY created_at, rowid',
  )
    .bind(userId)
    .all<{
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }>();
  return results;
}

export async function auditEntries(action: string) {
  const { results } = await env.DB.prepare(
    'SELECT actor_id, target_type, target_id, detail FROM audit_log WHERE action = ? ORDER BY created_at',
  )
    .bind(action)
    .all<{
      actor_id: string;
      target_type: string;
      target_id: string;
      detail: string;
    }>();
  return results.map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
}
