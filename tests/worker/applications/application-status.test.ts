import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { APPLICATION_STATUSES, OFFER_MESSAGES, RECRUITER_MOVES, UNDO_WINDOW_MS } from '../../../src/contract';
import { BULK_CHANGED_MEANWHILE } from '../../../worker/applications/recruiter-service';
import { moveApplications } from '../../../worker/applications/store';
import { addRecruiterTo, api, apply, deliverHeldAt, recruiterWithJob } from '../helpers';

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM applications WHERE id = ?').bind(id).first<{ status: string }>())?.status;
const eventsOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT from_status, to_status, note, actor_id FROM application_events WHERE application_id = ? ORDER BY created_at, rowid',
    )
      .bind(id)
      .all()
  ).results;

describe('PUT /api/recruiter/applications/{id}/status', () => {
  it('makes every allowed move and refuses every other one with 409', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));
    await Promise.all(
      pairs.map(async ([from, to]) => {
        const { id } = await apply(job.id, { status: from });
        const body = to === 'rejected' ? { status: to, reason: 'Not enough Go experience' } : { status: to };
        const res = await api(`/api/recruiter/applications/${id}/status`, {
          method: 'PUT',
          token: recruiter.token,
          body,
        });
        if (RECRUITER_MOVES[from].includes(to)) {
          expect(res.status, `${from} -> ${to}`).toBe(200);
          expect(res.json.status).toBe(to);
          expect(await statusOf(id)).toBe(to);
        } else {
          expect(res.status, `${from} -> ${to}`).toBe(409);
          expect(res.json.message).toMatch(
            ['hired', 'rejected', 'withdrawn'].includes(from) ? /pipeline has ended/ : /cannot move to/,
          );
          expect(await statusOf(id)).toBe(from);
        }
      }),
    );
  }, 30_000);

  it('records who, when, from, to and the note; a rejection keeps its reason', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id);
    const moved = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening', note: 'Strong API work' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.timeline.at(-1)).toMatchObject({
      from: 'applied',
      to: 'screening',
      note: 'Strong API work',
      actorName: 'Test recruiter',
      actorRole: 'Recruiter',
    });
    expect(moved.json.allowedMoves).toEqual(['interview', 'offer', 'rejected']);

    const rejected = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'rejected', reason: 'Needs more Go', note: 'Maybe next year' },
    });
    expect(rejected.json).toMatchObject({ status: 'rejected', rejectionReason: 'Needs more Go', allowedMoves: [] });
    expect(await eventsOf(id)).toEqual([
      { from_status: null, to_status: 'applied', note: '', actor_id: expect.any(String) },
      { from_status: 'applied', to_status: 'screening', note: 'Strong API work', actor_id: recruiter.id },
      { from_status: 'screening', to_status: 'rejected', note: 'Maybe next year', actor_id: recruiter.id },
    ]);
  });

  it('two colleagues moving one application at once: a valid state, every answered move in the history', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const colleague = await addRecruiterTo(recruiter.companyId);
    const apps = await Promise.all(Array.from({ length: 8 }, () => apply(job.id)));
    await Promise.all(
      apps.map(async ({ id }) => {
        const [first, second] = await Promise.all([
          api(`/api/recruiter/applications/${id}/status`, {
            method: 'PUT',
            token: recruiter.token,
            body: { status: 'screening', note: 'first' },
          }),
          api(`/api/recruiter/applications/${id}/status`, {
            method: 'PUT',
            token: colleague.token,
            body: { status: 'interview', note: 'second' },
          }),
        ]);
        const events = await eventsOf(id);
        // The history is one chain from applied to the final status.
        for (let i = 1; i < events.length; i++) expect(events[i]!.from_status).toBe(events[i - 1]!.to_status);
        expect(events.at(-1)!.to_status).toBe(await statusOf(id));
        expect(['screening', 'interview']).toContain(await statusOf(id));
        // Every move that answered 200 is in it; a refused one (interview won first) says why.
        expect(
          first.status === 200 ||
            first.json.message === 'An application in Interview cannot move to Screening. Allowed: Offer, Rejected.',
        ).toBe(true);
        expect(second.status).toBe(200);
        const notes = events.slice(1).map((e) => e.note);
        expect(notes).toEqual(first.status === 200 ? ['first', 'second'] : ['second']);
      }),
    );
  });

  it('refuses a rejection without a reason (400) and an unknown status', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const { id } = await apply(job.id);
    const noReason = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'rejected' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toEqual({
      message: 'Give a reason when rejecting',
      fields: { reason: 'Give a reason when rejecting' },
    });
    const unknown = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'lost' },
    });
    expect(unknown.status).toBe(400);
    expect(await statusOf(id)).toBe('applied');
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it("lets colleagues move the company's applications and answers 404 to other companies", async () => {
    const { recruiter, job } = await recruiterWithJob('Acme Talent');
    const { id } = await apply(job.id);
    const colleague = await addRecruiterTo(recruiter.companyId);
    expect(
      (
        await api(`/api/recruiter/applications/${id}/status`, {
          method: 'PUT',
          token: colleague.token,
          body: { status: 'screening' },
        })
      ).status,
    ).toBe(200);
    const stranger = (await recruiterWithJob('Other Corp')).recruiter;
    for (const [path, method, body] of [
      [`/api/recruiter/applications/${id}`, 'GET', undefined],
      [`/api/recruiter/applications/${id}/status`, 'PUT', { status: 'interview' }],
      [`/api/recruiter/applications/${id}/resume-url`, 'GET', undefined],
      [`/api/recruiter/applications/${id}/resume-text`, 'GET', undefined],
    ] as const) {
      const res = await api(path, { method, token: stranger.token, body });
      expect(res.status, path).toBe(404);
    }
    expect(await statusOf(id)).toBe('screening');
  });
});

