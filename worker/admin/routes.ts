/** The admin console's figures and audit log (spec section 7, Admin); reports live in worker/reports. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  DEAD_LETTERS_SHOWN,
  deadLetterListSchema,
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
import { audit } from '../audit/store';
import { deadLetters, deliverQueued, retryDeadLetter } from '../email/service';
import { ApiFailure } from '../http/errors';
import { createRouter } from '../http/openapi';
import * as admin from './service';
import { clientIp, idParam, json, messageSchema } from '../http/route-kit';

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

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/emails/dead-letter',
    summary: `Emails given up after their last attempt, newest ${DEAD_LETTERS_SHOWN}, and how many in all`,
    responses: { 200: json(deadLetterListSchema, 'The dead letters'), ...errors },
  }),
  async (c) => c.json(await deadLetters(c.env.DB, DEAD_LETTERS_SHOWN), 200),
);

export const DEAD_LETTER_REQUEUED = 'The email is back in line and will be sent within a minute.';
export const NOT_A_DEAD_LETTER = 'This email is not in the dead-letter list (already sent, bounced or retried).';

adminRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'post',
    path: '/admin/emails/{id}/retry',
    summary: 'Send a dead letter again: fresh attempts under the same idempotency key',
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Back in line'), ...errors, 404: json(errorSchema, 'Not a dead letter') },
  }),
  async (c) => {
    const id = c.req.valid('param').id;
    if (!(await retryDeadLetter(c.env.DB, id))) throw new ApiFailure(404, NOT_A_DEAD_LETTER);
    await audit(c.env, { actorId: c.var.user.id, action: 'email_retry', targetType: 'email', targetId: id, ip: clientIp(c.req) });
    c.executionCtx.waitUntil(deliverQueued(c.env));
    return c.json({ message: DEAD_LETTER_REQUEUED }, 200);
  },
);
