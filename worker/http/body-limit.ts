import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { MESSAGES } from '../../src/contract';
import type { AppEnv } from '../env';
import { ApiFailure } from './errors';

/**
 * The largest JSON body a route takes is a job posting: a 20,000-character description and 60
 * skills, about 75 KB in a script of three UTF-8 bytes a character. Twice that leaves room.
 */
export const JSON_BODY_MAX_BYTES = 128 * 1024;

/**
 * Refuses a body over `maxBytes` with `failure` before reading it: at once by its Content-Length,
 * or, streamed without one, as soon as the bytes received pass the limit.
 */
export const limitBody = (maxBytes: number, failure: () => ApiFailure): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw failure();
    },
  });

const jsonLimit = limitBody(JSON_BODY_MAX_BYTES, () => new ApiFailure(413, MESSAGES.bodyTooLarge));

/**
 * Every API body but multipart uploads, which only the upload route reads, under its own larger
 * limit (a JSON route refuses a multipart body with 415 without reading it).
 */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  /^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '') ? next() : jsonLimit(c, next);

/**
 * Proxy mode: the edge reads a body whole to sign it, so it refuses one above this, which is above
 * every route's own limit (a resume upload is 5 MB and its framing); the backend applies those.
 */
export const FORWARDED_BODY_MAX_BYTES = 8 * 1024 * 1024;
export const forwardedBodyLimit = limitBody(FORWARDED_BODY_MAX_BYTES, () => new ApiFailure(413, MESSAGES.bodyTooLarge));
