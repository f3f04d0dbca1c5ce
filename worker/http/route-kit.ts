import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';

import { errorSchema } from '../../src/contract';

/** The pieces every OpenAPI route declares: JSON answers and bodies, id params, who may call it. */

/** A JSON response entry of an OpenAPI route. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

export const idParam = z.object({ id: z.string().min(1).max(64) });
export const messageSchema = z.object({ message: z.string() });
export const security = [{ bearer: [] }];

/**
 * Spread into createRoute for a route of one area, guarded per route (not with `use('*')`) because
 * routers share prefixes: `...guarded('recruiter', requireRole('recruiter'))`.
 */
export const guarded = <M extends MiddlewareHandler>(tag: string, middleware: M) => ({
  tags: [tag],
  middleware,
  security,
});

/** The error answers every candidate-workspace route can give. */
export const candidateErrors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a candidate'),
  404: json(errorSchema, 'Not found, or not yours'),
  409: json(errorSchema, 'Conflicts with the current state'),
};

/** The error answers every recruiter route can give. */
export const recruiterErrors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a recruiter'),
  404: json(errorSchema, 'Not found in your company'),
};

/** The answer of a route that acts and says so: 200 with `{ message }` once `work` is done. */
export async function said<C extends Context>(c: C, work: Promise<unknown>, message: string) {
  await work;
  return c.json({ message }, 200);
}

/** The caller's address as Cloudflare reports it; null for local tools that send none. */
export const clientIp = (headers: { header(name: string): string | undefined }) =>
  headers.header('CF-Connecting-IP')?.trim() || null;
