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
  // format 'file': /terms is served from terms.html at /terms (the spec's routes), not redirected
  // to /terms/ as a directory index would be.
  build: { inlineStylesheets: 'never', format: 'file' },
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
