import { z } from 'zod';

import { pageInfoSchema, pageQuerySchema, withPageDepth } from './paging';
import { choice, queryFields } from './query';

/** In-app notifications: reports, moderation outcomes now; messages and alerts reuse them. */
export const NOTIFICATION_PAGE_LIMIT = 20;
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_READ_MAX_IDS = 100;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the product to open, or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = withPageDepth(
  pageQuerySchema(NOTIFICATION_PAGE_LIMIT, NOTIFICATION_PAGE_MAX).extend(
    queryFields({ unread: choice('Unread', ['true', 'false']).optional() }),
  ),
);

export const notificationListSchema = pageInfoSchema.extend({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Mark some notifications read by id, or every one of them with `all: true`. */
export const markReadSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(64))
      .min(1, { error: 'Give at least one id' })
      .max(NOTIFICATION_READ_MAX_IDS)
      .optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => (v.ids === undefined) !== (v.all === undefined), {
    error: 'Send either ids or all: true',
    path: ['ids'],
  });
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const markReadResultSchema = z.object({ updated: z.number(), unreadCount: z.number() });
