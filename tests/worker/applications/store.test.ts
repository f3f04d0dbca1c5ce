import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import * as store from '../../../worker/applications/store';
import { api, createRecruiter, createUser, SAMPLE_JOB } from '../helpers';

async function newApplication() {
  const recruiter = await createRecruiter();
  const job = (await api('/api/recruiter/jobs', { token: recruiter.token, body: SAMPLE_JOB })).json;
  const candidate = await createUser('candidate');
  const base = {
    jobId: job.id as string,
    candidateId: candidate.id,
    resumeId: null,
    resumeName: 'cv.pdf',
    resumeR2Key: 'applications/x/cv.pdf',
    resumeText: 'TypeScript developer',
    coverLetter: '',
    atsScore: 70,
    atsStatus: 'scored',
    atsBreakdown: '{}',
    atsVersion: 'test',
    now: new Date().toISOString(),
  };
  return { recruiter, job, candidate, base };
}

describe('applications store', () => {
  it('accepts one application per candidate and job, even when two arrive at once', async () => {
    const { base, job } = await newApplication();
    const results = await Promise.all([
      store.insertApplication(env.DB, { ...base, id: crypto.randomUUID() }),
      store.insertApplication(env.DB, { ...base, id: crypto.randomUUID() }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM applications WHERE job_id = ?')
      .bind(job.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const counter = await env.DB.prepare('SELECT application_count FROM jobs WHERE id = ?')
      .bind(job.id)
      .first<{ application_count: number }>();
    expect(counter?.application_count).toBe(1);
  });

  it('applies exactly one of two concurrent moves from the same state, with its event', async () => {
    const { base, recruiter } = await newApplication();
    const id = crypto.randomUUID();
    await store.insertApplication(env.DB, { ...base, id });
    const now = new Date().toISOString();
    const moves = await Promise.all([
      store.moveApplications(env.DB, [{ id, from: 'applied' }], {
        to: 'screening',
        actorId: recruiter.id,
        note: 'a',
        reason: null,
        now,
      }),
      store.moveApplications(env.DB, [{ id, from: 'applied' }], {
        to: 'rejected',
        actorId: recruiter.id,
        note: 'b',
        reason: 'Not a fit',
        now,
      }),
    ]);
    expect(moves.filter(Boolean)).toHaveLength(1);
    const row = await store.findApplication(env.DB, id);
    const events = await store.listEvents(env.DB, id);
    expect(events.map((e) => e.to_status)).toEqual(['applied', row!.status]);
    expect(['screening', 'rejected']).toContain(row!.status);
  });
});
