// Messaging between a candidate and a recruiter (issue 7): the limits, words and paths, apart from
// messaging.ts's schemas, so the pages and the live thread use them without loading zod.

export const MESSAGE_MAX_LENGTH = 4_000;
export const CONVERSATION_PAGE_LIMIT = 30;
export const CONVERSATION_PAGE_MAX = 100;
export const THREAD_PAGE_LIMIT = 50;
export const THREAD_PAGE_MAX = 200;

/** The conversation list shows this much of the last message. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/** A WebSocket ticket is good for this long: enough to open the socket, too short to be worth stealing. */
export const SOCKET_TICKET_TTL_SECONDS = 60;

/** The client polls at this interval while its socket is down. */
export const MESSAGE_POLL_INTERVAL_MS = 5_000;

export const MESSAGING_MESSAGES = {
  bodyRequired: 'Write a message first',
  bodyTooLong: `Keep a message under ${MESSAGE_MAX_LENGTH.toLocaleString('en')} characters`,
  conversationNotFound: 'Conversation not found',
  recruiterNotAllowed: 'You can message a candidate only after they apply to one of your jobs or you send them a job.',
  candidateNeedsApplication: 'You can start a conversation about one of your own applications.',
  anchorRequired: 'Name the application, or the candidate to message',
  noCompany: 'Add your company in your profile before messaging candidates.',
  /** A thread whose live updates stopped because the viewer may no longer read it. */
  threadEnded: 'You can no longer read this conversation.',
} as const;

/** Where each side reads a conversation in the product. */
export function conversationPath(side: 'candidate' | 'recruiter', conversationId: string): string {
  return `${side === 'candidate' ? '/dashboard/messages' : '/recruiter/messages'}?c=${encodeURIComponent(conversationId)}`;
}
