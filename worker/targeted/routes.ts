import { createRoute } from '@hono/zod-openapi';

import {
  errorSchema,
  targetedCandidatesQuerySchema,
  targetedCandidatesSchema,
  targetedSendResultSchema,
  targetedSendSchema,
} from '../../src/contract';
import { type AuthEnv, requireRole } from '../auth';
import { createRouter, idempotencyErrors, idempotencyHeaders, idempotent, json, security } from '../http';
import * as targeted from './service';

const errors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a recruiter, or the company is not a verified employer yet'),
  404: json(errorSchema, 'No such job in your company'),
  409: json(errorSchema, 'The job is not open'),
};

/** Targeted job sending, mounted at /api/recruiter/targeted. */
export const targetedRoutes = createRouter<AuthEnv>();
targetedRoutes.use('*', requireRole('recruiter'));

targetedRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/candidates',
    tags: ['recruiter'],
    security,
    summary: 'Candidates ranked by match for one of your open jobs, with the reason for each',
    request: { query: targetedCandidatesQuerySchema },
    responses: { 200: json(targetedCandidatesSchema, 'Ranked candidates and your sends today'), ...errors },
  }),
  async (c) => c.json(await targeted.rankForJob(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

targetedRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/send',
    tags: ['recruiter'],
    security,
    summary: 'Send an open job to chosen candidates: a message, a notification and an email each',
    middleware: idempotent,
    request: {
      headers: idempotencyHeaders,
      body: { content: { 'application/json': { schema: targetedSendSchema } }, required: true },
    },
    responses: {
      200: json(targetedSendResultSchema, 'What happened for each candidate'),
      ...idempotencyErrors,
      ...errors,
      429: json(errorSchema, 'Daily limit reached'),
    },
  }),
  async (c) => c.json(await targeted.sendJob(c.env, c.var.user, c.req.valid('json'), c.var.idempotentId), 200),
);
