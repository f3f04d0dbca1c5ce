import type { MiddlewareHandler } from 'hono';
import { mutableResponse } from './mutable-response';

/**
 * Headers for every response the worker makes. Script and style sources are pinned by the hashed
 * CSP that Astro writes for each page (a meta tag on static pages, a header on on-demand ones); the
 * worker adds what a meta tag cannot carry (frame-ancestors) and locks API responses down entirely.
 * Static files get the same headers from public/_headers.
 */
export const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const res = mutableResponse(c);
  const isApi = new URL(c.req.url).pathname.startsWith('/api/');
  const pageCsp = res.headers.get('Content-Security-Policy');
  res.headers.set('Content-Security-Policy', isApi ? API_CSP : pageCsp ? `${pageCsp.replace(/;\s*$/, '')}; ${PAGE_CSP}` : PAGE_CSP);
  for (const [name, value] of Object.entries(COMMON)) res.headers.set(name, value);
  if (isApi && !res.headers.has('Cache-Control')) res.headers.set('Cache-Control', 'no-store');
};
