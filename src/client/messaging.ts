import type { Conversation, ConversationList, Message, TargetedCandidates, TargetedSendResult, Thread } from '../contract';
import { api, API_BASE } from './api';
import { liveThread, type LiveStatus } from './live-thread';

/** The messaging, targeted sending and notification calls the islands make (docs/messaging.md). */
const enc = encodeURIComponent;

export const messagingCalls = {
  list: (before?: string) => api.get<ConversationList>(`/api/messages${before ? `?before=${enc(before)}` : ''}`),
  thread: (id: string, q: { before?: number; after?: number } = {}) => {
    const params = new URLSearchParams();
    if (q.before !== undefined) params.set('before', String(q.before));
    if (q.after !== undefined) params.set('after', String(q.after));
    const query = params.toString();
    return api.get<Thread>(`/api/messages/${enc(id)}${query ? `?${query}` : ''}`);
  },
  send: (id: string, body: string) => api.post<Message>(`/api/messages/${enc(id)}/messages`, { body }),
  markRead: (id: string) => api.post<Conversation>(`/api/messages/${enc(id)}/read`),
  start: (input: { applicationId?: string; candidateId?: string; body?: string }) =>
    api.post<{ conversation: Conversation; created: boolean }>('/api/messages', input),
};

/** The socket's address for a ticket (and the last seq the view has): the API's host, ws(s) for http(s). */
function socketUrl(conversationId: string, ticket: string, after: number): string {
  const base = new URL(API_BASE || window.location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `/api/messages/${enc(conversationId)}/socket`;
  base.search = `?ticket=${enc(ticket)}&after=${after}`;
  return base.toString();
}

/** Live updates of one open thread in the browser; see live-thread.ts. */
export function followThread(
  conversationId: string,
  handlers: { onMessages: (messages: Message[]) => void; onStatus: (status: LiveStatus) => void; lastSeq: () => number },
) {
  return liveThread({
    ...handlers,
    getTicket: async () => (await api.post<{ ticket: string }>(`/api/messages/${enc(conversationId)}/ticket`)).ticket,
    openSocket: (ticket, after) => new WebSocket(socketUrl(conversationId, ticket, after)),
    fetchAfter: async (seq) => (await messagingCalls.thread(conversationId, { after: seq })).messages,
  });
}

export const targetedCalls = {
  candidates: (q: { jobId: string; q?: string; minScore?: number }) => {
    const params = new URLSearchParams({ jobId: q.jobId });
    if (q.q) params.set('q', q.q);
    if (q.minScore) params.set('minScore', String(q.minScore));
    return api.get<TargetedCandidates>(`/api/recruiter/targeted/candidates?${params}`);
  },
  send: (input: { jobId: string; candidateIds: string[]; note: string }) => api.post<TargetedSendResult>('/api/recruiter/targeted/send', input),
};
