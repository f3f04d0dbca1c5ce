import type { MiddlewareHandler } from 'hono';
import { PUBLIC_PAGE_TTL_SECONDS } from '../../src/contract';
import { ACCESS_COOKIE, readCookie, REFRESH_COOKIE } from '../auth/cookies';
import type { AppEnv } from '../env';
import { mutableResponse } from '../http/mutable-response';

/** The public board's pages: the same for every anonymous visitor, so kept at the edge briefly. */
export function isPublicListing(pathname: string): boolean {
  return pathname === '/jobs' || pathname.startsWith('/jobs/') || pathname.startsWith('/companies/') || pathname === '/sitemap.xml' || pathname === '/robots.txt';
}

/**
 * Anonymous GETs of public listings are answered from this location's cache for about a minute
 * (`caches.default` purges one location only, so the short TTL is what keeps pages fresh). A
 * request carrying a session cookie always goes to the origin and is never stored.
 * `X-Edge-Cache` says which happened: HIT, MISS or BYPASS.
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
  const res = mutableResponse(c);
  res.headers.set('X-Edge-Cache', 'MISS');
  if (res.status !== 200 || res.headers.has('Set-Cookie')) return;
  res.headers.set('Cache-Control', `public, max-age=${PUBLIC_PAGE_TTL_SECONDS}`);
  c.executionCtx.waitUntil(cache.put(key, res.clone()));
};
