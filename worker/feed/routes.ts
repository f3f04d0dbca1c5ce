import {
  candidateJobSchema,
  feedQuerySchema,
  feedResponseSchema,
  jobMatchesQuerySchema,
  jobMatchesSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { candidateErrors, createRouter, idParam, json, routeArea } from '../http';
import * as feed from './service';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/** Spec section 7: GET /api/candidate/feed and GET /api/candidate/jobs/{id}. */
export const feedRoutes = createRouter();

feedRoutes.openapi(
  candidate.get('/candidate/feed', 'Open jobs: keywords and filters, sorted by best match or newest, paged by cursor', {
    request: { query: feedQuerySchema },
    responses: { 200: json(feedResponseSchema, 'A page of jobs') },
  }),
  async (c) => c.json(await feed.feed(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

feedRoutes.openapi(
  candidate.get('/candidate/jobs/{id}', 'One job with its company, your match and whether you applied', {
    request: { params: idParam },
    responses: { 200: json(candidateJobSchema, 'The job') },
  }),
  async (c) => c.json(await feed.candidateJob(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

feedRoutes.openapi(
  candidate.get(
    '/candidate/matches',
    'Your match and applied mark for open jobs listed on a public page (ids comma-separated)',
    {
      request: { query: jobMatchesQuerySchema },
      responses: { 200: json(jobMatchesSchema, 'One entry per open job among the ids') },
    },
  ),
  async (c) => c.json(await feed.matchesFor(c.env.DB, c.var.user.id, c.req.valid('query').ids), 200),
);
