import { z } from '@hono/zod-openapi';

import { alertInputSchema, alertSchema, jobCardSchema } from '../../src/contract';
import { requireRole } from '../auth';
import {
  candidateErrors,
  createRouter,
  idParam,
  json,
  jsonBody,
  messageSchema,
  newIdOf,
  routeArea,
  said,
} from '../http';
import * as alerts from './service';

const candidate = routeArea('candidate', requireRole('candidate'), candidateErrors);

/** Job alerts: saved searches. GET/POST /api/candidate/alerts, PUT/DELETE /{id}, GET /{id}/matches. */
export const alertRoutes = createRouter();

alertRoutes.openapi(
  candidate.get('/candidate/alerts', 'My job alerts with their new matches', {
    responses: { 200: json(z.object({ alerts: z.array(alertSchema) }), 'Alerts') },
  }),
  async (c) => c.json({ alerts: await alerts.listAlerts(c.env.DB, c.var.user.id) }, 200),
);

alertRoutes.openapi(
  candidate.post('/candidate/alerts', 'Create a job alert', {
    keyed: true,
    request: { body: jsonBody(alertInputSchema) },
    responses: { 201: json(alertSchema, 'Created') },
  }),
  async (c) => c.json(await alerts.createAlert(c.env.DB, c.var.user.id, c.req.valid('json'), newIdOf(c)), 201),
);

alertRoutes.openapi(
  candidate.put('/candidate/alerts/{id}', 'Edit, pause or resume a job alert', {
    request: { params: idParam, body: jsonBody(alertInputSchema) },
    responses: { 200: json(alertSchema, 'Updated') },
  }),
  async (c) =>
    c.json(await alerts.updateAlert(c.env.DB, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 200),
);

alertRoutes.openapi(
  candidate.delete('/candidate/alerts/{id}', 'Delete a job alert', {
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Deleted') },
  }),
  async (c) => said(c, alerts.deleteAlert(c.env.DB, c.var.user.id, c.req.valid('param').id), 'Alert deleted'),
);

alertRoutes.openapi(
  candidate.get('/candidate/alerts/{id}/matches', 'Open jobs matching an alert, newest first', {
    request: { params: idParam },
    responses: { 200: json(z.object({ alert: alertSchema, jobs: z.array(jobCardSchema) }), 'Matches') },
  }),
  async (c) => c.json(await alerts.alertMatches(c.env.DB, c.var.user.id, c.req.valid('param').id), 200),
);
