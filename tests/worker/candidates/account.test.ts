import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import * as store from '../../../worker/applications/store';
import { api, createUser, jobWithRecruiter, uploadResume } from '../helpers';

async function busyCandidate() {
  const candidate = await createUser('candidate', { fullName: 'Meera Iyer' });
  await api('/api/candidate/profile', {
    method: 'PUT',
    token: candidate.token,
    body: { fullName: 'Meera Iyer', bio: 'Designer', skills: ['Figma'] },
  });
  await uploadResume(candidate.token, 'meera.pdf');
  const { job } = await jobWithRecruiter();
  const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
    token: candidate.token,
    body: { resumeName: 'meera.pdf', coverLetter: 'Hello' },
  });
  await api('/api/candidate/alerts', { token: candidate.token, body: { keywords: 'design' } });
  return { candidate, job, application: applied.json };
}

describe('candidate settings', { timeout: 30_000 }, () => {
  it('changes the password after checking the current one, keeping this device signed in', async () => {
    const email = `pw-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signup = await api('/api/auth/signup', {
      body: { fullName: 'Pat Kumar', email, password: 'first-Pass1', role: 'candidate' },
    });
    expect(signup.status).toBe(201);
    const token = signup.json.accessToken;

    const wrong = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'nope-nope', newPassword: 'second-Pass2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const invalid = await api('/api/candidate/password', { token, body: { currentPassword: '', newPassword: '123' } });
    expect(invalid.json.fields).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
    });
    const same = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'first-Pass1', newPassword: 'first-Pass1' },
    });
    expect(same.json.fields).toEqual({ newPassword: 'Choose a password different from the current one' });

    const ok = await api('/api/candidate/password', {
      token,
      body: { currentPassword: 'first-Pass1', newPassword: 'second-Pass2' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Password changed. Other devices have been signed out.');
    expect(ok.headers.get('set-cookie')).toContain('hl_refresh=');
    expect((await api('/api/candidate/profile', { token: ok.json.accessToken })).status).toBe(200);
    expect((await api('/api/auth/login', { body: { email, password: 'first-Pass1' } })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email, password: 'second-Pass2' } })).status).toBe(200);
    const revoked = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NOT NULL',
    )
      .bind(signup.json.user.id)
      .first<{ n: number }>();
    expect(revoked!.n).toBeGreaterThan(0);
  });

  it('explains that a Google-only account has no password to change', async () => {
    const candidate = await createUser('candidate');
    const res = await api('/api/candidate/password', {
      token: candidate.token,
      body: { currentPassword: 'whatever', newPassword: 'second-Pass2' },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields.currentPassword).toMatch(/signs in with Google/);
  });

  it('exports everything stored about me and nothing about others', async () => {
    const { candidate, application } = await busyCandidate();
    await busyCandidate();
    const res = await api('/api/candidate/export', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="hireloop-my-data.json"');
    expect(res.json.account).toMatchObject({ id: candidate.id, email: candidate.email });
    expect(res.json.profile).toMatchObject({ fullName: 'Meera Iyer', bio: 'Designer', skills: ['Figma'] });
    expect(res.json.resumes.map((r: { name: string }) => r.name)).toEqual(['meera.pdf']);
    expect(res.json.applications).toHaveLength(1);
    expect(res.json.applications[0]).toMatchObject({
      id: application.id,
      cover_letter: 'Hello',
      timeline: [expect.objectContaining({ to_status: 'applied' })],
    });
    expect(res.json.alerts).toEqual([expect.objectContaining({ keywords: 'design' })]);
  });

  it('deletes my account only when confirmed: applications withdrawn, files gone, identity erased', async () => {
    const { candidate, application } = await busyCandidate();
    const unconfirmed = await api('/api/candidate/account', {
      method: 'DELETE',
      token: candidate.token,
      body: { confirmation: 'yes' },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.fields).toEqual({ confirmation: 'Type DELETE to confirm' });

    const keys = (await env.FILES.list()).objects.map((o) => o.key);
    const row = await store.findApplication(env.DB, application.id);
    expect(keys).toContain(row!.resume_r2_key);
    const res = await api('/api/candidate/account', {
      method: 'DELETE',
      token: candidate.token,
      body: { confirmation: 'DELETE' },
    });
    expect(res.status).toBe(200);

    const after = await store.findApplication(env.DB, application.id);
    expect(after).toMatchObject({ status: 'withdrawn', resume_text: '', cover_letter: '', resume_r2_key: '' });
    const left = (await env.FILES.list()).objects.map((o) => o.key);
    expect(left).not.toContain(row!.resume_r2_key);
    expect(left.filter((k) => k.startsWith(`resumes/${candidate.id}/`))).toEqual([]);
    const user = await env.DB.prepare('SELECT email, full_name, password_hash, suspended_at FROM users WHERE id = ?')
      .bind(candidate.id)
      .first<Record<string, string | null>>();
    expect(user).toMatchObject({
      email: `deleted-${candidate.id}@deleted.invalid`,
      full_name: 'Deleted candidate',
      password_hash: null,
    });
    expect(user!.suspended_at).toBeTruthy();
    for (const table of ['resumes', 'job_alerts']) {
      const n = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE candidate_id = ?`)
        .bind(candidate.id)
        .first<{ n: number }>();
      expect(n?.n).toBe(0);
    }
    expect((await api('/api/candidate/profile', { token: candidate.token })).status).toBe(401);
  });
});
