import { z } from '@hono/zod-openapi';

import {
  applicationListQuerySchema,
  applicationPageSchema,
  bulkMessageSchema,
  bulkStatusSchema,
  countQuerySchema,
  errorSchema,
  fileLinkSchema,
  jobApplicationListQuerySchema,
  recruiterApplicationDetailSchema,
  recruiterApplicationSchema,
  resumeViewSchema,
  statusChangeSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { createRouter, idParam, json, jsonBody, recruiterErrors, routeArea } from '../http';
import { deliverAfterAnswer, deliverAfterWindow } from '../notices';
import * as service from './recruiter-service';

const recruiter = routeArea('recruiter', requireRole('recruiter'), {
  ...recruiterErrors,
  409: json(errorSchema, 'Move not allowed, or the application changed meanwhile'),
});

/**
 * Applications as the recruiter sees them (spec section 7), mounted at /api/recruiter before the
 * jobs router so that /jobs/applications is not read as a job id.
 */
export const recruiterApplicationRoutes = createRouter();

recruiterApplicationRoutes.openapi(
  recruiter.get(
    '/jobs/applications',
    "Applications across the company's jobs (page, limit, sort, status, atsScore minimum, jobId)",
    {
      request: { query: applicationListQuerySchema },
      responses: { 200: json(applicationPageSchema, 'A page of applications') },
    },
  ),
  async (c) => c.json(await service.listCompanyApplications(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.get('/jobs/{id}/applications', "One job's applications (page, limit, sort, status, atsScore minimum)", {
    request: { params: idParam, query: jobApplicationListQuerySchema },
    responses: { 200: json(applicationPageSchema, 'A page of applications') },
  }),
  async (c) =>
    c.json(
      await service.listJobApplications(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
);

recruiterApplicationRoutes.openapi(
  recruiter.get('/applications/count', "How many of the company's applications match (status, jobId)", {
    request: { query: countQuerySchema },
    responses: { 200: json(z.object({ count: z.number() }), 'The count') },
  }),
  async (c) => c.json({ count: await service.countApplications(c.env.DB, c.var.user.id, c.req.valid('query')) }, 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.post('/applications/bulk-status', 'Move several applications to one status: all of them or none', {
    request: { body: jsonBody(bulkStatusSchema) },
    responses: {
      200: json(z.object({ updated: z.number(), applications: z.array(recruiterApplicationSchema) }), 'All moved'),
    },
  }),
  async (c) => {
    const notices: string[] = [];
    const result = await service.bulkChangeStatus(c.env, c.var.user.id, c.req.valid('json'), notices);
    deliverAfterAnswer(c, notices);
    return c.json(result, 200);
  },
);

recruiterApplicationRoutes.openapi(
  recruiter.post(
    '/applications/bulk-message',
    "One message to each selected application's candidate, filled for each",
    {
      keyed: true,
      request: { body: jsonBody(bulkMessageSchema) },
      responses: { 201: json(z.object({ sent: z.number() }), 'Sent, one message in each conversation') },
    },
  ),
  async (c) => {
    const { sent, notices } = await service.bulkMessage(c.env, c.var.user.id, c.req.valid('json'), c.var.idempotentId);
    deliverAfterAnswer(c, notices);
    return c.json({ sent }, 201);
  },
);

recruiterApplicationRoutes.openapi(
  recruiter.get('/applications/{id}', 'One application: cover letter, ATS breakdown, timeline', {
    request: { params: idParam },
    responses: { 200: json(recruiterApplicationDetailSchema, 'The application') },
  }),
  async (c) => c.json(await service.getApplicationDetail(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.get('/applications/{id}/resume-url', "A short-lived signed link to the application's copy of the resume", {
    request: { params: idParam },
    responses: { 200: json(fileLinkSchema, 'The link') },
  }),
  async (c) => c.json(await service.resumeLink(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.get(
    '/applications/{id}/resume-text',
    "The resume's text for the panel (identity removed under blind review) and the kind of file it may open",
    {
      request: { params: idParam },
      responses: { 200: json(resumeViewSchema, 'The resume') },
    },
  ),
  async (c) => c.json(await service.resumeView(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.post(
    '/applications/{id}/undo-move',
    'Take back your own latest move within 10 seconds, before the candidate is told (Screening or Interview only)',
    {
      request: { params: idParam },
      responses: { 200: json(recruiterApplicationDetailSchema, 'Back in the stage before the move') },
    },
  ),
  async (c) => c.json(await service.undoMove(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

recruiterApplicationRoutes.openapi(
  recruiter.put('/applications/{id}/status', 'Move an application (allowed moves only; a reason when rejecting)', {
    request: { params: idParam, body: jsonBody(statusChangeSchema) },
    responses: { 200: json(recruiterApplicationDetailSchema, 'Moved') },
  }),
  async (c) => {
    const notices: string[] = [];
    const held: string[] = [];
    const detail = await service.changeStatus(
      c.env,
      c.var.user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      notices,
      held,
    );
    deliverAfterAnswer(c, notices);
    deliverAfterWindow(c, held);
    return c.json(detail, 200);
  },
);
