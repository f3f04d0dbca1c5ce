import { describe, expect, it } from 'vitest';

import { api, createUser, jobWithRecruiter, uploadResume } from '../helpers';

// Search words of any length up to the field's limit answer 200 (D1 refuses LIKE patterns over
// 50 bytes, so a search built on LIKE '%word%' broke at 55 as soon as a row reached the LIKE).
const long = (n: number) => 'k'.repeat(n);

describe('long search words', { timeout: 60_000 }, () => {
  it('the feed answers 200 for a 55-byte word, a 200-character keyword and a 120-character location', async () => {
    await jobWithRecruiter();
    const candidate = await createUser('candidate');
    for (const query of [
      `q=${long(55)}`,
      `q=${long(200)}`,
      `location=${long(55)}`,
      `location=${long(120)}`,
      `q=${'é'.repeat(100)}`,
    ]) {
      const res = await api(`/api/candidate/feed?${query}&sort=newest`, { token: candidate.token });
      expect(res.status, query).toBe(200);
      expect(res.json.jobs).toEqual([]);
    }
  });

  it('alert matches and new-match counts answer 200 for a 55-byte keyword and location', async () => {
    await jobWithRecruiter();
    const candidate = await createUser('candidate');
    const created = await api('/api/candidate/alerts', {
      token: candidate.token,
      body: { keywords: long(55), location: long(60) },
    });
    expect(created.status).toBe(201);
    const list = await api('/api/candidate/alerts', { token: candidate.token });
    expect(list.status).toBe(200);
    const matches = await api(`/api/candidate/alerts/${created.json.id}/matches`, { token: candidate.token });
    expect(matches.status).toBe(200);
    expect(matches.json.jobs).toEqual([]);
  });

  it("the recruiter's candidate search answers 200 for a 60-character word", async () => {
    const { job, recruiter } = await jobWithRecruiter();
    const candidate = await createUser('candidate');
    await api('/api/candidate/profile', {
      method: 'PUT',
      token: candidate.token,
      body: { fullName: 'Ravi', skills: ['TypeScript', long(60)] },
    });
    expect((await uploadResume(candidate.token, 'cv.pdf')).status).toBe(201);
    expect(
      (await api(`/api/candidate/jobs/${job.id}/apply`, { token: candidate.token, body: { resumeName: 'cv.pdf' } }))
        .status,
    ).toBe(201);
    const res = await api(`/api/recruiter/candidates?q=${long(60)}`, { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.json.candidates.map((c: { candidate: { id: string } }) => c.candidate.id)).toEqual([candidate.id]);
  });
});
