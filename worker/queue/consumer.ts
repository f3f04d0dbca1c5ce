import { atInstant, clock } from '../clock';
import { deliverEmail, emailDead, SEND_LEASE_MS } from '../email/service';
import type { Bindings } from '../env';
import { deliverNotice, noticeDead, type NoticeHandlers } from '../notices/service';
import { collectDeliveries, DEAD_DELIVERY_QUEUE, type DeliveryMessage, retryDelaySeconds } from './messages';

/** How a message ended: acknowledged, or tried again after a number of seconds. */
type Outcome = { ack: true } | { ack: false; delaySeconds: number };
const ACK: Outcome = { ack: true };

/**
 * The delivery queue's consumer. Each message is one outbox row: a notice intent or an email. The
 * queue owns the retries: a failure is tried again after min(30 s × 2^try, 1 h), up to
 * DELIVERY_TRIES, then the message goes to the dead-letter queue, whose batches mark the row dead.
 * A repeated message makes nothing twice: the row is claimed (or leased) by its id, and a notice's
 * effects are keyed by it (worker/http/effects.ts).
 */
export async function consumeDeliveries(
  batch: MessageBatch<DeliveryMessage>,
  env: Bindings,
  handlers: NoticeHandlers,
): Promise<void> {
  for (const message of batch.messages) {
    const { body } = message;
    if (batch.queue === DEAD_DELIVERY_QUEUE) {
      await (body.kind === 'notice' ? noticeDead(env, body.id) : emailDead(env.DB, body.id));
      console.error(JSON.stringify({ level: 'error', event: 'delivery_dead', kind: body.kind, id: body.id }));
      message.ack();
      continue;
    }
    try {
      // What the delivery queues (a notice's emails) is sent once it is done.
      const { result, flush } = await collectDeliveries(env, () =>
        atInstant(env, body.at, () => deliverOne(env, body, message.attempts, handlers)),
      );
      await flush();
      if (result.ack) message.ack();
      else message.retry({ delaySeconds: result.delaySeconds });
    } catch (err) {
      // The outbox itself failed (D1 unreachable): tried again like any failure, the batch's others unharmed.
      console.error(
        JSON.stringify({ level: 'error', event: 'delivery_failed', kind: body.kind, id: body.id, error: String(err) }),
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function deliverOne(
  env: Bindings,
  body: DeliveryMessage,
  attempt: number,
  handlers: NoticeHandlers,
): Promise<Outcome> {
  const backoff: Outcome = { ack: false, delaySeconds: retryDelaySeconds(attempt) };
  if (body.kind === 'email') {
    const outcome = await deliverEmail(env, body.id);
    if (outcome === 'failed') return backoff;
    return outcome === 'busy' ? { ack: false, delaySeconds: SEND_LEASE_MS / 1000 } : ACK;
  }
  const outcome = await deliverNotice(env, body.id, handlers);
  if (outcome === 'failed') return backoff;
  if (typeof outcome === 'object')
    return { ack: false, delaySeconds: Math.max(1, Math.ceil((outcome.heldUntil - clock.now()) / 1000)) };
  return ACK;
}
