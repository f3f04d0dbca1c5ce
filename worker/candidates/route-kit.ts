import { z } from '@hono/zod-openapi';
import { errorSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';

/** Pieces every candidate-workspace route declares: JSON bodies, the error answers, the role check. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const candidateErrors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a candidate'),
  404: json(errorSchema, 'Not found, or not yours'),
  409: json(errorSchema, 'Conflicts with the current state'),
};

export const asCandidate = requireRole('candidate');
export const security = [{ bearer: [] }];
export const messageSchema = z.object({ message: z.string() });
