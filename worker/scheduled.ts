import { runAlertDelivery } from './alerts';
import { referencedApplicationKeys } from './applications';
import { leftBehindEmails } from './email';
import type { Bindings } from './env';
import { type FileOwner, sweepOrphanFiles } from './files';
import { sweepIdempotencyKeys } from './http';
import { leftBehindNotices } from './notices';
import { referencedOfferKeys } from './offers';
import { sendDeliveries } from './queue';
import { referencedResumeKeys } from './resumes';
import { remindDuePanelists } from './scorecards';

/** Where files live in R2 and the rows that own them (resumes/, applications/ copies, offers/ letters). */
export const FILE_OWNERS: readonly FileOwner[] = [
  { prefix: 'resumes/', referenced: referencedResumeKeys },
  { prefix: 'applications/', referenced: referencedApplicationKeys },
  { prefix: 'offers/', referenced: referencedOfferKeys },
];

/**
 * The hourly cron (wrangler.toml [triggers]): notices and emails that never reached the delivery
 * queue (their send failed: the queue owns every retry), scorecard reminders a day after a booked
 * interview, job alert matches and their digests, idempotency keys past their 24 hours and files no
 * row references. Each part sends what it writes to the delivery queue itself.
 */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const notices = await leftBehindNotices(env, now);
  const emails = await leftBehindEmails(env, now);
  await sendDeliveries(env, 'notice', notices);
  await sendDeliveries(env, 'email', emails);
  const result = {
    noticesResent: notices.length,
    emailsResent: emails.length,
    scorecardReminders: await remindDuePanelists(env, now),
    ...(await runAlertDelivery(env, now)),
    idempotencyKeysSwept: await sweepIdempotencyKeys(env.DB, now.getTime()),
    orphanFilesDeleted: await sweepOrphanFiles(env, FILE_OWNERS, now.getTime()),
  };
  console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, ...result }));
}
