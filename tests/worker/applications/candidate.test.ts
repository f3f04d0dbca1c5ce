import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { APPLY_MESSAGES } from '../../../src/contract';
import * as store from '../../../worker/applications/store';
import { ATS_SCORER_VERSION } from '../../../worker/ats';
import { applicationResumeLink } from '../../../worker/resumes/service';
import {
  addRecruiterTo,
  api,
  createRecruiter,
  createUser,
  jobWithRecruiter,
  ORIGIN,
  SAMPLE_JOB,
  samplePdf,
  uploadResume,
} from '../helpers';

async function candidateWithResume(name = 'cv.pdf') {
  const candidate = await createUser('candidate');
  expect((await uploadResume(candidate.token, name)).status).toBe(201);
  return candidate;
}

describe('applying to jobs', { timeout: 30_000 }, () => {
  it('applies with a stored resume: a copy of the file and text, a score from the engine, a first event', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await candidateWithResume();
    const res = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', coverLetter: '  I would love to help.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      jobId: job.id,
      jobTitle: job.title,
      companyName: 'Acme Talent',
      status: 'applied',
      resumeName: 'cv.pdf',
      coverLetter: 'I would love to help.',
      canWithdraw: true,
    });
    expect(res.json.atsStatus).toBe('scored');
    expect(res.json.atsScore).toBeGreaterThan(50);
    expect(res.json.atsVersion).toBe(ATS_SCORER_VERSION);
    expect(
      res.json.breakdown.requiredSkills.items.map((i: { skill: string; found: boolean }) => [i.skill, i.found]),
    ).toEqual([
      ['TypeScript', true],
      ['PostgreSQL', true],
      ['REST APIs', true],
    ]);
    expect(res.json.match).toMatchObject({
      requiredFound: ['TypeScript', 'PostgreSQL', 'REST APIs'],
      requiredMissing: [],
      niceFound: ['Go'],
      niceMissing: ['Kubernetes'],
    });
    expect(res.json.timeline).toEqual([{ from: null, to: 'applied', at: res.json.createdAt, byYou: true, note: '' }]);

    const row = await store.findApplication(env.DB, res.json.id);
    const resume = await env.DB.prepare('SELECT r2_key, text FROM resumes WHERE candidate_id = ?')
      .bind(candidate.id)
      .first<{ r2_key: string; text: string }>();
    expect(row!.resume_r2_key).not.toBe(resume!.r2_key);
    expect(row!.resume_text).toBe(resume!.text);
    const counter = await env.DB.prepare('SELECT application_count FROM jobs WHERE id = ?').bind(job.id).first();
    expect(counter).toEqual({ application_count: 1 });
    const page = await api(`/api/candidate/jobs/${job.id}`, { token: candidate.token });
    expect(page.json.application).toEqual({ id: res.json.id, status: 'applied', createdAt: res.json.createdAt });
    const card = (await api('/api/candidate/feed?sort=newest', { token: candidate.token })).json.jobs.find(
      (j: { id: string }) => j.id === job.id,
    );
    expect(card.applied).toBe(true);
    // The candidate gets a receipt by email.
    const receipts = await env.DB.prepare('SELECT kind, subject FROM email_outbox WHERE to_address = ?')
      .bind(candidate.email)
      .all<{ kind: string; subject: string }>();
    expect(receipts.results).toHaveLength(1);
    expect(receipts.results[0]!.subject).toContain(job.title);
  });

  it('stores an unreadable resume without a score, never as if it were empty', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await createUser('candidate');
    await uploadResume(candidate.token, 'scan.pdf', samplePdf([]));
    const res = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'scan.pdf' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ atsScore: null, atsStatus: 'insufficient_data', breakdown: null });
  });

  it('keeps the application’s copy when the resume is deleted', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await candidateWithResume();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect((await api('/api/candidate/resumes/cv.pdf', { method: 'DELETE', token: candidate.token })).status).toBe(200);
    const row = await store.findApplication(env.DB, applied.json.id);
    const copy = await env.FILES.get(row!.resume_r2_key);
    expect(new Uint8Array(await copy!.arrayBuffer())).toEqual(samplePdf());
    expect(
      (await api(`/api/candidate/applications/${applied.json.id}`, { token: candidate.token })).json.resumeName,
    ).toBe('cv.pdf');
  });

  it("links the application's copy of the resume for the job's company only", async () => {
    const { job, recruiter } = await jobWithRecruiter();
    const candidate = await candidateWithResume();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    await api('/api/candidate/resumes/cv.pdf', { method: 'DELETE', token: candidate.token });
    const link = await applicationResumeLink(env, recruiter.id, applied.json.id);
    const file = await SELF.fetch(link.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(samplePdf());
    const colleague = await addRecruiterTo(recruiter.companyId);
    expect((await applicationResumeLink(env, colleague.id, applied.json.id)).url).toMatch(
      new RegExp(`^${env.PUBLIC_ORIGIN}/api/files/`),
    );
    const stranger = await createRecruiter('Other Co');
    await expect(applicationResumeLink(env, stranger.id, applied.json.id)).rejects.toThrow('Application not found');
    await expect(applicationResumeLink(env, candidate.id, applied.json.id)).rejects.toThrow('Application not found');
  });

  it('accepts one application per job, even when two arrive at once', async () => {
    const { job } = await jobWithRecruiter();
    const candidate = await candidateWithResume();
    const both = await Promise.all(
      [0, 1].map(() =>
        SELF.fetch(`${ORIGIN}/api/candidate/jobs/${job.id}/apply`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${candidate.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ resumeName: 'cv.pdf' }),
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(APPLY_MESSAGES.duplicate);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM applications WHERE job_id = ?')
      .bind(job.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // The losing request removed its copy of the file: every stored copy belongs to an application.
    const copies = (await env.FILES.list({ prefix: 'applications/' })).objects.map((o) => o.key).sort();
    const keys = (await env.DB.prepare('SELECT resume_r2_key AS k FROM applications').all<{ k: string }>()).results
      .map((r) => r.k)
      .sort();
    expect(copies).toEqual(keys);
  });

  it('refuses closed and past-deadline jobs politely, and unknown resumes with a field message', async () => {
    const candidate = await candidateWithResume();
    const { job: closed, recruiter } = await jobWithRecruiter();
    await api(`/api/recruiter/jobs/${closed.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'closed' },
    });
    const shut = await api(`/api/candidate/jobs/${closed.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(shut.status).toBe(409);
    expect(shut.json.message).toBe(APPLY_MESSAGES.closed);

    const { job: late } = await jobWithRecruiter(
      { deadline: '2024-01-31' },
      undefined,
      Date.parse('2024-01-02T00:00:00Z'),
    );
    const past = await api(`/api/candidate/jobs/${late.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(past.status).toBe(409);
    expect(past.json.message).toBe(APPLY_MESSAGES.deadlinePassed);

    const { job } = await jobWithRecruiter();
    const missing = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'nope.pdf', coverLetter: 'x'.repeat(5_001) },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toEqual({ coverLetter: 'Cover letter must be at most 5000 characters' });
    const unknown = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'nope.pdf' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fields).toEqual({ resumeName: 'Choose one of your resumes' });
    const empty = await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: {} });
    expect(empty.json.fields).toEqual({ resumeName: 'Choose a resume' });

    const { job: draft } = await jobWithRecruiter({ status: 'draft' });
    expect(
      (await api(`/api/candidate/jobs/${draft.id}/apply`, { token: candidate.token, body: { resumeName: 'cv.pdf' } }))
        .status,
    ).toBe(404);
  });

  it('lists my applications with their jobs, and shows one with its timeline', async () => {
    const candidate = await candidateWithResume();
    const { job: a } = await jobWithRecruiter({ title: 'Platform Engineer' });
    const { job: b } = await jobWithRecruiter({ title: 'Data Engineer' });
    const first = await api(`/api/candidate/jobs/${a.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    await api(`/api/candidate/jobs/${b.id}/apply`, { token: candidate.token, body: { resumeName: 'cv.pdf' } });
    const list = await api('/api/candidate/applications', { token: candidate.token });
    expect(list.status).toBe(200);
    expect(list.json.applications.map((x: { jobTitle: string }) => x.jobTitle)).toEqual([
      'Data Engineer',
      'Platform Engineer',
    ]);
    expect(list.json.applications[0]).toMatchObject({
      companyName: 'Acme Talent',
      status: 'applied',
      jobStatus: 'open',
    });
    const detail = await api(`/api/candidate/applications/${first.json.id}`, { token: candidate.token });
    expect(detail.json).toMatchObject({
      id: first.json.id,
      jobTitle: 'Platform Engineer',
      match: { requiredMissing: expect.any(Array) },
    });
  });

  it("never shows another candidate's application", async () => {
    const owner = await candidateWithResume();
    const other = await createUser('candidate');
    const { job } = await jobWithRecruiter();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: owner.token,
      body: { resumeName: 'cv.pdf' },
    });
    for (const [path, body] of [
      [`/api/candidate/applications/${applied.json.id}`, undefined],
      [`/api/candidate/applications/${applied.json.id}/withdraw`, {}],
    ] as const) {
      const res = await api(path, { token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Application not found' });
    }
    expect((await api('/api/candidate/applications', { token: other.token })).json.applications).toEqual([]);
    expect((await store.findApplication(env.DB, applied.json.id))!.status).toBe('applied');
  });

  it('withdraws from an open status once, with an event; ended applications cannot be withdrawn', async () => {
    const candidate = await candidateWithResume();
    const { job, recruiter } = await jobWithRecruiter();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    await store.moveApplications(env.DB, [{ id: applied.json.id, from: 'applied' }], {
      to: 'interview',
      actorId: recruiter.id,
      note: 'internal: strong',
      reason: null,
      now: new Date().toISOString(),
    });
    const res = await api(`/api/candidate/applications/${applied.json.id}/withdraw`, {
      token: candidate.token,
      body: { reason: 'Took another offer' },
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('withdrawn');
    expect(res.json.canWithdraw).toBe(false);
    expect(
      res.json.timeline.map((e: { from: string | null; to: string; byYou: boolean; note: string }) => [
        e.from,
        e.to,
        e.byYou,
        e.note,
      ]),
    ).toEqual([
      [null, 'applied', true, ''],
      ['applied', 'interview', false, ''],
      ['interview', 'withdrawn', true, 'Took another offer'],
    ]);
    const again = await api(`/api/candidate/applications/${applied.json.id}/withdraw`, {
      token: candidate.token,
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(APPLY_MESSAGES.notWithdrawable);

    const { job: other, recruiter: hiring } = await jobWithRecruiter();
    const hired = await api(`/api/candidate/jobs/${other.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    for (const status of ['offer', 'hired']) {
      expect(
        (
          await api(`/api/recruiter/applications/${hired.json.id}/status`, {
            method: 'PUT',
            token: hiring.token,
            body: { status },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await api(`/api/candidate/applications/${hired.json.id}/withdraw`, { token: candidate.token, body: {} })).status,
    ).toBe(409);
  });
});
