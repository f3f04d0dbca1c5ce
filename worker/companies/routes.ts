import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema, verificationCaseSchema, verificationDecisionSchema, verificationQueueQuerySchema, verificationQueueSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import { json, jsonBody } from '../http/route-kit';
import * as verification from './verification';

const errors = {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
  404: json(errorSchema, 'No such company'),
  409: json(errorSchema, 'Already decided, or a lookalike of a verified company'),
};
const adminOnly = { tags: ['admin'], security: [{ bearer: [] }], middleware: requireRole('admin') };

/** The verification queue beside the reports, mounted at /api. */
export const companyVerificationRoutes = createRouter();

companyVerificationRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'get',
    path: '/admin/companies',
    summary: 'Companies by verification state (default pending), with their domain evidence and recruiters',
    request: { query: verificationQueueQuerySchema },
    responses: { 200: json(verificationQueueSchema, 'The queue'), ...errors },
  }),
  async (c) => c.json(await verification.verificationQueue(c.env.DB, c.req.valid('query').status), 200),
);

companyVerificationRoutes.openapi(
  createRoute({
    ...adminOnly,
    method: 'put',
    path: '/admin/companies/{companyId}/verification',
    summary: 'Approve or refuse a pending company, with a reason (audited; its recruiters are told)',
    request: { params: z.object({ companyId: z.string().min(1).max(64) }), body: jsonBody(verificationDecisionSchema) },
    responses: { 200: json(z.object({ company: verificationCaseSchema.nullable() }), 'Decided'), ...errors },
  }),
  async (c) => c.json({ company: await verification.decide(c.env, c.var.user.id, c.req.valid('param').companyId, c.req.valid('json')) }, 200),
);
