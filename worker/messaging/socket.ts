import { MESSAGES } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure } from '../http';
import { conversationOf } from './service';
import { activeUser, claimTicket } from './store';
import { verifySocketTicket } from './ticket';

/**
 * Headers by which the worker tells the room who is connecting (set only after the worker
 * authenticated them), to which conversation, and the last message seq their client already has.
 */
export const ROOM_HEADERS = {
  user: 'X-Hireloop-User',
  role: 'X-Hireloop-Role',
  sessionVersion: 'X-Hireloop-Session-Version',
  conversation: 'X-Hireloop-Conversation',
  after: 'X-Hireloop-After',
} as const;

/** `after`: a non-negative integer, else absent. */
const SEQ = /^\d{1,15}$/;

/**
 * GET /api/messages/{id}/socket?ticket=…[&after=seq]: checks the ticket (and uses it up), that its
 * session is still the user's, that they are still active and still a participant, then hands the
 * upgrade to the conversation's room, which first sends every message after `after` (the last one
 * the client has) when it is given.
 */
export async function openSocket(
  env: Bindings,
  request: Request,
  conversationId: string,
  ticket: string | undefined,
  after: string | undefined,
): Promise<Response> {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket')
    throw new ApiFailure(426, 'Expected a WebSocket upgrade');
  if (after !== undefined && !SEQ.test(after))
    throw new ApiFailure(400, 'after must be a message seq (a whole number)');
  const holder = ticket ? await verifySocketTicket(env, ticket, conversationId) : null;
  // The first presentation uses the ticket up, whatever follows: a copied ticket opens nothing.
  const fresh = holder && (await claimTicket(env.DB, holder.ticketId, holder.expiresAt, clock.iso()));
  const user = fresh ? await activeUser(env.DB, holder.id) : null;
  if (!user || user.session_version !== holder!.sessionVersion) throw new ApiFailure(401, MESSAGES.unauthorized);
  await conversationOf(env.DB, user, conversationId);
  const headers = new Headers(request.headers);
  headers.set(ROOM_HEADERS.user, user.id);
  headers.set(ROOM_HEADERS.role, user.role);
  headers.set(ROOM_HEADERS.sessionVersion, String(user.session_version));
  headers.set(ROOM_HEADERS.conversation, conversationId);
  if (after === undefined) headers.delete(ROOM_HEADERS.after);
  else headers.set(ROOM_HEADERS.after, after);
  const room = env.CONVERSATION_ROOMS.get(env.CONVERSATION_ROOMS.idFromName(conversationId));
  return room.fetch(new Request(request.url, { method: 'GET', headers }));
}
