import { Hono } from 'hono';

import { MESSAGES } from '../src/contract';
import { api } from './api';
import { edgeGoogleCallback, edgeGuard } from './auth';
import { testClock } from './clock';
import { sendDeliveriesAfterAnswer } from './deliveries';
import { devRoutes } from './dev';
import type { AppEnv, Bindings, Viewer } from './env';
import {
  apiBodyLimit,
  apiCors,
  d1Sessions,
  edgeTrust,
  errorResponse,
  forwardedBodyLimit,
  proxyToBackend,
  rejectForeignOrigins,
  requestLog,
  securityHeaders,
} from './http';
import { edgeCache, isPublicListing, robotsTxt, sitemapXml } from './public-jobs';

/**
 * Renders a page that is not a static file (Astro's handler in production), as `viewer`: the user the
 * edge guard let through, null on pages it does not guard and in proxy mode.
 */
export type PageRenderer = (
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
  viewer: Viewer | null,
) => Promise<Response>;

/** The site's canonical origin: PUBLIC_ORIGIN, else the request's. */
const siteOrigin = (env: Bindings, requestUrl: string) =>
  (env.PUBLIC_ORIGIN || new URL(requestUrl).origin).replace(/\/+$/, '');

/** Pages rendered from the database: the public board and the signed-in company page. */
const showsBackendData = (pathname: string) => isPublicListing(pathname) || pathname.startsWith('/company/');

/**
 * The only server: security headers on everything, the API under /api (or proxied to a backend),
 * then the edge guard in front of signed-in pages, then pages. Static files are served from assets
 * before the worker runs; the rest goes to `renderPage`.
 */
export function createApp(renderPage: PageRenderer) {
  const app = new Hono<AppEnv>();
  app.use('*', testClock);
  app.use('*', securityHeaders);
  app.use('/api/*', requestLog);
  app.use('/api/*', apiCors);
  // Proxy mode: the edge checks the Origin and forwards, signed; the backend trusts only that.
  app.use('/api/*', async (c, next) => (c.env.BACKEND_ORIGIN ? next() : edgeTrust(c, next)));
  app.use('/api/*', rejectForeignOrigins);
  app.use('/api/*', async (c, next) => (c.env.BACKEND_ORIGIN ? forwardedBodyLimit(c, next) : next()));
  app.all('/api/*', async (c, next) => {
    if (!c.env.BACKEND_ORIGIN) return next();
    // Google sign-in's browser steps run here, so its cookies and /oauth-success are the site's
    // (auth/edge-oauth.ts): the start is the usual route, the callback the edge's.
    const path = new URL(c.req.url).pathname;
    if (c.req.method === 'GET' && path === '/api/auth/google') return next();
    if (c.req.method === 'GET' && path === '/api/auth/google/callback') return edgeGoogleCallback(c);
    return proxyToBackend(c);
  });
  app.use('/api/*', apiBodyLimit);
  app.use('/api/*', d1Sessions);
  app.use('/api/*', sendDeliveriesAfterAnswer);
  app.route('/api', api);
  // Unknown API paths answer JSON, never the 404 page.
  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));
  // The dev mailbox answers 404 itself outside development; in proxy mode it is the backend's.
  app.use('/dev/*', async (c, next) => (c.env.BACKEND_ORIGIN ? proxyToBackend(c) : next()));
  app.route('/dev', devRoutes);
  // Pages' session wraps the guard too: a refresh it rotates is a write whose bookmark rides on the page.
  app.use('*', d1Sessions);
  app.use('*', edgeCache);
  app.use('*', edgeGuard);
  // Proxy mode: pages made of the backend's data come from the backend (the guard ran here).
  app.use('*', async (c, next) =>
    c.env.BACKEND_ORIGIN && showsBackendData(new URL(c.req.url).pathname) ? proxyToBackend(c) : next(),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(c.env.DB, siteOrigin(c.env, c.req.url)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  );
  app.get('/robots.txt', (c) => c.text(robotsTxt(siteOrigin(c.env, c.req.url))));
  app.all('*', (c) => renderPage(c.req.raw, c.env, c.executionCtx as ExecutionContext, c.var.viewer ?? null));
  app.onError(errorResponse);
  return app;
}
