import type { MiddlewareHandler } from 'hono';

import { PUBLIC_PAGE_TTL_SECONDS } from '../../src/contract';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from '../auth';
import type { AppEnv } from '../env';
import { mutableResponse } from '../http';

/** The public board's pages: the same for every anonymous visitor, so kept at the edge briefly. */
export function isPublicListing(pathname: string): boolean {
  return (
    pathname === '/jobs' ||
    pathname.startsWith('/jobs/') ||
    pathname.startsWith('/companies/') ||
    pathname === '/sitemap.xml' ||
    pathname === '/robots.txt'
  );
}

/** How long a copy is kept to stand in for a page the origin (or, in proxy mode, the backend) cannot give. */
export const STALE_COPY_TTL_SECONDS = 24 * 60 * 60;

/** Where the stand-in copy of a page is kept: its own key, so the fresh copy's short TTL does not end it. */
const staleKey = (url: URL) => new Request(`${url.origin}/__stale${url.pathname}${url.search}`, { method: 'GET' });

/**
 * Anonymous GETs of public listings are answered from this location's cache for about a minute
 * (`caches.default` purges one location only, so the short TTL is what keeps pages fresh). A
 * request carrying a session cookie always goes to the origin and is never stored.
 * Each page served also leaves a copy for STALE_COPY_TTL_SECONDS: when the origin answers 5xx
 * (in proxy mode: the backend is slow, down or its circuit is open), that copy is served instead.
 * `X-Edge-Cache` says which happened: HIT, MISS, BYPASS or STALE (with the page's age in `Age`).
 */
export const edgeCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== 'GET' || !isPublicListing(url.pathname)) return next();
  const cookies = c.req.header('Cookie');
  if (readCookie(cookies, ACCESS_COOKIE) || readCookie(cookies, REFRESH_COOKIE)) {
    await next();
    const res = mutableResponse(c);
    res.headers.set('Cache-Control', 'private, no-store');
    res.headers.set('X-Edge-Cache', 'BYPASS');
    return;
  }
  // Workers' default cache (the DOM typings the project checks against do not name it).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(url.toString(), { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('X-Edge-Cache', 'HIT');
    return res;
  }
  await next();
  if (c.res.status >= 500) {
    const stale = await cache.match(staleKey(url));
    if (stale) {
      // Cleared first, or Hono would merge the failed answer's headers into it.
      c.res = undefined;
      c.res = staleAnswer(stale);
      return;
    }
  }
  const res = mutableResponse(c);
  res.headers.set('X-Edge-Cache', 'MISS');
  if (res.status !== 200 || res.headers.has('Set-Cookie')) return;
  res.headers.set('Cache-Control', `public, max-age=${PUBLIC_PAGE_TTL_SECONDS}`);
  res.headers.set('Date', new Date().toUTCString());
  const copy = new Response(res.clone().body, res);
  copy.headers.set('Cache-Control', `public, max-age=${STALE_COPY_TTL_SECONDS}`);
  c.executionCtx.waitUntil(Promise.all([cache.put(key, res.clone()), cache.put(staleKey(url), copy)]));
};

/** The kept copy, marked stale: never cached further, with its age. */
function staleAnswer(stale: Response): Response {
  const res = new Response(stale.body, stale);
  const saved = Date.parse(stale.headers.get('Date') ?? '');
  res.headers.set('X-Edge-Cache', 'STALE');
  res.headers.set('Cache-Control', 'no-store');
  if (Number.isFinite(saved)) res.headers.set('Age', String(Math.max(0, Math.round((Date.now() - saved) / 1000))));
  return res;
}
