import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../env';

/** A request id on every API request, echoed in a header and in the structured log line. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const started = Date.now();
  await next();
  // The edge's id when an edge forwarded the request (edge-trust.ts sets it).
  const finalId = c.get('requestId');
  c.header('X-Request-Id', finalId);
  console.log(
    JSON.stringify({
      level: 'info',
      requestId: finalId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status: c.res.status,
      ms: Date.now() - started,
    }),
  );
};
