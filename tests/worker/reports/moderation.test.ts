import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';

import { MESSAGES } from '../../../src/contract';
import { ALREADY_RESOLVED_MESSAGE } from '../../../worker/reports/moderation';
import { cookieValue, createAccount, PASSWORD, refreshWith, setCookies } from '../auth/helpers';
import { act, api, auditEntries, createUser, emptyTables, notificationsOf, postJob, reportedJob } from '../helpers';

beforeEach(emptyTables);

const login = (email: string) =>
  api('/api/auth/login', { body: { email, password: PASSWORD }, headers: { 'CF-Connecting-IP': crypto.randomUUID() } });

describe('acting on a report', () => {
  it('dismisses: report dismissed, audited with the note, the reporter told, nobody else', async () => {
    const { admin, candidate, recruiter, reportId } = await reportedJob();
    const res = await act(admin, reportId, 'dismiss', 'Fee is a refundable deposit, allowed');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: reportId,
      status: 'dismissed',
      action: 'dismiss',
      note: 'Fee is a refundable deposit, allowed',
      resolvedBy: { id: admin.id, fullName: 'Ada Admin' },
    });
    expect(res.json.resolvedAt).toBeTruthy();
    expect(await auditEntries('report_dismissed')).toEqual([
      {
        actor_id: admin.id,
        target_type: 'report',
        target_id: reportId,
        detail: { reportId, reason: 'scam', note: 'Fee is a refundable deposit, allowed' },
      },
    ]);
    expect(await notificationsOf(candidate.id)).toEqual([
      {
        kind: 'report_outcome',
        title: 'Your report was reviewed',
        body: 'Thanks for reporting the job “Data Entry From Home”. We found no breach of our policies, so no action was taken.',
        link: null,
      },
    ]);
    expect(await notificationsOf(recruiter.id)).toEqual([]);
  });

  it('refuses a second action on a resolved report with 409', async () => {
    const { admin, reportId } = await reportedJob();
    expect((await act(admin, reportId, 'dismiss')).status).toBe(200);
    for (const action of ['dismiss', 'warn', 'remove_job', 'suspend_user']) {
      const again = await act(admin, reportId, action);
      expect([again.status, again.json.message], action).toEqual([409, ALREADY_RESOLVED_MESSAGE]);
    }
  });

  it('lets only one of two admins acting at once win', async () => {
    const { admin, reportId } = await reportedJob();
    const other = await createUser('admin');
    const results = await Promise.all([act(admin, reportId, 'remove_job'), act(other, reportId, 'dismiss')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const entries = [...(await auditEntries('job_removed')), ...(await auditEntries('report_dismissed'))];
    expect(entries).toHaveLength(1);
  });

  it('warns the recruiter behind a reported job', async () => {
    const { admin, candidate, recruiter, reportId } = await reportedJob();
    const res = await act(admin, reportId, 'warn', 'State the fee policy up front');
    expect(res.json).toMatchObject({ status: 'actioned', action: 'warn' });
    const [warning] = await notificationsOf(recruiter.id);
    expect(warning).toMatchObject({ kind: 'moderation_warning', title: 'A warning from the Hireloop team' });
    expect(warning?.body).toContain('the job “Data Entry From Home”');
    expect(warning?.body).toContain('Note from our team: State the fee policy up front');
    expect(await auditEntries('user_warned')).toMatchObject([
      { actor_id: admin.id, target_type: 'user', target_id: recruiter.id },
    ]);
    expect((await notificationsOf(candidate.id))[0]?.body).toContain('We warned the account responsible.');
  });

  it('removes a job: closed, gone from the recruiter’s list, audited, recruiter and reporter told', async () => {
    const { admin, candidate, recruiter, job, reportId } = await reportedJob();
    expect((await api('/api/admin/overview', { token: admin.token })).json.openJobs).toBe(1);
    const res = await act(admin, reportId, 'remove_job');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'actioned',
      action: 'remove_job',
      target: { type: 'job', removed: true, status: 'closed' },
    });

    const stored = await env.DB.prepare('SELECT status, removed_at FROM jobs WHERE id = ?')
      .bind(job.id)
      .first<{ status: string; removed_at: string | null }>();
    expect(stored?.status).toBe('closed');
    expect(stored?.removed_at).toBeTruthy();
    expect((await api('/api/recruiter/jobs', { token: recruiter.token })).json.jobs).toEqual([]);
    expect((await api(`/api/recruiter/jobs/${job.id}`, { token: recruiter.token })).status).toBe(404);
    expect((await api('/api/admin/overview', { token: admin.token })).json.openJobs).toBe(0);
    // Nobody can report it any more.
    const other = await createUser('candidate');
    expect(
      (await api('/api/reports', { token: other.token, body: { targetType: 'job', targetId: job.id, reason: 'spam' } }))
        .status,
    ).toBe(404);

    expect(await auditEntries('job_removed')).toEqual([
      { actor_id: admin.id, target_type: 'job', target_id: job.id, detail: { reportId, reason: 'scam' } },
    ]);
    expect(await notificationsOf(recruiter.id)).toMatchObject([{ kind: 'job_removed', title: 'Your job was removed' }]);
    expect((await notificationsOf(candidate.id))[0]?.body).toContain('We removed the job.');
  });

  it('suspends a recruiter: sign-in, refresh and API refused, open jobs closed, drafts kept, audited', async () => {
    const account = await createAccount('recruiter');
    const companyId = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO companies (id, name) VALUES (?, 'Spam Inc')").bind(companyId),
      env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)').bind(account.id, companyId),
    ]);
    const signedIn = await login(account.email);
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.accessToken as string;
    const refreshToken = cookieValue(setCookies(signedIn.headers).hl_refresh);
    const open = await postJob({ token });
    const draft = await postJob({ token }, { status: 'draft' });

    const reporter = await createUser('candidate');
    const admin = await createUser('admin');
    const filed = await api('/api/reports', {
      token: reporter.token,
      body: { targetType: 'user', targetId: account.id, reason: 'spam' },
    });
    const res = await act(admin, filed.json.id, 'suspend_user', 'Mass spam');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'actioned',
      action: 'suspend_user',
      target: { type: 'user', suspended: true },
    });

    const refused = await login(account.email);
    expect([refused.status, refused.json.message]).toEqual([403, MESSAGES.accountSuspended]);
    expect((await refreshWith(refreshToken)).status).toBe(401);
    const live = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL',
    )
      .bind(account.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
    expect((await api('/api/recruiter/jobs', { token })).status).toBe(401);

    const jobs = await env.DB.prepare('SELECT id, status FROM jobs WHERE recruiter_id = ?')
      .bind(account.id)
      .all<{ id: string; status: string }>();
    expect(Object.fromEntries(jobs.results.map((j) => [j.id, j.status]))).toEqual({
      [open.id]: 'closed',
      [draft.id]: 'draft',
    });
    expect(await auditEntries('user_suspended')).toEqual([
      {
        actor_id: admin.id,
        target_type: 'user',
        target_id: account.id,
        detail: { reportId: filed.json.id, reason: 'spam', note: 'Mass spam' },
      },
    ]);
    expect((await notificationsOf(reporter.id))[0]?.body).toContain('We suspended the account responsible.');
  });

  it('suspends the recruiter behind a reported job', async () => {
    const { admin, recruiter, job, reportId } = await reportedJob();
    expect((await act(admin, reportId, 'suspend_user')).status).toBe(200);
    const user = await env.DB.prepare('SELECT suspended_at FROM users WHERE id = ?')
      .bind(recruiter.id)
      .first<{ suspended_at: string | null }>();
    expect(user?.suspended_at).toBeTruthy();
    expect((await env.DB.prepare('SELECT status FROM jobs WHERE id = ?').bind(job.id).first())?.status).toBe('closed');
  });

  it('reinstates a suspended account, who can sign in again; only once', async () => {
    const account = await createAccount('candidate');
    const reporter = await createUser('recruiter');
    const admin = await createUser('admin');
    const filed = await api('/api/reports', {
      token: reporter.token,
      body: { targetType: 'user', targetId: account.id, reason: 'harassment' },
    });
    await act(admin, filed.json.id, 'suspend_user');
    expect((await login(account.email)).status).toBe(403);

    const res = await act(admin, filed.json.id, 'reinstate', 'Appeal accepted');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'actioned',
      action: 'reinstate',
      note: 'Appeal accepted',
      target: { suspended: false },
    });
    expect((await login(account.email)).status).toBe(200);
    expect(await auditEntries('user_reinstated')).toMatchObject([
      { actor_id: admin.id, target_type: 'user', target_id: account.id },
    ]);
    expect(await notificationsOf(account.id)).toMatchObject([{ kind: 'account_suspended' }, { kind: 'reinstated' }]);
    expect((await act(admin, filed.json.id, 'reinstate')).status).toBe(409);
  });

  it('reinstates a removed job, closed, back in its recruiter’s list', async () => {
    const { admin, recruiter, job, reportId } = await reportedJob();
    await act(admin, reportId, 'remove_job');
    const res = await act(admin, reportId, 'reinstate');
    expect(res.status).toBe(200);
    const listed = (await api('/api/recruiter/jobs', { token: recruiter.token })).json.jobs;
    expect(listed).toMatchObject([{ id: job.id, status: 'closed' }]);
    expect(await auditEntries('job_reinstated')).toMatchObject([{ target_type: 'job', target_id: job.id }]);
  });

  it('refuses actions that do not fit, admins as targets, and nothing to reinstate', async () => {
    const reporter = await createUser('candidate');
    const admin = await createUser('admin');
    const target = await createUser('candidate');
    const filed = await api('/api/reports', {
      token: reporter.token,
      body: { targetType: 'user', targetId: target.id, reason: 'spam' },
    });
    const misfit = await act(admin, filed.json.id, 'remove_job');
    expect([misfit.status, misfit.json.message]).toEqual([400, '“Remove job” does not apply to a user report']);
    const nothing = await act(admin, filed.json.id, 'reinstate');
    expect([nothing.status, nothing.json.message]).toEqual([
      400,
      `Nothing to reinstate: ${target.fullName} is not removed or suspended`,
    ]);
    expect((await act(admin, filed.json.id, 'ban')).status).toBe(400);
    expect((await act(admin, 'no-such-report', 'dismiss')).status).toBe(404);

    const otherAdmin = await createUser('admin');
    const aboutAdmin = await api('/api/reports', {
      token: reporter.token,
      body: { targetType: 'user', targetId: otherAdmin.id, reason: 'spam' },
    });
    expect((await act(admin, aboutAdmin.json.id, 'suspend_user')).status).toBe(400);
    // Nothing changed for the refused actions.
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM reports WHERE status = 'open'").first<{ n: number }>())?.n,
    ).toBe(2);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log').first<{ n: number }>())?.n).toBe(0);
  });

  it('refuses to suspend an account already suspended (409)', async () => {
    const target = await createUser('candidate');
    const admin = await createUser('admin');
    const first = await createUser('recruiter');
    const second = await createUser('recruiter');
    const a = await api('/api/reports', {
      token: first.token,
      body: { targetType: 'user', targetId: target.id, reason: 'spam' },
    });
    const b = await api('/api/reports', {
      token: second.token,
      body: { targetType: 'user', targetId: target.id, reason: 'spam' },
    });
    expect((await act(admin, a.json.id, 'suspend_user')).status).toBe(200);
    const again = await act(admin, b.json.id, 'suspend_user');
    expect([again.status, again.json.message]).toEqual([409, 'This account is already suspended']);
  });
});
