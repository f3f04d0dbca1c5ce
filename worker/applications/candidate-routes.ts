import { z } from '@hono/zod-openapi';

import {
  applyInputSchema,
  candidateApplicationDetailSchema,
  candidateApplicationSchema,
  errorSchema,
  withdrawInputSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { clock } from '../clock';
import { candidateErrors, createRouter, idParam, json, jsonBody, newIdOf, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import * as applications from './candidate-service';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/** The candidate's side of applications: apply (spec section 7), list (spec), detail and withdraw. */
export const candidateApplicationRoutes = createRouter();

candidateApplicationRoutes.openapi(
  candidate.post(
    '/candidate/jobs/{id}/apply',
    'Apply with one of my resumes (upload it first) and an optional cover letter',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(applyInputSchema) },
      responses: {
        201: json(candidateApplicationDetailSchema, 'Applied'),
        403: json(errorSchema, 'Not a candidate, or the account’s email is not verified yet (verify it to apply)'),
      },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const application = await applications.apply(
      c.env,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      notices,
      clock.date(),
      newIdOf(c),
    );
    deliverAfterAnswer(c, notices);
    return c.json(application, 201);
  },
);

candidateApplicationRoutes.openapi(
  candidate.get('/candidate/applications', 'My applications, newest first', {
    responses: { 200: json(z.object({ applications: z.array(candidateApplicationSchema) }), 'Applications') },
  }),
  async (c) => c.json({ applications: await applications.listApplications(c.env.DB, c.var.user.id) }, 200),
);

candidateApplicationRoutes.openapi(
  candidate.get('/candidate/applications/{id}', 'One of my applications: score, breakdown, timeline', {
    request: { params: idParam },
    responses: { 200: json(candidateApplicationDetailSchema, 'The application') },
  }),
  async (c) => c.json(await applications.applicationDetail(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

candidateApplicationRoutes.openapi(
  candidate.post('/candidate/applications/{id}/withdraw', 'Withdraw an application that is still open', {
    request: { params: idParam, body: { ...jsonBody(withdrawInputSchema), required: false } },
    responses: { 200: json(candidateApplicationDetailSchema, 'Withdrawn') },
  }),
  async (c) => {
    const notices: string[] = [];
    const { id } = c.req.valid('param');
    const answer = await applications.withdraw(c.env.DB, c.var.user.id, id, c.req.valid('json')?.reason ?? '', notices);
    deliverAfterAnswer(c, notices);
    return c.json(answer, 200);
  },
);

candidateApplicationRoutes.openapi(
  candidate.post(
    '/candidate/applications/{id}/human-review',
    'Have an application reviewed without the score (before its first move)',
    {
      request: { params: idParam },
      responses: { 200: json(candidateApplicationDetailSchema, 'Reviewed without the score from now on') },
    },
  ),
  async (c) => c.json(await applications.requestHumanReview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
