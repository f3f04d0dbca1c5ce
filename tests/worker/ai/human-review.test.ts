import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { HUMAN_REVIEW } from '../../../src/contract';
import { api, apply, createUser, emailsTo, recruiterWithJob, SAMPLE_JOB, uploadResume } from '../helpers';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9)).toISOString();

async function candidateWithResume() {
  const candidate = await createUser('candidate', { fullName: 'Hana Human' });
  expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
  return candidate;
}

/** An application put in human review the way the later request does it. */
async function humanReview(jobId: string, createdAt: string) {
  const a = await apply(jobId, { createdAt });
  await env.DB.prepare(
    `UPDATE applications SET ats_score = NULL, ats_status = 'human_review', ats_breakdown = 'null', ats_version = '' WHERE id = ?`,
  )
    .bind(a.id)
    .run();
  return a;
}

describe('human review instead of the score', { timeout: 30_000 }, () => {
  it('applies with humanReview: no score is computed, the recruiter sees "Human review requested" everywhere, on the timeline too', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    const res = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', humanReview: true },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      breakdown: null,
      humanReview: true,
      canRequestHumanReview: false,
      atsVersion: '',
    });
    expect(res.json.timeline).toEqual([
      { from: null, to: 'applied', at: res.json.createdAt, byYou: true, note: HUMAN_REVIEW.note },
    ]);
    const row = await env.DB.prepare('SELECT ats_score, ats_breakdown FROM applications WHERE id = ?')
      .bind(res.json.id)
      .first();
    expect(row).toEqual({ ats_score: null, ats_breakdown: 'null' });

    const list = await api(`/api/recruiter/jobs/${job.id}/applications`, { token: recruiter.token });
    expect(list.json.applications[0]).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      reasons: { matched: [], missing: [], summary: HUMAN_REVIEW.label },
    });
    const detail = await api(`/api/recruiter/applications/${res.json.id}`, { token: recruiter.token });
    expect(detail.json).toMatchObject({ atsScore: null, atsStatus: 'human_review', atsBreakdown: null });
    expect(detail.json.timeline[0].note).toBe(HUMAN_REVIEW.note);
    const [mail] = (await emailsTo(recruiter.email)).filter((m) => m.kind === 'new_application');
    expect(mail!.text_body).toContain(`Match score: ${HUMAN_REVIEW.label}.`);
  });

  it('lists human-review applications after the scored ones and never filters them out by a minimum score', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const human = await humanReview(job.id, day(5));
    const low = await apply(job.id, { score: 35, createdAt: day(3) });
    const high = await apply(job.id, { score: 88, createdAt: day(1) });
    const mid = await apply(job.id, { score: 60, status: 'screening', createdAt: day(2) });
    const page = async (query: string) =>
      (await api(`/api/recruiter/jobs/${job.id}/applications?${query}`, { token: recruiter.token })).json;
    const ids = async (query: string) => (await page(query)).applications.map((a: { id: string }) => a.id);

    expect(await ids('sort=atsScore')).toEqual([high.id, mid.id, low.id, human.id]);
    expect(await ids('sort=atsScore&atsScore=60')).toEqual([high.id, mid.id, human.id]);
    expect(await ids('atsScore=60')).toEqual([human.id, mid.id, high.id]);
    expect(await ids('atsScore=95'), 'min 95').toEqual([human.id]);
    expect((await page('atsScore=60')).total).toBe(3);
    expect((await page('atsScore=60&status=screening')).total).toBe(1);
    expect(
      (await page('atsScore=60&status=applied')).applications.map((a: { id: string }) => a.id),
      'applied',
    ).toEqual([human.id, high.id]);
    const across = await api(`/api/recruiter/jobs/applications?atsScore=90&sort=atsScore`, { token: recruiter.token });
    expect(
      across.json.applications.map((a: { id: string }) => a.id),
      'across',
    ).toEqual([human.id]);
    expect(across.json.total).toBe(1);
  });

  it('can be asked for later from the application page until the first move, dropping the score', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(applied.json).toMatchObject({ atsStatus: 'scored', humanReview: false, canRequestHumanReview: true });
    const asked = await api(`/api/candidate/applications/${applied.json.id}/human-review`, {
      token: candidate.token,
      method: 'POST',
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({
      atsScore: null,
      atsStatus: 'human_review',
      breakdown: null,
      humanReview: true,
      canRequestHumanReview: false,
    });
    expect(asked.json.timeline[0].note).toBe(HUMAN_REVIEW.note);
    // Asking again changes nothing.
    expect(
      (
        await api(`/api/candidate/applications/${applied.json.id}/human-review`, {
          token: candidate.token,
          method: 'POST',
        })
      ).status,
    ).toBe(200);
    // Another candidate cannot ask for it.
    const other = await createUser('candidate');
    expect(
      (await api(`/api/candidate/applications/${applied.json.id}/human-review`, { token: other.token, method: 'POST' }))
        .status,
    ).toBe(404);

    const second = await recruiterWithJob('Other Co');
    const later = await api(`/api/candidate/jobs/${second.job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf' },
    });
    expect(
      (
        await api(`/api/recruiter/applications/${later.json.id}/status`, {
          method: 'PUT',
          token: second.recruiter.token,
          body: { status: 'screening' },
        })
      ).status,
    ).toBe(200);
    const tooLate = await api(`/api/candidate/applications/${later.json.id}/human-review`, {
      token: candidate.token,
      method: 'POST',
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe(HUMAN_REVIEW.tooLate);
    expect((await api(`/api/candidate/applications/${later.json.id}`, { token: candidate.token })).json).toMatchObject({
      atsStatus: 'scored',
      canRequestHumanReview: false,
    });
    void recruiter;
  });

  it('is never scored again when the job changes, and targeted sending never ranks that candidate for that job', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await candidateWithResume();
    await env.DB.prepare(
      'INSERT INTO candidate_profiles (user_id, accepts_targeted_jobs) VALUES (?, 1) ON CONFLICT (user_id) DO UPDATE SET accepts_targeted_jobs = 1',
    )
      .bind(candidate.id)
      .run();
    const applied = await api(`/api/candidate/jobs/${job.id}/apply`, {
      token: candidate.token,
      body: { resumeName: 'cv.pdf', humanReview: true },
    });
    const edited = await api(`/api/recruiter/jobs/${job.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, requiredSkills: ['TypeScript', 'Go'] },
    });
    expect(edited.status).toBe(200);
    const row = await env.DB.prepare('SELECT ats_score, ats_status FROM applications WHERE id = ?')
      .bind(applied.json.id)
      .first();
    expect(row).toEqual({ ats_score: null, ats_status: 'human_review' });

    const ranked = await api(`/api/recruiter/targeted/candidates?jobId=${job.id}`, { token: recruiter.token });
    expect(ranked.status).toBe(200);
    expect(ranked.json.candidates.map((c: { candidateId: string }) => c.candidateId)).not.toContain(candidate.id);
  });
});
