import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from '../../../worker/auth/tokens';
import { api, SAMPLE_JOB } from '../helpers';
import { seedScale } from './seed';

/**
 * The counts the triggers of migrations/0060_scale.sql keep must equal what that migration's
 * backfill computes from the rows, after the seed (plain INSERTs) and a mix of product actions and
 * direct SQL: moves, a rescore, a job removed and one reinstated, timelines edited, an application
 * deleted and one moved to another day, users backdated and suspended, notifications read.
 */
const backfill = () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0060'))!;
  // A statement without its leading comment lines.
  return migration.queries.map((q) => q.replace(/^(\s*--[^\n]*\n)+/, '').trim());
};
const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
// Positional: a backfill's SELECT names its columns after expressions, some of them twice.
const tuples = (sql: string) => env.DB.prepare(sql).raw<(string | number)[]>();
const now = () => new Date().toISOString();
const hoursAfter = (iso: string, h: number) => new Date(Date.parse(iso) + h * 3_600_000).toISOString();

beforeAll(async () => {
  await seedScale();
  const recruiter = await signAccessToken(env, { userId: 'rec-0', role: 'recruiter', sessionVersion: 0 });
  const candidate = await signAccessToken(env, { userId: 'cand-0', role: 'candidate', sessionVersion: 0 });
  const admin = await signAccessToken(env, { userId: 'admin-0', role: 'admin', sessionVersion: 0 });
  const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBe(200);

  ok(
    await api('/api/recruiter/applications/bulk-status', {
      token: recruiter,
      body: { ids: ['app-1', 'app-2', 'app-3'], status: 'interview' },
    }),
  );
  ok(
    await api('/api/recruiter/applications/app-20/status', {
      method: 'PUT',
      token: recruiter,
      body: { status: 'rejected', reason: 'Needs more Go' },
    }),
  );
  ok(
    await api('/api/recruiter/jobs/job-7', {
      method: 'PUT',
      token: recruiter,
      body: { ...SAMPLE_JOB, title: 'Engineer 7' },
    }),
  );
  ok(await api('/api/notifications/read', { token: candidate, body: { all: true } }));
  ok(await api('/api/messages/conv-0/read', { token: recruiter, body: {} }));
  const filed = await api('/api/reports', {
    token: candidate,
    body: { targetType: 'job', targetId: 'job-3', reason: 'spam' },
  });
  expect(filed.status).toBe(201);
  ok(
    await api(`/api/admin/reports/${filed.json.id}/action`, {
      method: 'PUT',
      token: admin,
      body: { action: 'dismiss' },
    }),
  );

  const app14 = (await env.DB.prepare("SELECT created_at FROM applications WHERE id = 'app-14'").first<{
    created_at: string;
  }>())!.created_at;
  await env.DB.batch([
    env.DB.prepare("UPDATE jobs SET removed_at = ?, status = 'closed' WHERE id = 'job-3'").bind(now()),
    env.DB.prepare("UPDATE jobs SET removed_at = NULL WHERE id = 'job-5'"),
    env.DB.prepare("DELETE FROM application_events WHERE id = 'ev-screening-app-13'"),
    env.DB.prepare(
      "INSERT INTO application_events (id, application_id, to_status, created_at) VALUES ('ev-late-offer', 'app-14', 'offer', ?)",
    ).bind(hoursAfter(app14, 30)),
    env.DB.prepare("DELETE FROM applications WHERE id = 'app-4003'"),
    env.DB.prepare("UPDATE applications SET created_at = ? WHERE id = 'app-4010'").bind(now()),
    env.DB.prepare(
      "INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key, ats_score) VALUES ('app-new', 'job-0', 'cand-4500', 'cv.pdf', 'k', 88)",
    ),
    env.DB.prepare(
      "UPDATE users SET created_at = '2020-01-01T00:00:00.000Z', suspended_at = ? WHERE id = 'cand-7'",
    ).bind(now()),
    env.DB.prepare("DELETE FROM resumes WHERE id = 'res-0'"),
    env.DB.prepare(
      "INSERT INTO resumes (id, candidate_id, name, r2_key, mime, size, text_status) VALUES ('res-x', 'cand-2', 'scan.pdf', 'k', 'application/pdf', 1, 'unreadable')",
    ),
  ]);
}, 120_000);

describe('counts kept by triggers equal the backfill', { timeout: 60_000 }, () => {
  it('counters', async () => {
    const kept = new Map(
      (await rows<{ name: string; owner: string; key: string; n: number }>('SELECT * FROM counters WHERE n <> 0')).map(
        (r) => [`${r.name} ${r.owner} ${r.key}`, r.n],
      ),
    );
    const expected = new Map<string, number>();
    for (const sql of backfill().filter((q) => q.startsWith('INSERT INTO counters'))) {
      for (const [name, owner, key, n] of await tuples(
        sql.replace(/^INSERT INTO counters \(name, owner, key, n\)\s*/, ''),
      )) {
        if (n !== 0) expected.set(`${name} ${owner} ${key}`, n as number);
      }
    }
    expect(expected.size).toBeGreaterThan(1_000);
    expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(expected));
  });

  it('company_candidates', async () => {
    const sql = backfill().find((q) => q.startsWith('INSERT INTO company_candidates'))!;
    const order = ' ORDER BY 1, 2';
    const kept = await tuples('SELECT * FROM company_candidates' + order);
    expect(kept.length).toBeGreaterThan(10_000);
    expect(kept).toEqual(await tuples(sql.replace(/^INSERT INTO company_candidates \([^)]*\)\s*/, '') + order));
  });

  it('application_stats', async () => {
    const read = async () =>
      (
        await rows<Record<string, number | string>>(
          'SELECT * FROM application_stats WHERE applications <> 0 OR applied_moves <> 0 ORDER BY scope, scope_id, day',
        )
      ).map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
        ),
      );
    const kept = await read();
    await env.DB.prepare('DELETE FROM application_stats').run();
    for (const sql of backfill().filter(
      (q) =>
        q.startsWith('INSERT INTO application_stats_change') || q.startsWith('INSERT INTO application_stage_change'),
    )) {
      await env.DB.prepare(sql).run();
    }
    expect(kept.length).toBeGreaterThan(5_000);
    expect(kept).toEqual(await read());
  });

  it('the columns they keep', async () => {
    const wrong = await rows<{ n: number }>(`SELECT
      (SELECT COUNT(*) FROM applications a WHERE recruiter_company_id IS NOT (SELECT company_id FROM jobs WHERE id = a.job_id AND removed_at IS NULL))
      + (SELECT COUNT(*) FROM applications a WHERE furthest_stage <> IFNULL((SELECT MAX(CASE to_status WHEN 'screening' THEN 1 WHEN 'interview' THEN 2
          WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 0 END) FROM application_events WHERE application_id = a.id), 0))
      + (SELECT COUNT(*) FROM users u WHERE has_readable_resume <> EXISTS (SELECT 1 FROM resumes WHERE candidate_id = u.id AND text_status = 'ok')) AS n`);
    expect(wrong[0]!.n).toBe(0);
    expect(
      (await env.DB.prepare("SELECT recruiter_company_id AS c FROM applications WHERE job_id = 'job-3' LIMIT 1").first<{
        c: string | null;
      }>())!.c,
    ).toBeNull();
  });
});
