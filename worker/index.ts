import { handle } from '@astrojs/cloudflare/handler';

import { createApp } from './app';
import type { Bindings } from './env';
import { scheduled } from './scheduled';

const app = createApp(handle);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Bindings>;
// Durable Object classes must be exported from the entry wrangler runs.
export { ConversationRoom } from './messaging/room';
