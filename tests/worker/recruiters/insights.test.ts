import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { utcDay } from '../../../src/contract';
import { api, apply, createUser, postJob, recruiterWithJob } from '../helpers';

// One instant for the whole file: rows are dated from it and the worker answers as of it (its test
// clock), so a run that crosses midnight UTC still agrees on the days.
const AT = Date.now();
const daysAgo = (n: number, hour = 10) => {
  const d = new Date(AT);
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

async function addEvent(applicationId: string, from: string, to: string, at: string) {
  await env.DB.prepare(
    'INSERT INTO application_events (id, application_id, actor_id, from_status, to_status, note, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), applicationId, from, to, '', at)
    .run();
  await env.DB.prepare('UPDATE applications SET status = ?, status_changed_at = ? WHERE id = ?')
    .bind(to, at, applicationId)
    .run();
}

describe('GET /api/recruiter/candidates', () => {
  it('lists each applicant once with their best match and application count, searchable by profile skill', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const second = await postJob(recruiter, { title: 'Platform Engineer' });
    const asha = await createUser('candidate', { fullName: 'Asha Rao' });
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills) VALUES (?, \'["Kubernetes","Go"]\')')
      .bind(asha.id)
      .run();
    await apply(job.id, { candidate: asha, score: 55, createdAt: daysAgo(3) });
    await apply(second.id, { candidate: asha, score: 81, createdAt: daysAgo(2) });
    const ravi = await apply(job.id, {
      name: 'Ravi Menon',
      score: 40,
      createdAt: daysAgo(1),
      resumeText:
        'Java and Spring developer, 3 years of 100% uptime. Experience: 2021 - 2024, developer at Initech building Spring Boot services, Hibernate mappings, Maven builds, JUnit tests, Kafka consumers and batch jobs for the billing team; on call for the payments platform, wrote runbooks, tuned Oracle queries and reviewed pull requests every week.',
    });
    await apply((await recruiterWithJob('Other Corp')).job.id, { name: 'Elsewhere Person' });

    const all = await api('/api/recruiter/candidates', { token: recruiter.token });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(all.json.candidates).toEqual([
      {
        candidate: { id: ravi.candidate.id, fullName: 'Ravi Menon', email: ravi.candidate.email, hidden: false },
        skills: [],
        bestMatch: { score: 40, jobId: job.id, jobTitle: 'Senior Backend Engineer' },
        applicationCount: 1,
        lastAppliedAt: daysAgo(1),
      },
      {
        candidate: { id: asha.id, fullName: 'Asha Rao', email: asha.email, hidden: false },
        skills: ['Kubernetes', 'Go'],
        bestMatch: { score: 81, jobId: second.id, jobTitle: 'Platform Engineer' },
        applicationCount: 2,
        lastAppliedAt: daysAgo(2),
      },
    ]);

    const names = async (q: string) =>
      (
        await api(`/api/recruiter/candidates?q=${encodeURIComponent(q)}`, { token: recruiter.token })
      ).json.candidates.map((c: { candidate: { fullName: string } }) => c.candidate.fullName);
    expect(await names('kubernetes')).toEqual(['Asha Rao']);
    // Structured profile fields only: resume text is not searched, and punctuation is no word.
    expect(await names('spring')).toEqual([]);
    expect(await names('%')).toEqual([]);
    expect(await names('kube go')).toEqual(['Asha Rao']);
    expect(await names('Haskell')).toEqual([]);
    const paged = await api('/api/recruiter/candidates?limit=1&page=2', { token: recruiter.token });
    expect(paged.json).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(paged.json.candidates[0].candidate.fullName).toBe('Asha Rao');
    expect((await api('/api/recruiter/candidates?limit=500', { token: recruiter.token })).status).toBe(400);
  });

  it("shows a candidate's applications to this company only, and refuses people who never applied here", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const mine = await apply(job.id, { name: 'Asha Rao' });
    await apply((await recruiterWithJob('Other Corp')).job.id, { candidate: mine.candidate });
    const res = await api(`/api/recruiter/candidates/${mine.candidate.id}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json.candidate.fullName).toBe('Asha Rao');
    expect(res.json.applications.map((a: { id: string }) => a.id)).toEqual([mine.id]);

    const stranger = await apply((await recruiterWithJob('Third Co')).job.id);
    expect((await api(`/api/recruiter/candidates/${stranger.candidate.id}`, { token: recruiter.token })).status).toBe(
      404,
    );
    expect((await api('/api/recruiter/candidates/nobody', { token: recruiter.token })).status).toBe(404);
  });

  it('hides identities under blind review until one of their applications reaches interview', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id, { name: 'Asha Rao' });
    await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });
    const list = await api('/api/recruiter/candidates', { token: recruiter.token });
    expect(list.json.candidates[0].candidate).toMatchObject({ hidden: true, email: null });
    expect(JSON.stringify(list.json)).not.toContain('Asha');
    // Hidden candidates are reached by the alias id the list gives, never by their own id.
    expect(list.json.candidates[0].candidate.id).toBe(a.id);
    expect((await api(`/api/recruiter/candidates/${a.id}`, { token: recruiter.token })).json.candidate.hidden).toBe(
      true,
    );
    expect((await api(`/api/recruiter/candidates/${a.candidate.id}`, { token: recruiter.token })).status).toBe(404);
    await api(`/api/recruiter/applications/${a.id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'interview' },
    });
    expect(
      (await api('/api/recruiter/candidates', { token: recruiter.token })).json.candidates[0].candidate.fullName,
    ).toBe('Asha Rao');
  });
});

