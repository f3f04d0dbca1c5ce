// @ts-check
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Static pages by default; signed-in pages opt into on-demand rendering so the worker's edge guard
// sees them first. The worker entry (worker/index.ts) is wrangler.toml's `main`.
export default defineConfig({
  site: 'http://127.0.0.1:8787',
  output: 'static',
  adapter: cloudflare({ prerenderEnvironment: 'node' }),
  integrations: [react()],
  build: { inlineStylesheets: 'never' },
  security: {
    // Hashes of every inline script and style go into a CSP meta tag: no 'unsafe-inline' scripts.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
      ],
    },
  },
});
