import { z } from '@hono/zod-openapi';
import { errorSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';

/** A JSON response entry of an OpenAPI route. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Spread into createRoute for a recruiter-only route. Declared per route (not with `use('*')`)
 * because these routers share the /recruiter prefix with the jobs router.
 */
export const recruiterOnly = {
  tags: ['recruiter'],
  middleware: requireRole('recruiter'),
  security: [{ bearer: [] }],
};

/** The error answers every recruiter route can give. */
export const recruiterErrors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a recruiter'),
  404: json(errorSchema, 'Not found in your company'),
};
