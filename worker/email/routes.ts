/** The email provider's webhook: bounces and complaints are recorded on the outbox row. */
import { createRoute, z } from '@hono/zod-openapi';

import { clock } from '../clock';
import { createRouter } from '../http';
import { verifyWebhook } from './provider';
import { markBounced } from './store';

const BOUNCE_EVENTS = new Set(['email.bounced', 'email.complained']);
const eventSchema = z
  .object({ type: z.string(), data: z.object({ email_id: z.string().optional() }).passthrough() })
  .passthrough();

const webhookRoute = createRoute({
  method: 'post',
  path: '/email/webhook',
  tags: ['email'],
  security: [],
  summary: 'Delivery events from the email provider (Svix-signed with EMAIL_WEBHOOK_SECRET)',
  responses: {
    200: {
      description: 'Recorded (or not a bounce)',
      content: { 'application/json': { schema: z.object({ recorded: z.boolean() }) } },
    },
    401: {
      description: 'Bad or missing signature',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
  },
});

export const emailRoutes = createRouter().openapi(webhookRoute, async (c) => {
  const body = await c.req.text();
  if (!(await verifyWebhook(c.env.EMAIL_WEBHOOK_SECRET ?? '', c.req.raw.headers, body)))
    return c.json({ message: 'Invalid signature' }, 401);
  const event = eventSchema.safeParse(JSON.parse(body));
  const providerId = event.success ? event.data.data.email_id : undefined;
  if (!event.success || !BOUNCE_EVENTS.has(event.data.type) || !providerId) return c.json({ recorded: false }, 200);
  const recorded = await markBounced(c.env.DB, providerId, clock.iso(), event.data.type);
  console.warn(JSON.stringify({ level: 'warn', event: 'email_bounced', type: event.data.type, providerId, recorded }));
  return c.json({ recorded }, 200);
});
