import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { UNDO_REFUSED, UNDO_WINDOW_MS } from '../../../src/contract';
import {
  addRecruiterTo,
  api,
  apply,
  createUser,
  deliverHeldAt,
  emailsTo,
  notificationsOf,
  recruiterWithJob,
} from '../helpers';

/**
 * A move to Screening or Interview is written at once and can be taken back for 10 seconds: its
 * notice to the candidate waits out that window (not delivered after the answer, delivered by the
 * delivery queue once the window has passed), and an undo restores the stage and sends nothing.
 */

const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status FROM applications WHERE id = ?').bind(id).first<{ status: string }>())?.status;
const movesOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT from_status, to_status FROM application_events WHERE application_id = ? AND from_status IS NOT NULL',
    )
      .bind(id)
      .all()
  ).results;
const pendingOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT claimed_until FROM notice_intents WHERE subject_id = ? AND kind = 'status_changed'")
      .bind(id)
      .all<{ claimed_until: string }>()
  ).results;

async function moved(to = 'screening') {
  const { recruiter, job } = await recruiterWithJob();
  const candidate = await createUser('candidate', { fullName: 'Meera Iyer' });
  const { id } = await apply(job.id, { candidate });
  const at = Date.now();
  const res = await api(`/api/recruiter/applications/${id}/status`, {
    method: 'PUT',
    token: recruiter.token,
    body: to === 'rejected' ? { status: to, reason: 'Looking for more Go' } : { status: to },
    at,
  });
  expect(res.status, res.text).toBe(200);
  return { recruiter, candidate, id, at };
}
const undo = (id: string, token: string, at: number) =>
  api(`/api/recruiter/applications/${id}/undo-move`, { method: 'POST', token, at });
const statusNotices = async (userId: string) =>
  (await notificationsOf(userId)).filter((n) => n.kind === 'application_status');

describe('the undo window of a move', () => {
  it('holds the notice: not delivered after the answer nor before its time, delivered by the delivery queue after it', async () => {
    const { candidate, id, at } = await moved();
    expect(await statusOf(id)).toBe('screening');
    expect((await pendingOf(id)).map((p) => p.claimed_until)).toEqual([new Date(at + UNDO_WINDOW_MS).toISOString()]);
    await deliverHeldAt(at + UNDO_WINDOW_MS - 1);
    expect(await pendingOf(id)).toHaveLength(1);
    expect(await statusNotices(candidate.id)).toEqual([]);
    expect(await emailsTo(candidate.email)).toEqual([]);
    await deliverHeldAt(at + UNDO_WINDOW_MS);
    expect(await pendingOf(id)).toEqual([]);
    expect(await statusNotices(candidate.id)).toHaveLength(1);
    expect((await emailsTo(candidate.email)).length).toBe(1);
  });

  it('an undo within the window restores the stage, removes the move and sends nothing, ever', async () => {
    const { recruiter, candidate, id, at } = await moved('interview');
    const res = await undo(id, recruiter.token, at + UNDO_WINDOW_MS - 1);
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('applied');
    expect(await statusOf(id)).toBe('applied');
    expect(await movesOf(id)).toEqual([]);
    expect(res.json.timeline.map((e: { to: string }) => e.to)).toEqual(['applied']);
    expect(await pendingOf(id)).toEqual([]);
    await deliverHeldAt(at + 60_000);
    expect(await statusNotices(candidate.id)).toEqual([]);
    expect(await emailsTo(candidate.email)).toEqual([]);
    // Undone once: a second undo has nothing to take back, and the stage can be chosen again.
    expect((await undo(id, recruiter.token, at + 2)).status).toBe(409);
    expect(
      (
        await api(`/api/recruiter/applications/${id}/status`, {
          method: 'PUT',
          token: recruiter.token,
          body: { status: 'screening' },
        })
      ).status,
    ).toBe(200);
  });

  it('is refused after 10 seconds, once the notice went, and the stage stays', async () => {
    const { recruiter, id, at } = await moved();
    const late = await undo(id, recruiter.token, at + UNDO_WINDOW_MS);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(UNDO_REFUSED);
    expect(await statusOf(id)).toBe('screening');
  });

  it('is refused to another company (as not found), to a colleague, and after a later move', async () => {
    const { recruiter, id, at } = await moved();
    const stranger = await recruiterWithJob('Other Co');
    expect((await undo(id, stranger.recruiter.token, at + 1)).status).toBe(404);
    const colleague = await addRecruiterTo(recruiter.companyId);
    const jealous = await undo(id, colleague.token, at + 1);
    expect(jealous.status).toBe(409);
    expect(jealous.json.message).toBe(UNDO_REFUSED);
    expect(await statusOf(id)).toBe('screening');
    // The colleague moves it on: the first move is no longer the latest, so it cannot be undone.
    const on = await api(`/api/recruiter/applications/${id}/status`, {
      method: 'PUT',
      token: colleague.token,
      body: { status: 'interview' },
      at: at + 2,
    });
    expect(on.status).toBe(200);
    expect((await undo(id, recruiter.token, at + 3)).status).toBe(409);
    expect(await statusOf(id)).toBe('interview');
  });

  it('has no window for a move to Offer or Rejected: the candidate is told at once', async () => {
    for (const to of ['offer', 'rejected']) {
      const { recruiter, id, at } = await moved(to);
      expect(await pendingOf(id)).toEqual([]);
      expect((await undo(id, recruiter.token, at + 1)).status).toBe(409);
      expect(await statusOf(id)).toBe(to);
    }
  });
});
