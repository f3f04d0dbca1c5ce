import { runAlertDelivery } from './alerts/delivery';
import { NOTICE_HANDLERS } from './deliveries';
import { deliverQueued } from './email/service';
import type { Bindings } from './env';
import { sweepIdempotencyKeys } from './http/store';
import { sweepNotices } from './notices/service';

/** The one-minute cron of wrangler.toml: retries of email delivery (backoff in email/service.ts). */
export const EMAIL_CRON = '* * * * *';

/**
 * The cron triggers (wrangler.toml [triggers]): email retries every minute; hourly, notices left
 * behind, job alert matches and their digests, and idempotency keys past their 24 hours.
 */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === EMAIL_CRON) {
    const emailsSent = await deliverQueued(env, () => new Date());
    console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, emailsSent }));
    return;
  }
  const notices = await sweepNotices(env, NOTICE_HANDLERS, now);
  const result = await runAlertDelivery(env, now);
  const idempotencyKeysSwept = await sweepIdempotencyKeys(env.DB, now.getTime());
  console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, notices, ...result, idempotencyKeysSwept }));
}
