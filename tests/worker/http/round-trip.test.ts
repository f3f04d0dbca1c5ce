import { describe, expect, it } from 'vitest';

import { api, createRecruiter, createUser, postJob } from '../helpers';

/**
 * What GET returns, PUT accepts: a client that saves exactly what it loaded gets 200 and changes
 * nothing, for every resource the API reads and writes at one address.
 */
async function roundTrip(getPath: string, putPath: string, token: string, pick: (got: any) => unknown = (got) => got) {
  const before = await api(getPath, { token });
  expect(before.status, before.text).toBe(200);
  const saved = await api(putPath, { method: 'PUT', token, body: pick(before.json) });
  expect(saved.status, saved.text).toBe(200);
  const after = await api(getPath, { token });
  return { before: pick(before.json), saved: pick(saved.json), after: pick(after.json) };
}

/** Fields that record when something was saved change on any save; everything else must not. */
const withoutClock = ({ updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

describe('GET → PUT unchanged → 200 and no change', () => {
  it('candidate profile', async () => {
    const candidate = await createUser('candidate');
    await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { fullName: 'Asha Rao', phone: '+91 98765 43210', location: 'Pune', skills: ['Go', 'SQL'], bio: 'Backend' },
    });
    const r = await roundTrip('/api/candidate/profile', '/api/candidate/profile', candidate.token);
    expect(r.saved).toEqual(r.before);
    expect(r.after).toEqual(r.before);
  });

  it('recruiter profile, with its company as the string GET returns', async () => {
    const recruiter = await createUser('recruiter');
    const first = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: {
        fullName: 'Rita Rao',
        phone: '',
        location: 'Delhi',
        website: '',
        bio: 'Hiring',
        company: {
          name: 'Roundtrip Labs',
          about: 'We build things',
          size: '11-50',
          industry: 'Software',
          website: 'https://roundtrip.example',
        },
      },
    });
    expect(first.status, first.text).toBe(200);
    const r = await roundTrip('/api/recruiter/profile', '/api/recruiter/profile', recruiter.token);
    expect(r.saved).toEqual(r.before);
    expect(r.after).toEqual(r.before);
    expect(r.after).toMatchObject({
      company: 'Roundtrip Labs',
      companyProfile: { about: 'We build things', size: '11-50' },
    });
  });

  it('recruiter profile: renaming through the company string keeps the company page fields', async () => {
    const recruiter = await createRecruiter('Before Name');
    const loaded = (await api('/api/recruiter/profile', { token: recruiter.token })).json;
    await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: { ...loaded, company: loaded.company, companyProfile: { ...loaded.companyProfile, about: 'Kept text' } },
    });
    const { companyProfile: _, ...withoutPage } = (await api('/api/recruiter/profile', { token: recruiter.token }))
      .json;
    const renamed = await api('/api/recruiter/profile', {
      method: 'PUT',
      token: recruiter.token,
      body: { ...withoutPage, company: 'After Name' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({
      company: 'After Name',
      companyProfile: { name: 'After Name', about: 'Kept text' },
    });
  });

  it('a recruiter job', async () => {
    const recruiter = await createRecruiter();
    const job = await postJob(recruiter, { deadline: '2099-12-31' });
    const r = await roundTrip(`/api/recruiter/jobs/${job.id}`, `/api/recruiter/jobs/${job.id}`, recruiter.token);
    expect(withoutClock(r.saved as Record<string, unknown>)).toEqual(withoutClock(r.before as Record<string, unknown>));
    expect(withoutClock(r.after as Record<string, unknown>)).toEqual(withoutClock(r.before as Record<string, unknown>));
  });

  it('a job alert, as the list returns it', async () => {
    const candidate = await createUser('candidate');
    const created = await api('/api/candidate/alerts', {
      token: candidate.token,
      body: { name: 'Remote Go', keywords: 'golang', workplaceType: 'remote', minSalary: 90000, frequency: 'weekly' },
    });
    const loaded = (await api('/api/candidate/alerts', { token: candidate.token })).json.alerts[0];
    const saved = await api(`/api/candidate/alerts/${created.json.id}`, {
      method: 'PUT',
      token: candidate.token,
      body: loaded,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(withoutClock(saved.json)).toEqual(withoutClock(loaded));
    expect(withoutClock((await api('/api/candidate/alerts', { token: candidate.token })).json.alerts[0])).toEqual(
      withoutClock(loaded),
    );
  });

  it('recruiter notification settings', async () => {
    const recruiter = await createRecruiter();
    const r = await roundTrip('/api/recruiter/settings', '/api/recruiter/settings/notifications', recruiter.token);
    expect(r.saved).toEqual(r.before);
    expect(r.after).toEqual(r.before);
  });
});
