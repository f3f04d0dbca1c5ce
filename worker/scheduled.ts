import { runAlertDelivery } from './alerts/delivery';
import { NOTICE_HANDLERS } from './deliveries';
import type { Bindings } from './env';
import { sweepNotices } from './notices/service';

/** The cron trigger (wrangler.toml [triggers]): notices left behind, job alert matches and their digests. */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const notices = await sweepNotices(env, NOTICE_HANDLERS, now);
  const result = await runAlertDelivery(env, now);
  console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, notices, ...result }));
}
