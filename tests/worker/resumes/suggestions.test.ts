import { describe, expect, it } from 'vitest';

import { experienceText } from '../../../src/contract';
import { api, createUser, uploadResume } from '../helpers';

describe('GET /api/candidate/profile/suggestions', { timeout: 60_000 }, () => {
  it("offers the engine's skills and years, the headline's title and the dated roles of the newest resume", async () => {
    const candidate = await createUser('candidate');
    const none = await api('/api/candidate/profile/suggestions', { token: candidate.token });
    expect(none.json).toEqual({ resumeName: null, skills: [], title: null, years: null, experience: [] });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    const res = await api('/api/candidate/profile/suggestions', { token: candidate.token });
    expect(res.status).toBe(200);
    expect(res.json.resumeName).toBe('cv.pdf');
    expect(res.json.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(res.json.title).toBe('Senior Backend Engineer');
    expect(res.json.years).toBeGreaterThanOrEqual(7);
    expect(res.json.experience).toEqual([
      'Experience: 2018 - Present, Staff Engineer at Initech. 7 years building APIs.',
    ]);
    // Nothing was saved: the profile is as it was.
    expect((await api('/api/candidate/profile', { token: candidate.token })).json.skills).toEqual([]);
    expect(experienceText(res.json)).toMatch(
      /^Senior Backend Engineer, \d+ years of experience\n- Experience: 2018 - Present/,
    );
  });

  it('is for candidates only', async () => {
    const recruiter = await createUser('recruiter');
    expect((await api('/api/candidate/profile/suggestions', { token: recruiter.token })).status).toBe(403);
  });
});
