import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { SELF_ID_MESSAGES } from '../../../src/contract';
import { api, apply, createUser, recruiterWithJob } from '../helpers';
import { deleteByEmailedLink, exportOf } from '../privacy/helpers';

const ANSWERS = { sex: 'female', raceEthnicity: 'asian' };
const answer = (token: string, body: unknown = ANSWERS) =>
  api('/api/candidate/self-identification', { method: 'PUT', token, body });

describe('voluntary self-identification', () => {
  it('is answered after applying, with "decline to state" always possible, read back, changed and deleted by the candidate alone', async () => {
    const { job } = await recruiterWithJob();
    const candidate = await createUser('candidate');
    const early = await answer(candidate.token);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(SELF_ID_MESSAGES.notYet);
    await apply(job.id, { candidate });

    expect((await answer(candidate.token, { sex: 'robot', raceEthnicity: 'asian' })).status).toBe(400);
    const saved = await answer(candidate.token);
    expect(saved.status).toBe(200);
    expect(saved.json.answers).toMatchObject(ANSWERS);
    expect((await answer(candidate.token, { sex: 'decline', raceEthnicity: 'decline' })).json.answers).toMatchObject({
      sex: 'decline',
      raceEthnicity: 'decline',
    });
    expect((await api('/api/candidate/self-identification', { token: candidate.token })).json.answers).toMatchObject({
      sex: 'decline',
      raceEthnicity: 'decline',
    });

    // Nobody else reaches it: another role is refused, another candidate sees only their own (none).
    const recruiter = await createUser('recruiter');
    expect((await api('/api/candidate/self-identification', { token: recruiter.token })).status).toBe(403);
    const other = await createUser('candidate');
    expect((await api('/api/candidate/self-identification', { token: other.token })).json).toEqual({ answers: null });

    const deleted = await api('/api/candidate/self-identification', { method: 'DELETE', token: candidate.token });
    expect(deleted.json).toEqual({ message: SELF_ID_MESSAGES.deleted });
    expect((await api('/api/candidate/self-identification', { token: candidate.token })).json).toEqual({
      answers: null,
    });
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM self_identification WHERE candidate_id = ?')
        .bind(candidate.id)
        .first(),
    ).toEqual({ n: 0 });
  });

  it("is in the candidate's own data export, and goes with their account", async () => {
    const { job } = await recruiterWithJob();
    const candidate = await createUser('candidate');
    await apply(job.id, { candidate });
    await answer(candidate.token);
    const { data } = await exportOf(candidate.token);
    expect(data.selfIdentification).toMatchObject({ sex: 'female', race_ethnicity: 'asian' });
    expect((await deleteByEmailedLink(candidate)).status).toBe(200);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM self_identification WHERE candidate_id = ?')
        .bind(candidate.id)
        .first(),
    ).toEqual({ n: 0 });
  });

  it('never reaches a recruiter: every recruiter view of the candidate reads the same before and after they answer', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const candidate = await createUser('candidate', { fullName: 'Sita Self' });
    await env.DB.prepare('INSERT INTO candidate_profiles (user_id, accepts_targeted_jobs) VALUES (?, 1)')
      .bind(candidate.id)
      .run();
    const a = await apply(job.id, { candidate, score: 72 });
    const views = [
      `/api/recruiter/jobs/${job.id}/applications`,
      '/api/recruiter/jobs/applications',
      `/api/recruiter/applications/${a.id}`,
      '/api/recruiter/candidates',
      `/api/recruiter/candidates/${candidate.id}`,
      '/api/recruiter/dashboard',
      '/api/recruiter/analytics',
    ];
    const read = async () =>
      Promise.all(
        views.map(async (path) => {
          const res = await api(path, { token: recruiter.token });
          expect(res.status, path).toBe(200);
          return res.text;
        }),
      );
    const before = await read();
    expect((await answer(candidate.token)).status).toBe(200);
    const after = await read();
    expect(after).toEqual(before);
    for (const text of after) expect(text).not.toMatch(/raceEthnicity|race_ethnicity|selfIdentification|"sex"/);
  });
});
