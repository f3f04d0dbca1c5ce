import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import {
  EMPLOYER_MESSAGES,
  INDIA_DISABILITY,
  INDIA_GENDERS,
  SELF_ID_MESSAGES,
  SELF_ID_SETS,
  selfIdChoiceMessage,
} from '../../../src/contract';
import { api, apply, createUser, recruiterWithJob } from '../helpers';
import { deleteByEmailedLink, exportOf } from '../privacy/helpers';

const EEOC = { set: 'eeoc', answers: { sex: 'female', raceEthnicity: 'asian' } };
const INDIA = { set: 'india', answers: { gender: 'transgender', disability: 'benchmark' } };
const answer = (token: string, body: unknown) =>
  api('/api/candidate/self-identification', { method: 'PUT', token, body });
const read = (token: string, jobId: string) => api(`/api/candidate/self-identification?jobId=${jobId}`, { token });

/** A job of a company in `country` (India unless set: the default). */
async function jobIn(country?: string) {
  const { recruiter, job } = await recruiterWithJob(`Company ${crypto.randomUUID().slice(0, 8)}`);
  if (country)
    await env.DB.prepare('UPDATE companies SET country = ? WHERE id = ?').bind(country, recruiter.companyId).run();
  return { recruiter, job };
}

describe('voluntary self-identification fits the market', () => {
  it("offers the India set for a job of an Indian company (the default) and the EEOC set for a US company's", async () => {
    const candidate = await createUser('candidate');
    const india = await jobIn();
    const us = await jobIn('US');
    const uk = await jobIn('GB');
    expect((await read(candidate.token, india.job.id)).json).toEqual({ set: 'india', answers: null, updatedAt: null });
    expect((await read(candidate.token, us.job.id)).json).toEqual({ set: 'eeoc', answers: null, updatedAt: null });
    // Another country asks none: no other market's questions are assumed.
    expect((await read(candidate.token, uk.job.id)).json).toEqual({ set: null, answers: null, updatedAt: null });
    expect((await read(candidate.token, 'no-such-job')).status).toBe(404);
    // The India set: transgender persons and the RPwD Act's disability, each with "Prefer not to say".
    expect(INDIA_GENDERS.map(([, l]) => l)).toEqual(['Woman', 'Man', 'Transgender person', 'Prefer not to say']);
    expect(INDIA_DISABILITY.at(-1)).toEqual(['decline', 'Prefer not to say']);
  });

  it('keeps answers per set, after applying to a company that asks that set, and refuses an answer outside the set', async () => {
    const candidate = await createUser('candidate');
    const india = await jobIn('IN');
    const us = await jobIn('US');
    const early = await answer(candidate.token, INDIA);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(SELF_ID_MESSAGES.notYet);
    await apply(india.job.id, { candidate });

    // Only the set of a company applied to.
    const notAsked = await answer(candidate.token, EEOC);
    expect(notAsked.status).toBe(409);
    expect(notAsked.json.message).toBe(SELF_ID_MESSAGES.notAsked);
    // An EEOC answer is not one of the India set's: refused, saying which question and what to choose.
    const outside = await answer(candidate.token, { set: 'india', answers: { gender: 'female', disability: 'none' } });
    expect(outside.status).toBe(400);
    expect(JSON.stringify(outside.json)).toContain(selfIdChoiceMessage(SELF_ID_SETS.india.questions[0]));
    expect(selfIdChoiceMessage(SELF_ID_SETS.india.questions[0])).toBe(
      'Choose one of the answers offered for “Gender”, or “Prefer not to say”',
    );

    const saved = await answer(candidate.token, INDIA);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ set: 'india', answers: INDIA.answers });

    await apply(us.job.id, { candidate });
    expect((await answer(candidate.token, EEOC)).json).toMatchObject(EEOC);
    // Each set keeps its own answers.
    expect((await read(candidate.token, india.job.id)).json).toMatchObject(INDIA);
    expect((await read(candidate.token, us.job.id)).json).toMatchObject(EEOC);
    const { results } = await env.DB.prepare(
      'SELECT set_key, answers FROM self_identification WHERE candidate_id = ? ORDER BY set_key',
    )
      .bind(candidate.id)
      .all();
    expect(results).toEqual([
      { set_key: 'eeoc', answers: JSON.stringify(EEOC.answers) },
      { set_key: 'india', answers: JSON.stringify(INDIA.answers) },
    ]);

    // "Prefer not to say" everywhere; deleting one set keeps the other.
    const declined = { set: 'india', answers: { gender: 'decline', disability: 'decline' } };
    expect((await answer(candidate.token, declined)).json).toMatchObject(declined);
    const deleted = await api('/api/candidate/self-identification/india', { method: 'DELETE', token: candidate.token });
    expect(deleted.json).toEqual({ message: SELF_ID_MESSAGES.deleted });
    expect((await read(candidate.token, india.job.id)).json).toEqual({ set: 'india', answers: null, updatedAt: null });
    expect((await read(candidate.token, us.job.id)).json).toMatchObject(EEOC);
  });

  it('is read by the candidate alone: another role is refused, another candidate sees only their own (none)', async () => {
    const { recruiter, job } = await jobIn();
    const candidate = await createUser('candidate');
    await apply(job.id, { candidate });
    expect((await answer(candidate.token, INDIA)).status).toBe(200);
    expect((await read(recruiter.token, job.id)).status).toBe(403);
    const otherCompany = await jobIn();
    expect((await read(otherCompany.recruiter.token, job.id)).status).toBe(403);
    const other = await createUser('candidate');
    expect((await read(other.token, job.id)).json).toEqual({ set: 'india', answers: null, updatedAt: null });
  });

  it("is in the candidate's own data export, and goes with their account", async () => {
    const { job } = await jobIn('US');
    const candidate = await createUser('candidate');
    await apply(job.id, { candidate });
    await answer(candidate.token, EEOC);
    const { data } = await exportOf(candidate.token);
    expect(data.selfIdentification).toMatchObject([EEOC]);
    expect((await deleteByEmailedLink(candidate)).status).toBe(200);
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM self_identification WHERE candidate_id = ?')
        .bind(candidate.id)
        .first(),
    ).toEqual({ n: 0 });
  });

  it('never reaches a recruiter: every recruiter view of the candidate reads the same before and after they answer', async () => {
    const { recruiter, job } = await jobIn();
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
    const readAll = async () =>
      Promise.all(
        views.map(async (path) => {
          const res = await api(path, { token: recruiter.token });
          expect(res.status, path).toBe(200);
          return res.text;
        }),
      );
    const before = await readAll();
    expect((await answer(candidate.token, INDIA)).status).toBe(200);
    const after = await readAll();
    expect(after).toEqual(before);
    for (const text of after) expect(text).not.toMatch(/transgender|benchmark|selfIdentification|"gender"|disability/);
  });
});

