import { analyticsQuerySchema, analyticsSchema, dashboardSchema } from '../../../src/contract';
import { requireRole } from '../../auth';
import { createRouter, json, recruiterErrors, routeArea } from '../../http';
import * as analytics from './service';

const recruiter = routeArea('recruiter', requireRole('recruiter'), recruiterErrors);

/** The recruiter dashboard and analytics, mounted at /api/recruiter. */
export const analyticsRoutes = createRouter();

analyticsRoutes.openapi(
  recruiter.get('/dashboard', 'Open jobs, new applications (7 days) and the applications waiting longest in a stage', {
    responses: { 200: json(dashboardSchema, 'Dashboard') },
  }),
  async (c) => c.json(await analytics.getDashboard(c.env.DB, c.var.user.id), 200),
);

analyticsRoutes.openapi(
  recruiter.get(
    '/analytics',
    'Applications over time, funnel, time in stage, score distribution and per job (jobId, days)',
    {
      request: { query: analyticsQuerySchema },
      responses: { 200: json(analyticsSchema, 'Analytics') },
    },
  ),
  async (c) => c.json(await analytics.getAnalytics(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);
