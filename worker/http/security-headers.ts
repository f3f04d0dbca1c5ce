import type { MiddlewareHandler } from 'hono';

import { mutableResponse } from './mutable-response';

/**
 * Headers for every response the worker makes. Script and style sources are pinned by the hashed
 * CSP that Astro writes for each page (a meta tag on static pages, a header on on-demand ones); the
 * worker adds what a meta tag cannot carry (frame-ancestors) and locks API responses down entirely.
 * Static files get the same headers from public/_headers.
 */
export const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
/** API answers load nothing, frame nowhere, and run in a sandbox (a candidate's file never executes in this origin). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
/** /api/docs (api-docs.ts) runs its renderer's files from this origin: no inline script or style, no eval. */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const isDocs = (pathname: string) => pathname === '/api/docs' || pathname.startsWith('/api/docs/');

const COMMON: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * A page's CSP with the worker's directives added, except those it already has: a page served
 * from assets (the 404 page on a worker-first path) already carries them from public/_headers, and
 * a repeated directive makes browsers log an error.
 */
export function pageCsp(existing: string | null): string {
  if (!existing) return PAGE_CSP;
  const present = new Set(
    existing
      .split(';')
      .map((d) => d.trim().split(/\s+/)[0]?.toLowerCase())
      .filter(Boolean),
  );
  const missing = PAGE_CSP.split('; ').filter((d) => !present.has(d.split(' ')[0]!));
  return [existing.replace(/;\s*$/, ''), ...missing].join('; ');
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const res = mutableResponse(c);
  const { pathname } = new URL(c.req.url);
  const isApi = pathname.startsWith('/api/');
  res.headers.set(
    'Content-Security-Policy',
    isDocs(pathname) ? DOCS_CSP : isApi ? API_CSP : pageCsp(res.headers.get('Content-Security-Policy')),
  );
  for (const [name, value] of Object.entries(COMMON)) res.headers.set(name, value);
  if (isApi && !res.headers.has('Cache-Control')) res.headers.set('Cache-Control', 'no-store');
};
