import { z } from 'zod';

import {
  CONVERSATION_PAGE_LIMIT,
  CONVERSATION_PAGE_MAX,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  THREAD_PAGE_LIMIT,
  THREAD_PAGE_MAX,
} from './messaging-words';
import { queryFields } from './query';
import { ROLE_WORDS } from './roles';

export const messageBodyField = z
  .string({ error: MESSAGING_MESSAGES.bodyRequired })
  .trim()
  .min(1, { error: MESSAGING_MESSAGES.bodyRequired })
  .max(MESSAGE_MAX_LENGTH, { error: MESSAGING_MESSAGES.bodyTooLong });

export const sendMessageSchema = z.object({ body: messageBodyField });

/**
 * Start (or reopen) a conversation. A recruiter names an application of their company, or a
 * candidate who applied to or was sent a job by their company; a candidate names their own
 * application. An optional first message is sent with it.
 */
export const startConversationSchema = z
  .object({
    applicationId: z.string().min(1).max(64).optional(),
    candidateId: z.string().min(1).max(64).optional(),
    body: messageBodyField.optional(),
  })
  .refine((v) => v.applicationId !== undefined || v.candidateId !== undefined, {
    path: ['applicationId'],
    error: MESSAGING_MESSAGES.anchorRequired,
  });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Position in the thread, 1, 2, 3…: the order every participant sees. */
  seq: z.number(),
  senderId: z.string(),
  /** Stored exactly as written; shown escaped. */
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** The person on the other side, as the viewer sees them. */
  otherParty: z.object({
    id: z.string(),
    fullName: z.string(),
    role: z.enum([ROLE_WORDS.candidate, ROLE_WORDS.recruiter]),
  }),
  companyId: z.string(),
  companyName: z.string(),
  /** The company is a verified employer. */
  companyVerified: z.boolean(),
  /** The job the conversation is about; null once that job was deleted. */
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  applicationId: z.string().nullable(),
  targetedSendId: z.string().nullable(),
  lastMessage: z.object({ body: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
  unreadCount: z.number(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object(
  queryFields({
    limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(CONVERSATION_PAGE_LIMIT),
    /** Cursor: conversations whose last activity is older than this (the previous page's `next`). */
    before: z.string().max(40).optional(),
  }),
);

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  /** Unread messages across every conversation of the viewer. */
  unreadTotal: z.number(),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const threadQuerySchema = z.object(
  queryFields({
    limit: z.coerce.number().int().min(1).max(THREAD_PAGE_MAX).default(THREAD_PAGE_LIMIT),
    /** Messages before this seq (older page); omitted for the newest page. */
    before: z.coerce.number().int().min(1).optional(),
    /** Messages after this seq (what polling asks for); wins over `before`. */
    after: z.coerce.number().int().min(0).optional(),
  }),
);

export const threadSchema = z.object({
  conversation: conversationSchema,
  /** Ascending by seq. */
  messages: z.array(messageSchema),
  /** Whether older messages exist before the first one returned. */
  hasMore: z.boolean(),
});
export type Thread = z.infer<typeof threadSchema>;

export const socketTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number() });

/** What the conversation's socket sends: one event per new message. */
export const socketEventSchema = z.object({ type: z.literal('message'), message: messageSchema });
export type SocketEvent = z.infer<typeof socketEventSchema>;
