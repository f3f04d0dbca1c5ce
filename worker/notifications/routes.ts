import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema, markReadResultSchema, markReadSchema, notificationListQuerySchema, notificationListSchema } from '../../src/contract';
import { requireRole } from '../auth/middleware';
import { createRouter } from '../http/openapi';
import * as notifications from './service';
import { json, security } from '../http/route-kit';

const errors = { 400: json(errorSchema, 'Invalid request'), 401: json(errorSchema, 'Not signed in') };

/** Any signed-in user's own notifications: GET /api/notifications, POST /api/notifications/read. */
export const notificationRoutes = createRouter();

notificationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/notifications',
    tags: ['notifications'],
    security,
    summary: 'My notifications, newest first, with the unread count',
    middleware: [requireRole()] as const,
    request: { query: notificationListQuerySchema },
    responses: { 200: json(notificationListSchema, 'A page of notifications'), ...errors },
  }),
  async (c) => c.json(await notifications.listNotifications(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

notificationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notifications/read',
    tags: ['notifications'],
    security,
    summary: 'Mark notifications read: { ids } or { all: true }',
    middleware: [requireRole()] as const,
    request: { body: { content: { 'application/json': { schema: markReadSchema } }, required: true } },
    responses: { 200: json(markReadResultSchema, 'How many changed, and what is left unread'), ...errors },
  }),
  async (c) => c.json(await notifications.markRead(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);
