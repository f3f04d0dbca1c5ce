import { createRoute, z } from '@hono/zod-openapi';
import { aiAuditPublicationSchema, aiAuditQuerySchema, aiAuditSchema, errorSchema, publishAuditInputSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { clientIp, json, jsonBody } from '../http/route-kit';
import * as audits from './service';

const errors = {
  400: json(errorSchema, 'Invalid query'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
  404: json(errorSchema, 'Company not found'),
};
const adminOnly = { tags: ['admin'], security: [{ bearer: [] }], middleware: requireRole('admin') };

/** The bias audit of the matching engine: computed for admins, published for everyone. */
export const aiAuditRoutes = createRouter();

aiAuditRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/ai-audit',
    summary: 'Bias audit: per sex, race/ethnicity and intersection, scoring and selection rates, impact ratios, overrides',
    request: { query: aiAuditQuerySchema },
    responses: { 200: json(aiAuditSchema, 'The audit'), ...errors },
  }),
  async (c) => c.json(await audits.runAudit(c.env.DB, c.req.valid('query')), 200),
);

aiAuditRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'post',
    path: '/admin/ai-audit/publish',
    summary: 'Publish the audit of a range as the public summary at /ai/audit',
    request: { body: jsonBody(publishAuditInputSchema) },
    responses: { 201: json(aiAuditPublicationSchema, 'Published'), ...errors },
  }),
  async (c) => c.json(await audits.publishAudit(c.env.DB, c.var.user.id, c.req.valid('json'), clientIp(c.req)), 201),
);

aiAuditRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/ai/audit',
    tags: ['public'],
    security: [],
    summary: 'The latest published bias audit summary (public)',
    responses: { 200: json(z.object({ publication: aiAuditPublicationSchema.nullable() }), 'The latest summary, or null') },
  }),
  async (c) => c.json({ publication: await audits.latestPublication(c.env.DB) }, 200),
);
