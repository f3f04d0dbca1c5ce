import { handle } from '@astrojs/cloudflare/handler';
import { createApp } from './app';

export default createApp(handle);
// Durable Object classes must be exported from the entry wrangler runs.
export { ConversationRoom } from './messaging/room';