describe('GET /api/recruiter/dashboard', () => {
  it('counts open jobs and new applications and lists the five waiting longest in an open stage', async () => {
    const { recruiter, job } = await recruiterWithJob();
    await postJob(recruiter, { status: 'draft' });
    const waits = [];
    for (let i = 0; i < 7; i++) waits.push(await apply(job.id, { createdAt: daysAgo(20 - i) }));
    await env.DB.prepare('UPDATE applications SET status_changed_at = created_at WHERE job_id = ?').bind(job.id).run();
    await addEvent(waits[0]!.id, 'applied', 'hired', daysAgo(1));
    await apply(job.id, { createdAt: daysAgo(1) });

    const res = await api('/api/recruiter/dashboard', { token: recruiter.token, at: AT });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      openJobs: 1,
      draftJobs: 1,
      newApplications: 1,
      totalApplications: 8,
      inInterview: 0,
    });
    expect(res.json.waitingLongest.map((a: { id: string }) => a.id)).toEqual(waits.slice(1, 6).map((w) => w.id));
  });

  it('answers zeros to a recruiter without a company', async () => {
    const loner = await createUser('recruiter');
    expect((await api('/api/recruiter/dashboard', { token: loner.token, at: AT })).json).toEqual({
      openJobs: 0,
      draftJobs: 0,
      newApplications: 0,
      totalApplications: 0,
      inInterview: 0,
      waitingLongest: [],
    });
  });
});

describe('GET /api/recruiter/analytics', () => {
  it('answers every day of the range (empty days included), the funnel, time in stage, scores and jobs', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id, { score: 95, createdAt: daysAgo(5) });
    const b = await apply(job.id, { score: 42, createdAt: daysAgo(5, 12) });
    await apply(job.id, { score: null, createdAt: daysAgo(2) });
    await apply(job.id, { score: 70, createdAt: daysAgo(40) });
    await addEvent(a.id, 'applied', 'screening', daysAgo(4));
    await addEvent(a.id, 'screening', 'interview', daysAgo(2));
    await addEvent(b.id, 'applied', 'rejected', daysAgo(4, 12));

    const res = await api('/api/recruiter/analytics?days=7', { token: recruiter.token, at: AT });
    expect(res.status).toBe(200);
    const r = res.json;
    expect(r.days).toBe(7);
    expect(r.overTime).toHaveLength(7);
    expect(r.overTime[0].date).toBe(daysAgo(6).slice(0, 10));
    expect(r.overTime.at(-1).date).toBe(utcDay(AT));
    expect(r.overTime.map((d: { count: number }) => d.count)).toEqual([0, 2, 0, 0, 1, 0, 0]);
    expect(r.funnel).toEqual([
      { stage: 'applied', reached: 3, conversion: null },
      { stage: 'screening', reached: 1, conversion: 0.3333 },
      { stage: 'interview', reached: 1, conversion: 1 },
      { stage: 'offer', reached: 0, conversion: 0 },
      { stage: 'hired', reached: 0, conversion: null },
    ]);
    expect(r.rejected).toBe(1);
    expect(r.timeInStage).toEqual([
      { stage: 'applied', averageHours: 24, moves: 2 },
      { stage: 'screening', averageHours: 48, moves: 1 },
      { stage: 'interview', averageHours: null, moves: 0 },
      { stage: 'offer', averageHours: null, moves: 0 },
    ]);
    expect(r.scoreDistribution).toHaveLength(10);
    expect(r.scoreDistribution[4]).toEqual({ from: 40, to: 49, count: 1 });
    expect(r.scoreDistribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(r.scoreDistribution.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(2);
    expect(r.unscored).toBe(1);
    expect(r.jobs).toEqual([
      {
        jobId: job.id,
        title: 'Senior Backend Engineer',
        status: 'open',
        views: 0,
        applications: 3,
        newApplications: 3,
        averageScore: 69,
        interviews: 1,
        hired: 0,
      },
    ]);

    const wider = await api('/api/recruiter/analytics', { token: recruiter.token, at: AT });
    expect(wider.json.days).toBe(30);
    expect(wider.json.overTime).toHaveLength(30);
  });

  it('filters by job, refuses other companies (404) and bad ranges (400)', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const other = await postJob(recruiter);
    await apply(job.id, { createdAt: new Date(AT).toISOString() });
    await apply(other.id, { createdAt: new Date(AT).toISOString() });
    const one = await api(`/api/recruiter/analytics?jobId=${job.id}&days=1`, { token: recruiter.token, at: AT });
    expect(one.json.overTime).toEqual([{ date: utcDay(AT), count: 1 }]);
    expect(one.json.jobs.map((j: { jobId: string }) => j.jobId)).toEqual([job.id]);
    const foreign = (await recruiterWithJob('Other Corp')).job;
    expect((await api(`/api/recruiter/analytics?jobId=${foreign.id}`, { token: recruiter.token, at: AT })).status).toBe(
      404,
    );
    for (const days of ['0', '366', 'x']) {
      const res = await api(`/api/recruiter/analytics?days=${days}`, { token: recruiter.token, at: AT });
      expect(res.status, days).toBe(400);
      expect(res.json.fields.days).toBeTruthy();
    }
  });

  it('answers empty series to a recruiter without a company', async () => {
    const loner = await createUser('recruiter');
    const res = await api('/api/recruiter/analytics?days=3', { token: loner.token, at: AT });
    expect(res.json.overTime.map((d: { count: number }) => d.count)).toEqual([0, 0, 0]);
    expect(res.json.funnel[0]).toEqual({ stage: 'applied', reached: 0, conversion: null });
    expect(res.json.jobs).toEqual([]);
  });
});
