import { handle } from '@astrojs/cloudflare/handler';
import { createApp } from './app';

export default createApp(handle);
