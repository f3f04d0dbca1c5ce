// @ts-check
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';

import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

import { API_DOCS_ASSETS } from './worker/http/api-docs';

/**
 * /api/docs renders the OpenAPI document with Swagger UI served from the site itself (no CDN):
 * its files are copied from the swagger-ui-dist package into the assets under /api/docs/, which
 * only the worker reaches (/api/* runs the worker first; worker/http/api-docs.ts gates them). No
 * page imports them, so they never join another page's scripts.
 */
/** @type {import('astro').AstroIntegration} */
const apiDocsAssets = {
  name: 'api-docs-assets',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const from = new URL('./', `file://${createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')}`);
      const to = new URL('api/docs/', dir);
      await mkdir(to, { recursive: true });
      for (const file of API_DOCS_ASSETS) await copyFile(new URL(file, from), new URL(file, to));
    },
  },
};

/** `client:painted` (src/client/browser/after-paint.ts): signed-in islands hydrate after the server's page is painted. */
/** @type {import('astro').AstroIntegration} */
const hydrateAfterPaint = {
  name: 'hydrate-after-paint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'painted', entrypoint: './src/client/browser/after-paint.ts' }),
  },
};

// Static pages by default; signed-in pages opt into on-demand rendering so the worker's edge guard
// sees them first. The worker entry (worker/index.ts) is wrangler.toml's `main`.
export default defineConfig({
  site: 'http://127.0.0.1:8787',
  output: 'static',
  adapter: cloudflare({ prerenderEnvironment: 'node' }),
  integrations: [react(), apiDocsAssets, hydrateAfterPaint],
  // format 'file': /terms is served from terms.html at /terms (the spec's routes), not redirected
  // to /terms/ as a directory index would be.
  //
  // Stylesheets stay files: inlining them ('always') took a request off the landing's first paint, but
  // Astro then deletes a sheet it inlined anywhere, and a lazily loaded chunk that still preloads it
  // (the board's match fill, the workspace's CSS) gets a 404 (docs/site.md, "The landing's largest paint").
  build: { inlineStylesheets: 'never', format: 'file' },
  vite: {
    build: {
      // A font is never inlined as a data: URL (the small rupee face would be): the CSP's font-src is 'self'.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        // The contract's modules only declare things: an island that imports one constant or
        // schema through the contract's index brings that module, not every schema (and zod) with it.
        // Building a schema (z.object(...), z.string().trim()...) has no side effect either, so a
        // schema no page uses is dropped with its zod calls (the contract never configures zod).
        treeshake: { moduleSideEffects: (id) => !/\/src\/contract\//.test(id), manualPureFunctions: ['z'] },
        output: {
          // Fewer, larger shared chunks: React is one file, and what every workspace page's chrome
          // loads (the page frame, the bell, the account menu, the banner, with the API client and
          // session they share) another, not some fifteen small ones: gzip packs one file tighter.
          // What the landing's contact form shares with the chrome stays apart, or the landing
          // would load the chrome with it; and what the public board's match script needs (session
          // keys, roles, the on-demand import helper) apart from both, or /jobs would load either.
          codeSplitting: {
            groups: [
              {
                name: 'board-start',
                test: /\/src\/contract\/(session-keys|roles)\.|vite\/preload-helper/,
                priority: 4,
              },
              { name: 'site', test: /\/src\/contract\/(constants|messages|patterns)\./, priority: 3 },
              { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
              {
                name: 'workspace',
                test: /\/src\/islands\/workspace\/(WorkspacePage|NotificationsBell|AccountMenu|VerifyEmailBanner)\./,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
  security: {
    // Hashes of every inline script and style go into a CSP meta tag: no 'unsafe-inline' scripts.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        // pdf.js's worker (the recruiter's resume viewer) runs from this origin's assets; no blob: or CDN worker.
        "worker-src 'self'",
      ],
    },
  },
});
