import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { DEAD_NOTICE_REQUEUED, NOT_A_DEAD_NOTICE, UNDO_WINDOW_MS } from '../../../src/contract';
import { consumeDeliveries, NOTICE_HANDLERS } from '../../../worker/deliveries';
import { MAX_ATTEMPTS, queueEmail } from '../../../worker/email/service';
import type { DeliveryMessage } from '../../../worker/env';
import { type NoticeHandlers, noticeIntent } from '../../../worker/notices/service';
import { DEAD_DELIVERY_QUEUE, DELIVERY_QUEUE, DELIVERY_TRIES, retryDelaySeconds } from '../../../worker/queue/messages';
import { EMAIL_PROVIDER_HOST, EMAIL_PROVIDER_KEY } from '../../fixtures/email-provider';
import { deliverNow } from '../entry';
import { api, apply, createRecruiter, createUser, emailsTo, insertJob, notificationsOf } from '../helpers';

/**
 * The delivery queue's consumer (`consumeDeliveries`, worker/deliveries.ts) over the real local D1: each message is
 * the id of an outbox row; the queue owns the retries, a dead letter is marked dead, and a message
 * delivered twice makes nothing twice.
 */

/**
 * A batch that records what the consumer asked of each message, delays included: the plugin's
 * `createMessageBatch` keeps whether a message was retried but not the delay asked for.
 */
function recordingBatch(queue: string, bodies: DeliveryMessage[], attempts = 1) {
  const asked: Array<'ack' | { retryAfter: number | undefined }> = [];
  const messages = bodies.map((body, i) => ({
    id: String(i),
    timestamp: new Date(),
    attempts,
    body,
    ack: () => void (asked[i] = 'ack'),
    retry: (options?: QueueRetryOptions) => void (asked[i] = { retryAfter: options?.delaySeconds }),
  }));
  const batch: MessageBatch<DeliveryMessage> = {
    queue,
    messages,
    metadata: { metrics: { backlogCount: messages.length, backlogBytes: 0 } },
    ackAll() {},
    retryAll() {},
  };
  return { batch, asked };
}

const intentRow = (id: string) =>
  env.DB.prepare('SELECT attempts, last_error, dead_at, claimed_until FROM notice_intents WHERE id = ?')
    .bind(id)
    .first<{ attempts: number; last_error: string | null; dead_at: string | null; claimed_until: string }>();

/** A notice intent of a real application: the candidate is told of a move to Interview. */
async function statusIntent(now = new Date()) {
  const recruiter = await createRecruiter('Queue Co');
  const jobId = await insertJob(recruiter, { title: 'Queue Engineer' });
  const { id: applicationId, candidate } = await apply(jobId);
  const intent = noticeIntent(env.DB, 'status_changed', applicationId, now, { from: 'applied', to: 'interview' });
  await intent.statement.run();
  return { intent, candidate };
}
const toldOfInterview = async (userId: string) =>
  (await notificationsOf(userId)).filter((n) => n.kind === 'application_status' && n.title.endsWith('Interview'));

