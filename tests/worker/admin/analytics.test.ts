import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { utcDay } from '../../../src/contract';
import { audit } from '../../../worker/audit/store';
import { act, api, createRecruiter, createUser, emptyTables, postJob, reportedJob } from '../helpers';

beforeEach(emptyTables);

const DAY = 86_400_000;
// One instant for the whole file: rows are dated from it and the trends are asked as of it (the
// worker's test clock), so a run that crosses midnight UTC still agrees on "today".
const AT = Date.now();
const daysAgo = (n: number) => new Date(AT - n * DAY).toISOString();
const today = () => utcDay(AT);

async function backdateUser(id: string, days: number) {
  await env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(daysAgo(days), id).run();
}

async function apply(jobId: string, candidateId: string, status = 'applied', createdAt = daysAgo(0)) {
  await env.DB.prepare(
    "INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key, status, created_at) VALUES (?, ?, ?, 'cv.pdf', 'k', ?, ?)",
  )
    .bind(crypto.randomUUID(), jobId, candidateId, status, createdAt)
    .run();
}

describe('analytics summary', () => {
  it('counts users by role, jobs and applications by status, and compares the last 30 days with the 30 before', async () => {
    const admin = await createUser('admin');
    const recruiter = await createRecruiter();
    const candidates = await Promise.all([createUser('candidate'), createUser('candidate'), createUser('candidate')]);
    await backdateUser(candidates[0]!.id, 40);
    await backdateUser(candidates[1]!.id, 45);
    await env.DB.prepare('UPDATE users SET suspended_at = ? WHERE id = ?').bind(daysAgo(0), candidates[2]!.id).run();
    const open = await postJob(recruiter);
    await postJob(recruiter, { status: 'draft' });
    await apply(open.id, candidates[0]!.id, 'interview', daysAgo(50));
    await apply(open.id, candidates[1]!.id, 'applied', daysAgo(1));

    const res = await api('/api/admin/analytics/summary', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      users: { byRole: { candidate: 3, recruiter: 1, admin: 1 }, total: 5, suspended: 1 },
      jobs: { byStatus: { draft: 1, open: 1, closed: 0 }, total: 2, removed: 0 },
      applications: {
        byStatus: { applied: 1, screening: 0, interview: 1, offer: 0, hired: 0, rejected: 0, withdrawn: 0 },
        total: 2,
      },
      period: { days: 30 },
      change: {
        signups: { current: 3, previous: 2, changePct: 50 },
        jobsPosted: { current: 1, previous: 0, changePct: null },
        applications: { current: 1, previous: 1, changePct: 0 },
      },
    });
    const week = await api('/api/admin/analytics/summary?days=7', { token: admin.token });
    expect(week.json.period.days).toBe(7);
    expect(week.json.change.signups).toEqual({ current: 3, previous: 0, changePct: null });
    expect((await api('/api/admin/analytics/summary?days=0', { token: admin.token })).status).toBe(400);
  });

  it('counts removed jobs apart', async () => {
    const { admin, reportId } = await reportedJob();
    await act(admin, reportId, 'remove_job');
    const res = await api('/api/admin/analytics/summary', { token: admin.token });
    expect(res.json.jobs).toEqual({ byStatus: { draft: 0, open: 0, closed: 1 }, total: 1, removed: 1 });
  });
});

