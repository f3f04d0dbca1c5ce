import { describe, expect, it } from 'vitest';

import { api, createRecruiter, createUser, jobWithRecruiter, setPostedAt } from '../helpers';

const ALERT = { name: 'Remote Go', keywords: 'golang', workplaceType: 'remote', frequency: 'weekly' };

describe('job alerts', { timeout: 30_000 }, () => {
  it('creates, lists, edits, pauses and deletes an alert', async () => {
    const candidate = await createUser('candidate');
    const created = await api('/api/candidate/alerts', { token: candidate.token, body: ALERT });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      ...ALERT,
      location: '',
      employmentType: null,
      minSalary: null,
      active: true,
      newMatches: 0,
    });
    const list = await api('/api/candidate/alerts', { token: candidate.token });
    expect(list.json.alerts.map((a: { id: string }) => a.id)).toEqual([created.json.id]);

    const paused = await api(`/api/candidate/alerts/${created.json.id}`, {
      method: 'PUT',
      token: candidate.token,
      body: { ...ALERT, minSalary: 100000, active: false, frequency: 'daily' },
    });
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ active: false, minSalary: 100000, frequency: 'daily' });

    expect(
      (await api(`/api/candidate/alerts/${created.json.id}`, { method: 'DELETE', token: candidate.token })).status,
    ).toBe(200);
    expect((await api('/api/candidate/alerts', { token: candidate.token })).json.alerts).toEqual([]);
  });

  it('refuses an alert without any criterion, and bad values, with field messages', async () => {
    const candidate = await createUser('candidate');
    const empty = await api('/api/candidate/alerts', { token: candidate.token, body: { name: 'Anything' } });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toEqual({ keywords: 'Add keywords or at least one filter' });
    const bad = await api('/api/candidate/alerts', {
      token: candidate.token,
      body: { keywords: 'x', frequency: 'hourly', employmentType: 'gig' },
    });
    expect(bad.json.fields).toEqual({
      frequency: 'Choose instant, daily or weekly',
      employmentType: 'Choose an employment type',
    });
  });

  it('finds the open jobs an alert matches and counts new ones until they are seen', async () => {
    const recruiter = await createRecruiter('Gopher Inc');
    const candidate = await createUser('candidate');
    const alert = (await api('/api/candidate/alerts', { token: candidate.token, body: ALERT })).json;
    const { job: match } = await jobWithRecruiter(
      { title: 'Golang Engineer', workplaceType: 'remote', city: '', country: '' },
      recruiter,
    );
    const { job: onsite } = await jobWithRecruiter(
      { title: 'Golang Engineer (office)', workplaceType: 'onsite' },
      recruiter,
    );
    await setPostedAt(onsite.id, new Date().toISOString());

    expect((await api('/api/candidate/alerts', { token: candidate.token })).json.alerts[0].newMatches).toBe(1);
    const matches = await api(`/api/candidate/alerts/${alert.id}/matches`, { token: candidate.token });
    expect(matches.status).toBe(200);
    expect(matches.json.jobs.map((j: { id: string }) => j.id)).toEqual([match.id]);
    expect(matches.json.alert.newMatches).toBe(1);
    expect((await api('/api/candidate/alerts', { token: candidate.token })).json.alerts[0].newMatches).toBe(0);
  });

  it("never shows, edits or deletes another candidate's alert", async () => {
    const owner = await createUser('candidate');
    const other = await createUser('candidate');
    const alert = (await api('/api/candidate/alerts', { token: owner.token, body: ALERT })).json;
    for (const [method, path, body] of [
      ['GET', `/api/candidate/alerts/${alert.id}/matches`, undefined],
      ['PUT', `/api/candidate/alerts/${alert.id}`, ALERT],
      ['DELETE', `/api/candidate/alerts/${alert.id}`, undefined],
    ] as const) {
      const res = await api(path, { method, token: other.token, body });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Alert not found' });
    }
    expect((await api('/api/candidate/alerts', { token: owner.token })).json.alerts[0]).toMatchObject({
      name: 'Remote Go',
      active: true,
    });
  });
});
