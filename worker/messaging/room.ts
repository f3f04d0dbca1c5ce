import { DurableObject } from 'cloudflare:workers';

import { type SocketEvent, THREAD_PAGE_MAX } from '../../src/contract';
import type { Bindings, ConversationRoomRpc } from '../env';
import { getThread, type Participant } from './service';

/**
 * Headers by which the worker tells the room who is connecting (set only after the worker
 * authenticated them), to which conversation, and the last message seq their client already has.
 */
export const ROOM_HEADERS = {
  user: 'X-Hireloop-User',
  role: 'X-Hireloop-Role',
  conversation: 'X-Hireloop-Conversation',
  after: 'X-Hireloop-After',
} as const;

/** What a socket carries through hibernation: live messages at or below `floor` it already had. */
interface SocketState {
  floor: number;
}

/**
 * One Durable Object per conversation: the participants' open WebSockets. Messages are stored in D1
 * (which gives them their seq) and then handed here to reach everyone connected. Sockets use the
 * hibernation API, so an idle conversation costs nothing while its sockets stay open.
 *
 * A socket that names the last seq its client has (a reconnect) first receives, from D1, every
 * message after it in order, then the live ones, each once: live messages that arrive while the
 * missed ones are read wait, and any the read already covered are not sent again. The room holds
 * no messages itself, so a room that was evicted or restarted resumes just the same.
 */
export class ConversationRoom extends DurableObject<Bindings> implements ConversationRoomRpc {
  /** Sockets still receiving what they missed, with the live events that arrived meanwhile. */
  private readonly catchingUp = new Map<WebSocket, Array<{ seq: number; event: string }>>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Accepts an upgrade the worker has already authorised for the user in ROOM_HEADERS. */
  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(ROOM_HEADERS.user);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !userId)
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    const after = request.headers.get(ROOM_HEADERS.after);
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment({ floor: 0 } satisfies SocketState);
    if (after !== null) {
      const user = { id: userId, role: request.headers.get(ROOM_HEADERS.role) } as Participant;
      this.catchingUp.set(server, []);
      this.ctx.waitUntil(this.catchUp(server, user, request.headers.get(ROOM_HEADERS.conversation)!, Number(after)));
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends the messages after `after` as the user sees them, then the live ones that waited. */
  private async catchUp(socket: WebSocket, user: Participant, conversationId: string, after: number): Promise<void> {
    let floor = after;
    try {
      for (;;) {
        const { messages } = await getThread(this.env.DB, user, conversationId, {
          limit: THREAD_PAGE_MAX,
          after: floor,
        });
        for (const message of messages) socket.send(JSON.stringify({ type: 'message', message } satisfies SocketEvent));
        floor = messages.at(-1)?.seq ?? floor;
        if (messages.length < THREAD_PAGE_MAX) break;
      }
      socket.serializeAttachment({ floor } satisfies SocketState);
      for (const live of this.catchingUp.get(socket) ?? []) if (live.seq > floor) socket.send(live.event);
    } catch {
      // The client polls for what it misses; a socket that cannot catch up is closed so it reconnects.
      socket.close(1011, 'catch-up failed');
    } finally {
      this.catchingUp.delete(socket);
    }
  }

  /** Sends message `seq` (its event already JSON) to every open socket, or a user's own version of it from `byUser`. */
  async broadcast(seq: number, event: string, byUser: Record<string, string> = {}): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) {
      try {
        const tags = this.ctx.getTags(socket);
        const own = tags.map((userId) => byUser[userId]).find((e) => e !== undefined) ?? event;
        const waiting = this.catchingUp.get(socket);
        if (waiting) waiting.push({ seq, event: own });
        else if (seq > ((socket.deserializeAttachment() as SocketState | null)?.floor ?? 0)) socket.send(own);
      } catch {
        // A socket that is closing: its participant catches up by polling.
      }
    }
  }

  /** Whether the user has the conversation open now (a socket of theirs is connected). */
  async watching(userId: string): Promise<boolean> {
    return this.ctx.getWebSockets(userId).length > 0;
  }

  /** Clients only listen; anything they send besides the auto-answered ping is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005/1006 carry no code a peer may echo back; answer with a normal closure.
    socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
  }
}
