import { createRoute } from '@hono/zod-openapi';
import { analyticsQuerySchema, analyticsSchema, dashboardSchema } from '../../../src/contract';
import { createRouter } from '../../http/openapi';
import * as analytics from './service';
import { guarded, json, recruiterErrors } from '../../http/route-kit';
import { requireRole } from '../../auth/middleware';

const recruiterOnly = guarded('recruiter', requireRole('recruiter'));

/** The recruiter dashboard and analytics, mounted at /api/recruiter. */
export const analyticsRoutes = createRouter();

analyticsRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/dashboard',
    summary: 'Open jobs, new applications (7 days) and the applications waiting longest in a stage',
    responses: { 200: json(dashboardSchema, 'Dashboard'), ...recruiterErrors },
  }),
  async (c) => c.json(await analytics.getDashboard(c.env.DB, c.var.user.id), 200),
);

analyticsRoutes.openapi(
  createRoute({
    ...recruiterOnly,
    method: 'get',
    path: '/analytics',
    summary: 'Applications over time, funnel, time in stage, score distribution and per job (jobId, days)',
    request: { query: analyticsQuerySchema },
    responses: { 200: json(analyticsSchema, 'Analytics'), ...recruiterErrors },
  }),
  async (c) => c.json(await analytics.getAnalytics(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);
