import {
  errorSchema,
  reportActionInputSchema,
  reportCreatedSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListSchema,
  reportSchema,
  reportSummarySchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { clientIp, createRouter, idParam, json, jsonBody, newIdOf, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import { actOnReport } from './moderation';
import * as reports from './service';

const errors = {
  400: json(errorSchema, 'Invalid request, or an action that does not fit the report'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not allowed'),
};
const signedIn = routeArea('reports', requireRole(), errors);
const admin = routeArea('admin', requireRole('admin'), errors);

/** Reports: any signed-in user files one (POST /api/reports); admins review and act on them. */
export const reportRoutes = createRouter();

reportRoutes.openapi(
  signedIn.post('/reports', 'Report a job, a user or a message', {
    keyed: true,
    request: { body: jsonBody(reportInputSchema) },
    responses: {
      201: json(reportCreatedSchema, 'Filed; the admins are notified'),
      404: json(errorSchema, 'No such target'),
      409: json(errorSchema, 'You already have an open report on it'),
    },
  }),
  async (c) => c.json(await reports.fileReport(c.env, c.var.user, c.req.valid('json'), newIdOf(c)), 201),
);

reportRoutes.openapi(
  admin.get('/admin/reports', 'Reports, newest first, optionally of one status (default limit 20)', {
    request: { query: reportListQuerySchema },
    responses: { 200: json(reportListSchema, 'A page of reports') },
  }),
  async (c) => c.json(await reports.listReports(c.env.DB, c.req.valid('query')), 200),
);

reportRoutes.openapi(
  admin.get('/admin/reports/summary', 'Counts of reports by status and by reason', {
    responses: { 200: json(reportSummarySchema, 'Summary') },
  }),
  async (c) => c.json(await reports.reportSummary(c.env.DB), 200),
);

reportRoutes.openapi(
  admin.put('/admin/reports/{id}/action', 'Act on a report: dismiss, warn, remove_job, suspend_user or reinstate', {
    request: { params: idParam, body: jsonBody(reportActionInputSchema) },
    responses: {
      200: json(reportSchema, 'The resolved report'),
      404: json(errorSchema, 'No such report'),
      409: json(errorSchema, 'Already resolved'),
    },
  }),
  async (c) => {
    const { report, notices } = await actOnReport(
      c.env,
      c.var.user,
      c.req.valid('param').id,
      c.req.valid('json'),
      clientIp(c.req),
    );
    deliverAfterAnswer(c, notices);
    return c.json(report, 200);
  },
);
