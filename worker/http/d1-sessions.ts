/**
 * Every request reads and writes D1 through one session (`withSession`), so reads may go to a
 * replica near the user while a user still reads their own writes. This module is the one list of
 * where a request's reads may start and which answers carry a bookmark:
 * - a request that carries a bookmark (the D1_BOOKMARK_HEADER, or the cookie page loads carry;
 *   the newer of the two) starts from it: whatever that browser wrote is there;
 * - otherwise a read that may be a moment behind (STALE_READS: the public board and pages, feeds,
 *   analytics, the public audit) starts unconstrained, at the nearest replica;
 * - anything else starts at the primary (every write, and every read after a write, unless it
 *   brings its bookmark).
 * A request that wrote answers the session's latest bookmark in the header and the cookie, unless it
 * was refused (status 400 and up). What wrote is seen in the SQL the request prepared, not guessed
 * from its method: a link opened by GET writes too (verifying an email, pausing an alert, Google's
 * callback, the edge guard's refresh of a page's session).
 * The session stands in for `env.DB` for the rest of the request, the work it leaves to `waitUntil`
 * included; cron, queue and Durable Object work use the binding.
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

/** The newer of two bookmarks (D1's bookmarks sort as strings, oldest first); shapeless ones are dropped. */
export function newestBookmark(...candidates: (string | undefined)[]): string | undefined {
  return candidates
    .filter((b): b is string => !!b && BOOKMARK.test(b))
    .sort()
    .at(-1);
}

/** Where a request's session starts: its bookmark (from `newestBookmark`), else the nearest replica or the primary. */
export function sessionStart(method: string, path: string, bookmark: string | undefined): string {
  if (bookmark) return bookmark;
  return method === 'GET' && STALE_READS.some((re) => re.test(path)) ? 'first-unconstrained' : 'first-primary';
}

/** A statement that only reads: a SELECT, or a WITH that names no write. Anything else counts as a write. */
export function onlyReads(sql: string): boolean {
  return /^\s*SELECT\b/i.test(sql) || (/^\s*WITH\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(sql));
}

/** The session as the D1Database the stores take (they only prepare and batch); notes whether it was asked to write. */
function asDatabase(session: D1DatabaseSession, binding: D1Database, wrote: () => void): D1Database {
  return {
    prepare: (query: string) => {
      if (!onlyReads(query)) wrote();
      return session.prepare(query);
    },
    batch: (statements) => session.batch(statements),
    exec: (query: string) => binding.exec(query),
    withSession: (start) => binding.withSession(start),
    dump: () => binding.dump(),
  };
}

export const d1Sessions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const binding = c.env.DB;
  const bookmark = newestBookmark(c.req.header(D1_BOOKMARK_HEADER), getCookie(c, D1_BOOKMARK_COOKIE));
  const session = binding.withSession(sessionStart(c.req.method, new URL(c.req.url).pathname, bookmark));
  let wrote = false;
  c.env = { ...c.env, DB: asDatabase(session, binding, () => (wrote = true)) };
  await next();
  // A refused request's writes are bookkeeping (a failed sign-in counted), nothing of the user's to read back.
  const latest = wrote && c.res.status < 400 ? session.getBookmark() : null;
  if (!latest) return;
  const headers = mutableResponse(c).headers;
  headers.set(D1_BOOKMARK_HEADER, latest);
  headers.append(
    'Set-Cookie',
    generateCookie(D1_BOOKMARK_COOKIE, latest, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: BOOKMARK_COOKIE_SECONDS,
    }),
  );
};
