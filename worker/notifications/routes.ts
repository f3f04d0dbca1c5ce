import {
  errorSchema,
  markReadResultSchema,
  markReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { createRouter, json, jsonBody, routeArea } from '../http';
import * as notifications from './service';

const signedIn = routeArea('notifications', requireRole(), {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
});

/** Any signed-in user's own notifications: GET /api/notifications, POST /api/notifications/read. */
export const notificationRoutes = createRouter();

notificationRoutes.openapi(
  signedIn.get('/notifications', 'My notifications, newest first, with the unread count', {
    request: { query: notificationListQuerySchema },
    responses: { 200: json(notificationListSchema, 'A page of notifications') },
  }),
  async (c) => c.json(await notifications.listNotifications(c.env.DB, c.var.user.id, c.req.valid('query')), 200),
);

notificationRoutes.openapi(
  signedIn.post('/notifications/read', 'Mark notifications read: { ids } or { all: true }', {
    request: { body: jsonBody(markReadSchema) },
    responses: { 200: json(markReadResultSchema, 'How many changed, and what is left unread') },
  }),
  async (c) => c.json(await notifications.markRead(c.env.DB, c.var.user.id, c.req.valid('json')), 200),
);