describe("a company's country", () => {
  const profile = (name: string, country?: string) => ({
    fullName: 'Owner Person',
    company: { name, ...(country === undefined ? {} : { country }) },
  });
  const save = (token: string, body: unknown) => api('/api/recruiter/profile', { method: 'PUT', token, body });

  it('is India by default, an ISO code the owner alone changes, and anything else is refused', async () => {
    const owner = await createUser('recruiter');
    const name = `Country Co ${crypto.randomUUID().slice(0, 6)}`;
    const created = await save(owner.token, profile(name));
    expect(created.status).toBe(200);
    expect(created.json.companyProfile.country).toBe('IN');
    const bad = await save(owner.token, profile(name, 'Narnia'));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('Choose the country from the list');
    expect((await save(owner.token, profile(name, 'XX'))).status).toBe(400);
    const us = await save(owner.token, profile(name, 'us'));
    expect(us.status).toBe(200);
    expect(us.json.companyProfile.country).toBe('US');

    // A colleague saves their profile (the country kept) but cannot change it.
    const colleague = await createUser('recruiter');
    await env.DB.prepare('INSERT INTO recruiter_profiles (user_id, company_id) VALUES (?, ?)')
      .bind(colleague.id, us.json.companyProfile.id)
      .run();
    expect((await save(colleague.token, profile(name))).status).toBe(200);
    const refused = await save(colleague.token, profile(name, 'IN'));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(EMPLOYER_MESSAGES.ownerOnlyCountry);
    expect(
      await env.DB.prepare('SELECT country FROM companies WHERE id = ?').bind(us.json.companyProfile.id).first(),
    ).toEqual({ country: 'US' });
  });
});