describe('POST /api/recruiter/applications/bulk-status', () => {
  it('moves every selected application, each with its event', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id);
    const b = await apply(job.id, { status: 'screening' });
    const res = await api('/api/recruiter/applications/bulk-status', {
      token: recruiter.token,
      body: { ids: [a.id, b.id], status: 'rejected', reason: 'Role filled', note: 'Bulk' },
    });
    expect(res.status).toBe(200);
    expect(res.json.updated).toBe(2);
    expect(res.json.applications.map((x: { status: string }) => x.status)).toEqual(['rejected', 'rejected']);
    expect((await eventsOf(a.id)).at(-1)).toMatchObject({
      from_status: 'applied',
      to_status: 'rejected',
      note: 'Bulk',
    });
    expect((await eventsOf(b.id)).at(-1)).toMatchObject({
      from_status: 'screening',
      to_status: 'rejected',
      note: 'Bulk',
    });
  });

  it('moves none when one move is not allowed, naming it', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id);
    const hired = await apply(job.id, { status: 'hired' });
    const res = await api('/api/recruiter/applications/bulk-status', {
      token: recruiter.token,
      body: { ids: [a.id, hired.id], status: 'screening' },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('1 of 2 selected applications cannot move to Screening, so none were moved.');
    expect(Object.keys(res.json.fields)).toEqual([hired.id]);
    expect(await statusOf(a.id)).toBe('applied');
    expect(await eventsOf(a.id)).toHaveLength(1);
  });

  it('moves none to Hired when one has an offer made, naming it: the hire goes through the offer', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const plain = await apply(job.id, { status: 'offer' });
    const offered = await apply(job.id, { status: 'offer' });
    const sent = await api(`/api/recruiter/applications/${offered.id}/offer`, {
      method: 'PUT',
      token: recruiter.token,
      body: { text: 'Base 18 LPA, start 1 January.' },
    });
    expect(sent.status).toBe(200);
    const res = await api('/api/recruiter/applications/bulk-status', {
      token: recruiter.token,
      body: { ids: [plain.id, offered.id], status: 'hired' },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('1 of 2 selected applications cannot move to Hired, so none were moved.');
    expect(res.json.fields).toEqual({ [offered.id]: OFFER_MESSAGES.hireThroughOffer });
    expect(await statusOf(plain.id)).toBe('offer');
    // The single move says the same; the one without an offer is hired by the form.
    const hire = (id: string) =>
      api(`/api/recruiter/applications/${id}/status`, {
        method: 'PUT',
        token: recruiter.token,
        body: { status: 'hired' },
      });
    const single = await hire(offered.id);
    expect(single.status).toBe(409);
    expect(single.json.message).toBe(OFFER_MESSAGES.hireThroughOffer);
    expect(await statusOf(offered.id)).toBe('offer');
    expect((await hire(plain.id)).status).toBe(200);
  });

  it("moves none when one id is another company's or unknown (404)", async () => {
    const { recruiter, job } = await recruiterWithJob();
    const mine = await apply(job.id);
    const theirs = await apply((await recruiterWithJob('Other Corp')).job.id);
    for (const ids of [
      [mine.id, theirs.id],
      [mine.id, 'nope'],
    ]) {
      const res = await api('/api/recruiter/applications/bulk-status', {
        token: recruiter.token,
        body: { ids, status: 'screening' },
      });
      expect(res.status).toBe(404);
    }
    expect(await statusOf(mine.id)).toBe('applied');
    expect(await statusOf(theirs.id)).toBe('applied');
  });

  it('moves none when one application changed state after the checks (the batch rolls back)', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id);
    const b = await apply(job.id);
    // Someone else moved b to screening after our checks read it as applied.
    await env.DB.prepare("UPDATE applications SET status = 'screening' WHERE id = ?").bind(b.id).run();
    const moved = await moveApplications(
      env.DB,
      [
        { id: a.id, from: 'applied' },
        { id: b.id, from: 'applied' },
      ],
      { to: 'interview', actorId: recruiter.id, note: '', reason: null, now: new Date().toISOString() },
    );
    expect(moved).toBe(false);
    expect(await statusOf(a.id)).toBe('applied');
    expect(await statusOf(b.id)).toBe('screening');
    expect(await eventsOf(a.id)).toHaveLength(1);
    expect(BULK_CHANGED_MEANWHILE).toMatch(/none were moved/);
  });

  it('validates the payload: ids, duplicates, size, reason', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id);
    const post = (body: unknown) => api('/api/recruiter/applications/bulk-status', { token: recruiter.token, body });
    expect((await post({ ids: [], status: 'screening' })).json.fields).toEqual({
      ids: 'Select at least one application',
    });
    expect((await post({ ids: [a.id, a.id], status: 'screening' })).json.fields).toEqual({
      ids: 'Each application may appear once',
    });
    expect(
      (await post({ ids: Array.from({ length: 101 }, (_, i) => `id-${i}`), status: 'screening' })).json.fields,
    ).toEqual({ ids: 'Select at most 100 applications at once' });
    const noReason = await post({ ids: [a.id], status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.fields).toEqual({ reason: 'Give a reason when rejecting' });
  });
});

