import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { COMPANIES } from '../../../scripts/seed/content';
import { seedWorld } from '../../../scripts/seed/world';
import { EMPLOYER_MESSAGES } from '../../../src/contract';
import { api, apply, createRecruiter, createUser, insertJob, SAMPLE_JOB } from '../helpers';

describe('gates on a new employer', () => {
  it('lets a recruiter save drafts but not publish before they verify their email, and says why', async () => {
    const recruiter = await createRecruiter('Fresh Co', { verified: false });
    await env.DB.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(recruiter.id).run();

    const refused = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(EMPLOYER_MESSAGES.verifyEmailToPublish);
    expect(
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM jobs WHERE recruiter_id = ?')
          .bind(recruiter.id)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);

    const draft = await api('/api/recruiter/jobs', {
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'draft' },
    });
    expect(draft.status).toBe(201);
    const publish = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open' },
    });
    expect(publish.status).toBe(403);
    expect(publish.json.message).toBe(EMPLOYER_MESSAGES.verifyEmailToPublish);
    expect(await env.DB.prepare('SELECT status, posted_at FROM jobs WHERE id = ?').bind(draft.json.id).first()).toEqual(
      { status: 'draft', posted_at: null },
    );

    await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), recruiter.id)
      .run();
    const published = await api(`/api/recruiter/jobs/${draft.json.id}`, {
      method: 'PUT',
      token: recruiter.token,
      body: { ...SAMPLE_JOB, status: 'open' },
    });
    expect(published.status).toBe(200);
    expect(published.json.status).toBe('open');
  });

  it('refuses targeted sending and the pool to an unverified company, but keeps its own applicants open', async () => {
    const recruiter = await createRecruiter('Unproven Ltd', { verified: false });
    const jobId = await insertJob(recruiter, { title: 'Backend Engineer' });
    const candidate = await createUser('candidate');
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills, accepts_targeted_jobs) VALUES (?, ?, 1)')
      .bind(candidate.id, '["TypeScript"]')
      .run();
    const applicant = await apply(jobId, { name: 'Own Applicant' });

    const pool = await api(`/api/recruiter/targeted/candidates?jobId=${jobId}`, { token: recruiter.token });
    expect(pool.status).toBe(403);
    expect(pool.json).toEqual({ message: EMPLOYER_MESSAGES.companyNotVerified });
    const send = await api('/api/recruiter/targeted/send', {
      token: recruiter.token,
      body: { jobId, candidateIds: [candidate.id] },
    });
    expect(send.status).toBe(403);
    expect(send.json.message).toBe(EMPLOYER_MESSAGES.companyNotVerified);
    expect(
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM targeted_sends WHERE recruiter_id = ?')
          .bind(recruiter.id)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);

    const own = await api('/api/recruiter/candidates', { token: recruiter.token });
    expect(own.status).toBe(200);
    expect(own.json.candidates.map((c: { candidate: { id: string } }) => c.candidate.id)).toEqual([
      applicant.candidate.id,
    ]);
    expect((await api(`/api/recruiter/candidates/${applicant.candidate.id}`, { token: recruiter.token })).status).toBe(
      200,
    );

    await env.DB.prepare("UPDATE companies SET verification = 'verified' WHERE id = ?").bind(recruiter.companyId).run();
    expect((await api(`/api/recruiter/targeted/candidates?jobId=${jobId}`, { token: recruiter.token })).status).toBe(
      200,
    );
  });

  it('seeds the demo companies as verified employers', async () => {
    await seedWorld(env);
    for (const c of COMPANIES) {
      const page = await api(`/api/companies/${c.id}`, { token: (await createUser('candidate')).token });
      expect(page.status).toBe(200);
      expect(page.json.company.verified).toBe(true);
    }
  });
});
