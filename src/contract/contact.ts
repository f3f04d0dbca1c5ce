import { z } from 'zod';

import { contactSchema } from './auth';
import { CONTACT_HONEYPOT_FIELD } from './constants';
import { pageInfoSchema, pageQuerySchema, withPageDepth } from './paging';
import { choice, queryFields } from './query';

/**
 * The contact form's messages (a deliberate departure from spec section 2, decided in PRODUCT.md):
 * what the landing page posts, and the admins' "Messages from the site" list.
 */

/** What the form posts: its three fields and the honeypot, which people leave empty. */
export const contactMessageInputSchema = contactSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered'] as const;
export const contactMessageStatusSchema = choice('Status', CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactMessageStatusSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGES_PAGE_LIMIT = 20;
export const contactMessageListQuerySchema = withPageDepth(
  pageQuerySchema(CONTACT_MESSAGES_PAGE_LIMIT, 100).extend(
    queryFields({ status: contactMessageStatusSchema.optional() }),
  ),
);
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

/** A page of messages, newest first, and how many are still new (whatever the filter). */
export const contactMessageListSchema = pageInfoSchema.extend({
  messages: z.array(contactMessageSchema),
  newCount: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageUpdateSchema = z.object({ status: contactMessageStatusSchema });
export const CONTACT_MESSAGE_NOT_FOUND = 'This message is not in the list.';