describe('the candidate hears of a move', () => {
  const notices = async (userId: string) =>
    (
      await env.DB.prepare(
        "SELECT title, body FROM notifications WHERE user_id = ? AND kind = 'application_status' ORDER BY created_at",
      )
        .bind(userId)
        .all<{ title: string; body: string }>()
    ).results;

  it('after a single move and after a bulk move; the rejection reason stays internal', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id);
    const b = await apply(job.id);
    const at = Date.now();
    await api(`/api/recruiter/applications/${a.id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'interview' },
      at,
    });
    // A move to Interview waits out its undo window before the candidate hears of it.
    expect(await notices(a.candidate.id)).toEqual([]);
    await deliverHeldAt(at + UNDO_WINDOW_MS);
    expect((await notices(a.candidate.id)).map((n) => n.title)).toEqual([
      'Senior Backend Engineer at Acme Talent: Interview',
    ]);
    await api('/api/recruiter/applications/bulk-status', {
      token: recruiter.token,
      body: { ids: [a.id, b.id], status: 'rejected', reason: 'Role filled' },
      at: at + UNDO_WINDOW_MS + 1,
    });
    const rejected = (await notices(a.candidate.id)).at(-1);
    expect(rejected?.title).toContain('Not selected');
    expect(rejected?.body).not.toContain('Role filled');
    expect(await notices(b.candidate.id)).toHaveLength(1);
  });

  it('not when nothing moved', async () => {
    const { recruiter, job } = await recruiterWithJob();
    const a = await apply(job.id, { status: 'hired' });
    const before = await notices(a.candidate.id);
    expect(before.map((n) => n.title)).toEqual([
      'Senior Backend Engineer at Acme Talent: Offer',
      'Senior Backend Engineer at Acme Talent: Hired',
    ]);
    const refused = await api(`/api/recruiter/applications/${a.id}/status`, {
      method: 'PUT',
      token: recruiter.token,
      body: { status: 'screening' },
    });
    expect(refused.status).toBe(409);
    expect(await notices(a.candidate.id)).toEqual(before);
  });
});
