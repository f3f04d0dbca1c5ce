import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { UNDO_WINDOW_MS } from '../../../src/contract';
import worker, { app, withKeptQueue } from '../entry';
import {
  api,
  createRecruiter,
  createUser,
  deliverHeldAt,
  deliverIntents,
  emailsTo,
  jobWithRecruiter,
  notificationsOf,
  ORIGIN,
  SAMPLE_JOB,
  uploadResume,
} from '../helpers';

/**
 * Side effects are notices: the change writes an intent in its own batch, the request answers, then
 * sends its id to the delivery queue, whose consumer delivers it and tries a failure again; the
 * cron sends what never reached the queue, so a failed delivery loses nothing.
 */

const intents = async () =>
  (
    await env.DB.prepare(
      'SELECT kind, subject_id, detail, attempts, last_error FROM notice_intents ORDER BY created_at',
    ).all<{ kind: string; subject_id: string; detail: string; attempts: number; last_error: string | null }>()
  ).results;

/**
 * The app's database, except that a delivery's first step (taking its intent) waits until
 * `release`: what the request wrote can be read after the answer and before any delivery.
 */
function heldDeliveries() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // A delivery's claim waits for the gate; every other statement runs.
  const held = (prepare: (sql: string) => D1PreparedStatement) => (sql: string) => {
    const statement = prepare(sql);
    if (!(sql.startsWith('UPDATE notice_intents SET claimed_until') && sql.includes('RETURNING'))) return statement;
    return {
      bind: (...values: unknown[]) => ({ first: async () => (await gate, statement.bind(...values).first()) }),
    };
  };
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') return held((sql) => target.prepare(sql));
      // The request's D1 session (worker/http/d1-sessions.ts) is held alike.
      if (prop === 'withSession')
        return (start?: string) => {
          const session = target.withSession(start);
          return {
            prepare: held((sql) => session.prepare(sql)),
            batch: session.batch.bind(session),
            getBookmark: () => session.getBookmark(),
          };
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB }, release };
}

/**
 * Calls the app with its own execution context: the answer, then `settle` lets its deliveries run
 * and finish, and returns the messages the queue's consumer asked to try again.
 */
async function call(path: string, init: { method?: string; token: string; body: unknown }) {
  const ctx = createExecutionContext();
  const held = heldDeliveries();
  const kept = withKeptQueue(held.env);
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? 'POST',
      headers: { Authorization: `Bearer ${init.token}`, 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(init.body),
    }),
    kept.env,
    ctx,
  );
  const json = (await res.json()) as any;
  return {
    status: res.status,
    json,
    settle: async () => {
      held.release();
      await waitOnExecutionContext(ctx);
      return kept.settle();
    },
  };
}

async function scene() {
  await env.DB.prepare('DELETE FROM notice_intents').run();
  const recruiter = await createRecruiter('Notice Ltd');
  await env.DB.prepare('UPDATE recruiter_profiles SET notify_new_application = 1 WHERE user_id = ?')
    .bind(recruiter.id)
    .run();
  const candidate = await createUser('candidate');
  const { job } = await jobWithRecruiter({}, recruiter);
  const resume = await uploadResume(candidate.token, 'cv.pdf');
  await env.DB.prepare('DELETE FROM notice_intents').run();
  return { recruiter, candidate, job, resumeName: resume.json.name as string };
}

const runCron = () =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '0 * * * *' }), env);

