import { createMiddleware } from 'hono/factory';

import { UNDO_WINDOW_MS } from '../src/contract';
import { announceAccountStatus } from './admin';
import { onJobPublished } from './alerts';
import { atInstant, clock } from './clock';
import { announceVerification } from './companies';
import { deliverEmail, emailDead, SEND_LEASE_MS } from './email';
import type { AppEnv, Bindings, DeliveryMessage } from './env';
import { interviewChanged, scheduleClosed } from './interviews';
import { announceMessage } from './messaging';
import { deliverNotice, noticeDead, type NoticeHandlers } from './notices';
import { announceOffer } from './offers';
import { clearReclaimedAccount } from './privacy';
import { DEAD_DELIVERY_QUEUE, deliveries, retryDelaySeconds, send } from './queue';
import { announceReportOutcome } from './reports';
import { announcePanelist, remindPanelist } from './scorecards';
import { announceMention, announceTeamEvent } from './team';

/**
 * Notices of kinds owned by concerns that sit above `notices` (job alerts read jobs and the feed;
 * an interview schedule's change, and its cancellation when its application closed (written by
 * the move's own batch, worker/interviews/close.ts);
 * a new message, told to the other side;
 * an account its email's owner reclaimed with Google, cleared of the squatter's data;
 * colleagues @mentioned in a private note;
 * an offer sent, accepted or declined, told to the other side;
 * a colleague added to an interview panel, and a panelist's scorecard reminder;
 * a colleague's join, a member's removal and a company's handover, told to whom they concern;
 * an account suspended or restored from the directory, told to its holder;
 * a report resolved, told to its reporter and the accounts concerned;
 * an admin's decision on a company's verification, told to its recruiters),
 * wired in here at the root so no concern imports another in a loop.
 */
export const NOTICE_HANDLERS: NoticeHandlers = {
  job_published: (env, jobId, _detail, now) => onJobPublished(env, jobId, now),
  interview_cancelled: (env, applicationId, detail, now) => scheduleClosed(env, applicationId, detail, now),
  interview_changed: (env, eventId, detail, now) => interviewChanged(env, eventId, detail, now),
  message_sent: (env, messageId, _detail, now) => announceMessage(env, messageId, now),
  account_reclaimed: (env, userId, detail, now) =>
    clearReclaimedAccount(env, userId, String(detail.takenAt), now.toISOString()),
  note_mention: (env, noteId, _detail, now) => announceMention(env, noteId, now),
  offer_event: (env, applicationId, detail, now) => announceOffer(env, applicationId, detail.event, now),
  panel_added: (env, applicationId, detail, now) => announcePanelist(env, applicationId, detail, now),
  scorecard_reminder: (env, applicationId, detail, now) => remindPanelist(env, applicationId, detail, now),
  team_event: (env, companyId, detail, now) => announceTeamEvent(env, companyId, detail, now),
  account_status: announceAccountStatus,
  report_resolved: announceReportOutcome,
  company_decided: announceVerification,
};

/**
 * Sends the notices a request wrote (its route named them: `deliverAfterAnswer`) to the delivery
 * queue once its answer is out, those an undo window holds delayed until the window has passed.
 * Emails leave where they are written (worker/email): nothing else decides when mail is sent.
 */
export const sendDeliveriesAfterAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const outgoing = [
    ...deliveries('notice', c.var.notices ?? []),
    ...deliveries('notice', c.var.heldNotices ?? [], UNDO_WINDOW_MS),
  ];
  if (outgoing.length) c.executionCtx.waitUntil(send(c.env, outgoing));
});

/** The delivery queue's consumer (wrangler.toml [[queues.consumers]]), with the notice handlers of this root. */
export const queue = (batch: MessageBatch<DeliveryMessage>, env: Bindings) =>
  consumeDeliveries(batch, env, NOTICE_HANDLERS);

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
      const result = await atInstant(env, body.at, () => deliverOne(env, body, message.attempts, handlers));
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
