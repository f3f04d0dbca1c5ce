import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { TARGETED_CONSENT_TEXT } from '../../../src/contract';
import { api, createRecruiter, createUser, insertJob } from '../helpers';

const PROFILE = { fullName: 'Asha Verma', skills: ['TypeScript', 'PostgreSQL', 'REST APIs'], location: 'Gurugram' };

async function poolOf(recruiter: { token: string }, jobId: string): Promise<string[]> {
  const res = await api(`/api/recruiter/targeted/candidates?jobId=${jobId}`, { token: recruiter.token });
  expect(res.status).toBe(200);
  return res.json.candidates.map((c: { candidateId: string }) => c.candidateId);
}

describe('candidate consent to be found', () => {
  it('is off for a new candidate until they opt in, and turning it off removes them from the pool at once', async () => {
    expect(TARGETED_CONSENT_TEXT).toBe('Let verified employers find me and send me jobs');
    const recruiter = await createRecruiter();
    const jobId = await insertJob(recruiter, {
      title: 'Senior Backend Engineer',
      requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'],
    });
    const candidate = await createUser('candidate');

    expect((await api('/api/candidate/profile', { token: candidate.token })).json.acceptsTargetedJobs).toBe(false);
    const saved = await api('/api/candidate/profile', { method: 'PUT', token: candidate.token, body: PROFILE });
    expect(saved.json.acceptsTargetedJobs).toBe(false);
    expect(await poolOf(recruiter, jobId)).not.toContain(candidate.id);
    const refused = await api('/api/recruiter/targeted/send', {
      token: recruiter.token,
      body: { jobId, candidateIds: [candidate.id] },
    });
    expect(refused.json.results).toEqual([{ candidateId: candidate.id, outcome: 'opted_out', conversationId: null }]);

    const optedIn = await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { ...PROFILE, acceptsTargetedJobs: true },
    });
    expect(optedIn.json.acceptsTargetedJobs).toBe(true);
    expect(await poolOf(recruiter, jobId)).toContain(candidate.id);

    await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { ...PROFILE, acceptsTargetedJobs: false },
    });
    expect(await poolOf(recruiter, jobId)).not.toContain(candidate.id);
    const sent = await api('/api/recruiter/targeted/send', {
      token: recruiter.token,
      body: { jobId, candidateIds: [candidate.id] },
    });
    expect(sent.json.results[0].outcome).toBe('opted_out');
  });

  it('keeps the choice stored on rows written before consent was asked', async () => {
    const before = await createUser('candidate');
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, skills, accepts_targeted_jobs) VALUES (?, ?, 1)')
      .bind(before.id, '["TypeScript"]')
      .run();
    expect((await api('/api/candidate/profile', { token: before.token })).json.acceptsTargetedJobs).toBe(true);
    await api('/api/candidate/profile', { method: 'PUT', token: before.token, body: PROFILE });
    expect((await api('/api/candidate/profile', { token: before.token })).json.acceptsTargetedJobs).toBe(true);
  });
});
