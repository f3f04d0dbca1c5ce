import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { applicationAlias, SCORECARD_MESSAGES, utcToZonedTime } from '../../../src/contract';
import worker from '../entry';
import {
  addRecruiterTo,
  api,
  apply,
  auditEntries,
  createRecruiter,
  createUser,
  insertJob,
  notificationsOf,
} from '../helpers';
import { exportOf } from '../privacy/helpers';

const ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const local = (days: number, hour = 10) =>
  `${utcToZonedTime(new Date(Date.now() + days * DAY).toISOString(), ZONE).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

const ATTRIBUTES = [
  { id: 'react', name: 'React depth', description: 'Hooks, rendering, state' },
  { id: 'comms', name: 'Communication', description: 'Explains trade-offs clearly' },
  { id: 'craft', name: 'Craft', description: '' },
];

const named = async <T extends { id: string }>(user: T, fullName: string) => {
  await env.DB.prepare('UPDATE users SET full_name = ? WHERE id = ?').bind(fullName, user.id).run();
  return { ...user, fullName };
};

const setScorecard = (token: string, jobId: string, attributes: unknown) =>
  api(`/api/recruiter/jobs/${jobId}/scorecard`, { method: 'PUT', token, body: { attributes } });
const panelOf = (token: string, id: string) => api(`/api/recruiter/applications/${id}/panel`, { token });
const addToPanel = (token: string, id: string, memberId: string, headers: Record<string, string> = {}) =>
  api(`/api/recruiter/applications/${id}/panel`, { token, body: { memberId }, headers });
const removeFromPanel = (token: string, id: string, memberId: string) =>
  api(`/api/recruiter/applications/${id}/panel/${memberId}`, { method: 'DELETE', token });
const submit = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  api(`/api/recruiter/applications/${id}/scorecards`, { token, body, headers });

/** Every attribute rated `rating`, with a note naming the rater. */
const card = (rating: number, recommendation: string, note = '') => ({
  ratings: ATTRIBUTES.map((a) => ({ attributeId: a.id, rating, note })),
  recommendation,
});

/**
 * A company (organiser Olga, colleagues Ravi and Sita), a job with a three-attribute scorecard, an
 * application at Interview and a proposed interview that Olga organises.
 */
async function panelScene(o: { blind?: boolean; attributes?: boolean } = {}) {
  const organiser = await named(await createRecruiter('Panel Co'), 'Olga Organiser');
  const ravi = await named(await addRecruiterTo(organiser.companyId), 'Ravi Colleague');
  const sita = await named(await addRecruiterTo(organiser.companyId), 'Sita Colleague');
  if (o.blind)
    await env.DB.prepare('UPDATE companies SET blind_review = 1 WHERE id = ?').bind(organiser.companyId).run();
  const jobId = await insertJob(organiser, { title: 'Frontend Engineer' });
  if (o.attributes !== false) expect((await setScorecard(organiser.token, jobId, ATTRIBUTES)).status).toBe(200);
  const candidate = await createUser('candidate', { fullName: 'Nadia Candidate' });
  const { id } = await apply(jobId, { candidate, status: 'interview' });
  const proposed = await api(`/api/recruiter/applications/${id}/interview`, {
    token: organiser.token,
    body: { slots: [local(2, 10)], timeZone: ZONE, durationMinutes: 45, details: '' },
  });
  expect(proposed.status).toBe(201);
  return { organiser, ravi, sita, candidate, jobId, appId: id };
}

/** The hourly cron at `at`, as its trigger runs it; what it queues is delivered before it returns. */
const hourlyCron = (at: Date) =>
  worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: '0 * * * *' }), env);

describe('scorecards: the refusals (an attacker first)', () => {
  it('a recruiter of another company finds nothing: not the job’s attributes, not the panel, not a scorecard', async () => {
    const t = await panelScene();
    expect((await submit(t.organiser.token, t.appId, card(3, 'yes', 'Solid'))).status).toBe(201);
    const rival = await createRecruiter('Rival Co');
    expect((await api(`/api/recruiter/jobs/${t.jobId}/scorecard`, { token: rival.token })).status).toBe(404);
    expect((await setScorecard(rival.token, t.jobId, ATTRIBUTES)).status).toBe(404);
    const read = await panelOf(rival.token, t.appId);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain('Solid');
    expect((await addToPanel(rival.token, t.appId, rival.id)).status).toBe(404);
    expect((await submit(rival.token, t.appId, card(1, 'strong_no'))).status).toBe(404);
    // Nor can the organiser add a recruiter of another company to their panel.
    const added = await addToPanel(t.organiser.token, t.appId, rival.id);
    expect(added.status).toBe(400);
    expect(added.json.fields).toEqual({ memberId: SCORECARD_MESSAGES.notMember });
  });

  it('a candidate calling the routes is refused, and their own application’s answers never carry a scorecard', async () => {
    const t = await panelScene();
    expect((await submit(t.organiser.token, t.appId, card(4, 'strong_yes', 'Brilliant on hooks'))).status).toBe(201);
    const token = t.candidate.token;
    expect((await panelOf(token, t.appId)).status).toBe(403);
    expect((await submit(token, t.appId, card(4, 'strong_yes'))).status).toBe(403);
    expect((await addToPanel(token, t.appId, t.candidate.id)).status).toBe(403);
    expect((await api(`/api/recruiter/jobs/${t.jobId}/scorecard`, { token })).status).toBe(403);
    for (const path of [`/api/candidate/applications/${t.appId}`, `/api/candidate/applications/${t.appId}/interview`]) {
      const own = await api(path, { token });
      expect(own.status, path).toBe(200);
      expect(own.text, path).not.toContain('Brilliant on hooks');
      expect(own.text, path).not.toContain('React depth');
    }
  });

  it('a member not on the panel may not submit nor change the panel, and reads no scorecard', async () => {
    const t = await panelScene();
    expect((await submit(t.organiser.token, t.appId, card(2, 'no', 'Shaky on state'))).status).toBe(201);
    const refused = await submit(t.sita.token, t.appId, card(4, 'strong_yes'));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SCORECARD_MESSAGES.notOnPanel);
    const self = await addToPanel(t.sita.token, t.appId, t.sita.id);
    expect(self.status).toBe(403);
    expect(self.json.message).toBe(SCORECARD_MESSAGES.notOrganizer);
    const read = await panelOf(t.sita.token, t.appId);
    expect(read.status).toBe(200);
    expect(read.json.panel).toEqual([
      { id: t.organiser.id, fullName: 'Olga Organiser', you: false, organizer: true, submitted: true },
    ]);
    expect(read.json.scorecards).toEqual([]);
    expect(read.json.summary).toBeNull();
    expect(read.json.members).toEqual([]);
    expect(read.text).not.toContain('Shaky on state');
    // A removed member reads nothing at all.
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = NULL WHERE user_id = ?').bind(t.sita.id).run();
    expect((await panelOf(t.sita.token, t.appId)).status).toBe(404);
  });

  it('a panelist reads the others’ scorecards only after submitting their own (the worker leaves them out)', async () => {
    const t = await panelScene();
    expect((await addToPanel(t.organiser.token, t.appId, t.ravi.id)).status).toBe(201);
    expect((await submit(t.organiser.token, t.appId, card(4, 'strong_yes', 'Olga’s private view'))).status).toBe(201);

    const before = await panelOf(t.ravi.token, t.appId);
    expect(before.json.youOnPanel).toBe(true);
    expect(before.json.youSubmitted).toBe(false);
    expect(before.json.scorecards).toEqual([]);
    expect(before.json.summary).toBeNull();
    expect(before.text).not.toContain('Olga’s private view');
    expect(before.text).not.toContain('strong_yes');
    // Who has submitted is no anchor: it shows.
    expect(before.json.panel.map((p: { fullName: string; submitted: boolean }) => [p.fullName, p.submitted])).toEqual([
      ['Olga Organiser', true],
      ['Ravi Colleague', false],
    ]);

    const after = await submit(t.ravi.token, t.appId, card(2, 'no', 'Ravi’s view'));
    expect(after.status).toBe(201);
    expect(after.json.youSubmitted).toBe(true);
    expect(after.json.scorecards.map((s: { author: string; you: boolean }) => [s.author, s.you])).toEqual([
      ['Olga Organiser', false],
      ['Ravi Colleague', true],
    ]);
    expect(after.json.summary).toEqual({
      averages: [
        { attributeId: 'react', name: 'React depth', average: 3, count: 2 },
        { attributeId: 'comms', name: 'Communication', average: 3, count: 2 },
        { attributeId: 'craft', name: 'Craft', average: 3, count: 2 },
      ],
      recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 1 },
      pending: [],
    });
  });

  it('a submitted scorecard is locked: a second one is refused, and the first stays as it was', async () => {
    const t = await panelScene();
    expect((await submit(t.organiser.token, t.appId, card(3, 'yes', 'First'))).status).toBe(201);
    const again = await submit(t.organiser.token, t.appId, card(1, 'strong_no', 'Changed my mind'));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(SCORECARD_MESSAGES.alreadySubmitted);
    const read = await panelOf(t.organiser.token, t.appId);
    expect(read.json.scorecards).toHaveLength(1);
    expect(read.json.scorecards[0].recommendation).toBe('yes');
    expect(read.text).not.toContain('Changed my mind');
    // A retry under the same Idempotency-Key is the first answer again, not a refusal.
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const t2 = await panelScene();
    const first = await submit(t2.organiser.token, t2.appId, card(3, 'yes'), key);
    const retry = await submit(t2.organiser.token, t2.appId, card(3, 'yes'), key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.json.scorecards).toHaveLength(1);
  });

  it('a scorecard must rate exactly the job’s attributes as they are; none before the job has a scorecard', async () => {
    const t = await panelScene({ attributes: false });
    const none = await submit(t.organiser.token, t.appId, card(3, 'yes'));
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(SCORECARD_MESSAGES.noScorecard);
    expect((await setScorecard(t.organiser.token, t.jobId, ATTRIBUTES)).status).toBe(200);
    const missing = await submit(t.organiser.token, t.appId, {
      ratings: ATTRIBUTES.slice(0, 2).map((a) => ({ attributeId: a.id, rating: 3, note: '' })),
      recommendation: 'yes',
    });
    expect(missing.status).toBe(409);
    expect(missing.json.message).toBe(SCORECARD_MESSAGES.attributesChanged);
    const stranger = await submit(t.organiser.token, t.appId, {
      ratings: [...card(3, 'yes').ratings.slice(1), { attributeId: 'made-up', rating: 3, note: '' }],
      recommendation: 'yes',
    });
    expect(stranger.status).toBe(409);
    for (const rating of [0, 5, 2.5]) {
      const bad = await submit(t.organiser.token, t.appId, card(rating, 'yes'));
      expect(bad.status, String(rating)).toBe(400);
    }
    const noRecommendation = await submit(t.organiser.token, t.appId, { ratings: card(3, 'yes').ratings });
    expect(noRecommendation.status).toBe(400);
    expect(noRecommendation.json.fields).toEqual({ recommendation: SCORECARD_MESSAGES.recommendationRequired });
  });

  it('an attribute removed after scorecards exist: the scorecards keep it as rated, the summary averages what the job has now', async () => {
    const t = await panelScene();
    expect((await addToPanel(t.organiser.token, t.appId, t.ravi.id)).status).toBe(201);
    expect((await submit(t.organiser.token, t.appId, card(4, 'yes'))).status).toBe(201);
    const next = [...ATTRIBUTES.slice(1), { id: 'tests', name: 'Testing', description: 'Writes the test first' }];
    expect((await setScorecard(t.organiser.token, t.jobId, next)).status).toBe(200);
    // Ravi's form still showed React depth: refused, so the panel never mixes two scorecards.
    const stale = await submit(t.ravi.token, t.appId, card(2, 'no'));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(SCORECARD_MESSAGES.attributesChanged);
    const fresh = await submit(t.ravi.token, t.appId, {
      ratings: next.map((a) => ({ attributeId: a.id, rating: 2, note: '' })),
      recommendation: 'no',
    });
    expect(fresh.status).toBe(201);
    const olga = fresh.json.scorecards.find((s: { author: string }) => s.author === 'Olga Organiser');
    expect(olga.ratings.map((r: { name: string }) => r.name)).toEqual(['React depth', 'Communication', 'Craft']);
    expect(fresh.json.summary.averages).toEqual([
      { attributeId: 'comms', name: 'Communication', average: 3, count: 2 },
      { attributeId: 'craft', name: 'Craft', average: 3, count: 2 },
      { attributeId: 'tests', name: 'Testing', average: 2, count: 1 },
    ]);
  });

  it('the job’s attributes: none, or 3 to 8 with distinct names; audited; any member edits them', async () => {
    const t = await panelScene({ attributes: false });
    const two = await setScorecard(t.ravi.token, t.jobId, ATTRIBUTES.slice(0, 2));
    expect(two.status).toBe(400);
    expect(two.json.fields).toEqual({ attributes: SCORECARD_MESSAGES.attributeCount });
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `a${i}`, name: `Attribute ${i}`, description: '' }));
    expect((await setScorecard(t.ravi.token, t.jobId, nine)).status).toBe(400);
    const twins = await setScorecard(t.ravi.token, t.jobId, [
      ...ATTRIBUTES.slice(0, 2),
      { id: 'x', name: 'react DEPTH' },
    ]);
    expect(twins.json.fields).toEqual({ attributes: SCORECARD_MESSAGES.attributeNames });
    const saved = await setScorecard(t.ravi.token, t.jobId, ATTRIBUTES);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ attributes: ATTRIBUTES, updatedBy: 'Ravi Colleague' });
    expect((await api(`/api/recruiter/jobs/${t.jobId}/scorecard`, { token: t.sita.token })).json.attributes).toEqual(
      ATTRIBUTES,
    );
    expect((await setScorecard(t.ravi.token, t.jobId, [])).json.attributes).toEqual([]);
    const audits = (await auditEntries('job_scorecard_changed')).filter((a) => a.target_id === t.jobId);
    expect(audits.map((a) => (a.detail as { attributes: string[] }).attributes)).toEqual([
      ['React depth', 'Communication', 'Craft'],
      [],
    ]);
  });
});

describe('scorecards: the panel', () => {
  it('the organiser adds a colleague, who is told in the product (the alias under blind review); audited', async () => {
    const t = await panelScene();
    const before = await panelOf(t.organiser.token, t.appId);
    expect(before.json.canManage).toBe(true);
    expect(before.json.members.map((m: { fullName: string }) => m.fullName)).toEqual([
      'Ravi Colleague',
      'Sita Colleague',
    ]);
    const added = await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    expect(added.status).toBe(201);
    expect(added.json.panel.map((p: { fullName: string }) => p.fullName)).toEqual(['Olga Organiser', 'Ravi Colleague']);
    expect(added.json.members.map((m: { fullName: string }) => m.fullName)).toEqual(['Sita Colleague']);
    expect(await notificationsOf(t.ravi.id)).toEqual([
      {
        kind: 'interview_panel',
        title: 'Olga Organiser added you to an interview panel',
        body: 'Nadia Candidate · Frontend Engineer. Submit your scorecard after the interview.',
        link: `/recruiter/jobs/${t.jobId}/applications?open=${t.appId}`,
      },
    ]);
    expect(await notificationsOf(t.sita.id)).toEqual([]);
    const twice = await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(SCORECARD_MESSAGES.alreadyOnPanel);
    expect(await notificationsOf(t.ravi.id)).toHaveLength(1);
    expect((await auditEntries('interview_panel_changed')).some((a) => a.target_id === t.appId)).toBe(true);

    // Blind review: a candidate who left Interview is the alias again in the notice.
    const b = await panelScene({ blind: true });
    await api(`/api/recruiter/applications/${b.appId}/status`, {
      method: 'PUT',
      token: b.organiser.token,
      body: { status: 'rejected', reason: 'Another candidate' },
    });
    expect((await addToPanel(b.organiser.token, b.appId, b.sita.id)).status).toBe(201);
    const [told] = await notificationsOf(b.sita.id);
    expect(told?.body).toBe(
      `${applicationAlias(b.appId)} · Frontend Engineer. Submit your scorecard after the interview.`,
    );
    expect(told?.body).not.toContain('Nadia');
  });

  it('no panel before an interview; only the organiser changes it; a panelist who submitted stays', async () => {
    const organiser = await createRecruiter('Early Co');
    const colleague = await addRecruiterTo(organiser.companyId);
    const jobId = await insertJob(organiser);
    const { id } = await apply(jobId, { status: 'screening' });
    const early = await addToPanel(organiser.token, id, colleague.id);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(SCORECARD_MESSAGES.noInterview);
    expect((await panelOf(organiser.token, id)).json).toMatchObject({
      hasInterview: false,
      panel: [],
      canManage: false,
    });

    const t = await panelScene();
    await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    await addToPanel(t.organiser.token, t.appId, t.sita.id);
    expect((await removeFromPanel(t.ravi.token, t.appId, t.sita.id)).status).toBe(403);
    const self = await removeFromPanel(t.organiser.token, t.appId, t.organiser.id);
    expect(self.status).toBe(409);
    expect(self.json.message).toBe(SCORECARD_MESSAGES.removeOrganizer);
    expect((await submit(t.ravi.token, t.appId, card(3, 'yes'))).status).toBe(201);
    const kept = await removeFromPanel(t.organiser.token, t.appId, t.ravi.id);
    expect(kept.status).toBe(409);
    expect(kept.json.message).toBe(SCORECARD_MESSAGES.removeSubmitted);
    const removed = await removeFromPanel(t.organiser.token, t.appId, t.sita.id);
    expect(removed.status).toBe(200);
    expect(removed.json.panel.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Olga Organiser',
      'Ravi Colleague',
    ]);
    // Off the panel, Sita can no longer submit.
    expect((await submit(t.sita.token, t.appId, card(3, 'yes'))).status).toBe(403);
  });

  it('the summary names who has not submitted yet', async () => {
    const t = await panelScene();
    await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    await addToPanel(t.organiser.token, t.appId, t.sita.id);
    const mine = await submit(t.ravi.token, t.appId, card(3, 'yes'));
    expect(mine.json.summary.pending).toEqual(['Olga Organiser', 'Sita Colleague']);
    expect(mine.json.summary.recommendations).toEqual({ strong_no: 0, no: 0, yes: 1, strong_yes: 0 });
  });
});

describe('scorecards: the reminder', () => {
  /** The scene with Ravi on the panel and the interview booked `days` ahead. */
  async function booked() {
    const t = await panelScene();
    await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    const { json } = await api(`/api/candidate/applications/${t.appId}/interview`, { token: t.candidate.token });
    const start = json.interview.slots[0] as string;
    expect(
      (
        await api(`/api/candidate/applications/${t.appId}/interview/pick`, {
          token: t.candidate.token,
          body: { start },
        })
      ).status,
    ).toBe(201);
    return { ...t, start: Date.parse(start) };
  }
  const reminders = async (userId: string) =>
    (await notificationsOf(userId)).filter((n) => n.kind === 'scorecard_reminder');

  it('24 hours after the booked time, each panelist who has not submitted is reminded once', async () => {
    const t = await booked();
    expect((await submit(t.organiser.token, t.appId, card(3, 'yes'))).status).toBe(201);
    // Not before the day has passed.
    await hourlyCron(new Date(t.start + 23 * HOUR));
    expect(await reminders(t.ravi.id)).toEqual([]);
    await hourlyCron(new Date(t.start + 25 * HOUR));
    expect(await reminders(t.ravi.id)).toEqual([
      {
        kind: 'scorecard_reminder',
        title: 'Your interview scorecard is due',
        body: 'Nadia Candidate · Frontend Engineer. The interview was 24 hours ago; the panel waits for your scorecard.',
        link: `/recruiter/jobs/${t.jobId}/applications?open=${t.appId}`,
      },
    ]);
    // The organiser submitted: no reminder. The next runs remind nobody again.
    expect(await reminders(t.organiser.id)).toEqual([]);
    await hourlyCron(new Date(t.start + 26 * HOUR));
    await hourlyCron(new Date(t.start + 48 * HOUR));
    expect(await reminders(t.ravi.id)).toHaveLength(1);
  });

  it('two runs at once remind once; nobody off the panel or who left the company is reminded', async () => {
    const t = await booked();
    await addToPanel(t.organiser.token, t.appId, t.sita.id);
    await env.DB.prepare('UPDATE recruiter_profiles SET company_id = NULL WHERE user_id = ?').bind(t.sita.id).run();
    const at = new Date(t.start + 25 * HOUR);
    await Promise.all([hourlyCron(at), hourlyCron(at)]);
    expect(await reminders(t.ravi.id)).toHaveLength(1);
    expect(await reminders(t.organiser.id)).toHaveLength(1);
    expect(await reminders(t.sita.id)).toEqual([]);
  });
});

describe('scorecards: exports', () => {
  it('the candidate’s data export holds no scorecard, no attribute and no panel', { timeout: 60_000 }, async () => {
    const t = await panelScene();
    await addToPanel(t.organiser.token, t.appId, t.ravi.id);
    expect((await submit(t.organiser.token, t.appId, card(1, 'strong_no', 'Weak on rendering'))).status).toBe(201);
    const { manifest, data } = await exportOf(t.candidate.token);
    expect(data.applications.map((a: { id: string }) => a.id)).toEqual([t.appId]);
    const text = JSON.stringify(manifest);
    for (const secret of ['Weak on rendering', 'strong_no', 'React depth', 'Ravi Colleague', 'scorecard'])
      expect(text, secret).not.toContain(secret);
  });
});
