import { z } from '@hono/zod-openapi';

import {
  errorSchema,
  jobScorecardInputSchema,
  jobScorecardSchema,
  panelAddSchema,
  panelAnswerSchema,
  scorecardInputSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { createRouter, idParam, json, jsonBody, newIdOf, recruiterErrors, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import * as scorecards from './service';

const company = routeArea('scorecards', requireRole('recruiter'), {
  ...recruiterErrors,
  403: json(errorSchema, 'Not a recruiter, or not the one who may do this (the organiser, a panelist)'),
  409: json(
    errorSchema,
    'Conflicts with the panel as it stands (no interview, already submitted, the scorecard changed)',
  ),
});
const panelPath = '/recruiter/applications/{id}/panel';
const panel = (description: string) => json(panelAnswerSchema, description);
const memberParam = idParam.extend({ memberId: z.string().min(1).max(64) });

/** Interview scorecards: a job's attributes, an application's panel and its scorecards. */
export const scorecardRoutes = createRouter();

scorecardRoutes.openapi(
  company.get('/recruiter/jobs/{id}/scorecard', 'The scorecard attributes of one of the company’s jobs', {
    request: { params: idParam },
    responses: { 200: json(jobScorecardSchema, 'The attributes (empty: no scorecard)') },
  }),
  async (c) => c.json(await scorecards.jobScorecard(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

scorecardRoutes.openapi(
  company.put('/recruiter/jobs/{id}/scorecard', 'Set the job’s scorecard: none, or 3 to 8 attributes (audited)', {
    request: { params: idParam, body: jsonBody(jobScorecardInputSchema) },
    responses: { 200: json(jobScorecardSchema, 'Saved') },
  }),
  async (c) =>
    c.json(
      await scorecards.saveJobScorecard(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

scorecardRoutes.openapi(
  company.get(
    panelPath,
    'The interview panel of an application: who is on it and who has submitted; the scorecards and their summary once the reader has submitted their own',
    {
      request: { params: idParam },
      responses: { 200: panel('The panel') },
    },
  ),
  async (c) => c.json(await scorecards.panelOf(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

scorecardRoutes.openapi(
  company.post(panelPath, 'The interview’s organiser adds a colleague to its panel; the colleague is told', {
    keyed: true,
    request: { params: idParam, body: jsonBody(panelAddSchema) },
    responses: { 201: panel('The panel with the colleague') },
  }),
  async (c) => {
    const added = await scorecards.addPanelist(
      c.env.DB,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json').memberId,
      c.var.idempotentId,
    );
    deliverAfterAnswer(c, added.notices);
    return c.json(added.answer, 201);
  },
);

scorecardRoutes.openapi(
  company.delete(
    `${panelPath}/{memberId}`,
    'The organiser takes a colleague off the panel, unless they have submitted',
    {
      request: { params: memberParam },
      responses: { 200: panel('The panel without the colleague') },
    },
  ),
  async (c) => {
    const { id, memberId } = c.req.valid('param');
    return c.json(await scorecards.removePanelist(c.env.DB, c.var.user.id, id, memberId), 200);
  },
);

scorecardRoutes.openapi(
  company.post(
    '/recruiter/applications/{id}/scorecards',
    'A panelist submits their scorecard: every attribute rated 1–4 with a note, and a recommendation. Locked once submitted',
    {
      keyed: true,
      request: { params: idParam, body: jsonBody(scorecardInputSchema) },
      responses: { 201: panel('The panel, now with every scorecard and the summary') },
    },
  ),
  async (c) =>
    c.json(
      await scorecards.submitScorecard(
        c.env.DB,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        newIdOf(c),
      ),
      201,
    ),
);
