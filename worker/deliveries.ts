import { createMiddleware } from 'hono/factory';

import { UNDO_WINDOW_MS } from '../src/contract';
import { onJobPublished } from './alerts/delivery';
import type { AppEnv, Bindings } from './env';
import { interviewChanged, scheduleClosed } from './interviews/service';
import { announceMessage } from './messaging/service';
import { type NoticeHandlers } from './notices/service';
import { announceOffer } from './offers/service';
import { clearReclaimedAccount } from './privacy/takeover';
import { consumeDeliveries } from './queue/consumer';
import { collectDeliveries, type DeliveryMessage, queueDeliveries } from './queue/messages';
import { announcePanelist, remindPanelist } from './scorecards/service';
import { announceMention } from './team/notes';
import { announceTeamEvent } from './team/service';

/**
 * Notices of kinds owned by concerns that sit above `notices` (job alerts read jobs and the feed;
 * an interview schedule's change, and its cancellation when its application closed (written by
 * the move's own batch, worker/interviews/close.ts);
 * a new message, told to the other side;
 * an account its email's owner reclaimed with Google, cleared of the squatter's data;
 * colleagues @mentioned in a private note;
 * an offer sent, accepted or declined, told to the other side;
 * a colleague added to an interview panel, and a panelist's scorecard reminder;
 * a colleague's join, a member's removal and a company's handover, told to whom they concern),
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
};

/**
 * Sends what a request queued to the delivery queue once its answer is out: the notices it wrote,
 * those an undo window holds (delayed until the window has passed), and its emails (worker/email).
 * What the request left to `waitUntil` queues is sent as it comes.
 */
export const sendDeliveriesAfterAnswer = createMiddleware<AppEnv>(async (c, next) => {
  const { flush } = await collectDeliveries(c.env, async () => {
    await next();
    await queueDeliveries('notice', c.var.notices ?? []);
    await queueDeliveries('notice', c.var.heldNotices ?? [], UNDO_WINDOW_MS);
  });
  c.executionCtx.waitUntil(flush());
});

/** The delivery queue's consumer (wrangler.toml [[queues.consumers]]), with the notice handlers of this root. */
export const queue = (batch: MessageBatch<DeliveryMessage>, env: Bindings) =>
  consumeDeliveries(batch, env, NOTICE_HANDLERS);
