/** The admin console's figures and audit log (spec section 7, Admin); reports live in worker/reports. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminOverviewSchema,
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  errorSchema,
  recentActionsQuerySchema,
  recentActionsSchema,
  trendsQuerySchema,
  trendsSchema,
} from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import * as admin from './service';
import { json } from '../http/route-kit';

const errors = {
  400: json(errorSchema, 'Invalid query'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
};
const adminOnly = { tags: ['admin'], security: [{ bearer: [] }], middleware: requireRole('admin') };

export const adminRoutes = createRouter();

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/overview',
    summary: 'Headline figures for the dashboard (also the admin session check)',
    responses: { 200: json(adminOverviewSchema, 'Overview'), ...errors },
  }),
  async (c) => c.json(await admin.overview(c.env.DB), 200),
);

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/analytics/summary',
    summary: 'Users by role, jobs and applications by status, and the change against the previous period',
    request: { query: analyticsSummaryQuerySchema },
    responses: { 200: json(analyticsSummarySchema, 'Summary'), ...errors },
  }),
  async (c) => c.json(await admin.analyticsSummary(c.env.DB, c.req.valid('query').days), 200),
);

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/analytics/trends',
    summary: 'Daily sign-ups, jobs posted and applications; every day of the range present (at most 366)',
    request: { query: trendsQuerySchema },
    responses: { 200: json(trendsSchema, 'Trends'), ...errors },
  }),
  async (c) => c.json(await admin.trends(c.env.DB, c.req.valid('query')), 200),
);

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/recent-actions',
    summary: 'The audit log, newest first, with actor names',
    request: { query: recentActionsQuerySchema },
    responses: { 200: json(recentActionsSchema, 'A page of the audit log'), ...errors },
  }),
  async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await admin.recentActions(c.env.DB, page, limit), 200);
  },
);
