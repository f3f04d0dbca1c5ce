import { clock } from '../clock';
import type { Bindings, DeliveryMessage } from '../env';

/** The queues of wrangler.toml: deliveries, and where a delivery goes after its last try. */
export const DELIVERY_QUEUE = 'hireloop-deliveries';
export const DEAD_DELIVERY_QUEUE = 'hireloop-deliveries-dead';

/** Tries of one delivery (wrangler.toml's max_retries is one less). */
export const DELIVERY_TRIES = 8;

/** The wait before try `attempt` + 1: min(30 s × 2^attempt, 1 h). */
export const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** attempt, 3600);

/** One message for the queue, held `delaySeconds` when an undo window holds its row. */
export type Outgoing = { body: DeliveryMessage; delaySeconds?: number };

/**
 * The messages that deliver rows already written (committed: a message for a row not there finds
 * nothing to send). `delayMs` holds them (an undo window); under a test clock each carries its instant.
 */
export function deliveries(kind: DeliveryMessage['kind'], ids: readonly string[], delayMs = 0): Outgoing[] {
  const at = clock.pinned() ? clock.now() + delayMs : undefined;
  return ids.map((id) => ({
    body: { kind, id, ...(at === undefined ? {} : { at }) },
    // Whole seconds, a second past the hold, so it is surely over when the message arrives.
    ...(delayMs ? { delaySeconds: Math.ceil(delayMs / 1000) + 1 } : {}),
  }));
}

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

/** Sends the deliveries of rows already written, now: the caller says when, after the write. */
export const sendDeliveries = (
  env: Pick<Bindings, 'DELIVERIES'>,
  kind: DeliveryMessage['kind'],
  ids: readonly string[],
  delayMs = 0,
) => send(env, deliveries(kind, ids, delayMs));
