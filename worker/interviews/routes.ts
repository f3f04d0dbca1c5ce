import { createRoute } from '@hono/zod-openapi';
import { errorSchema, interviewAnswerSchema, interviewPickSchema, interviewProposalSchema, interviewTimeSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { idempotencyErrors, idempotencyHeaders, idempotent } from '../http/idempotency';
import { createRouter } from '../http/openapi';
import { candidateErrors, guarded, idParam, json, jsonBody, recruiterErrors } from '../http/route-kit';
import * as interviews from './service';

const recruiterOnly = guarded('interviews', requireRole('recruiter'));
const candidateOnly = guarded('interviews', requireRole('candidate'));
const conflict = { 409: json(errorSchema, 'Not at the Interview stage, or the schedule is not in a state that allows it') };
const path = '/recruiter/applications/{id}/interview';

/** Interview scheduling: the company's proposals, moves and cancellations; the candidate's pick. */
export const interviewRoutes = createRouter();

interviewRoutes.openapi(
  createRoute({ ...recruiterOnly, method: 'get', path, summary: 'The interview schedule of one of the company’s applications, with its history', request: { params: idParam }, responses: { 200: json(interviewAnswerSchema, 'The schedule (null before one) and its history'), ...recruiterErrors } }),
  async (c) => c.json(await interviews.recruiterInterview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

interviewRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    middleware: [requireRole('recruiter'), idempotent] as const,
    method: 'post',
    path,
    summary: 'Propose up to five interview times (wall-clock times in the chosen zone) for an application at Interview; over a booked time this reschedules it',
    request: { params: idParam, headers: idempotencyHeaders, body: jsonBody(interviewProposalSchema) },
    responses: { 201: json(interviewAnswerSchema, 'The proposal'), ...idempotencyErrors, ...recruiterErrors, ...conflict },
  }),
  async (c) => c.json(await interviews.propose(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 201),
);

interviewRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path,
    summary: 'Move a booked interview to a new time (the same calendar event, its next SEQUENCE)',
    request: { params: idParam, body: jsonBody(interviewTimeSchema) },
    responses: { 200: json(interviewAnswerSchema, 'The schedule'), ...recruiterErrors, ...conflict },
  }),
  async (c) => c.json(await interviews.moveTime(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
);

interviewRoutes.openapi(
  createRoute({ ...recruiterOnly, method: 'post', path: `${path}/cancel`, summary: 'Cancel the proposed or booked interview; both sides are told', request: { params: idParam }, responses: { 200: json(interviewAnswerSchema, 'The schedule, cancelled'), ...recruiterErrors, ...conflict } }),
  async (c) => c.json(await interviews.cancel(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

interviewRoutes.openapi(
  createRoute({ ...candidateOnly, method: 'get', path: '/candidate/applications/{id}/interview', summary: 'The interview schedule of the candidate’s application, with its history', request: { params: idParam }, responses: { 200: json(interviewAnswerSchema, 'The schedule (null before one) and its history'), ...candidateErrors } }),
  async (c) => c.json(await interviews.candidateInterview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

interviewRoutes.openapi(
  createRoute({
    ...candidateOnly,
    middleware: [requireRole('candidate'), idempotent] as const,
    method: 'post',
    path: '/candidate/applications/{id}/interview/pick',
    summary: 'Book one of the proposed interview times (a UTC instant), once',
    request: { params: idParam, headers: idempotencyHeaders, body: jsonBody(interviewPickSchema) },
    responses: { 201: json(interviewAnswerSchema, 'The booked schedule'), ...idempotencyErrors, ...candidateErrors },
  }),
  async (c) => c.json(await interviews.pick(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json').start), 201),
);