describe('notices', () => {
  it('apply answers once its write is stored, with the notice in the same batch; the receipt and the recruiter email go after the answer', async () => {
    const { recruiter, candidate, job, resumeName } = await scene();
    const res = await call(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName } });
    expect(res.status).toBe(201);
    expect(await intents()).toEqual([
      { kind: 'application_received', subject_id: res.json.id, detail: '{}', attempts: 0, last_error: null },
    ]);
    expect(await emailsTo(candidate.email)).toEqual([]);
    expect(await notificationsOf(recruiter.id)).toEqual([]);

    await res.settle();
    expect((await emailsTo(candidate.email)).map((m) => m.kind)).toEqual(['application_received']);
    expect((await emailsTo(recruiter.email)).map((m) => m.subject)).toEqual([`New application: ${SAMPLE_JOB.title}`]);
    expect(await notificationsOf(recruiter.id)).toEqual([
      {
        kind: 'new_application',
        title: `New application: ${SAMPLE_JOB.title}`,
        body: expect.stringMatching(/^Match score: (\d+ of 100|not scored.*)\.$/),
        link: `/recruiter/jobs/${job.id}/applications?open=${res.json.id}`,
      },
    ]);
    expect(await intents()).toEqual([]);
  });

  it('a status change writes its notice with the move; a refused move writes none', async () => {
    const { recruiter, candidate, job, resumeName } = await scene();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName } });
    const refused = await call(`/api/recruiter/applications/${applied.json.id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'hired' },
    });
    expect(refused.status).toBe(409);
    expect(await intents()).toEqual([]);

    const moved = await call(`/api/recruiter/applications/${applied.json.id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening' },
    });
    expect(moved.status).toBe(200);
    expect(await intents()).toEqual([
      {
        kind: 'status_changed',
        subject_id: applied.json.id,
        detail: '{"from":"applied","to":"screening"}',
        attempts: 0,
        last_error: null,
      },
    ]);
    expect(await notificationsOf(candidate.id)).toEqual([]);
    await moved.settle();
    // Held by the move's undo window: delivered once it has passed.
    await deliverHeldAt(Date.now() + UNDO_WINDOW_MS);
    expect((await notificationsOf(candidate.id)).map((n) => n.title)).toEqual([
      `${SAMPLE_JOB.title} at Notice Ltd: In screening`,
    ]);
    expect(await intents()).toEqual([]);
  });

  it('publishing a job writes a job_published notice; a draft writes none', async () => {
    await env.DB.prepare('DELETE FROM notice_intents').run();
    const recruiter = await createRecruiter('Publisher Ltd');
    const draft = await call('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft' },
    });
    expect(draft.status).toBe(201);
    await draft.settle();
    expect(await intents()).toEqual([]);
    const open = await call(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open' },
    });
    expect(open.status).toBe(200);
    expect(await intents()).toMatchObject([{ kind: 'job_published', subject_id: draft.json.id }]);
    await open.settle();
    expect(await intents()).toEqual([]);
  });

  it('loses nothing when delivery fails: the intent stays, and the queue tries it again', async () => {
    const { candidate, job, resumeName } = await scene();
    // The outbox is unwritable while the request's notice is delivered.
    await env.DB.prepare('ALTER TABLE email_outbox RENAME TO email_outbox_away').run();
    const res = await call(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName } });
    expect(res.status).toBe(201);
    const retried = await res.settle();
    await env.DB.prepare('ALTER TABLE email_outbox_away RENAME TO email_outbox').run();
    const [left] = await intents();
    expect(left).toMatchObject({ kind: 'application_received', subject_id: res.json.id, attempts: 1 });
    expect(left!.last_error).toMatch(/email_outbox/);
    expect(retried).toEqual([{ kind: 'notice', id: expect.any(String) }]);
    expect(await emailsTo(candidate.email)).toEqual([]);

    expect(await deliverIntents(retried[0]!.id)).toEqual([]);
    expect((await emailsTo(candidate.email)).map((m) => m.kind)).toEqual(['application_received']);
    expect(await intents()).toEqual([]);
    // Delivered at least once: the same message again sends nothing more.
    expect(await deliverIntents(retried[0]!.id)).toEqual([]);
    expect(await emailsTo(candidate.email)).toHaveLength(1);
  });

  it('the cron sends an intent that never reached the queue, and never one a delivery holds or one just written', async () => {
    const { candidate, job, resumeName } = await scene();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName } });
    const held = new Date(Date.now() + 60_000).toISOString();
    const written = new Date(Date.now() - 10 * 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO notice_intents (id, kind, subject_id, detail, created_at) VALUES ('left', 'status_changed', ?, ?, ?)",
      ).bind(applied.json.id, '{"from":"applied","to":"interview"}', written),
      env.DB.prepare(
        "INSERT INTO notice_intents (id, kind, subject_id, created_at, claimed_until) VALUES ('held', 'status_changed', ?, ?, ?)",
      ).bind(applied.json.id, written, held),
      env.DB.prepare(
        "INSERT INTO notice_intents (id, kind, subject_id, created_at) VALUES ('just-written', 'status_changed', ?, ?)",
      ).bind(applied.json.id, new Date().toISOString()),
    ]);
    await runCron();
    expect((await notificationsOf(candidate.id)).map((n) => n.title)).toEqual([
      `${SAMPLE_JOB.title} at Notice Ltd: Interview`,
    ]);
    expect((await intents()).map((i) => i.attempts)).toEqual([0, 0]);
  });

  it('the cron delivers a new application left behind to the recruiters once, in the product and by email', async () => {
    const { recruiter, candidate, job, resumeName } = await scene();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName } });
    // As if the request's send to the queue had failed: the notice and the email are undone, the intent put back.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM notifications WHERE user_id = ? AND kind = 'new_application'").bind(recruiter.id),
      env.DB.prepare('DELETE FROM email_outbox WHERE to_address IN (?, ?)').bind(recruiter.email, candidate.email),
      env.DB.prepare(
        "INSERT INTO notice_intents (id, kind, subject_id, created_at) VALUES ('left-new', 'application_received', ?, ?)",
      ).bind(applied.json.id, new Date(Date.now() - 10 * 60_000).toISOString()),
    ]);
    await runCron();
    await runCron();
    expect((await notificationsOf(recruiter.id)).map((n) => [n.kind, n.link])).toEqual([
      ['new_application', `/recruiter/jobs/${job.id}/applications?open=${applied.json.id}`],
    ]);
    expect((await emailsTo(recruiter.email)).map((m) => m.kind)).toEqual(['new_application']);
  });
});
