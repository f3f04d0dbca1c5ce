import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../env';

/** Header by which the worker tells the room who is connecting; set only after the worker authenticated them. */
export const ROOM_USER_HEADER = 'X-Hireloop-User';

/**
 * One Durable Object per conversation: the participants' open WebSockets. Messages are stored in D1
 * (which gives them their order) and then handed here to reach everyone connected. Sockets use the
 * hibernation API, so an idle conversation costs nothing while its sockets stay open.
 */
export class ConversationRoom extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Accepts an upgrade the worker has already authorised for the user in ROOM_USER_HEADER. */
  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(ROOM_USER_HEADER);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !userId) return new Response('Expected a WebSocket upgrade', { status: 426 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [userId]);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Sends one event (already JSON) to every open socket, or a user's own version of it from
   * `byUser`; returns the users it reached.
   */
  async broadcast(event: string, byUser: Record<string, string> = {}): Promise<string[]> {
    const reached = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      try {
        const tags = this.ctx.getTags(socket);
        socket.send(tags.map((userId) => byUser[userId]).find((e) => e !== undefined) ?? event);
        for (const userId of tags) reached.add(userId);
      } catch {
        // A socket that is closing: its participant catches up by polling.
      }
    }
    return [...reached];
  }

  /** Clients only listen; anything they send besides the auto-answered ping is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005/1006 carry no code a peer may echo back; answer with a normal closure.
    socket.close(code === 1005 || code === 1006 ? 1000 : code, 'closed');
  }
}
