import { describe, expect, it } from 'vitest';

import { educationText } from '../../../src/contract';
import { api, createUser, uploadResume } from '../helpers';

describe('GET /api/candidate/profile/suggestions', { timeout: 60_000 }, () => {
  it('offers the headline, years, every role, the education and the skills (sure ones ticked) of the newest resume', async () => {
    const candidate = await createUser('candidate');
    const none = await api('/api/candidate/profile/suggestions', { token: candidate.token });
    expect(none.json).toEqual({
      resumeName: null,
      skills: [],
      headline: null,
      city: null,
      years: null,
      roles: [],
      education: [],
    });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    const res = await api('/api/candidate/profile/suggestions', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.json.resumeName).toBe('cv.pdf');
    expect(res.json.skills).toEqual(
      expect.arrayContaining([
        { name: 'TypeScript', sure: true },
        { name: 'PostgreSQL', sure: true },
      ]),
    );
    expect(res.json.headline).toBe('Senior Backend Engineer');
    expect(res.json.years).toBeGreaterThanOrEqual(7);
    expect(res.json.roles).toEqual([expect.objectContaining({ start: '2018', end: 'present' })]);
    expect(educationText(res.json.education)).toBe('B.Tech Computer Science, 2017');
    // Nothing was saved: the profile is as it was.
    expect((await api('/api/candidate/profile', { token: candidate.token })).json.skills).toEqual([]);
  });

  it('is for candidates only', async () => {
    const recruiter = await createUser('recruiter');
    expect((await api('/api/candidate/profile/suggestions', { token: recruiter.token })).status).toBe(403);
  });
});
