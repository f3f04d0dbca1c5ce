import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { TARGETED_DAILY_CAP } from '../../../src/contract';
import { api, apply, createRecruiter, createUser, emailsTo, insertJob, notificationsOf } from '../helpers';

/**
 * Under blind review, an applicant not yet at interview is known to the company by an alias only.
 * Targeted sending and its pool must not tell whether a candidate (whose name and id the pool
 * shows) applied: no answer, count or order differs between one who applied and one who did not.
 */

async function optedIn(fullName: string) {
  const c = await createUser('candidate', { fullName });
  await env.DB.prepare(
    'INSERT INTO candidate_profiles (user_id, headline, years, skills, accepts_targeted_jobs) VALUES (?, ?, ?, ?, 1)',
  )
    .bind(c.id, 'Backend Engineer', 5, JSON.stringify(['TypeScript', 'PostgreSQL', 'REST APIs']))
    .run();
  return c;
}

async function blindCompany() {
  const recruiter = await createRecruiter('Blind Hiring Co');
  const res = await api('/api/recruiter/settings/blind-review', {
    method: 'PUT',
    token: recruiter.token,
    body: { enabled: true },
  });
  expect(res.status).toBe(200);
  const skills = { requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'] };
  const jobId = await insertJob(recruiter, { title: 'Backend Engineer', ...skills });
  const otherJob = await insertJob(recruiter, { title: 'Platform Engineer', ...skills });
  return { recruiter, jobId, otherJob };
}

const pool = async (token: string, jobId: string) => {
  const res = await api(`/api/recruiter/targeted/candidates?jobId=${jobId}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.candidates as Array<{ candidateId: string }>;
};
const send = (token: string, jobId: string, candidateIds: string[], at?: number) =>
  api('/api/recruiter/targeted/send', { token, body: { jobId, candidateIds }, at });

describe('targeted sending under blind review', () => {
  it('keeps the pool of every job the same when a candidate applies', async () => {
    const { recruiter, jobId, otherJob } = await blindCompany();
    const applicant = await optedIn('Hidden Applicant');
    const bystander = await optedIn('Never Applied');
    const before = [await pool(recruiter.token, jobId), await pool(recruiter.token, otherJob)];
    expect(before[0]!.map((c) => c.candidateId)).toEqual(expect.arrayContaining([applicant.id, bystander.id]));

    await apply(jobId, { candidate: applicant });

    // The same rows, in the same order, for the job applied to and for the company's other job.
    expect([await pool(recruiter.token, jobId), await pool(recruiter.token, otherJob)]).toEqual(before);
  });

  it('answers a send to a hidden applicant as to a candidate already contacted, counting it like a send', async () => {
    const { recruiter, jobId } = await blindCompany();
    const applicant = await optedIn('Hidden Applicant');
    const contacted = await optedIn('Already Contacted');
    const fresh = await optedIn('Fresh Candidate');
    const at = Date.now();
    expect((await send(recruiter.token, jobId, [contacted.id], at)).json.sent).toBe(1);
    await apply(jobId, { candidate: applicant });

    const res = await send(recruiter.token, jobId, [applicant.id, contacted.id, fresh.id], at);
    expect(res.status, res.text).toBe(200);
    expect(res.json.results).toEqual([
      { candidateId: applicant.id, outcome: 'already_sent', conversationId: null },
      { candidateId: contacted.id, outcome: 'already_sent', conversationId: null },
      { candidateId: fresh.id, outcome: 'sent', conversationId: expect.any(String) },
    ]);
    // Three sends so far today: the first, the one to the applicant and the fresh one.
    expect(res.json.usage).toEqual({ sentToday: 3, dailyCap: TARGETED_DAILY_CAP, remaining: TARGETED_DAILY_CAP - 3 });
    // A neutral no-op: nothing reaches the applicant, and a second try answers the same.
    expect((await notificationsOf(applicant.id)).filter((n) => n.kind === 'job_sent')).toEqual([]);
    expect((await emailsTo(applicant.email)).filter((m) => m.kind === 'job_sent')).toEqual([]);
    const again = await send(recruiter.token, jobId, [applicant.id], at);
    expect(again.json.results).toEqual([{ candidateId: applicant.id, outcome: 'already_sent', conversationId: null }]);
    // After the send, the applicant leaves this job's pool as anyone sent the job does.
    const ids = (await pool(recruiter.token, jobId)).map((c) => c.candidateId);
    expect(ids).not.toContain(applicant.id);
    expect(ids).not.toContain(fresh.id);
  });

  it('counts the no-op against the daily cap like any other send', async () => {
    const { recruiter, jobId, otherJob } = await blindCompany();
    const at = Date.now();
    const today = new Date(at).toISOString();
    const earlier = [];
    for (let i = 0; i < TARGETED_DAILY_CAP - 1; i++) earlier.push(await createUser('candidate'));
    await env.DB.batch(
      earlier.map((c) =>
        env.DB.prepare(
          'INSERT INTO targeted_sends (id, job_id, company_id, recruiter_id, candidate_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).bind(crypto.randomUUID(), otherJob, recruiter.companyId, recruiter.id, c.id, today),
      ),
    );
    const applicant = await optedIn('Hidden Applicant');
    const next = await optedIn('Next In Line');
    await apply(jobId, { candidate: applicant });
    const res = await send(recruiter.token, jobId, [applicant.id, next.id], at);
    expect(res.json.results.map((r: { outcome: string }) => r.outcome)).toEqual(['already_sent', 'daily_cap']);
    expect(res.json.usage).toMatchObject({ sentToday: TARGETED_DAILY_CAP, remaining: 0 });
  });

  it('still says "applied" where the company sees its applicants by name', async () => {
    const recruiter = await createRecruiter('Open Hiring Co');
    const jobId = await insertJob(recruiter, { requiredSkills: ['TypeScript'] });
    const applicant = await optedIn('Named Applicant');
    await apply(jobId, { candidate: applicant });
    const res = await send(recruiter.token, jobId, [applicant.id]);
    expect(res.json.results).toEqual([{ candidateId: applicant.id, outcome: 'applied', conversationId: null }]);
    expect(res.json.usage.sentToday).toBe(0);
    expect((await pool(recruiter.token, jobId)).map((c) => c.candidateId)).not.toContain(applicant.id);
  });
});
