import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';

import { unsubscribeToken } from '../../../worker/alerts/token';
import { api, createRecruiter, createUser, ORIGIN, SAMPLE_JOB, samplePdf, uploadResume } from '../helpers';

/**
 * A small data set made through the API, so that every table the hostile requests could touch has
 * rows to change: a recruiter's open job, a candidate's profile, resume, application, alert and
 * report, a conversation with a message, notifications, and an admin.
 */
export async function seedWorld() {
  const admin = await createUser('admin');
  const recruiter = await createRecruiter('Hostile Corp');
  const candidate = await createUser('candidate', { fullName: 'Asha Candidate' });
  const ok = async <T extends { status: number; text: string }>(res: T) => {
    if (res.status >= 300) throw new Error(`seeding failed: ${res.status} ${res.text}`);
    return res;
  };
  const job = (
    await ok(await api('/api/recruiter/jobs', { token: recruiter.token, body: { ...SAMPLE_JOB, status: 'open' } }))
  ).json as { id: string };
  await ok(
    await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { fullName: 'Asha Candidate', skills: ['TypeScript'], acceptsTargetedJobs: true },
    }),
  );
  const resume = await uploadResume(candidate.token, 'Asha CV.pdf', samplePdf());
  if (resume.status !== 201) throw new Error(`seeding failed: resume ${JSON.stringify(resume.json)}`);
  const application = (
    await ok(
      await api(`/api/candidate/jobs/${job.id}/apply`, {
        token: candidate.token,
        body: { resumeName: resume.json.name, coverLetter: 'Hello' },
      }),
    )
  ).json as { id: string };
  const conversation = (
    await ok(
      await api('/api/messages', { token: recruiter.token, body: { applicationId: application.id, body: 'Hi Asha' } }),
    )
  ).json.conversation as { id: string };
  const alert = (
    await ok(
      await api('/api/candidate/alerts', { token: candidate.token, body: { name: 'TS', keywords: 'TypeScript' } }),
    )
  ).json as { id: string };
  const report = (
    await ok(
      await api('/api/reports', {
        token: candidate.token,
        body: { targetType: 'job', targetId: job.id, reason: 'spam' },
      }),
    )
  ).json as { id: string };
  const link = (
    await ok(
      await api(`/api/candidate/resumes/${encodeURIComponent(resume.json.name)}/url`, { token: candidate.token }),
    )
  ).json as { url: string };
  const ticket = (
    await ok(await api(`/api/messages/${conversation.id}/ticket`, { method: 'POST', token: candidate.token }))
  ).json as { ticket: string };
  const { results: notifications } = await env.DB.prepare('SELECT id FROM notifications').all<{ id: string }>();
  return {
    jobId: job.id,
    admin,
    recruiter,
    candidate,
    /** Every id a path or a body could name, of every kind. */
    ids: [
      job.id,
      application.id,
      conversation.id,
      alert.id,
      report.id,
      resume.json.name as string,
      recruiter.companyId,
      candidate.id,
      recruiter.id,
      admin.id,
      link.url.split('/').pop()!,
      ...notifications.map((n) => n.id),
    ],
    /** Credentials a query string may carry. */
    tokens: [ticket.ticket, await unsubscribeToken(env, alert.id)],
  };
}
export type World = Awaited<ReturnType<typeof seedWorld>>;

/**
 * Whether a run of generated requests left the world usable: some are valid and succeed (a deleted
 * account, a removed job, a suspended user), and the next endpoint deserves live data again.
 */
export async function intact(world: World): Promise<boolean> {
  const row = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM users WHERE id IN (?, ?, ?) AND suspended_at IS NULL) AS users,
            (SELECT COUNT(*) FROM jobs WHERE id = ? AND status = 'open' AND removed_at IS NULL) AS jobs,
            (SELECT COUNT(*) FROM resumes WHERE candidate_id = ?) AS resumes`,
  )
    .bind(world.admin.id, world.recruiter.id, world.candidate.id, world.jobId, world.candidate.id)
    .first<{ users: number; jobs: number; resumes: number }>();
  return row!.users === 3 && row!.jobs === 1 && row!.resumes > 0;
}

/** A refused sign-in still counts against the throttle, by design (see the fuzz test). */
export const BOOKKEEPING_TABLES = ['rate_limits'] as const;

let tableNames: string[] | null = null;

/**
 * Every row of every table (but `skip`) and every stored file's key and size, as text per table: a
 * refused request must leave this exactly as it was. Cheap enough on the small seeded data set.
 */
export async function snapshot(skip: readonly string[] = []): Promise<Record<string, string>> {
  tableNames ??= (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  const tables = tableNames.filter((t) => !skip.includes(t));
  const dumps = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}"`)));
  const out: Record<string, string> = {};
  tables.forEach(
    (t, i) =>
      (out[t] = dumps[i]!.results.map((row) => JSON.stringify(row))
        .sort()
        .join('\n')),
  );
  const files = await env.FILES.list({ limit: 1000 });
  out['R2 files'] = files.objects
    .map((o) => `${o.key} ${o.size}`)
    .sort()
    .join('\n');
  return out;
}

/** Where a stack frame or a source path would show in a response body. */
const LEAKS = /\n\s+at |\bat [\w$.<>]+ \(|\w\.(ts|js|mjs):\d+|node_modules|\/worker\/|file:\/\//;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** The API's error contract: JSON `{ message, fields? }`, and nothing of the server's insides. */
export function expectJsonError(res: Answer, context: string) {
  expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
  let body: unknown;
  expect(() => (body = JSON.parse(res.text)), context).not.toThrow();
  expect(body, context).toMatchObject({ message: expect.any(String) });
  const { fields } = body as { fields?: unknown };
  if (fields !== undefined)
    expect(
      Object.values(fields as object).every((v) => typeof v === 'string'),
      context,
    ).toBe(true);
  expectNoLeak(res, context);
}

export function expectNoLeak(res: Answer, context: string) {
  expect(res.text, context).not.toMatch(LEAKS);
}

/** Sends a request exactly as given (raw bytes, any headers) and reads the whole answer. */
export async function send(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit | null } = {},
): Promise<Answer> {
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: init.headers,
    body: init.body ?? null,
    redirect: 'manual',
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
