import { handle } from '@astrojs/cloudflare/handler';

import { createApp } from './app';
import { queue } from './deliveries';
import type { Bindings, DeliveryMessage } from './env';
import { seatViewer } from './pages';
import { scheduled } from './scheduled';

const app = createApp((request, env, ctx, viewer) => {
  seatViewer(request, env, viewer);
  return handle(request, env, ctx);
});

export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Bindings, DeliveryMessage>;
// Durable Object classes must be exported from the entry wrangler runs. The room is the one import past a face:
// on the face, every importer of messaging would load cloudflare:workers, which only workerd has (seed scripts, Node tests).
export { ConversationRoom } from './messaging/room';
