import { AsyncLocalStorage } from 'node:async_hooks';

import { clock } from '../clock';
import type { Bindings, DeliveryMessage } from '../env';

/** The queues of wrangler.toml: deliveries, and where a delivery goes after its last try. */
export const DELIVERY_QUEUE = 'hireloop-deliveries';
export const DEAD_DELIVERY_QUEUE = 'hireloop-deliveries-dead';

/** Tries of one delivery (wrangler.toml's max_retries is one less). */
export const DELIVERY_TRIES = 8;

/** The wait before try `attempt` + 1: min(30 s × 2^attempt, 1 h). */
export const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** attempt, 3600);

type Outgoing = { body: DeliveryMessage; delaySeconds?: number };

/** What a request, a consumer's message or a cron run queued; sent when it ends. */
const scope = new AsyncLocalStorage<{ env: Pick<Bindings, 'DELIVERIES'>; outgoing: Outgoing[]; open: boolean }>();

/**
 * Sends messages to the queue. A failed send loses nothing: the rows stay, and the hourly sweep
 * sends what was never tried (worker/scheduled.ts).
 */
export async function send(env: Pick<Bindings, 'DELIVERIES'>, outgoing: readonly Outgoing[]): Promise<void> {
  if (!outgoing.length) return;
  try {
    await env.DELIVERIES.sendBatch(outgoing.map((o) => ({ body: o.body, delaySeconds: o.delaySeconds })));
  } catch (err) {
    console.error(
      JSON.stringify({ level: 'error', event: 'delivery_send_failed', count: outgoing.length, error: String(err) }),
    );
  }
}

/**
 * Queues deliveries of rows just written: sent when the surrounding unit of work ends (a request's
 * answer, a consumed message, a cron run), or at once when that has already ended (work a request
 * left to `waitUntil`). `delayMs` holds them (an undo window).
 */
export async function queueDeliveries(kind: DeliveryMessage['kind'], ids: readonly string[], delayMs = 0) {
  const current = scope.getStore();
  if (!current || !ids.length) return;
  const at = clock.pinned() ? clock.now() + delayMs : undefined;
  const outgoing = ids.map((id) => ({
    body: { kind, id, ...(at === undefined ? {} : { at }) },
    // Whole seconds, a second past the hold, so it is surely over when the message arrives.
    ...(delayMs ? { delaySeconds: Math.ceil(delayMs / 1000) + 1 } : {}),
  }));
  if (current.open) current.outgoing.push(...outgoing);
  else await send(current.env, outgoing);
}

/** Runs `work`, collecting what it queues; `flush` sends it (a request flushes after its answer). */
export async function collectDeliveries<T>(
  env: Pick<Bindings, 'DELIVERIES'>,
  work: () => Promise<T>,
): Promise<{ result: T; flush: () => Promise<void> }> {
  const current = { env, outgoing: [] as Outgoing[], open: true };
  const result = await scope.run(current, work);
  return {
    result,
    flush: () => {
      current.open = false;
      return send(env, current.outgoing.splice(0));
    },
  };
}
