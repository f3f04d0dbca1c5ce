import { describe, expect, it } from 'vitest';

import { api, apply, createRecruiter, createUser, postJob, recruiterWithJob } from '../helpers';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9)).toISOString();

describe('GET /api/recruiter/jobs/{id}/applications', () => {
  it('answers the defaults: page 1, limit 20, newest first, with the job, candidate and reasons', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const older = await apply(job.id, { createdAt: day(1), score: 90, name: 'Asha Rao' });
    const newer = await apply(job.id, { createdAt: day(2), score: 40 });
    const res = await api(`/api/recruiter/jobs/${job.id}/applications`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(res.json.applications.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
    expect(res.json.applications[1]).toEqual({
      id: older.id,
      jobId: job.id,
      jobTitle: 'Senior Backend Engineer',
      candidate: {
        id: older.candidate.id,
        fullName: 'Asha Rao',
        email: expect.stringContaining('@example.com'),
        hidden: false,
      },
      status: 'applied',
      atsScore: 90,
      atsStatus: 'scored',
      reasons: {
        matched: ['TypeScript', 'PostgreSQL'],
        missing: ['REST APIs'],
        summary: '2 of 3 required skills · 5 yrs experience (4 asked)',
      },
      createdAt: day(1),
      statusChangedAt: day(1),
      screeningUnmet: [],
    });
  });

  it('sorts by score (unscored last), filters by minimum score and status', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const low = await apply(job.id, { score: 35, createdAt: day(3) });
    const high = await apply(job.id, { score: 88, createdAt: day(1) });
    const none = await apply(job.id, { score: null, createdAt: day(4) });
    const mid = await apply(job.id, { score: 60, status: 'screening', createdAt: day(2) });
    const ids = async (query: string) =>
      (
        await api(`/api/recruiter/jobs/${job.id}/applications?${query}`, { token: recruiter.token })
      ).json.applications.map((a: { id: string }) => a.id);

    expect(await ids('sort=atsScore')).toEqual([high.id, mid.id, low.id, none.id]);
    expect(await ids('sort=atsScore&atsScore=60')).toEqual([high.id, mid.id]);
    expect(await ids('atsScore=60')).toEqual([mid.id, high.id]);
    expect(await ids('status=screening')).toEqual([mid.id]);
    expect(await ids('status=hired')).toEqual([]);
    const unscored = (await api(`/api/recruiter/jobs/${job.id}/applications?sort=atsScore`, { token: recruiter.token }))
      .json.applications[3];
    expect(unscored).toMatchObject({
      atsScore: null,
      atsStatus: 'insufficient_data',
      reasons: { matched: [], missing: [] },
    });
  });

  it('pages: middle, last and past the end; an empty job answers an empty first page', async () => {
    const { recruiter, job } = await recruiterWithJob();
    for (let i = 1; i <= 5; i++) await apply(job.id, { createdAt: day(i) });
    const page = (q: string) => api(`/api/recruiter/jobs/${job.id}/applications?${q}`, { token: recruiter.token });

    const second = await page('page=2&limit=2');
    expect(second.json).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(second.json.applications.map((a: { createdAt: string }) => a.createdAt)).toEqual([day(3), day(2)]);
    const last = await page('page=3&limit=2');
    expect(last.json.applications.map((a: { createdAt: string }) => a.createdAt)).toEqual([day(1)]);
    const beyond = await page('page=9&limit=2');
    expect(beyond.json).toMatchObject({ applications: [], page: 9, total: 5, totalPages: 3 });
    expect((await page('limit=100')).json.applications).toHaveLength(5);

    const empty = await postJob(recruiter);
    const none = await api(`/api/recruiter/jobs/${empty.id}/applications`, { token: recruiter.token });
    expect(none.json).toEqual({ applications: [], page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('refuses invalid query values with 400 and a message', async () => {
    const { recruiter, job } = await recruiterWithJob();
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=name', 'sort'],
      ['status=lost', 'status'],
      ['atsScore=101', 'atsScore'],
      ['atsScore=-1', 'atsScore'],
    ]) {
      const res = await api(`/api/recruiter/jobs/${job.id}/applications?${query}`, { token: recruiter.token });
      expect(res.status, query).toBe(400);
      expect(res.json.message, query).toBeTruthy();
      expect(Object.keys(res.json.fields), query).toEqual([field]);
    }
  });

  it("answers 404 for another company's job, and 401/403 for others", async () => {
    const { job } = await recruiterWithJob('Acme Talent');
    await apply(job.id);
    const stranger = await createRecruiter('Other Corp');
    expect((await api(`/api/recruiter/jobs/${job.id}/applications`, { token: stranger.token })).status).toBe(404);
    expect((await api('/api/recruiter/jobs/no-such-job/applications', { token: stranger.token })).status).toBe(404);
    const candidate = await createUser('candidate');
    expect((await api(`/api/recruiter/jobs/${job.id}/applications`, { token: candidate.token })).status).toBe(403);
    expect((await api(`/api/recruiter/jobs/${job.id}/applications`)).status).toBe(401);
  });
});

describe('GET /api/recruiter/jobs/applications (across jobs)', () => {
  it("lists every job of the company, never another company's, and filters by jobId", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const second = await postJob(recruiter, { title: 'Data Engineer' });
    const a = await apply(job.id, { createdAt: day(1) });
    const b = await apply(second.id, { createdAt: day(2) });
    const other = await recruiterWithJob('Other Corp');
    await apply(other.job.id, { createdAt: day(3) });

    const all = await api('/api/recruiter/jobs/applications', { token: recruiter.token });
    expect(all.status).toBe(200);
    expect(all.json.applications.map((x: { id: string; jobTitle: string }) => [x.id, x.jobTitle])).toEqual([
      [b.id, 'Data Engineer'],
      [a.id, 'Senior Backend Engineer'],
    ]);
    const one = await api(`/api/recruiter/jobs/applications?jobId=${job.id}`, { token: recruiter.token });
    expect(one.json.applications.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(
      (await api(`/api/recruiter/jobs/applications?jobId=${other.job.id}`, { token: recruiter.token })).status,
    ).toBe(404);
  });

  it('answers an empty page to a recruiter without a company', async () => {
    const loner = await createUser('recruiter');
    const res = await api('/api/recruiter/jobs/applications', { token: loner.token });
    expect(res.json).toEqual({ applications: [], page: 1, limit: 20, total: 0, totalPages: 0 });
  });
});

describe('GET /api/recruiter/applications/count', () => {
  it('counts by status and job, scoped to the company', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const second = await postJob(recruiter);
    await apply(job.id);
    await apply(job.id, { status: 'interview' });
    await apply(second.id);
    await apply((await recruiterWithJob('Other Corp')).job.id);
    const count = async (q = '') =>
      (await api(`/api/recruiter/applications/count${q}`, { token: recruiter.token })).json;
    expect(await count()).toEqual({ count: 3 });
    expect(await count('?status=applied')).toEqual({ count: 2 });
    expect(await count(`?jobId=${job.id}`)).toEqual({ count: 2 });
    expect(await count(`?jobId=${job.id}&status=interview`)).toEqual({ count: 1 });
    expect((await api('/api/recruiter/applications/count?status=lost', { token: recruiter.token })).status).toBe(400);
    const foreign = (await recruiterWithJob('Third Co')).job;
    expect(
      (await api(`/api/recruiter/applications/count?jobId=${foreign.id}`, { token: recruiter.token })).status,
    ).toBe(404);
  });

  it('is declared, with the other recruiter routes, in the OpenAPI document', async () => {
    const doc = (await api('/api/openapi.json')).json;
    for (const path of [
      '/recruiter/jobs/applications',
      '/recruiter/jobs/{id}/applications',
      '/recruiter/applications/count',
      '/recruiter/applications/{id}',
      '/recruiter/applications/{id}/status',
      '/recruiter/applications/bulk-status',
      '/recruiter/candidates',
      '/recruiter/dashboard',
      '/recruiter/analytics',
      '/recruiter/settings/blind-review',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
