import { createRoute, z } from '@hono/zod-openapi';
import {
  applicationListQuerySchema,
  applicationPageSchema,
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
import { createRouter } from '../http/openapi';
import { deliverAfterAnswer } from '../notices/service';
import * as pipeline from './service';
import { guarded, idParam, json, jsonBody, recruiterErrors } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const recruiterOnly = guarded('recruiter', requireRole('recruiter'));

const errors = { ...recruiterErrors, 409: json(errorSchema, 'Move not allowed, or the application changed meanwhile') };

/**
 * Applications as the recruiter sees them (spec section 7), mounted at /api/recruiter before the
 * jobs router so that /jobs/applications is not read as a job id.
 */
export const pipelineRoutes = createRouter();

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/jobs/applications',
    summary: "Applications across the company's jobs (page, limit, sort, status, atsScore minimum, jobId)",
    request: { query: applicationListQuerySchema },
    responses: { 200: json(applicationPageSchema, 'A page of applications'), ...errors },
  }),
  async (c) => c.json(await pipeline.listCompanyApplications(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/jobs/{id}/applications',
    summary: "One job's applications (page, limit, sort, status, atsScore minimum)",
    request: { params: idParam, query: jobApplicationListQuerySchema },
    responses: { 200: json(applicationPageSchema, 'A page of applications'), ...errors },
  }),
  async (c) => c.json(await pipeline.listJobApplications(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('query')), 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/applications/count',
    summary: "How many of the company's applications match (status, jobId)",
    request: { query: countQuerySchema },
    responses: { 200: json(z.object({ count: z.number() }), 'The count'), ...errors },
  }),
  async (c) => c.json({ count: await pipeline.countApplications(c.env.DB, c.var.user.id, c.req.valid('query')) }, 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'post',
    path: '/applications/bulk-status',
    summary: 'Move several applications to one status: all of them or none',
    request: { body: jsonBody(bulkStatusSchema) },
    responses: { 200: json(z.object({ updated: z.number(), applications: z.array(recruiterApplicationSchema) }), 'All moved'), ...errors },
  }),
  async (c) => {
    const notices: string[] = [];
    const result = await pipeline.bulkChangeStatus(c.env, c.var.user.id, c.req.valid('json'), notices);
    deliverAfterAnswer(c, notices);
    return c.json(result, 200);
  },
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/applications/{id}',
    summary: 'One application: cover letter, ATS breakdown, timeline',
    request: { params: idParam },
    responses: { 200: json(recruiterApplicationDetailSchema, 'The application'), ...errors },
  }),
  async (c) => c.json(await pipeline.getApplicationDetail(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/applications/{id}/resume-url',
    summary: "A short-lived signed link to the application's copy of the resume",
    request: { params: idParam },
    responses: { 200: json(fileLinkSchema, 'The link'), ...errors },
  }),
  async (c) => c.json(await pipeline.resumeLink(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/applications/{id}/resume-text',
    summary: "The resume's text for the panel (identity removed under blind review) and the kind of file it may open",
    request: { params: idParam },
    responses: { 200: json(resumeViewSchema, 'The resume'), ...errors },
  }),
  async (c) => c.json(await pipeline.resumeView(c.env, c.var.user.id, c.req.valid('param').id), 200),
);

pipelineRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'put',
    path: '/applications/{id}/status',
    summary: 'Move an application (allowed moves only; a reason when rejecting)',
    request: { params: idParam, body: jsonBody(statusChangeSchema) },
    responses: { 200: json(recruiterApplicationDetailSchema, 'Moved'), ...errors },
  }),
  async (c) => {
    const notices: string[] = [];
    const detail = await pipeline.changeStatus(c.env, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), notices);
    deliverAfterAnswer(c, notices);
    return c.json(detail, 200);
  },
);
