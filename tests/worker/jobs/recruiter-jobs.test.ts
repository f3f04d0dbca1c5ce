import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { CLOSED_INSTEAD_MESSAGE, NO_COMPANY_MESSAGE } from '../../../worker/jobs/service';
import { addRecruiterTo, api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';

describe('recruiter jobs', () => {
  it('posts an open job with every field and lists it', async () => {
    const recruiter = await createRecruiter();
    const created = await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: SAMPLE_JOB.title,
      companyId: recruiter.companyId,
      companyName: 'Acme Talent',
      workplaceType: 'hybrid',
      salary: { min: 2_400_000, max: 3_600_000, currency: 'INR', period: 'year' },
      requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'],
      status: 'open',
      viewCount: 0,
      applicationCount: 0,
    });
    expect(created.json.postedAt).toBeTruthy();

    const list = await api('/api/recruiter/jobs', { token: recruiter.token });
    expect(list.status).toBe(200);
    expect(list.json.jobs.map((j: { id: string }) => j.id)).toEqual([created.json.id]);
  });

  it('keeps a draft unposted until it is published', async () => {
    const recruiter = await createRecruiter();
    const draft = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft' },
    });
    expect(draft.json.postedAt).toBeNull();
    const published = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open' },
    });
    expect(published.status).toBe(200);
    expect(published.json.postedAt).toBeTruthy();
    const back = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft' },
    });
    expect(back.status).toBe(400);
  });

  it('refuses invalid jobs with field messages and stores nothing', async () => {
    const recruiter = await createRecruiter();
    const bad = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, title: 'x', salaryMin: 10, salaryMax: 5, requiredSkills: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toMatchObject({
      title: 'Title must be at least 3 characters',
      salaryMax: 'Maximum salary must be at least the minimum',
      requiredSkills: 'Add at least one required skill',
    });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs WHERE company_id = ?')
      .bind(recruiter.companyId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('asks for a company before the first job', async () => {
    const loner = await createUser('recruiter');
    const res = await api('/api/recruiter/jobs', { token: loner.token, body: SAMPLE_JOB });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(NO_COMPANY_MESSAGE);
  });

  it('shares jobs with colleagues and hides them from other companies', async () => {
    const owner = await createRecruiter('Acme Talent');
    const colleague = await addRecruiterTo(owner.companyId);
    const stranger = await createRecruiter('Other Corp');
    const job = (await api('/api/recruiter/jobs', { token: owner.token, body: SAMPLE_JOB })).json;

    expect((await api(`/api/recruiter/jobs/${job.id}`, { token: colleague.token })).status).toBe(200);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', SAMPLE_JOB],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(`/api/recruiter/jobs/${job.id}`, { method, token: stranger.token, body });
      expect(res.status).toBe(404);
    }
    expect((await api('/api/recruiter/jobs', { token: stranger.token })).json.jobs).toEqual([]);
    const stored = await env.DB.prepare('SELECT title, status FROM jobs WHERE id = ?').bind(job.id).first();
    expect(stored).toEqual({ title: SAMPLE_JOB.title, status: 'open' });
  });

  it('refuses candidates and anonymous callers', async () => {
    const candidate = await createUser('candidate');
    expect((await api('/api/recruiter/jobs', { token: candidate.token })).status).toBe(403);
    expect((await api('/api/recruiter/jobs')).status).toBe(401);
  });

  it('deletes a job without applications and closes one with applications', async () => {
    const recruiter = await createRecruiter();
    const empty = (await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB })).json;
    const removed = await api(`/api/recruiter/jobs/${empty.id}`, { method: 'DELETE', token: recruiter.token });
    expect(removed.json).toEqual({ deleted: true, message: 'Job deleted' });
    expect((await api(`/api/recruiter/jobs/${empty.id}`, { token: recruiter.token })).status).toBe(404);

    const busy = (await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB })).json;
    const candidate = await createUser('candidate');
    await env.DB.prepare(
      "INSERT INTO applications (id, job_id, candidate_id, resume_name, resume_r2_key) VALUES (?, ?, ?, 'cv.pdf', 'k')",
    )
      .bind(crypto.randomUUID(), busy.id, candidate.id)
      .run();
    const closed = await api(`/api/recruiter/jobs/${busy.id}`, { method: 'DELETE', token: recruiter.token });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ deleted: false, message: CLOSED_INSTEAD_MESSAGE, job: { status: 'closed' } });
  });
});
