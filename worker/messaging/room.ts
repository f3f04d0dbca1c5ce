import { DurableObject } from 'cloudflare:workers';

import { type SocketEvent, THREAD_PAGE_MAX } from '../../src/contract';
import { socketOpened, socketsClosed } from '../auth';
import type { Bindings, ConversationRoomRpc } from '../env';
import { getThread, type Participant } from './service';
import { ROOM_HEADERS } from './socket';
import { readersOf } from './store';

/** The close code of a socket whose reader lost the thread: their session or their access ended. */
const ACCESS_ENDED = 4403;

/**
 * What a socket carries through hibernation: live messages at or below `floor` it already had, the
 * session it was opened in, and its conversation (the room's own name).
 */
interface SocketState {
  floor: number;
  sessionVersion: number;
  conversationId: string;
}

/**
 * One Durable Object per conversation: the participants' open WebSockets. Messages are stored in D1
 * (which gives them their seq) and then handed here to reach everyone connected. Sockets use the
 * hibernation API, so an idle conversation costs nothing while its sockets stay open.
 *
 * A new socket is first listed in the registry of open sockets (worker/auth/sockets.ts), then its
 * reader is checked once more, then, when it names the last seq its client has (a reconnect), it
 * receives from D1 every message after it in order; live messages that arrive meanwhile wait, and
 * any the read already covered are not sent again. Every delivery checks again who may read the
 * thread (one query), and a socket whose session or access ended is closed with ACCESS_ENDED
 * instead of being sent anything. The room holds no messages itself, so a room that was evicted or
 * restarted resumes just the same.
 */
export class ConversationRoom extends DurableObject<Bindings> implements ConversationRoomRpc {
  /** Sockets not yet admitted (checked, caught up), with the live events that arrived meanwhile. */
  private readonly waiting = new Map<WebSocket, Array<{ seq: number; event: string }>>();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Accepts an upgrade the worker has already authorised for the user in ROOM_HEADERS. */
  override async fetch(request: Request): Promise<Response> {
    const header = (name: keyof typeof ROOM_HEADERS) => request.headers.get(ROOM_HEADERS[name]);
    const userId = header('user');
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !userId)
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    const state: SocketState = {
      floor: 0,
      sessionVersion: Number(header('sessionVersion')),
      conversationId: header('conversation')!,
    };
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    server.serializeAttachment(state);
    this.waiting.set(server, []);
    const after = header('after');
    const user = { id: userId, role: header('role') } as Participant;
    this.ctx.waitUntil(this.admit(server, user, state, after === null ? null : Number(after)));
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Lists the socket, checks its reader again, sends the messages after `after` as the user sees
   * them, then the live ones that waited. Listed before the check: a revocation that read the
   * registry too early had already ended the session this check reads.
   */
  private async admit(socket: WebSocket, user: Participant, state: SocketState, after: number | null): Promise<void> {
    let floor = after ?? 0;
    try {
      await socketOpened(this.env.DB, user.id, state.conversationId);
      const readers = await readersOf(this.env.DB, state.conversationId);
      if (readers.get(user.id) !== state.sessionVersion) return shut(socket);
      if (after !== null)
        for (;;) {
          const { messages } = await getThread(this.env.DB, user, state.conversationId, {
            limit: THREAD_PAGE_MAX,
            after: floor,
          });
          for (const message of messages)
            socket.send(JSON.stringify({ type: 'message', message } satisfies SocketEvent));
          floor = messages.at(-1)?.seq ?? floor;
          if (messages.length < THREAD_PAGE_MAX) break;
        }
      socket.serializeAttachment({ ...state, floor } satisfies SocketState);
      for (const live of this.waiting.get(socket) ?? []) if (live.seq > floor) socket.send(live.event);
    } catch {
      // The client polls for what it misses; a socket that cannot catch up is closed so it reconnects.
      socket.close(1011, 'catch-up failed');
    } finally {
      this.waiting.delete(socket);
    }
  }

  /**
   * Sends message `seq` (its event already JSON) to every open socket whose reader may still read
   * the thread in the session it opened, or a user's own version of it from `byUser`.
   */
  async broadcast(seq: number, event: string, byUser: Record<string, string> = {}): Promise<void> {
    const any = this.ctx.getWebSockets()[0];
    if (!any) return;
    const { conversationId } = any.deserializeAttachment() as SocketState;
    const readers = await readersOf(this.env.DB, conversationId);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        const state = socket.deserializeAttachment() as SocketState;
        const userId = this.ctx.getTags(socket)[0]!;
        if (readers.get(userId) !== state.sessionVersion) {
          shut(socket);
          continue;
        }
        const own = byUser[userId] ?? event;
        const waiting = this.waiting.get(socket);
        if (waiting) waiting.push({ seq, event: own });
        else if (seq > state.floor) socket.send(own);
      } catch {
        // A socket that is closing: its participant catches up by polling.
      }
    }
  }

  /** Whether the user has the conversation open now (a socket of theirs is connected). */
  async watching(userId: string): Promise<boolean> {
    return this.ctx.getWebSockets(userId).length > 0;
  }

  /** The user's session or access ended (worker/auth/sockets.ts): their sockets here close. */
  async closeUser(userId: string): Promise<void> {
    for (const socket of this.ctx.getWebSockets(userId)) shut(socket);
  }

  /** Clients only listen; anything they send besides the auto-answered ping is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      // 1005/1006 carry no code a peer may echo back; answer with a normal closure.
      socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
    } catch {
      // Already closed from this side (shut).
    }
    const userId = this.ctx.getTags(socket)[0]!;
    const others = this.ctx.getWebSockets(userId).filter((s) => s !== socket && s.readyState === WebSocket.OPEN);
    if (others.length > 0) return;
    const { conversationId } = (socket.deserializeAttachment() ?? {}) as Partial<SocketState>;
    if (conversationId) await socketsClosed(this.env.DB, userId, conversationId);
  }
}

/** Closes a socket whose reader lost the thread; one already closing is left as it is. */
function shut(socket: WebSocket): void {
  try {
    socket.close(ACCESS_ENDED, 'access ended');
  } catch {
    // Already closed.
  }
}
