import { createRoute, z } from '@hono/zod-openapi';
import {
  errorSchema,
  reportActionInputSchema,
  reportCreatedSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
  reportSummarySchema,
} from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { idempotencyErrors, idempotencyHeaders, idempotent, newIdOf } from '../http/idempotency';
import { actOnReport } from './moderation';
import * as reports from './service';
import { clientIp, json } from '../http/route-kit';

const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errors = {
  400: json(errorSchema, 'Invalid request, or an action that does not fit the report'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not allowed'),
};
const adminOnly = { tags: ['admin'], security: [{ bearer: [] }], middleware: requireRole('admin') };

/** Reports: any signed-in user files one (POST /api/reports); admins review and act on them. */
export const reportRoutes = createRouter();

reportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/reports',
    tags: ['reports'],
    security: [{ bearer: [] }],
    summary: 'Report a job, a user or a message',
    middleware: [requireRole(), idempotent] as const,
    request: { headers: idempotencyHeaders, body: body(reportInputSchema) },
    responses: {
      ...idempotencyErrors,
      201: json(reportCreatedSchema, 'Filed; the admins are notified'),
      ...errors,
      404: json(errorSchema, 'No such target'),
      409: json(errorSchema, 'You already have an open report on it'),
    },
  }),
  async (c) => c.json(await reports.fileReport(c.env, c.var.user, c.req.valid('json'), newIdOf(c)), 201),
);

reportRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/reports',
    summary: 'Reports, newest first, optionally of one status (default limit 20)',
    request: { query: reportListQuerySchema },
    responses: { 200: json(reportListSchema, 'A page of reports'), ...errors },
  }),
  async (c) => c.json(await reports.listReports(c.env.DB, c.req.valid('query')), 200),
);

reportRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/reports/summary',
    summary: 'Counts of reports by status and by reason',
    responses: { 200: json(reportSummarySchema, 'Summary'), ...errors },
  }),
  async (c) => c.json(await reports.reportSummary(c.env.DB), 200),
);

reportRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'put',
    path: '/admin/reports/{id}/action',
    summary: 'Act on a report: dismiss, warn, remove_job, suspend_user or reinstate',
    request: { params: z.object({ id: z.string().min(1).max(64) }), body: body(reportActionInputSchema) },
    responses: {
      200: json(reportSchema, 'The resolved report'),
      ...errors,
      404: json(errorSchema, 'No such report'),
      409: json(errorSchema, 'Already resolved'),
    },
  }),
  async (c) => c.json(await actOnReport(c.env, c.var.user, c.req.valid('param').id, c.req.valid('json'), clientIp(c.req)), 200),
);
