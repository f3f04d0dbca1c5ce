import { z } from '@hono/zod-openapi';

import { jobCardSchema } from '../../src/contract';
import { requireRole } from '../auth';
import { candidateErrors, createRouter, idParam, json, routeArea } from '../http';
import * as saved from './service';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);
const savedSchema = z.object({ saved: z.boolean() });

/** Saved jobs: GET /api/candidate/saved-jobs; GET, PUT and DELETE /api/candidate/saved-jobs/{id}. */
export const savedJobRoutes = createRouter();

savedJobRoutes.openapi(
  candidate.get('/candidate/saved-jobs', 'My saved jobs that are still open, most recently saved first', {
    responses: { 200: json(z.object({ jobs: z.array(jobCardSchema) }), 'Saved jobs') },
  }),
  async (c) => c.json(await saved.savedJobs(c.env.DB, c.var.user.id), 200),
);

savedJobRoutes.openapi(
  candidate.get('/candidate/saved-jobs/{id}', 'Whether I saved this job', {
    request: { params: idParam },
    responses: { 200: json(savedSchema, 'Saved or not') },
  }),
  async (c) => c.json(await saved.isSaved(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

savedJobRoutes.openapi(
  candidate.put('/candidate/saved-jobs/{id}', 'Save a job', {
    request: { params: idParam },
    responses: { 200: json(savedSchema, 'Saved') },
  }),
  async (c) => c.json(await saved.save(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

savedJobRoutes.openapi(
  candidate.delete('/candidate/saved-jobs/{id}', 'Remove a saved job', {
    request: { params: idParam },
    responses: { 200: json(savedSchema, 'Removed') },
  }),
  async (c) => c.json(await saved.unsave(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
