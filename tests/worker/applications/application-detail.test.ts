import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias } from '../../../src/contract';
import { ATS_SCORER_VERSION } from '../../../worker/matching/engine';
import { api, apply, recruiterWithJob, SAMPLE_JOB } from '../helpers';

describe('GET /api/recruiter/applications/{id}', () => {
  it('shows the cover letter, the full breakdown, the resume name and the timeline with names', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id, candidate } = await apply(job.id, { name: 'Asha Rao' });
    await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening', note: 'Call on Monday' },
    });
    const res = await api(`/api/recruiter/applications/${id}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      candidate: { id: candidate.id, fullName: 'Asha Rao', hidden: false },
      coverLetter: 'I would love to build your APIs.',
      resumeName: 'priya-cv.pdf',
      resumeAvailable: true,
      rejectionReason: null,
      atsVersion: ATS_SCORER_VERSION,
      allowedMoves: ['interview', 'offer', 'rejected'],
    });
    expect(res.json.atsBreakdown.requiredSkills.items.map((i: { skill: string }) => i.skill)).toEqual(
      SAMPLE_JOB.requiredSkills,
    );
    expect(res.json.timeline).toEqual([
      {
        id: expect.any(String),
        from: null,
        to: 'applied',
        note: '',
        message: '',
        actorName: 'Asha Rao',
        actorRole: 'Candidate',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        from: 'applied',
        to: 'screening',
        note: 'Call on Monday',
        message: '',
        actorName: 'Test recruiter',
        actorRole: 'Recruiter',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('answers 404 for an unknown id', async () => {
    const { recruiter } = await recruiterWithJob();
    expect((await api('/api/recruiter/applications/nope', { token: recruiter.token })).status).toBe(404);
  });
});

describe('blind review', () => {
  it('hides name, email and resume file until interview, everywhere the recruiter looks', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id, candidate } = await apply(job.id, { name: 'Asha Rao' });
    await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: true },
    });
    const alias = applicationAlias(id);
    expect(alias).toMatch(/^Candidate #[0-9A-F]{4}$/);

    const list = await api(`/api/recruiter/jobs/${job.id}/applications`, { token: recruiter.token });
    expect(list.json.applications[0].candidate).toEqual({ id, fullName: alias, email: null, hidden: true });
    const detail = await api(`/api/recruiter/applications/${id}`, { token: recruiter.token });
    expect(detail.json).toMatchObject({
      candidate: { fullName: alias, email: null, hidden: true },
      resumeAvailable: false,
    });
    expect(detail.json.resumeName).not.toContain('priya');
    expect(detail.json.timeline[0].actorName).toBe(alias);
    expect(JSON.stringify(detail.json)).not.toContain('Asha');
    const closed = await api(`/api/recruiter/applications/${id}/resume-url`, { token: recruiter.token });
    expect(closed.status).toBe(403);
    expect(closed.json.message).toMatch(/Blind review is on/);

    // Screening is still blind; interview reveals who it is.
    await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening' },
    });
    expect((await api(`/api/recruiter/applications/${id}`, { token: recruiter.token })).json.candidate.hidden).toBe(
      true,
    );
    const interview = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'interview' },
    });
    expect(interview.json.candidate).toEqual({
      id: candidate.id,
      fullName: 'Asha Rao',
      email: candidate.email,
      hidden: false,
    });
    expect(interview.json.resumeAvailable).toBe(true);

    // Turning it off shows everyone again.
    const other = await apply(job.id, { name: 'Ravi Menon' });
    await api('/api/recruiter/settings/blind-review', {
      method: 'PUT',
      token: recruiter.token,
      body: { enabled: false },
    });
    expect(
      (await api(`/api/recruiter/applications/${other.id}`, { token: recruiter.token })).json.candidate.fullName,
    ).toBe('Ravi Menon');
  });
});

describe('GET /api/recruiter/applications/{id}/resume-url', () => {
  it("answers a short-lived link that opens the application's own copy of the resume", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id);
    await env.FILES.put(`applications/${id}/priya-cv.pdf`, '%PDF-1.4 the resume', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    const res = await api(`/api/recruiter/applications/${id}/resume-url`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^${env.PUBLIC_ORIGIN}/api/files/`));
    expect(Date.parse(res.json.expiresAt)).toBeGreaterThan(Date.now());
    const file = await SELF.fetch(res.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 the resume');
  });

  it("refuses another company's application and a missing file with 404", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id);
    expect((await api(`/api/recruiter/applications/${id}/resume-url`, { token: recruiter.token })).status).toBe(404);
    await env.FILES.put(`applications/${id}/priya-cv.pdf`, '%PDF-1.4');
    const stranger = (await recruiterWithJob('Other Corp')).recruiter;
    expect((await api(`/api/recruiter/applications/${id}/resume-url`, { token: stranger.token })).status).toBe(404);
  });
});
