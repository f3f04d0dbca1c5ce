import { createRoute, z } from '@hono/zod-openapi';

import { errorSchema, jobInputSchema, jobSchema, recruiterJobListQuerySchema } from '../../src/contract';
import { type AuthEnv, requireRole } from '../auth';
import {
  createRouter,
  idempotencyErrors,
  idempotencyHeaders,
  idempotent,
  idParam,
  json,
  newIdOf,
  security,
} from '../http';
import { deliverAfterAnswer } from '../notices';
import * as jobs from './service';

const errors = {
  400: json(errorSchema, 'Invalid job'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not a recruiter, or publishing before verifying the email'),
  404: json(errorSchema, 'No such job in your company'),
  409: json(errorSchema, 'No company yet'),
};
const body = { content: { 'application/json': { schema: jobInputSchema } }, required: true };

/**
 * The recruiter's jobs: spec section 7, POST and GET /api/recruiter/jobs, PUT and DELETE /{id}. An edit
 * re-scores the job's open applications with `rescore`, which the root hands in (worker/api.ts).
 */
export function recruiterJobRoutes(rescore: jobs.RescoreApplications) {
  const routes = createRouter<AuthEnv>();
  routes.use('*', requireRole('recruiter'));

  routes.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['recruiter'],
      security,
      summary: "The company's jobs, newest first",
      request: { query: recruiterJobListQuerySchema },
      responses: { 200: json(z.object({ jobs: z.array(jobSchema) }), 'Jobs'), ...errors },
    }),
    async (c) =>
      c.json({ jobs: await jobs.listRecruiterJobs(c.env.DB, c.var.user.id, c.req.valid('query').status) }, 200),
  );

  routes.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags: ['recruiter'],
      security,
      summary: 'Post a job (draft or open)',
      middleware: idempotent,
      request: { headers: idempotencyHeaders, body },
      responses: { 201: json(jobSchema, 'Created'), ...idempotencyErrors, ...errors },
    }),
    async (c) => {
      const notices: string[] = [];
      const job = await jobs.createJob(c.env.DB, c.var.user.id, c.req.valid('json'), notices, newIdOf(c));
      deliverAfterAnswer(c, notices);
      return c.json(job, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags: ['recruiter'],
      security,
      summary: 'One job of the company',
      request: { params: idParam },
      responses: { 200: json(jobSchema, 'The job'), ...errors },
    }),
    async (c) => c.json(await jobs.getJobForRecruiter(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
  );

  routes.openapi(
    createRoute({
      method: 'put',
      path: '/{id}',
      tags: ['recruiter'],
      security,
      summary: 'Edit a job',
      request: { params: idParam, body },
      responses: { 200: json(jobSchema, 'Updated'), ...errors },
    }),
    async (c) => {
      const notices: string[] = [];
      const job = await jobs.updateJob(
        c.env.DB,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        notices,
        rescore,
      );
      deliverAfterAnswer(c, notices);
      return c.json(job, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags: ['recruiter'],
      security,
      summary: 'Delete a job, or close it when it has applications',
      request: { params: idParam },
      responses: {
        200: json(
          z.object({ deleted: z.boolean(), message: z.string(), job: jobSchema.optional() }),
          'Deleted or closed',
        ),
        ...errors,
      },
    }),
    async (c) => c.json(await jobs.deleteJob(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
  );

  return routes;
}