describe('analytics trends', () => {
  it('gives every day of the last 30 by default, empty days included', async () => {
    const admin = await createUser('admin');
    await backdateUser(admin.id, 0);
    const old = await createUser('candidate');
    await backdateUser(old.id, 3);
    const res = await api('/api/admin/analytics/trends', { token: admin.token, at: AT });
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(30);
    expect(res.json.to).toBe(today());
    const last = res.json.days.at(-1);
    expect(last).toEqual({ date: today(), signups: 1, jobsPosted: 0, applications: 0 });
    const threeAgo = res.json.days.at(-4);
    expect(threeAgo).toEqual({ date: daysAgo(3).slice(0, 10), signups: 1, jobsPosted: 0, applications: 0 });
    expect(res.json.days.filter((d: { signups: number }) => d.signups === 0)).toHaveLength(28);
  });

  it('takes from and to (inclusive) and counts jobs posted and applications per day', async () => {
    const admin = await createUser('admin');
    const recruiter = await createRecruiter();
    const candidate = await createUser('candidate');
    const job = await postJob(recruiter);
    await env.DB.prepare("UPDATE jobs SET posted_at = '2026-03-02T09:00:00.000Z' WHERE id = ?").bind(job.id).run();
    await apply(job.id, candidate.id, 'applied', '2026-03-04T23:59:59.000Z');
    const res = await api('/api/admin/analytics/trends?from=2026-03-01&to=2026-03-05', { token: admin.token, at: AT });
    expect(res.json).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      days: [
        { date: '2026-03-01', signups: 0, jobsPosted: 0, applications: 0 },
        { date: '2026-03-02', signups: 0, jobsPosted: 1, applications: 0 },
        { date: '2026-03-03', signups: 0, jobsPosted: 0, applications: 0 },
        { date: '2026-03-04', signups: 0, jobsPosted: 0, applications: 1 },
        { date: '2026-03-05', signups: 0, jobsPosted: 0, applications: 0 },
      ],
    });
    const week = await api('/api/admin/analytics/trends?days=7', { token: admin.token, at: AT });
    expect(week.json.days).toHaveLength(7);
  });

  it('allows at most 366 days and refuses bad ranges', async () => {
    const admin = await createUser('admin');
    const year = await api('/api/admin/analytics/trends?from=2024-01-01&to=2024-12-31', { token: admin.token, at: AT });
    expect([year.status, year.json.days.length]).toEqual([200, 366]);
    const cases = [
      '?from=2024-01-01&to=2025-01-01',
      '?days=367',
      '?days=0',
      '?from=2026-03-05&to=2026-03-01',
      '?from=2026-02-30',
      '?to=2026-13-01',
      '?from=yesterday',
      '?days=7&from=2026-01-01',
    ];
    for (const query of cases)
      expect((await api(`/api/admin/analytics/trends${query}`, { token: admin.token })).status, query).toBe(400);
  });
});

describe('overview and recent actions', () => {
  it('gives the headline figures of the dashboard', async () => {
    const { admin, job, candidate } = await reportedJob();
    await apply(job.id, candidate.id);
    const stale = await createUser('candidate');
    await backdateUser(stale.id, 10);
    const res = await api('/api/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      users: { candidate: 2, recruiter: 1, admin: 1 },
      totalUsers: 4,
      suspendedUsers: 0,
      openJobs: 1,
      applicationsThisWeek: 1,
      signupsThisWeek: 3,
      openReports: 1,
    });
    expect(res.json.recentSignups).toHaveLength(4);
    expect(res.json.recentSignups.at(-1)).toMatchObject({ id: stale.id, role: 'Candidate' });
  });

  it('pages the audit log newest first with actor names', async () => {
    const admin = await createUser('admin', { fullName: 'Ada Admin' });
    for (let i = 0; i < 22; i++) {
      await audit(
        env,
        {
          actorId: admin.id,
          action: 'user_warned',
          targetType: 'user',
          targetId: `u${i}`,
          detail: { note: `n${i}` },
          ip: '203.0.113.9',
        },
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
    await audit(
      env,
      { action: 'login_lockout', targetType: 'account', targetId: 'x@example.com' },
      new Date(Date.UTC(2026, 0, 2)),
    );
    const first = await api('/api/admin/recent-actions', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.json.actions[0]).toMatchObject({
      action: 'login_lockout',
      actor: null,
      targetType: 'account',
      detail: {},
    });
    expect(first.json.actions[1]).toMatchObject({
      action: 'user_warned',
      actor: { id: admin.id, fullName: 'Ada Admin', role: 'Admin' },
      targetId: 'u21',
      detail: { note: 'n21' },
      ip: '203.0.113.9',
      createdAt: '2026-01-01T00:21:00.000Z',
    });
    const second = await api('/api/admin/recent-actions?page=2', { token: admin.token });
    expect(second.json.actions.map((a: { targetId: string }) => a.targetId)).toEqual(['u2', 'u1', 'u0']);
    expect((await api('/api/admin/recent-actions?page=3', { token: admin.token })).json.actions).toEqual([]);
    expect((await api('/api/admin/recent-actions?limit=101', { token: admin.token })).status).toBe(400);
  });

  it('records moderation in recent actions', async () => {
    const { admin, reportId, job } = await reportedJob();
    await act(admin, reportId, 'remove_job', 'Fee scam');
    const res = await api('/api/admin/recent-actions', { token: admin.token });
    expect(res.json.actions[0]).toMatchObject({
      action: 'job_removed',
      actor: { fullName: 'Ada Admin' },
      targetType: 'job',
      targetId: job.id,
      detail: { reportId, note: 'Fee scam' },
    });
  });

  it('is for admins only', async () => {
    const candidate = await createUser('candidate');
    const recruiter = await createUser('recruiter');
    for (const path of [
      '/api/admin/overview',
      '/api/admin/analytics/summary',
      '/api/admin/analytics/trends',
      '/api/admin/recent-actions',
    ]) {
      expect((await api(path)).status, path).toBe(401);
      expect((await api(path, { token: candidate.token })).status, path).toBe(403);
      expect((await api(path, { token: recruiter.token })).status, path).toBe(403);
    }
  });
});
