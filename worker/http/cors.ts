import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

import { D1_BOOKMARK_HEADER, IDEMPOTENCY_KEY_HEADER, MESSAGES } from '../../src/contract';
import type { AppEnv } from '../env';

/** ALLOWED_ORIGINS is a comma-separated list; empty means the API is same-origin only. */
export function allowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * CORS with credentials for exactly the configured origins (the spec's client may live on another
 * host). With no origins configured, no CORS headers are sent and browsers keep the API same-origin.
 */
export const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origins = allowedOrigins(c.env.ALLOWED_ORIGINS);
  if (origins.length === 0) return next();
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_KEY_HEADER, D1_BOOKMARK_HEADER],
    exposeHeaders: ['Retry-After', 'X-Request-Id', D1_BOOKMARK_HEADER],
    maxAge: 600,
  })(c, next);
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie-authenticated calls (refresh, logout): a state-changing request that a
 * browser sends from an origin other than this site or a configured client is refused. Browsers
 * always send Origin on such cross-origin requests; requests without it (curl, servers) pass.
 * A request forwarded by the edge with a valid assertion (edge-trust.ts) was checked there.
 */
export const rejectForeignOrigins: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin');
  if (origin && !c.get('edge') && UNSAFE_METHODS.has(c.req.method)) {
    const own = new URL(c.req.url).origin;
    if (origin !== own && !allowedOrigins(c.env.ALLOWED_ORIGINS).includes(origin)) {
      return c.json({ message: MESSAGES.foreignOrigin }, 403);
    }
  }
  return next();
};
