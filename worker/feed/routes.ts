import { createRoute, z } from '@hono/zod-openapi';
import { candidateJobSchema, feedQuerySchema, feedResponseSchema } from '../../src/contract';
import { createRouter } from '../http/openapi';
import * as feed from './service';
import { candidateErrors, json, security } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const asCandidate = requireRole('candidate');

/** Spec section 7: GET /api/candidate/feed and GET /api/candidate/jobs/{id}. */
export const feedRoutes = createRouter();

feedRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/candidate/feed',
    tags: ['candidate'],
    summary: 'Open jobs: keywords and filters, sorted by best match or newest, paged by cursor',
    security,
    middleware: asCandidate,
    request: { query: feedQuerySchema },
    responses: { 200: json(feedResponseSchema, 'A page of jobs'), ...candidateErrors },
  }),
  async (c) => c.json(await feed.feed(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

feedRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/candidate/jobs/{id}',
    tags: ['candidate'],
    summary: 'One job with its company, your match and whether you applied',
    security,
    middleware: asCandidate,
    request: { params: z.object({ id: z.string().min(1).max(64) }) },
    responses: { 200: json(candidateJobSchema, 'The job'), ...candidateErrors },
  }),
  async (c) => c.json(await feed.candidateJob(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
