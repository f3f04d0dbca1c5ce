import { createRoute, z } from '@hono/zod-openapi';
import { jobCardSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { candidateErrors, idParam, json, security } from '../http/route-kit';
import * as saved from './service';

const asCandidate = requireRole('candidate');
const savedSchema = z.object({ saved: z.boolean() });

/** Saved jobs: GET /api/candidate/saved-jobs; GET, PUT and DELETE /api/candidate/saved-jobs/{id}. */
export const savedJobRoutes = createRouter();

savedJobRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/saved-jobs', tags: ['candidate'], summary: 'My saved jobs that are still open, most recently saved first', security, middleware: asCandidate, responses: { 200: json(z.object({ jobs: z.array(jobCardSchema) }), 'Saved jobs'), ...candidateErrors } }),
  async (c) => c.json(await saved.savedJobs(c.env.DB, c.var.user.id), 200),
);

savedJobRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/saved-jobs/{id}', tags: ['candidate'], summary: 'Whether I saved this job', security, middleware: asCandidate, request: { params: idParam }, responses: { 200: json(savedSchema, 'Saved or not'), ...candidateErrors } }),
  async (c) => c.json(await saved.isSaved(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

savedJobRoutes.openapi(
  createRoute({ method: 'put', path: '/candidate/saved-jobs/{id}', tags: ['candidate'], summary: 'Save a job', security, middleware: asCandidate, request: { params: idParam }, responses: { 200: json(savedSchema, 'Saved'), ...candidateErrors } }),
  async (c) => c.json(await saved.save(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

savedJobRoutes.openapi(
  createRoute({ method: 'delete', path: '/candidate/saved-jobs/{id}', tags: ['candidate'], summary: 'Remove a saved job', security, middleware: asCandidate, request: { params: idParam }, responses: { 200: json(savedSchema, 'Removed'), ...candidateErrors } }),
  async (c) => c.json(await saved.unsave(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
