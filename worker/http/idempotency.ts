import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';

import {
  errorSchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_MS,
  MESSAGES,
} from '../../src/contract';
import { clock } from '../clock';
import type { AppEnv } from '../env';
import { uuidOf } from './effects';
import { ApiFailure } from './errors';
import { json } from './route-kit';
import { claimIdempotencyKey, type IdempotencyRow, recordIdempotentAnswer, releaseIdempotencyKey } from './store';

/** A claim whose request never answered (its isolate died) is taken over after this long. */
export const IDEMPOTENCY_STALE_MS = 2 * 60 * 1000;
/** How long a repeat waits for the first request under its key to answer before a 409. */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 100;
const RECORD_ATTEMPTS = 3;

/** Marks a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Spread into a keyed route's `request`: the optional header, declared in the OpenAPI document. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, MESSAGES.idempotencyKeyInvalid).optional().openapi({
    description: `Fresh per user action, the same on its retries: a repeat within 24 hours answers the first answer and creates nothing new`,
  }),
});

/** Spread first into a keyed route's `responses` (the route's own 409 description wins). */
export const idempotencyErrors = {
  409: json(errorSchema, 'A request under this Idempotency-Key is still running'),
  422: json(errorSchema, 'This Idempotency-Key was used for a different request'),
};

type KeyedEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { user: { id: string } } };

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (data: BufferSource | string) =>
  hex(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data));

/** JSON with its object keys sorted, so the same value always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two requests "the same": method, path and the body as parsed. A multipart body is
 * read as its parts (each file's name, type and SHA-256; each field's value), since its boundary
 * changes on every retry; the parsed form is left for the route's validator. JSON compares as a
 * value (key order aside).
 */
async function fingerprintOf(c: Context): Promise<string> {
  const contentType = c.req.header('Content-Type') ?? '';
  let body: unknown;
  if (/^multipart\/form-data/i.test(contentType)) {
    const bytes = await c.req.arrayBuffer();
    try {
      const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
      c.req.bodyCache.formData = form;
      const parts: unknown[] = [];
      for (const [name, value] of form.entries()) {
        parts.push(
          typeof value === 'string'
            ? [name, value]
            : [name, value.name, value.type, await sha256(await value.arrayBuffer())],
        );
      }
      body = { parts };
    } catch {
      // Malformed: the route's validator answers it; the raw bytes stand for it meanwhile.
      body = { raw: await sha256(bytes) };
    }
  } else {
    const text = await c.req.text();
    try {
      body = { json: canonical(JSON.parse(text)) };
    } catch {
      body = { text };
    }
  }
  return sha256(canonical([c.req.method, new URL(c.req.url).pathname, body]));
}

/**
 * The id of the thing a request creates: under an Idempotency-Key the same on every retry (a retry
 * whose first try landed but lost its answer finds the thing and answers it), else a fresh one.
 */
export const newIdOf = (c: { var: { idempotentId?: string } }) => c.var.idempotentId ?? crypto.randomUUID();

const replay = (row: IdempotencyRow) =>
  new Response(row.body, {
    status: row.status!,
    headers: { ...(row.content_type ? { 'Content-Type': row.content_type } : {}), [REPLAYED_HEADER]: 'true' },
  });

/** Answers worth keeping: not our failures, not "try later". */
const keepsAnswer = (status: number) => status < 500 && status !== 429;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Honours `Idempotency-Key` on a POST that creates something (after the route's role check: keys
 * are per user). The key is claimed in D1 before the route runs, so two identical requests at once
 * run it once: the second waits for the first answer. A repeat with the same fingerprint within 24
 * hours gets the first answer; a different request under the same key answers 422. A failure of
 * ours (5xx) or a 429 gives the key back, so the client's retry runs afresh.
 */
export const idempotent: MiddlewareHandler<KeyedEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiFailure(400, MESSAGES.idempotencyKeyInvalid);
  const userId = c.var.user.id;
  const fingerprint = await fingerprintOf(c);
  // The wait for a request in flight is wall time; the key's own times are the worker's clock.
  const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
  let claimedAt: number;
  for (;;) {
    const now = clock.now();
    const { claimed, row } = await claimIdempotencyKey(c.env.DB, {
      userId,
      key,
      fingerprint,
      now,
      expiresAt: now + IDEMPOTENCY_TTL_MS,
      staleBefore: now - IDEMPOTENCY_STALE_MS,
    }).catch(async (error) => {
      // The claim may have landed with its answer lost: give it back so the retry is not kept waiting.
      await releaseIdempotencyKey(c.env.DB, userId, key, now).catch(() => undefined);
      throw error;
    });
    if (claimed) {
      claimedAt = now;
      break;
    }
    if (row && row.fingerprint !== fingerprint) throw new ApiFailure(422, MESSAGES.idempotencyKeyReused);
    if (row && row.status !== null) return replay(row);
    if (Date.now() >= waitUntil) throw new ApiFailure(409, MESSAGES.idempotencyKeyInFlight);
    await sleep(IN_FLIGHT_POLL_MS);
  }
  // The id a keyed request gives what it creates: drawn from the user, the key and the request, so
  // a retry finds what its first try made, and another request under a key past its 24 hours makes its own.
  c.set('idempotentId', await uuidOf(`${userId}\n${key}\n${fingerprint}`));
  try {
    await next();
  } catch (err) {
    await releaseIdempotencyKey(c.env.DB, userId, key, claimedAt).catch(() => undefined);
    throw err;
  }
  const res = c.res;
  if (keepsAnswer(res.status)) {
    const answer = { status: res.status, contentType: res.headers.get('Content-Type'), body: await res.clone().text() };
    // The thing is made and the client has its answer: keeping the answer is tried again on a
    // failure, and a last failure is logged, never turned into an error (the claim then goes
    // stale and the key works again after IDEMPOTENCY_STALE_MS).
    for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
      try {
        await recordIdempotentAnswer(c.env.DB, userId, key, claimedAt, answer);
        break;
      } catch (error) {
        if (attempt === RECORD_ATTEMPTS)
          console.error(
            JSON.stringify({
              level: 'error',
              requestId: c.get('requestId'),
              event: 'idempotency_record_failed',
              error: String(error),
            }),
          );
      }
    }
  } else {
    await releaseIdempotencyKey(c.env.DB, userId, key, claimedAt).catch(() => undefined);
  }
};
