import { createRoute, z } from '@hono/zod-openapi';
import { applyInputSchema, candidateApplicationDetailSchema, candidateApplicationSchema, withdrawInputSchema } from '../../src/contract';
import { createRouter } from '../http/openapi';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../http/idempotency';
import { deliverAfterAnswer } from '../notices/service';
import * as applications from './candidate-service';
import { candidateErrors, idParam, json, jsonBody, security } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const asCandidate = requireRole('candidate');

/** The candidate's side of applications: apply (spec section 7), list (spec), detail and withdraw. */
export const candidateApplicationRoutes = createRouter();

candidateApplicationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/jobs/{id}/apply',
    tags: ['candidate'],
    summary: 'Apply with one of my resumes (upload it first) and an optional cover letter',
    security,
    middleware: [asCandidate, idempotent] as const,
    request: { params: idParam, headers: idempotencyHeaders, body: jsonBody(applyInputSchema) },
    responses: { 201: json(candidateApplicationDetailSchema, 'Applied'), ...idempotencyErrors, ...candidateErrors },
  }),
  async (c) => {
    const notices: string[] = [];
    const application = await applications.apply(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), notices);
    deliverAfterAnswer(c, notices);
    return c.json(application, 201);
  },
);

candidateApplicationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/candidate/applications',
    tags: ['candidate'],
    summary: 'My applications, newest first',
    security,
    middleware: asCandidate,
    responses: { 200: json(z.object({ applications: z.array(candidateApplicationSchema) }), 'Applications'), ...candidateErrors },
  }),
  async (c) => c.json({ applications: await applications.listApplications(c.env.DB, c.var.user.id) }, 200),
);

candidateApplicationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/candidate/applications/{id}',
    tags: ['candidate'],
    summary: 'One of my applications: score, breakdown, timeline',
    security,
    middleware: asCandidate,
    request: { params: idParam },
    responses: { 200: json(candidateApplicationDetailSchema, 'The application'), ...candidateErrors },
  }),
  async (c) => c.json(await applications.applicationDetail(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

candidateApplicationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/applications/{id}/withdraw',
    tags: ['candidate'],
    summary: 'Withdraw an application that is still open',
    security,
    middleware: asCandidate,
    request: { params: idParam, body: { ...jsonBody(withdrawInputSchema), required: false } },
    responses: { 200: json(candidateApplicationDetailSchema, 'Withdrawn'), ...candidateErrors },
  }),
  async (c) => c.json(await applications.withdraw(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json')?.reason ?? ''), 200),
);

candidateApplicationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/candidate/applications/{id}/human-review',
    tags: ['candidate'],
    summary: 'Have an application reviewed without the score (before its first move)',
    security,
    middleware: asCandidate,
    request: { params: idParam },
    responses: { 200: json(candidateApplicationDetailSchema, 'Reviewed without the score from now on'), ...candidateErrors },
  }),
  async (c) => c.json(await applications.requestHumanReview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
