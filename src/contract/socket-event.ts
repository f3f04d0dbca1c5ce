import type { Message, SocketEvent } from './messaging';

// What the conversation's socket sends, checked without zod: the live thread runs on both messages
// pages, which would otherwise load zod (26 KB gzip) for this one check. It answers as
// messaging.ts's `socketEventSchema.safeParse` does (tests/unit/contract/socket-event.test.ts holds
// them together on generated events): the event with its message's known fields only, or null.

const MESSAGE_TEXT_FIELDS = ['id', 'conversationId', 'senderId', 'body', 'createdAt'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function socketEventOf(data: unknown): SocketEvent | null {
  if (!isObject(data) || data.type !== 'message' || !isObject(data.message)) return null;
  const m = data.message;
  if (typeof m.seq !== 'number' || !Number.isFinite(m.seq)) return null;
  if (MESSAGE_TEXT_FIELDS.some((field) => typeof m[field] !== 'string')) return null;
  const { id, conversationId, seq, senderId, body, createdAt } = m as Message;
  return { type: 'message', message: { id, conversationId, seq, senderId, body, createdAt } };
}
