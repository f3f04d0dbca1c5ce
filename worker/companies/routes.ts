import { z } from '@hono/zod-openapi';

import {
  companyIdentitySchema,
  errorSchema,
  verificationCaseSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { createRouter, json, jsonBody, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import * as verification from './verification';

const admin = routeArea('admin', requireRole('admin'), {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
  404: json(errorSchema, 'No such company'),
  409: json(errorSchema, 'Already decided, or a lookalike of a verified company'),
});

/** The verification queue beside the reports, mounted at /api. */
export const companyVerificationRoutes = createRouter();

companyVerificationRoutes.openapi(
  admin.get(
    '/admin/companies',
    'Companies by verification state (default pending), with their domain evidence and recruiters',
    {
      request: { query: verificationQueueQuerySchema },
      responses: { 200: json(verificationQueueSchema, 'The queue') },
    },
  ),
  async (c) => c.json(await verification.verificationQueue(c.env.DB, c.req.valid('query').status), 200),
);

companyVerificationRoutes.openapi(
  admin.put(
    '/admin/companies/{companyId}/verification',
    'Approve or refuse a pending company, with a reason (audited; its recruiters are told)',
    {
      request: {
        params: z.object({ companyId: z.string().min(1).max(64) }),
        body: jsonBody(verificationDecisionSchema),
      },
      responses: { 200: json(z.object({ company: verificationCaseSchema.nullable() }), 'Decided') },
    },
  ),
  async (c) => {
    const notices: string[] = [];
    const company = await verification.decide(
      c.env,
      c.var.user.id,
      c.req.valid('param').companyId,
      c.req.valid('json'),
      notices,
    );
    deliverAfterAnswer(c, notices);
    return c.json({ company }, 200);
  },
);

companyVerificationRoutes.openapi(
  admin.put(
    '/admin/companies/{companyId}/identity',
    'Correct a company’s name or website (a lookalike is refused; a change sends it back to the queue; audited)',
    {
      request: {
        params: z.object({ companyId: z.string().min(1).max(64) }),
        body: jsonBody(companyIdentitySchema),
      },
      responses: { 200: json(z.object({ company: verificationCaseSchema.nullable() }), 'Saved') },
    },
  ),
  async (c) =>
    c.json(
      {
        company: await verification.setIdentity(
          c.env,
          c.var.user.id,
          c.req.valid('param').companyId,
          c.req.valid('json'),
        ),
      },
      200,
    ),
);
