import { createRoute, z } from '@hono/zod-openapi';
import { alertInputSchema, alertSchema, jobCardSchema } from '../../src/contract';
import { createRouter } from '../http/openapi';
import { idempotencyErrors, idempotencyHeaders, idempotent, newIdOf } from '../http/idempotency';
import * as alerts from './service';
import { candidateErrors, idParam, json, jsonBody, messageSchema, security } from '../http/route-kit';
import { requireRole } from '../auth/middleware';

const asCandidate = requireRole('candidate');

/** Job alerts: saved searches. GET/POST /api/candidate/alerts, PUT/DELETE /{id}, GET /{id}/matches. */
export const alertRoutes = createRouter();

alertRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/alerts', tags: ['candidate'], summary: 'My job alerts with their new matches', security, middleware: asCandidate, responses: { 200: json(z.object({ alerts: z.array(alertSchema) }), 'Alerts'), ...candidateErrors } }),
  async (c) => c.json({ alerts: await alerts.listAlerts(c.env.DB, c.var.user.id) }, 200),
);

alertRoutes.openapi(
  createRoute({ method: 'post', path: '/candidate/alerts', tags: ['candidate'], summary: 'Create a job alert', security, middleware: [asCandidate, idempotent] as const, request: { headers: idempotencyHeaders, body: jsonBody(alertInputSchema) }, responses: { 201: json(alertSchema, 'Created'), ...idempotencyErrors, ...candidateErrors } }),
  async (c) => c.json(await alerts.createAlert(c.env.DB, c.var.user.id, c.req.valid('json'), newIdOf(c)), 201),
);

alertRoutes.openapi(
  createRoute({ method: 'put', path: '/candidate/alerts/{id}', tags: ['candidate'], summary: 'Edit, pause or resume a job alert', security, middleware: asCandidate, request: { params: idParam, body: jsonBody(alertInputSchema) }, responses: { 200: json(alertSchema, 'Updated'), ...candidateErrors } }),
  async (c) => c.json(await alerts.updateAlert(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
);

alertRoutes.openapi(
  createRoute({ method: 'delete', path: '/candidate/alerts/{id}', tags: ['candidate'], summary: 'Delete a job alert', security, middleware: asCandidate, request: { params: idParam }, responses: { 200: json(messageSchema, 'Deleted'), ...candidateErrors } }),
  async (c) => {
    await alerts.deleteAlert(c.env.DB, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: 'Alert deleted' }, 200);
  },
);

alertRoutes.openapi(
  createRoute({ method: 'get', path: '/candidate/alerts/{id}/matches', tags: ['candidate'], summary: 'Open jobs matching an alert, newest first', security, middleware: asCandidate, request: { params: idParam }, responses: { 200: json(z.object({ alert: alertSchema, jobs: z.array(jobCardSchema) }), 'Matches'), ...candidateErrors } }),
  async (c) => c.json(await alerts.alertMatches(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
