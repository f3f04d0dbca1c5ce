import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { type ApiError, MESSAGES } from '../../src/contract';

/** Throw from any service: the app's error handler turns it into the JSON error shape. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new ApiFailure(404, message);

/**
 * The one place an error becomes a response: never a stack trace, always `{ message }`; a failure
 * of ours also names the request id, which the log line carries too.
 */
export function errorResponse(err: unknown, c: Context) {
  if (err instanceof ApiFailure) {
    const body: ApiError = { message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ message: err.message || `Request failed (${status})` }, status);
  }
  const requestId: string | undefined = c.get('requestId');
  console.error(JSON.stringify({ level: 'error', requestId, error: String(err), stack: (err as Error)?.stack }));
  return c.json({ message: MESSAGES.internal, ...(requestId ? { requestId } : {}) }, 500);
}
