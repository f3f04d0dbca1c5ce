import type { Context } from 'hono';

import {
  errorSchema,
  interviewAnswerSchema,
  interviewPickSchema,
  interviewProposalSchema,
  interviewRequestSchema,
  interviewTimeSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import type { AppEnv } from '../env';
import { candidateErrors, createRouter, idParam, json, jsonBody, newIdOf, recruiterErrors, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import * as interviews from './service';

const conflict = {
  409: json(errorSchema, 'Not at the Interview stage, or the schedule is not in a state that allows it'),
};
const company = routeArea('interviews', requireRole('recruiter'), { ...recruiterErrors, ...conflict });
const candidate = routeArea('interviews', requireRole('candidate'), candidateErrors);
const path = '/recruiter/applications/{id}/interview';
const answer = (description: string) => json(interviewAnswerSchema, description);

/** A change's answer, its notices handed on to go out after it. */
function delivered<E extends AppEnv>(c: Context<E>, changed: interviews.Changed) {
  deliverAfterAnswer(c, changed.notices);
  return changed.answer;
}

/** Interview scheduling: the company's proposals, moves and cancellations; the candidate's pick. */
export const interviewRoutes = createRouter();

interviewRoutes.openapi(
  company.get(path, 'The interview schedule of one of the company’s applications, with its history', {
    request: { params: idParam },
    responses: { 200: answer('The schedule (null before one) and its history') },
  }),
  async (c) => c.json(await interviews.recruiterInterview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

interviewRoutes.openapi(
  company.post(
    path,
    'Propose up to five interview times (wall-clock times in the chosen zone) for an application at Interview; over a booked time this reschedules it',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(interviewProposalSchema) },
      responses: { 201: answer('The proposal'), ...conflict },
    },
  ),
  async (c) =>
    c.json(
      delivered(
        c,
        await interviews.propose(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), newIdOf(c)),
      ),
      201,
    ),
);

interviewRoutes.openapi(
  company.put(path, 'Move a booked interview to a new time (the same calendar event, its next SEQUENCE)', {
    request: { params: idParam, body: jsonBody(interviewTimeSchema) },
    responses: { 200: answer('The schedule') },
  }),
  async (c) =>
    c.json(
      delivered(c, await interviews.moveTime(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
);

interviewRoutes.openapi(
  company.post(`${path}/cancel`, 'Cancel the proposed or booked interview; both sides are told', {
    keyed: true,
    request: { params: idParam },
    responses: { 200: answer('The schedule, cancelled') },
  }),
  async (c) =>
    c.json(delivered(c, await interviews.cancel(c.env, c.var.user.id, c.req.valid('param').id, newIdOf(c))), 200),
);

interviewRoutes.openapi(
  candidate.get(
    '/candidate/applications/{id}/interview',
    'The interview schedule of the candidate’s application, with its history',
    {
      request: { params: idParam },
      responses: { 200: answer('The schedule (null before one) and its history') },
    },
  ),
  async (c) => c.json(await interviews.candidateInterview(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

interviewRoutes.openapi(
  candidate.post(
    '/candidate/applications/{id}/interview/pick',
    'Book one of the proposed interview times (a UTC instant), once',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(interviewPickSchema) },
      responses: {
        201: answer('The booked schedule'),
        409: json(errorSchema, 'Not waiting for a pick: already booked, cancelled, or the application left Interview'),
      },
    },
  ),
  async (c) =>
    c.json(
      delivered(
        c,
        await interviews.pick(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json').start, newIdOf(c)),
      ),
      201,
    ),
);

interviewRoutes.openapi(
  candidate.post(
    '/candidate/applications/{id}/interview/request',
    'Ask for other interview times with a short note; the organizer is told. One open request at a time',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(interviewRequestSchema) },
      responses: {
        201: answer('The schedule with the open request'),
        409: json(
          errorSchema,
          'Not open to a request (cancelled, past, or the application left Interview), or a request is already open',
        ),
      },
    },
  ),
  async (c) =>
    c.json(
      delivered(
        c,
        await interviews.requestTimes(
          c.env,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json').note,
          newIdOf(c),
        ),
      ),
      201,
    ),
);
