import {
  CONTACT_MESSAGE_NOT_FOUND,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  errorSchema,
  MESSAGES,
} from '../../src/contract';
import { addressKey, requireRole } from '../auth';
import { ApiFailure, clientIp, createRouter, idParam, json, jsonBody, messageSchema, routeArea } from '../http';
import * as contact from './service';

const visitor = routeArea('contact', undefined, {
  400: json(errorSchema, 'A field is missing or invalid'),
  429: json(errorSchema, 'Too many messages from this address; Retry-After says when to try again'),
});
const admin = routeArea('admin', requireRole('admin'), {
  400: json(errorSchema, 'Invalid request'),
  401: json(errorSchema, 'Not signed in'),
  403: json(errorSchema, 'Not an admin'),
});

/** The landing page's contact form, and the admins' "Messages from the site". */
export const contactRoutes = createRouter();

contactRoutes.openapi(
  visitor.post('/contact', 'Send a message to the team (the landing page’s contact form)', {
    request: { body: jsonBody(contactMessageInputSchema) },
    responses: { 202: json(messageSchema, 'Kept and on its way to the team') },
  }),
  async (c) => {
    await contact.receiveMessage(c.env, c.req.valid('json'), addressKey(clientIp(c.req)));
    return c.json({ message: MESSAGES.contactSent }, 202);
  },
);

contactRoutes.openapi(
  admin.get('/admin/contact-messages', 'Messages from the site, newest first, optionally of one status', {
    request: { query: contactMessageListQuerySchema },
    responses: { 200: json(contactMessageListSchema, 'A page of messages') },
  }),
  async (c) => c.json(await contact.listMessages(c.env.DB, c.req.valid('query')), 200),
);

contactRoutes.openapi(
  admin.put('/admin/contact-messages/{id}', 'Mark a message from the site answered, or new again', {
    request: { params: idParam, body: jsonBody(contactMessageUpdateSchema) },
    responses: { 200: json(contactMessageSchema, 'The message'), 404: json(errorSchema, 'No such message') },
  }),
  async (c) => {
    const updated = await contact.setStatus(
      c.env,
      c.var.user,
      c.req.valid('param').id,
      c.req.valid('json').status,
      clientIp(c.req),
    );
    if (!updated) throw new ApiFailure(404, CONTACT_MESSAGE_NOT_FOUND);
    return c.json(updated, 200);
  },
);
