import { runAlertDelivery } from './alerts-delivery/service';
import type { Bindings } from './env';

/** The cron trigger (wrangler.toml [triggers]): job alert matches and their digests. */
export async function scheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const result = await runAlertDelivery(env, new Date(controller.scheduledTime));
  console.log(JSON.stringify({ level: 'info', event: 'scheduled', cron: controller.cron, ...result }));
}
