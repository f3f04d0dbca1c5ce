import { z } from '@hono/zod-openapi';

import { companyPageSchema } from '../../src/contract';
import { requireRole } from '../auth';
import { candidateErrors, createRouter, json, routeArea } from '../http';
import { companyPage } from './company-page';

const signedIn = routeArea('companies', requireRole(), candidateErrors);

/** GET /api/companies/{companyId}: the company profile for any signed-in role (spec section 6). */
export const companyRoutes = createRouter();

companyRoutes.openapi(
  signedIn.get('/companies/{companyId}', 'A company, its open jobs and its recruiters (names only)', {
    request: { params: z.object({ companyId: z.string().min(1).max(64) }) },
    responses: { 200: json(companyPageSchema, 'The company') },
  }),
  async (c) => c.json(await companyPage(c.env.DB, c.req.valid('param').companyId, c.var.user), 200),
);
