import { type Context, Hono } from 'hono';

import { MESSAGES } from '../../src/contract';
import type { AppEnv, Bindings } from '../env';

/**
 * /api/docs: the OpenAPI document (/api/openapi.json) for people, rendered by Swagger UI. Its two
 * files come from the swagger-ui-dist package, copied into the site's assets under /api/docs/ at
 * build (astro.config.mjs), so nothing loads from a CDN; the page has no inline script or style
 * and runs under DOCS_CSP (security-headers.ts). Off in production unless API_DOCS is "on".
 */
export const apiDocsEnabled = (env: Pick<Bindings, 'APP_ENV' | 'API_DOCS'>) =>
  env.APP_ENV === 'development' || env.API_DOCS === 'on';

/** The renderer's files, as the build copies them from swagger-ui-dist. */
export const API_DOCS_ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css'] as const;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hireloop API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<main id="api-docs" aria-label="Hireloop API reference"><p class="docs-loading">Loading the API reference…</p></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/**
 * Starts the renderer on the document; "Try it out" sends requests to this origin. The areas (tags)
 * start collapsed: Swagger UI 5.35 stopped drawing the list part way through once about 135
 * operations were open at once, and one area at a time is also easier to scan on a phone.
 */
const SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
  displayOperationId: true,
  validatorUrl: null,
});
`;

/** Narrow screens: long paths and summaries wrap instead of pushing the page sideways. */
const STYLE = `body { margin: 0; }
.swagger-ui .wrapper { padding: 0 12px; box-sizing: border-box; }
.swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
.swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-description { word-break: break-word; min-width: 0; }
.swagger-ui .opblock .opblock-summary-path { max-width: 100%; }
.swagger-ui .info .title { word-break: break-word; }
.swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 8px; }
.swagger-ui table { display: block; overflow-x: auto; }
.swagger-ui pre { overflow-x: auto; }
.docs-loading { font-family: system-ui, sans-serif; padding: 24px 12px; }
`;

export const apiDocsRoutes = new Hono<AppEnv>();

const notFound = (c: Context) => c.json({ message: MESSAGES.notFound }, 404);

apiDocsRoutes.use('*', async (c, next) => (apiDocsEnabled(c.env) ? next() : notFound(c)));
apiDocsRoutes.get('/', (c) => c.html(PAGE));
apiDocsRoutes.get('/docs.js', (c) => c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
apiDocsRoutes.get('/docs.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
for (const file of API_DOCS_ASSETS) {
  apiDocsRoutes.get(`/${file}`, async (c) => {
    const res = await c.env.ASSETS.fetch(new Request(new URL(`/api/docs/${file}`, c.req.url)));
    // Without the build's copy there is nothing to serve: the API's own 404, not the site's page.
    return res.ok ? res : notFound(c);
  });
}
