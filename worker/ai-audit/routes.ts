import { z } from '@hono/zod-openapi';

import {
  aiAuditPublicationSchema,
  aiAuditQuerySchema,
  aiAuditSchema,
  errorSchema,
  publishAuditInputSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { clientIp, createRouter, json, jsonBody, routeArea } from '../http';
import * as audits from './service';

const admin = routeArea('admin', requireRole('admin'), {
  400: json(errorSchema, 'Invalid query'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
  404: json(errorSchema, 'Company not found'),
});
const open = routeArea('public', undefined, {});

/** The bias audit of the matching engine: computed for admins, published for everyone. */
export const aiAuditRoutes = createRouter();

aiAuditRoutes.openapi(
  admin.get(
    '/admin/ai-audit',
    'Bias audit: per sex, race/ethnicity and intersection, scoring and selection rates, impact ratios, overrides',
    {
      request: { query: aiAuditQuerySchema },
      responses: { 200: json(aiAuditSchema, 'The audit') },
    },
  ),
  async (c) => c.json(await audits.runAudit(c.env.DB, c.req.valid('query')), 200),
);

aiAuditRoutes.openapi(
  admin.post(
    '/admin/ai-audit/publish',
    'Publish the audit of whole calendar months as the public summary at /ai/audit (small counts suppressed)',
    {
      request: { body: jsonBody(publishAuditInputSchema) },
      responses: {
        201: json(aiAuditPublicationSchema, 'Published: the summary as the public sees it'),
        409: json(errorSchema, 'A company with too few applicants in the period'),
      },
    },
  ),
  async (c) => c.json(await audits.publishAudit(c.env.DB, c.var.user.id, c.req.valid('json'), clientIp(c.req)), 201),
);

aiAuditRoutes.openapi(
  open.get('/ai/audit', 'The latest published bias audit summary (public)', {
    responses: {
      200: json(z.object({ publication: aiAuditPublicationSchema.nullable() }), 'The latest summary, or null'),
    },
  }),
  async (c) => c.json({ publication: await audits.latestPublication(c.env.DB) }, 200),
);
