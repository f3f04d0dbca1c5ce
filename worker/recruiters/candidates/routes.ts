import { z } from '@hono/zod-openapi';

import { candidateApplicationsSchema, candidatePageSchema, candidateSearchQuerySchema } from '../../../src/contract';
import { requireRole } from '../../auth';
import { createRouter, json, recruiterErrors, routeArea } from '../../http';
import * as candidates from './service';

const recruiter = routeArea('recruiter', requireRole('recruiter'), recruiterErrors);

/** The company's candidates, mounted at /api/recruiter. */
export const recruiterCandidateRoutes = createRouter();

recruiterCandidateRoutes.openapi(
  recruiter.get('/candidates', "Everyone who applied to the company's jobs (q: a skill; page, limit)", {
    request: { query: candidateSearchQuerySchema },
    responses: { 200: json(candidatePageSchema, 'A page of candidates') },
  }),
  async (c) => c.json(await candidates.listCandidates(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

recruiterCandidateRoutes.openapi(
  recruiter.get('/candidates/{candidateId}', "A candidate's applications to this company", {
    request: { params: z.object({ candidateId: z.string().min(1).max(64) }) },
    responses: { 200: json(candidateApplicationsSchema, 'The candidate') },
  }),
  async (c) => c.json(await candidates.getCandidate(c.env.DB, c.var.user.id, c.req.valid('param').candidateId), 200),
);
