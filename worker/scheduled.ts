import { runAlertDelivery } from './alerts/delivery';
import { referencedApplicationKeys } from './applications/store';
import { clock } from './clock';
import { NOTICE_HANDLERS } from './deliveries';
import { deliverQueued } from './email/service';
import type { Bindings } from './env';
import { type FileOwner, sweepOrphanFiles } from './files/orphans';
import { sweepIdempotencyKeys } from './http/store';
import { sweepNotices } from './notices/service';
import { referencedOfferKeys } from './offers/store';
import { referencedResumeKeys } from './resumes/store';
import { remindDuePanelists } from './scorecards/service';

/** The one-minute cron of wrangler.toml: retries of email delivery (backoff in email/service.ts). */
export const EMAIL_CRON = '* * * * *';

/** Where files live in R2 and the rows that own them (resumes/, applications/ copies, offers/ letters). */
export const FILE_OWNERS: readonly FileOwner[] = [
  { prefix: 'resumes/', referenced: referencedResumeKeys },
  { prefix: 'applications/', referenced: referencedApplicationKeys },
  { prefix: 'offers/', referenced: referencedOfferKeys },
];

/**
 * The cron triggers (wrangler.toml [triggers]): email retries and delayed notices every minute; hourly, notices left
 * behind, scorecard reminders a day after a booked interview, job alert matches and their digests, idempotency keys
 * past their 24 hours and
 * files no row references.
 */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === EMAIL_CRON) {
    // Delayed notices (a move's undo window) go out within a minute of their time, their emails with them.
    const notices = await sweepNotices(env, NOTICE_HANDLERS, now, 1);
    const emailsSent = await deliverQueued(env, () => clock.date());
    console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, notices, emailsSent }));
    return;
  }
  const notices = await sweepNotices(env, NOTICE_HANDLERS, now);
  const scorecardReminders = await remindDuePanelists(env, NOTICE_HANDLERS, now);
  const result = await runAlertDelivery(env, now);
  const idempotencyKeysSwept = await sweepIdempotencyKeys(env.DB, now.getTime());
  const orphanFilesDeleted = await sweepOrphanFiles(env, FILE_OWNERS, now.getTime());
  console.log(
    JSON.stringify({
      level: 'info',
      event: 'scheduled',
      cron: controller.cron,
      notices,
      scorecardReminders,
      ...result,
      idempotencyKeysSwept,
      orphanFilesDeleted,
    }),
  );
}
