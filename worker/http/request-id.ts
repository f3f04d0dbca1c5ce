import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** A request id on every API request, echoed in a header and in the structured log line. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const started = Date.now();
  await next();
  c.header('X-Request-Id', requestId);
  console.log(
    JSON.stringify({
      level: 'info',
      requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
