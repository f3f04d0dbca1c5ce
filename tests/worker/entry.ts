import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';

import { createApp } from '../../worker/app';
import { queue } from '../../worker/deliveries';
import type { DeliveryMessage } from '../../worker/env';
import { DELIVERY_QUEUE } from '../../worker/queue/messages';
import { scheduled } from '../../worker/scheduled';

/**
 * The worker as tests run it: the real Hono app with every API route and the edge guard. Astro's
 * renderer needs the built site, so pages answer a marker naming the path that was let through.
 */
export const app = createApp(
  async (request) =>
    new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }),
);

type Sent = { body: DeliveryMessage; delaySeconds?: number };

/** The queue a request sends to, kept in the test: its messages are consumed before the answer is seen. */
function keptQueue(sent: Sent[]): Env['DELIVERIES'] {
  return {
    send: async (body, options) => {
      sent.push({ body, delaySeconds: options?.delaySeconds });
      return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    },
    sendBatch: async (messages) => {
      sent.push(...[...messages].map((m) => ({ body: m.body, delaySeconds: m.delaySeconds })));
      return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    },
  };
}

/** Messages sent with a delay (an undo window's), until a test delivers them at a later instant. */
const held: DeliveryMessage[] = [];

/**
 * Runs the real consumer on `bodies` as one batch; returns the messages it asked to try again (the
 * plugin's batch does not keep the delay asked for: tests/worker/queue reads it).
 */
async function consume(env: Env, bodies: DeliveryMessage[]): Promise<DeliveryMessage[]> {
  const batch = createMessageBatch<DeliveryMessage>(
    DELIVERY_QUEUE,
    bodies.map((body, i) => ({ id: String(i), timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await queue(batch, env);
  const result = await getQueueResult(batch, ctx);
  return result.retryMessages.map((m) => bodies[Number(m.msgId)]!);
}

/**
 * Consumes what was sent, and what that consumption sends in turn (a notice's emails), until
 * nothing is left; delayed messages are held for `deliverHeld`. Failures are not tried again here:
 * tests of retries drive the consumer themselves (tests/worker/queue).
 */
async function settle(env: Env, sent: Sent[]) {
  const retried: DeliveryMessage[] = [];
  while (sent.length) {
    const now = sent.splice(0);
    held.push(...now.filter((m) => m.delaySeconds).map((m) => m.body));
    const due = now.filter((m) => !m.delaySeconds).map((m) => m.body);
    if (due.length) retried.push(...(await consume(env, due)));
  }
  return retried;
}

/**
 * `env` with its delivery queue kept in the test, for tests that drive `app` themselves: `settle`
 * consumes what was sent and returns the messages the consumer asked to try again.
 */
export function withKeptQueue(env: Env) {
  const sent: Sent[] = [];
  const testEnv = { ...env, DELIVERIES: keptQueue(sent) };
  return { env: testEnv, settle: () => settle(testEnv, sent) };
}

/**
 * Delivers the held messages at test instant `at`, as the queue does once their delay is over: the
 * consumer claims each intent only if its hold has passed by then, and keeps the others held.
 */
export async function deliverHeld(env: Env, at: number) {
  const sent: Sent[] = [];
  const testEnv = { ...env, DELIVERIES: keptQueue(sent) };
  const retried = await consume(
    testEnv,
    held.splice(0).map((body) => ({ ...body, at })),
  );
  held.push(...retried);
  await settle(testEnv, sent);
}

/**
 * Delivers `bodies` now under `env` (another email provider, say), and what that queues in turn;
 * returns the messages the consumer asked to try again.
 */
export async function deliverNow(env: Env, bodies: DeliveryMessage[]) {
  const kept = withKeptQueue(env);
  return [...(await consume(kept.env, bodies)), ...(await kept.settle())];
}

/**
 * Work a request hands to `waitUntil` and the deliveries it queues finish before the test sees the
 * answer, so tests read a settled state; tests/worker/notices/ drives `app` itself to see the answer first.
 */
async function fetch(request: Request, env: Env, ctx: ExecutionContext) {
  const pending: Promise<unknown>[] = [];
  const kept = withKeptQueue(env);
  const response = await app.fetch(request, kept.env, {
    ...ctx,
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException: () => ctx.passThroughOnException(),
    props: ctx.props,
  } as ExecutionContext);
  await Promise.all(pending);
  await kept.settle();
  return response;
}

/** The cron as `fetch` runs a request: what it queues is consumed before the test goes on. */
async function cron(controller: ScheduledController, env: Env) {
  const kept = withKeptQueue(env);
  await scheduled(controller, kept.env);
  await kept.settle();
}

export default { fetch, scheduled: cron, queue };
export { ConversationRoom } from '../../worker/messaging/room';
