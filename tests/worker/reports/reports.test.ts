import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { DUPLICATE_REPORT_MESSAGE, REPORT_RECEIVED_MESSAGE } from '../../../worker/reports/service';
import { api, createRecruiter, createUser, emptyTables, notificationsOf, postJob, reportedJob } from '../helpers';

beforeEach(emptyTables);

describe('filing a report', () => {
  it('files a job report and tells every admin', async () => {
    const { candidate, admin, job, reportId } = await reportedJob();
    const stored = await env.DB.prepare(
      'SELECT reporter_id, target_type, target_id, reason, details, status FROM reports WHERE id = ?',
    )
      .bind(reportId)
      .first();
    expect(stored).toEqual({
      reporter_id: candidate.id,
      target_type: 'job',
      target_id: job.id,
      reason: 'scam',
      details: 'Asks for a registration fee',
      status: 'open',
    });
    expect(await notificationsOf(admin.id)).toEqual([
      {
        kind: 'report_filed',
        title: 'New report: Scam or fraud',
        body: 'Cara Candidate reported the job “Data Entry From Home” at Shady Corp.',
        link: `/admin/reports?report=${reportId}`,
      },
    ]);
    expect(await notificationsOf(candidate.id)).toEqual([]);
  });

  it('answers 201 with a thank-you and reports users too', async () => {
    const reporter = await createUser('recruiter');
    const rude = await createUser('candidate', { fullName: 'Rude Person' });
    const res = await api('/api/reports', {
      token: reporter.token,
      body: { targetType: 'user', targetId: rude.id, reason: 'harassment' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'open', message: REPORT_RECEIVED_MESSAGE });
    expect(res.json.id).toBeTruthy();
  });

  it('allows one open report per reporter and target', async () => {
    const { candidate, job } = await reportedJob();
    const again = await api('/api/reports', {
      token: candidate.token,
      body: { targetType: 'job', targetId: job.id, reason: 'spam' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(DUPLICATE_REPORT_MESSAGE);
    // Someone else may still report it.
    const other = await createUser('candidate');
    expect(
      (await api('/api/reports', { token: other.token, body: { targetType: 'job', targetId: job.id, reason: 'spam' } }))
        .status,
    ).toBe(201);
  });

  it('checks the target: it exists, is not removed, is not yourself nor your own job', async () => {
    const me = await createUser('candidate');
    const recruiter = await createRecruiter();
    const job = await postJob(recruiter);
    const cases: Array<[unknown, number, string]> = [
      [{ targetType: 'job', targetId: 'nope', reason: 'spam' }, 404, 'Job not found'],
      [{ targetType: 'user', targetId: 'nope', reason: 'spam' }, 404, 'User not found'],
      [{ targetType: 'user', targetId: me.id, reason: 'spam' }, 400, 'You cannot report yourself'],
      [{ targetType: 'message', targetId: 'm1', reason: 'spam' }, 404, 'Message not found'],
      [{ targetType: 'company', targetId: 'c1', reason: 'spam' }, 404, 'Company not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('/api/reports', { token: me.token, body });
      expect([res.status, res.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const own = await api('/api/reports', {
      token: recruiter.token,
      body: { targetType: 'job', targetId: job.id, reason: 'spam' },
    });
    expect([own.status, own.json.message]).toEqual([400, 'You cannot report your own job']);
    await env.DB.prepare('UPDATE jobs SET removed_at = ? WHERE id = ?').bind(new Date().toISOString(), job.id).run();
    expect(
      (await api('/api/reports', { token: me.token, body: { targetType: 'job', targetId: job.id, reason: 'spam' } }))
        .status,
    ).toBe(404);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM reports').first<{ n: number }>())?.n).toBe(0);
  });

  it('validates the payload with field messages; details are required for "other"', async () => {
    const me = await createUser('candidate');
    const other = await createUser('candidate');
    const bad = await api('/api/reports', {
      token: me.token,
      body: { targetType: 'post', targetId: '', reason: 'boring' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      targetType: 'Choose what you are reporting',
      targetId: 'Say what you are reporting',
      reason: 'Choose a reason',
    });
    const noDetails = await api('/api/reports', {
      token: me.token,
      body: { targetType: 'user', targetId: other.id, reason: 'other', details: '  ' },
    });
    expect(noDetails.status).toBe(400);
    expect(noDetails.json.fields).toEqual({ details: 'Tell us what is wrong' });
    const withDetails = await api('/api/reports', {
      token: me.token,
      body: { targetType: 'user', targetId: other.id, reason: 'other', details: 'Fake profile' },
    });
    expect(withDetails.status).toBe(201);
  });

  it('needs a signed-in user', async () => {
    expect((await api('/api/reports', { body: { targetType: 'user', targetId: 'x', reason: 'spam' } })).status).toBe(
      401,
    );
  });
});

describe('the admin report queue', () => {
  async function manyReports(count: number) {
    const admin = await createUser('admin');
    const target = await createUser('recruiter', { fullName: 'Reported Person', email: 'reported@example.com' });
    for (let i = 0; i < count; i++) {
      const reporter = await createUser('candidate', { fullName: `Reporter ${i}` });
      await env.DB.prepare(
        "INSERT INTO reports (id, reporter_id, target_type, target_id, reason, created_at) VALUES (?, ?, 'user', ?, ?, ?)",
      )
        .bind(
          `r${String(i).padStart(2, '0')}`,
          reporter.id,
          target.id,
          i % 3 === 0 ? 'spam' : 'harassment',
          new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        )
        .run();
    }
    return { admin, target };
  }

  it('pages newest first, 20 by default, with the target and reporter', async () => {
    const { admin, target } = await manyReports(23);
    const first = await api('/api/admin/reports', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.json.reports).toHaveLength(20);
    expect(first.json.reports[0]).toMatchObject({
      id: 'r22',
      targetType: 'user',
      targetId: target.id,
      target: {
        type: 'user',
        fullName: 'Reported Person',
        email: 'reported@example.com',
        role: 'Recruiter',
        suspended: false,
      },
      openReportsOnTarget: 23,
      reason: 'harassment',
      details: '',
      reporter: { fullName: 'Reporter 22' },
      status: 'open',
      action: null,
      resolvedAt: null,
      resolvedBy: null,
    });
    const second = await api('/api/admin/reports?page=2', { token: admin.token });
    expect(second.json.reports.map((r: { id: string }) => r.id)).toEqual(['r02', 'r01', 'r00']);
    const empty = await api('/api/admin/reports?page=5', { token: admin.token });
    expect(empty.json).toMatchObject({ reports: [], total: 23, page: 5, totalPages: 2 });
    const small = await api('/api/admin/reports?limit=5&page=2', { token: admin.token });
    expect(small.json.reports.map((r: { id: string }) => r.id)).toEqual(['r17', 'r16', 'r15', 'r14', 'r13']);
  });

  it('caps the limit at 100 and checks the status filter', async () => {
    const { admin } = await manyReports(1);
    expect((await api('/api/admin/reports?limit=100', { token: admin.token })).status).toBe(200);
    const over = await api('/api/admin/reports?limit=101', { token: admin.token });
    expect([over.status, over.json.fields.limit]).toEqual([400, 'Limit must be at most 100']);
    expect((await api('/api/admin/reports?status=closed', { token: admin.token })).status).toBe(400);
    expect((await api('/api/admin/reports?limit=0', { token: admin.token })).status).toBe(400);
  });

  it('filters by status and counts by status and reason', async () => {
    const { admin } = await manyReports(6);
    await env.DB.prepare(
      "UPDATE reports SET status = 'dismissed', action = 'dismiss' WHERE id IN ('r00', 'r01')",
    ).run();
    const open = await api('/api/admin/reports?status=open', { token: admin.token });
    expect(open.json.total).toBe(4);
    expect(open.json.reports.map((r: { status: string }) => r.status)).toEqual(['open', 'open', 'open', 'open']);
    const dismissed = await api('/api/admin/reports?status=dismissed', { token: admin.token });
    expect(dismissed.json.reports.map((r: { id: string }) => r.id)).toEqual(['r01', 'r00']);

    const summary = await api('/api/admin/reports/summary', { token: admin.token });
    expect(summary.status).toBe(200);
    expect(summary.json).toEqual({
      total: 6,
      byStatus: { open: 4, dismissed: 2, actioned: 0 },
      byReason: { scam: 0, spam: 2, discrimination: 0, misleading: 0, harassment: 4, other: 0 },
      openByReason: { scam: 0, spam: 1, discrimination: 0, misleading: 0, harassment: 3, other: 0 },
    });
  });

  it('shows a job target in context, and null once the target is gone', async () => {
    const { admin, job, recruiter, reportId } = await reportedJob();
    const list = await api('/api/admin/reports', { token: admin.token });
    expect(list.json.reports[0]).toMatchObject({
      id: reportId,
      target: {
        type: 'job',
        title: 'Data Entry From Home',
        companyName: 'Shady Corp',
        location: 'Gurugram, India',
        status: 'open',
        removed: false,
        recruiter: { id: recruiter.id, fullName: recruiter.fullName, email: recruiter.email, suspended: false },
      },
      reporter: { fullName: 'Cara Candidate' },
    });
    expect(list.json.reports[0].target.excerpt.length).toBeGreaterThan(20);
    await env.DB.prepare('DELETE FROM jobs WHERE id = ?').bind(job.id).run();
    expect((await api('/api/admin/reports', { token: admin.token })).json.reports[0].target).toBeNull();
  });

  it('is for admins only', async () => {
    const candidate = await createUser('candidate');
    const recruiter = await createUser('recruiter');
    for (const path of ['/api/admin/reports', '/api/admin/reports/summary']) {
      expect((await api(path)).status).toBe(401);
      expect((await api(path, { token: candidate.token })).status).toBe(403);
      expect((await api(path, { token: recruiter.token })).status).toBe(403);
    }
    const put = await api('/api/admin/reports/x/action', {
      method: 'PUT',
      token: recruiter.token,
      body: { action: 'dismiss' },
    });
    expect(put.status).toBe(403);
  });
});
