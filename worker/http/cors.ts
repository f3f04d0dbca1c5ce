import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
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
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })(c, next);
};
