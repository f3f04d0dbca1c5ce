import type { Message } from '../../contract';
import { api, API_BASE, ApiError, byId, dataOf, typedCalls } from './client';
import { type LiveStatus, liveThread } from './live-thread';

/** The messaging calls the islands make (docs/messaging.md), typed by the OpenAPI document. */

const { GET, POST } = typedCalls(api);

export const messagingCalls = {
  list: (before?: string) => dataOf(GET('/api/messages', { params: { query: { before } } })),
  thread: (conversationId: string, query: { before?: number; after?: number } = {}) =>
    dataOf(GET('/api/messages/{id}', { params: { path: { id: conversationId }, query } })),
  send: (conversationId: string, body: string) =>
    dataOf(POST('/api/messages/{id}/messages', { ...byId(conversationId), body: { body } })),
  markRead: (conversationId: string) => dataOf(POST('/api/messages/{id}/read', byId(conversationId))),
  start: (body: { applicationId?: string; candidateId?: string; body?: string }) =>
    dataOf(POST('/api/messages', { body })),
};

/** The socket's address for a ticket (and the last seq the view has): the API's host, ws(s) for http(s). */
function socketUrl(conversationId: string, ticket: string, after: number): string {
  const base = new URL(API_BASE || window.location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `/api/messages/${encodeURIComponent(conversationId)}/socket`;
  base.search = `?ticket=${encodeURIComponent(ticket)}&after=${after}`;
  return base.toString();
}

/** Live updates of one open thread in the browser; see live-thread.ts. */
export function followThread(
  conversationId: string,
  handlers: {
    onMessages: (messages: Message[]) => void;
    onStatus: (status: LiveStatus) => void;
    lastSeq: () => number;
  },
) {
  return liveThread({
    ...handlers,
    getTicket: async () => {
      try {
        return (await dataOf(POST('/api/messages/{id}/ticket', byId(conversationId)))).ticket;
      } catch (err) {
        // 404: this viewer no longer reads the conversation (removed from its company, for one).
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    openSocket: (ticket, after) => new WebSocket(socketUrl(conversationId, ticket, after)),
    fetchAfter: async (seq) => (await messagingCalls.thread(conversationId, { after: seq })).messages,
  });
}