describe('the delivery queue', () => {
  it('tries a failed delivery again after min(30 s × 2^try, 1 h), keeping the intent and its last error', async () => {
    const { intent } = await statusIntent();
    const failing: NoticeHandlers = {
      status_changed: async () => {
        throw new Error('the notifications store is down');
      },
    };
    const waits: Array<number | undefined> = [];
    for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt++) {
      const { batch, asked } = recordingBatch(DELIVERY_QUEUE, [{ kind: 'notice', id: intent.id }], attempt);
      await consumeDeliveries(batch, env, failing);
      expect(asked).toHaveLength(1);
      waits.push((asked[0] as { retryAfter: number }).retryAfter);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(waits).toEqual(Array.from({ length: DELIVERY_TRIES }, (_, i) => retryDelaySeconds(i + 1)));
    expect(await intentRow(intent.id)).toMatchObject({
      attempts: DELIVERY_TRIES,
      last_error: 'Error: the notifications store is down',
      dead_at: null,
    });
  });

  it("after the last try, the dead-letter queue's consumer marks the intent dead: nothing claims it again", async () => {
    const { intent, candidate } = await statusIntent();
    const dead = createMessageBatch<DeliveryMessage>(DEAD_DELIVERY_QUEUE, [
      { id: 'd1', timestamp: new Date(), attempts: 1, body: { kind: 'notice', id: intent.id } },
    ]);
    const ctx = createExecutionContext();
    await consumeDeliveries(dead, env, NOTICE_HANDLERS);
    expect((await getQueueResult(dead, ctx)).explicitAcks).toEqual(['d1']);
    expect((await intentRow(intent.id))?.dead_at).toMatch(/^\d{4}-/);

    // A late copy of the message finds it dead: acknowledged, nothing delivered.
    expect(await deliverNow(env, [{ kind: 'notice', id: intent.id }])).toEqual([]);
    expect(await toldOfInterview(candidate.id)).toEqual([]);
    // Nor does the hourly safety net send it again.
    expect(await intentRow(intent.id)).toMatchObject({ attempts: 0 });
  });

  it("a dead notice is listed on the admin's undelivered screen; its retry delivers it once, under the same id", async () => {
    const admin = await createUser('admin');
    const { intent, candidate } = await statusIntent();
    const failing: NoticeHandlers = {
      status_changed: async () => {
        throw new Error('the notifications store is down');
      },
    };
    const { batch } = recordingBatch(DELIVERY_QUEUE, [{ kind: 'notice', id: intent.id }], DELIVERY_TRIES);
    await consumeDeliveries(batch, env, failing);
    const dead = createMessageBatch<DeliveryMessage>(DEAD_DELIVERY_QUEUE, [
      { id: 'd1', timestamp: new Date(), attempts: 1, body: { kind: 'notice', id: intent.id } },
    ]);
    await consumeDeliveries(dead, env, NOTICE_HANDLERS);

    const listed = await api('/api/admin/notices/dead-letter', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.json.notices.find((n: { id: string }) => n.id === intent.id)).toMatchObject({
      kind: 'status_changed',
      attempts: 1,
      lastError: 'Error: the notifications store is down',
      deadAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(listed.json.total).toBeGreaterThanOrEqual(1);
    // Only an admin reads or retries it.
    expect((await api('/api/admin/notices/dead-letter', { token: candidate.token })).status).toBe(403);
    expect(
      (await api(`/api/admin/notices/${intent.id}/retry`, { method: 'POST', token: candidate.token })).status,
    ).toBe(403);

    const retried = await api(`/api/admin/notices/${intent.id}/retry`, { method: 'POST', token: admin.token });
    expect(retried.status).toBe(200);
    expect(retried.json.message).toBe(DEAD_NOTICE_REQUEUED);
    // The retry sent its id to the queue, whose consumer delivered it; a late copy makes nothing twice.
    expect(await toldOfInterview(candidate.id)).toHaveLength(1);
    expect(await deliverNow(env, [{ kind: 'notice', id: intent.id }])).toEqual([]);
    expect(await toldOfInterview(candidate.id)).toHaveLength(1);
    expect(await intentRow(intent.id)).toBeNull();
    const again = await api(`/api/admin/notices/${intent.id}/retry`, { method: 'POST', token: admin.token });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe(NOT_A_DEAD_NOTICE);
    const after = await api('/api/admin/notices/dead-letter', { token: admin.token });
    expect(after.json.notices.map((n: { id: string }) => n.id)).not.toContain(intent.id);
  });

  it("a dead email is listed on the admin's undelivered-mail screen; its retry button puts it back on the queue", async () => {
    const admin = await createUser('admin');
    const to = `dead-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = (await queueEmail(env, { to, kind: 'password_reset', subject: 'Reset', text: 't', html: 'h' }))!;
    const dead = createMessageBatch<DeliveryMessage>(DEAD_DELIVERY_QUEUE, [
      { id: 'd1', timestamp: new Date(), attempts: 1, body: { kind: 'email', id } },
    ]);
    await consumeDeliveries(dead, env, NOTICE_HANDLERS);
    const listed = await api('/api/admin/emails/dead-letter', { token: admin.token });
    expect(listed.json.emails.find((e: { id: string }) => e.id === id)).toMatchObject({ to, attempts: MAX_ATTEMPTS });

    expect((await api(`/api/admin/emails/${id}/retry`, { method: 'POST', token: admin.token })).status).toBe(200);
    // Sent by the queue's consumer through the provider, under its one id.
    const resend = {
      ...env,
      EMAIL_PROVIDER: 'resend',
      EMAIL_API_URL: `https://${EMAIL_PROVIDER_HOST}/emails`,
      EMAIL_API_KEY: EMAIL_PROVIDER_KEY,
    };
    expect(await deliverNow(resend, [{ kind: 'email', id }])).toEqual([]);
    const sent = (await (await fetch(`https://${EMAIL_PROVIDER_HOST}/sent?to=${encodeURIComponent(to)}`)).json()) as {
      idempotencyKey: string;
    }[];
    expect(sent.map((s) => s.idempotencyKey)).toEqual([id]);
  });

  it('delivers at least once and makes nothing twice: the same message twice in a batch, and again later', async () => {
    const { intent, candidate } = await statusIntent();
    const message: DeliveryMessage = { kind: 'notice', id: intent.id };
    expect(await deliverNow(env, [message, message])).toEqual([]);
    expect(await deliverNow(env, [message])).toEqual([]);
    expect(await toldOfInterview(candidate.id)).toHaveLength(1);
    expect((await emailsTo(candidate.email)).filter((m) => m.kind === 'application_status')).toHaveLength(1);
    expect(await intentRow(intent.id)).toBeNull();
  });

  it('a message that arrives while its undo window still holds the intent is tried again when the window ends', async () => {
    const now = Date.now();
    const { intent, candidate } = await statusIntent(new Date(now));
    await env.DB.prepare('UPDATE notice_intents SET claimed_until = ? WHERE id = ?')
      .bind(new Date(now + UNDO_WINDOW_MS).toISOString(), intent.id)
      .run();
    const { batch, asked } = recordingBatch(DELIVERY_QUEUE, [{ kind: 'notice', id: intent.id, at: now }]);
    await consumeDeliveries(batch, env, NOTICE_HANDLERS);
    expect(asked).toEqual([{ retryAfter: UNDO_WINDOW_MS / 1000 }]);
    expect(await toldOfInterview(candidate.id)).toEqual([]);
    expect(await intentRow(intent.id)).toMatchObject({ attempts: 0 });
  });

  it('runs on the real local queue: a message sent to the binding is consumed by the worker and delivered', async () => {
    const { intent, candidate } = await statusIntent();
    await env.DELIVERIES.send({ kind: 'notice', id: intent.id });
    // The queue hands its batches over after max_batch_timeout (wrangler.toml): wait for the outcome itself.
    await expect.poll(() => intentRow(intent.id), { timeout: 15_000, interval: 100 }).toBeNull();
    expect(await toldOfInterview(candidate.id)).toHaveLength(1);
  });

  it('an email leaves where it is written, whatever runs it: no surrounding request or task is needed', async () => {
    // Called as a script or a later task would call it, outside any request: the row's id is on the queue.
    const sent: DeliveryMessage[] = [];
    const queue = {
      ...env.DELIVERIES,
      sendBatch: async (messages: Iterable<MessageSendRequest<DeliveryMessage>>) => {
        sent.push(...[...messages].map((m) => m.body));
        return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
      },
    };
    const to = `direct-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await queueEmail(
      { ...env, DELIVERIES: queue },
      { to, kind: 'password_reset', subject: 'Reset', text: 't', html: 'h' },
    );
    expect(id).not.toBeNull();
    expect(sent).toEqual([{ kind: 'email', id }]);
  });
});
