import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { ACCOUNT_MESSAGES } from '../../../src/contract';
import { DIRECTORY_PAGE_SQL } from '../../../worker/admin/store';
import { api, auditEntries, createRecruiter, createUser, emptyTables, notificationsOf, postJob } from '../helpers';

beforeEach(emptyTables);

/** Users made in the same millisecond: only the id can order them. */
async function sameInstant(ids: string[]) {
  await env.DB.batch(
    ids.map((id) => env.DB.prepare("UPDATE users SET created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(id)),
  );
}

const list = (token: string, query = '') => api(`/api/admin/users${query}`, { token });
const change = (token: string, id: string, what: 'suspend' | 'restore') =>
  api(`/api/admin/users/${id}/${what}`, { method: 'POST', token });

describe('the user directory', () => {
  it('is for admins only: candidates and recruiters get 403, strangers 401', async () => {
    const candidate = await createUser('candidate');
    const recruiter = await createRecruiter();
    const target = await createUser('candidate');
    for (const who of [candidate, recruiter]) {
      expect((await list(who.token)).status).toBe(403);
      expect((await change(who.token, target.id, 'suspend')).status).toBe(403);
      expect((await change(who.token, target.id, 'restore')).status).toBe(403);
    }
    expect((await api('/api/admin/users')).status).toBe(401);
    const still = await env.DB.prepare('SELECT suspended_at FROM users WHERE id = ?').bind(target.id).first();
    expect(still).toEqual({ suspended_at: null });
  });

  it('searches name or email, filters by role and status, and pages without repeats or gaps', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin' });
    const priya = await createUser('candidate', { fullName: 'Priya Raman', email: 'priya+jobs@example.com' });
    await createUser('candidate', { fullName: 'Ravi Kumar', verified: false });
    await createUser('recruiter', { fullName: 'Rhea Recruiter' });
    const suspended = await createUser('candidate', { fullName: 'Sam Spam' });
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), suspended.id)
      .run();

    const byEmail = await list(admin.token, '?q=PRIYA%2Bjobs');
    expect(byEmail.status).toBe(200);
    expect(byEmail.json).toMatchObject({ total: 1, page: 1, totalPages: 1 });
    expect(byEmail.json.users[0]).toMatchObject({
      id: priya.id,
      fullName: 'Priya Raman',
      email: 'priya+jobs@example.com',
      role: 'Candidate',
      status: 'active',
      suspendedAt: null,
    });
    const names = async (query: string) =>
      ((await list(admin.token, query)).json.users as { fullName: string }[]).map((u) => u.fullName).sort();
    expect(await names('?q=ra')).toEqual(['Priya Raman', 'Ravi Kumar']);
    expect(await names('?role=recruiter')).toEqual(['Rhea Recruiter']);
    expect(await names('?status=unverified')).toEqual(['Ravi Kumar']);
    expect(await names('?status=suspended')).toEqual(['Sam Spam']);
    expect(await names('?status=active&role=candidate')).toEqual(['Priya Raman']);
    expect(await names('?q=&role=&status=')).toHaveLength(5);

    const empty = await list(admin.token, '?q=nobody-at-all');
    expect(empty.json).toMatchObject({ users: [], total: 0, totalPages: 0 });
    const bad = await list(admin.token, '?status=banned');
    expect(bad.status).toBe(400);
  });

  it('pages in a stable order even when every account was made in the same instant', async () => {
    const admin = await createUser('admin');
    const people = await Promise.all(
      Array.from({ length: 7 }, (_, i) => createUser('candidate', { fullName: `P${i}` })),
    );
    await sameInstant([admin.id, ...people.map((p) => p.id)]);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(admin.token, `?limit=3&page=${page}`);
      expect(res.json).toMatchObject({ total: 8, totalPages: 3 });
      seen.push(...(res.json.users as { id: string }[]).map((u) => u.id));
    }
    expect(seen).toEqual([admin.id, ...people.map((p) => p.id)].sort().reverse());
  });

  it('takes % and _ in a search literally', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin' });
    await createUser('candidate', { fullName: '100% Sure', email: 'sure@example.com' });
    await createUser('candidate', { fullName: 'Under_score', email: 'under_score@example.com' });
    await createUser('candidate', { fullName: 'Underscore', email: 'underscore@example.com' });
    await createUser('candidate', { fullName: 'Back\\slash', email: 'back@example.com' });
    const names = async (q: string) =>
      ((await list(admin.token, `?q=${encodeURIComponent(q)}`)).json.users as { fullName: string }[]).map(
        (u) => u.fullName,
      );
    expect(await names('%')).toEqual(['100% Sure']);
    expect(await names('r_s')).toEqual(['Under_score']);
    expect(await names('_')).toEqual(['Under_score']);
    expect(await names('\\')).toEqual(['Back\\slash']);
    expect(await names('0%s')).toEqual([]);
  });

  it('finds an account by its whole email however long (D1 refuses LIKE patterns over 50 bytes)', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin' });
    const email = `z${'supercalifragilistic'.repeat(3)}+tag@example.com`;
    await createUser('candidate', { fullName: 'Zed Long', email });
    const found = await list(admin.token, `?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect((found.json.users as { fullName: string }[]).map((u) => u.fullName)).toEqual(['Zed Long']);
  });

  it('reads a page from an index in its order, with no sort, with or without a role', async () => {
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>()).results
        .map((r) => r.detail)
        .join('\n');
    const cases = [
      ['', 'users_created'],
      ["WHERE role = 'candidate'", 'users_role_created_id'],
      ["WHERE role = 'candidate' AND suspended_at IS NOT NULL", 'users_role_created_id'],
      [
        "WHERE (full_name LIKE '%a%' ESCAPE '\\' OR email LIKE '%a%' ESCAPE '\\') AND suspended_at IS NULL",
        'users_created',
      ],
    ];
    for (const [where, index] of cases) {
      const detail = await plan(DIRECTORY_PAGE_SQL(where!).replace('LIMIT ? OFFSET ?', 'LIMIT 25 OFFSET 0'));
      expect(detail, where).toContain(index);
      expect(detail, where).not.toContain('TEMP B-TREE');
    }
  });
});

describe('suspend and restore from the directory', () => {
  it('suspends with the rules of a report action: sessions end, open jobs close, audited, told', async () => {
    const admin = await createUser('admin');
    const recruiter = await createRecruiter();
    const job = await postJob(recruiter);

    const res = await change(admin.token, recruiter.id, 'suspend');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: recruiter.id, status: 'suspended' });
    expect(res.json.suspendedAt).toEqual(expect.any(String));
    expect((await api('/api/recruiter/jobs', { token: recruiter.token })).status).toBe(401);
    const status = await env.DB.prepare('SELECT status FROM jobs WHERE id = ?').bind(job.id).first();
    expect(status).toEqual({ status: 'closed' });
    expect(await auditEntries('user_suspended')).toMatchObject([
      { actor_id: admin.id, target_type: 'user', target_id: recruiter.id },
    ]);
    expect((await notificationsOf(recruiter.id)).map((n) => n.kind)).toEqual(['account_suspended']);

    const again = await change(admin.token, recruiter.id, 'suspend');
    expect([again.status, again.json.message]).toEqual([409, ACCOUNT_MESSAGES.alreadySuspended]);

    const restored = await change(admin.token, recruiter.id, 'restore');
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ status: 'active', suspendedAt: null });
    expect(await auditEntries('user_reinstated')).toMatchObject([{ actor_id: admin.id, target_id: recruiter.id }]);
    const twice = await change(admin.token, recruiter.id, 'restore');
    expect([twice.status, twice.json.message]).toEqual([409, ACCOUNT_MESSAGES.notSuspended]);
  });

  it('never suspends an admin, and answers 404 for an unknown account', async () => {
    const admin = await createUser('admin');
    const other = await createUser('admin');
    const res = await change(admin.token, other.id, 'suspend');
    expect([res.status, res.json.message]).toEqual([400, ACCOUNT_MESSAGES.adminNotSuspendable]);
    const gone = await change(admin.token, crypto.randomUUID(), 'suspend');
    expect([gone.status, gone.json.message]).toEqual([404, ACCOUNT_MESSAGES.notFound]);
  });
});
