import { z } from '@hono/zod-openapi';

import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  errorSchema,
  messageSchema,
  sendMessageSchema,
  SOCKET_TICKET_TTL_SECONDS,
  socketTicketSchema,
  startConversationSchema,
  threadQuerySchema,
  threadSchema,
} from '../../src/contract';
import { requireRole } from '../auth';
import { createRouter, idParam, json, jsonBody, newIdOf, routeArea } from '../http';
import { deliverAfterAnswer } from '../notices';
import * as messaging from './service';
import { openSocket } from './socket';
import { signSocketTicket } from './ticket';

const people = routeArea('messages', requireRole('candidate', 'recruiter'), {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not allowed to message this person'),
  404: json(errorSchema, 'No such conversation of yours'),
});

/** Conversations of candidates and recruiters, mounted at /api/messages (same paths for both roles). */
export const messagingRoutes = createRouter();

// The socket authenticates with its ticket (browsers cannot send headers on a WebSocket).
messagingRoutes.get('/:id/socket', (c) =>
  openSocket(c.env, c.req.raw, c.req.param('id'), c.req.query('ticket'), c.req.query('after')),
);

messagingRoutes.openapi(
  people.get('/', 'My conversations, newest activity first, with unread counts', {
    request: { query: conversationListQuerySchema },
    responses: { 200: json(conversationListSchema, 'A page of conversations') },
  }),
  async (c) => c.json(await messaging.listConversations(c.env.DB, c.var.user, c.req.valid('query')), 200),
);

messagingRoutes.openapi(
  people.post('/', 'Start a conversation (or reopen the existing one) about an application or a sent job', {
    keyed: true,
    request: { body: jsonBody(startConversationSchema) },
    responses: {
      200: json(z.object({ conversation: conversationSchema, created: z.literal(false) }), 'It already existed'),
      201: json(z.object({ conversation: conversationSchema, created: z.literal(true) }), 'Started'),
      409: json(errorSchema, 'The recruiter has no company yet'),
    },
  }),
  async (c) => {
    const { conversation, created, notices } = await messaging.startConversation(
      c.env,
      c.var.user,
      c.req.valid('json'),
      c.var.idempotentId,
    );
    deliverAfterAnswer(c, notices);
    return created
      ? c.json({ conversation, created: true as const }, 201)
      : c.json({ conversation, created: false as const }, 200);
  },
);

messagingRoutes.openapi(
  people.get('/{id}', 'A thread: the conversation and a page of its messages in ascending order', {
    request: { params: idParam, query: threadQuerySchema },
    responses: { 200: json(threadSchema, 'The thread') },
  }),
  async (c) =>
    c.json(await messaging.getThread(c.env.DB, c.var.user, c.req.valid('param').id, c.req.valid('query')), 200),
);

messagingRoutes.openapi(
  people.post('/{id}/messages', 'Send a message', {
    keyed: true,
    request: { params: idParam, body: jsonBody(sendMessageSchema) },
    responses: { 201: json(messageSchema, 'Sent') },
  }),
  async (c) => {
    const { message, notices } = await messaging.sendMessage(
      c.env,
      c.var.user,
      c.req.valid('param').id,
      c.req.valid('json').body,
      newIdOf(c),
    );
    deliverAfterAnswer(c, notices);
    return c.json(message, 201);
  },
);

messagingRoutes.openapi(
  people.post('/{id}/read', 'Mark the conversation read up to its newest message', {
    request: { params: idParam },
    responses: { 200: json(conversationSchema, 'The conversation, now with nothing unread') },
  }),
  async (c) => c.json(await messaging.markConversationRead(c.env.DB, c.var.user, c.req.valid('param').id), 200),
);

messagingRoutes.openapi(
  people.post(
    '/{id}/ticket',
    `A ticket for GET /api/messages/{id}/socket?ticket=…, valid ${SOCKET_TICKET_TTL_SECONDS} seconds and for one socket`,
    {
      request: { params: idParam },
      responses: { 200: json(socketTicketSchema, 'The ticket') },
    },
  ),
  async (c) => {
    const { row } = await messaging.conversationOf(c.env.DB, c.var.user, c.req.valid('param').id);
    return c.json(
      { ticket: await signSocketTicket(c.env, c.var.user, row.id), expiresIn: SOCKET_TICKET_TTL_SECONDS },
      200,
    );
  },
);
