import { describe, expect, it } from 'vitest';

import { AI_NOTICE, ATS_PART_NAMES, HUMAN_REVIEW } from '../../../src/contract';
import { ATS_SCORER_VERSION, ATS_WEIGHTS } from '../../../worker/ats';
import { aiNotice } from '../../../worker/matching/notice';
import { api, createUser, emailsTo, recruiterWithJob, uploadResume } from '../helpers';

describe('the AI notice', { timeout: 30_000 }, () => {
  it("is generated from the scorer's own parts and weights, so every part it weighs is named", () => {
    const notice = aiNotice();
    expect(notice.version).toBe(ATS_SCORER_VERSION);
    const weighted = Object.entries(ATS_WEIGHTS).filter(([, w]) => w > 0);
    expect(notice.parts.map((p) => p.key).sort()).toEqual(weighted.map(([k]) => k).sort());
    for (const p of notice.parts) expect(p.weight).toBe(ATS_WEIGHTS[p.key as keyof typeof ATS_WEIGHTS]);
    expect(notice.parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 10);
    for (const p of notice.parts) expect(p.name).toBe(ATS_PART_NAMES[p.key as keyof typeof ATS_PART_NAMES]);
  });

  it('is in the application receipt email, with the model card link; a human-review receipt says no score was computed', async () => {
    const { job } = await recruiterWithJob();
    const scored = await createUser('candidate');
    await uploadResume(scored.token, 'cv.pdf');
    expect(
      (await api(`/api/candidate/jobs/${job.id}/apply`, { token: scored.token, body: { resumeName: 'cv.pdf' } }))
        .status,
    ).toBe(201);
    const [receipt] = (await emailsTo(scored.email)).filter((m) => m.kind === 'application_received');
    expect(receipt!.text_body).toContain(AI_NOTICE.lead);
    for (const p of aiNotice().parts)
      expect(receipt!.text_body).toContain(`${p.name} (${Math.round(p.weight * 100)}%)`);
    expect(receipt!.text_body).toContain(AI_NOTICE.neverUses);
    expect(receipt!.text_body).toContain(`${AI_NOTICE.link}: http`);
    expect(receipt!.text_body).toMatch(/\/ai\b/);

    const human = await createUser('candidate');
    await uploadResume(human.token, 'cv.pdf');
    expect(
      (
        await api(`/api/candidate/jobs/${job.id}/apply`, {
          token: human.token,
          body: { resumeName: 'cv.pdf', humanReview: true },
        })
      ).status,
    ).toBe(201);
    const [theirs] = (await emailsTo(human.email)).filter((m) => m.kind === 'application_received');
    expect(theirs!.text_body).toContain(HUMAN_REVIEW.receipt);
    expect(theirs!.text_body).not.toContain(AI_NOTICE.assesses);
  });
});
