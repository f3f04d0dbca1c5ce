import { runAlertDelivery } from './alerts-delivery/service';
import { deliverQueued } from './email/service';
import type { Bindings } from './env';

/** The one-minute cron of wrangler.toml: retries of email delivery (backoff in email/service.ts). */
export const EMAIL_CRON = '* * * * *';

/** The cron triggers (wrangler.toml [triggers]): email retries every minute; job alert matches and digests hourly. */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const result = controller.cron === EMAIL_CRON ? { emailsSent: await deliverQueued(env, () => new Date()) } : await runAlertDelivery(env, now);
  console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, ...result }));
}
