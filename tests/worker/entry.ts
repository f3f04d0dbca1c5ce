import { createApp } from '../../worker/app';
import { scheduled } from '../../worker/scheduled';

/**
 * The worker as tests run it: the real Hono app with every API route and the edge guard. Astro's
 * renderer needs the built site, so pages answer a marker naming the path that was let through.
 */
const app = createApp(async (request) => new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }));

export default { fetch: app.fetch, scheduled };
export { ConversationRoom } from '../../worker/messaging/room';
