/**
 * Every request reads and writes D1 through one session (`withSession`), so reads may go to a
 * replica near the user while a user still reads their own writes:
 * - a request that carries a bookmark (the D1_BOOKMARK_HEADER, or the cookie page loads carry)
 *   starts from it: whatever that browser wrote is there;
 * - otherwise a read that may be a moment behind (STALE_READS: the public board and pages, feeds,
 *   analytics, the public audit) starts unconstrained, at the nearest replica;
 * - anything else starts at the primary.
 * A write's successful answer (any method but GET, HEAD and OPTIONS; status below 400) carries the
 * session's latest bookmark in the header and the cookie. The session stands in for `env.DB` for the rest of the request, the
 * work it leaves to `waitUntil` included; cron, queue and Durable Object work use the binding.
 */
import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';

import { D1_BOOKMARK_HEADER } from '../../src/contract';
import type { AppEnv } from '../env';
import { mutableResponse } from './mutable-response';

export const D1_BOOKMARK_COOKIE = 'hl_d1_bookmark';
/** Replicas catch up within seconds; the cookie only has to outlast that. */
const BOOKMARK_COOKIE_SECONDS = 300;
/** D1's bookmark: four dash-separated hex fields. Anything else is ignored, never sent to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** GET paths whose reads may start at a replica that is a moment behind (the one list of them). */
export const STALE_READS: readonly RegExp[] = [
  /^\/$/,
  /^\/jobs(\/|$)/,
  /^\/companies(\/|$)/,
  /^\/sitemap\.xml$/,
  /^\/api\/candidate\/feed$/,
  /^\/api\/companies\/[^/]+$/,
  /^\/api\/recruiter\/analytics$/,
  /^\/api\/admin\/analytics\/(summary|trends)$/,
  /^\/api\/ai\/audit$/,
  /^\/api\/test-redis$/,
];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a request's session starts: its bookmark, else the nearest replica or the primary. */
export function sessionStart(method: string, path: string, bookmark: string | undefined): string {
  if (bookmark && BOOKMARK.test(bookmark)) return bookmark;
  return method === 'GET' && STALE_READS.some((re) => re.test(path)) ? 'first-unconstrained' : 'first-primary';
}

/** The session as the D1Database the stores take: they only prepare and batch. */
function asDatabase(session: D1DatabaseSession, binding: D1Database): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query: string) => binding.exec(query),
    withSession: (start) => binding.withSession(start),
    dump: () => binding.dump(),
  };
}

export const d1Sessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const binding = c.env.DB;
  const bookmark = c.req.header(D1_BOOKMARK_HEADER) ?? getCookie(c, D1_BOOKMARK_COOKIE);
  const session = binding.withSession(sessionStart(c.req.method, new URL(c.req.url).pathname, bookmark));
  c.env = { ...c.env, DB: asDatabase(session, binding) };
  await next();
  // A refused write has nothing of the user's to read back.
  const latest = READ_METHODS.has(c.req.method) || c.res.status >= 400 ? null : session.getBookmark();
  if (!latest) return;
  const headers = mutableResponse(c).headers;
  headers.set(D1_BOOKMARK_HEADER, latest);
  headers.append(
    'Set-Cookie',
    generateCookie(D1_BOOKMARK_COOKIE, latest, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: BOOKMARK_COOKIE_SECONDS,
    }),
  );
};
