import { MESSAGES } from '../../src/contract';
import type { Bindings } from '../env';
import { ApiFailure } from '../http/errors';
import { ROOM_USER_HEADER } from './room';
import { conversationOf } from './service';
import { activeUser } from './store';
import { verifySocketTicket } from './ticket';

/**
 * GET /api/messages/{id}/socket?ticket=…: checks the ticket, that its user is still active and
 * still a participant, then hands the upgrade to the conversation's room.
 */
export async function openSocket(env: Bindings, request: Request, conversationId: string, ticket: string | undefined): Promise<Response> {
  if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiFailure(426, 'Expected a WebSocket upgrade');
  const userId = ticket ? await verifySocketTicket(env, ticket, conversationId) : null;
  const user = userId ? await activeUser(env.DB, userId) : null;
  if (!user) throw new ApiFailure(401, MESSAGES.unauthorized);
  await conversationOf(env.DB, user, conversationId);
  const headers = new Headers(request.headers);
  headers.set(ROOM_USER_HEADER, user.id);
  const room = env.CONVERSATION_ROOMS.get(env.CONVERSATION_ROOMS.idFromName(conversationId));
  return room.fetch(new Request(request.url, { method: 'GET', headers }));
}
