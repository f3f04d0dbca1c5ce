import { OpenAPIHono, z } from '@hono/zod-openapi';

import { errorSchema, fieldErrors, MESSAGES } from '../../src/contract';
import type { AppEnv } from '../env';
import { ApiFailure } from './errors';

/**
 * Where the first string (key or value) that is not well-formed Unicode sits, as a dotted path:
 * JSON can carry a lone surrogate as an escape ("\ud800"), but no storage keeps it as it came.
 */
function illFormedTextAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.isWellFormed() ? null : path.join('.') || '_';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) return [...path, key.toWellFormed()].join('.');
    const at = illFormedTextAt(item, [...path, key]);
    if (at !== null) return at;
  }
  return null;
}

/**
 * Every router of the API is made here, so that a payload failing its zod schema answers the same
 * way everywhere: 400 with the first message as `message` and every field's message in `fields`.
 * A payload that passes but carries text that is not valid Unicode is refused the same way.
 */
export function createRouter<E extends AppEnv = AppEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields = fieldErrors(result.error);
        throw new ApiFailure(400, Object.values(fields)[0] ?? 'Invalid request', fields);
      }
      const at = illFormedTextAt(result.data);
      if (at !== null) throw new ApiFailure(400, MESSAGES.textNotUnicode, { [at]: MESSAGES.textNotUnicode });
    },
  });
}

const pascal = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** A stable operationId from method and path: GET /recruiter/jobs/{id} is getRecruiterJobsById. */
export const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => pascal(segment.replace(/^\{(\w+)\}$/, 'by-$1')))
    .join('');

/** Gives every operation that declares none its operationId (a route's own wins). */
export function withOperationIds<T extends { paths?: object }>(doc: T): T {
  for (const [path, operations] of Object.entries(doc.paths ?? {}) as [string, Record<string, unknown>][]) {
    for (const [method, operation] of Object.entries(operations)) {
      const op = operation as { operationId?: string };
      op.operationId ??= operationIdOf(method, path);
    }
  }
  return doc;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Declares on every state-changing operation the 403 that rejectForeignOrigins (cors.ts) answers
 * to a browser call from an origin not allowed to change state (an operation's own 403 stays).
 */
export function withForeignOriginRefusal<T extends { paths?: object }>(doc: T): T {
  const { $schema: _, ...schema } = z.toJSONSchema(errorSchema);
  for (const operations of Object.values(doc.paths ?? {}) as Record<
    string,
    { responses?: Record<string, unknown> }
  >[]) {
    for (const [method, op] of Object.entries(operations)) {
      if (!STATE_CHANGING.has(method)) continue;
      op.responses ??= {};
      op.responses['403'] ??= {
        description: 'A browser call from an origin not allowed to change state',
        content: { 'application/json': { schema } },
      };
    }
  }
  return doc;
}
