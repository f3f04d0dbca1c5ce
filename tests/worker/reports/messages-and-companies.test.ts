import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { ACTIONS_BY_TARGET } from '../../../src/contract';
import {
  act,
  api,
  auditEntries,
  createRecruiter,
  createUser,
  emptyTables,
  insertApplication,
  insertJob,
  notificationsOf,
} from '../helpers';

beforeEach(emptyTables);

/** A recruiter writes to an applicant: the conversation and its first message. */
async function conversation() {
  const recruiter = await createRecruiter('Shady Corp');
  const candidate = await createUser('candidate', { fullName: 'Cara Candidate' });
  const jobId = await insertJob(recruiter);
  const applicationId = await insertApplication(jobId, candidate.id);
  const opened = await api('/api/messages', { token: recruiter.token, body: { applicationId } });
  expect(opened.status, opened.text).toBeLessThan(300);
  const conversationId = opened.json.conversation.id as string;
  const sent = await api(`/api/messages/${conversationId}/messages`, {
    token: recruiter.token,
    body: { body: 'Pay a 5,000 rupee registration fee to continue.' },
  });
  expect(sent.status).toBe(201);
  return { recruiter, candidate, conversationId, messageId: (sent.json.message ?? sent.json).id as string };
}

describe('reports of messages', () => {
  it('lets a participant report the other side’s message; the admin sees it in context and can suspend its sender', async () => {
    const { recruiter, candidate, messageId } = await conversation();
    const admin = await createUser('admin');
    const outsider = await createUser('candidate');

    expect(
      (
        await api('/api/reports', {
          token: outsider.token,
          body: { targetType: 'message', targetId: messageId, reason: 'scam' },
        })
      ).status,
    ).toBe(404);
    const own = await api('/api/reports', {
      token: recruiter.token,
      body: { targetType: 'message', targetId: messageId, reason: 'scam' },
    });
    expect([own.status, own.json.message]).toEqual([400, 'You cannot report your own message']);
    const filed = await api('/api/reports', {
      token: candidate.token,
      body: { targetType: 'message', targetId: messageId, reason: 'scam', details: 'Asks for money' },
    });
    expect(filed.status).toBe(201);
    expect((await notificationsOf(admin.id))[0]!.body).toBe('Cara Candidate reported a message from Test recruiter.');

    const list = await api('/api/admin/reports', { token: admin.token });
    expect(list.json.reports[0].target).toEqual({
      type: 'message',
      excerpt: 'Pay a 5,000 rupee registration fee to continue.',
      sender: { id: recruiter.id, fullName: 'Test recruiter', suspended: false },
    });
    const done = await act(admin, filed.json.id, 'suspend_user', 'Fee scam');
    expect(done.status).toBe(200);
    expect(done.json.target.sender.suspended).toBe(true);
    expect((await auditEntries('user_suspended')).map((e) => e.target_id)).toEqual([recruiter.id]);
  });
});

describe('reports of companies', () => {
  it('reports a company (not your own); warning and suspending reach every one of its recruiters', async () => {
    expect(ACTIONS_BY_TARGET.company).toEqual(['dismiss', 'warn', 'suspend_user', 'reinstate']);
    const recruiter = await createRecruiter('Fake Bank', { verified: false });
    const colleague = await createUser('recruiter');
    await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
      .bind(colleague.id, recruiter.companyId)
      .run();
    const jobId = await insertJob(recruiter);
    const candidate = await createUser('candidate');
    const admin = await createUser('admin');

    const own = await api('/api/reports', {
      token: colleague.token,
      body: { targetType: 'company', targetId: recruiter.companyId, reason: 'scam' },
    });
    expect([own.status, own.json.message]).toEqual([400, 'You cannot report your own company']);
    const filed = await api('/api/reports', {
      token: candidate.token,
      body: {
        targetType: 'company',
        targetId: recruiter.companyId,
        reason: 'misleading',
        details: 'Pretends to be a bank',
      },
    });
    expect(filed.status).toBe(201);
    const list = await api('/api/admin/reports', { token: admin.token });
    expect(list.json.reports[0].target).toEqual({ type: 'company', name: 'Fake Bank', website: '', verified: false });
    expect((await act(admin, filed.json.id, 'remove_job')).status).toBe(400);

    expect((await act(admin, filed.json.id, 'suspend_user', 'Fake employer')).status).toBe(200);
    expect((await auditEntries('user_suspended')).map((e) => e.target_id).sort()).toEqual(
      [recruiter.id, colleague.id].sort(),
    );
    expect(await env.DB.prepare('SELECT status FROM jobs WHERE id = ?').bind(jobId).first()).toEqual({
      status: 'closed',
    });
    for (const id of [recruiter.id, colleague.id])
      expect((await notificationsOf(id)).map((n) => n.kind)).toContain('account_suspended');
    expect((await act(admin, filed.json.id, 'reinstate')).status).toBe(200);
    const suspended = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM users WHERE id IN (?, ?) AND suspended_at IS NOT NULL',
    )
      .bind(recruiter.id, colleague.id)
      .first<{ n: number }>();
    expect(suspended?.n).toBe(0);
  });
});
