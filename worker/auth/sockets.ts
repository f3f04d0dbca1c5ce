import { clock } from '../clock';
import type { Bindings } from '../env';
import * as store from './store';

/**
 * The registry of each user's open conversation sockets (table open_sockets). A conversation's room
 * (worker/messaging/room.ts) lists a socket once it is accepted and unlists the user when their last
 * socket there closes. Whatever ends a session or someone's access calls `closeSocketsOf`, which
 * tells each listed room to close that user's sockets. Sessions live here, so the registry does too:
 * every revocation (logout, password change or reset, sign-out of others, suspension, a member's
 * removal, a Google takeover) can reach it without importing messaging.
 */

export function socketOpened(db: D1Database, userId: string, conversationId: string): Promise<unknown> {
  return store.markSocketOpen(db, userId, conversationId, clock.iso());
}

/** The user's last socket to the conversation closed (one opened meanwhile stays listed). */
export function socketsClosed(db: D1Database, userId: string, conversationId: string): Promise<unknown> {
  return store.markSocketsClosed(db, userId, [conversationId], clock.iso());
}

/**
 * Closes every open conversation socket of the user. Each room also checks its readers on every
 * delivery, so a room that cannot be reached now still sends them nothing; this only fails loudly
 * in the log.
 */
export async function closeSocketsOf(env: Pick<Bindings, 'DB' | 'CONVERSATION_ROOMS'>, userId: string) {
  const since = clock.iso();
  const conversations = await store.openSocketsOf(env.DB, userId);
  if (conversations.length === 0) return;
  const rooms = env.CONVERSATION_ROOMS;
  const outcomes = await Promise.allSettled(
    conversations.map((id) => rooms.get(rooms.idFromName(id)).closeUser(userId)),
  );
  const closed = conversations.filter((_, i) => outcomes[i]!.status === 'fulfilled');
  await store.markSocketsClosed(env.DB, userId, closed, since);
  for (const [i, outcome] of outcomes.entries())
    if (outcome.status === 'rejected')
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'room_close_failed',
          conversationId: conversations[i],
          error: String(outcome.reason),
        }),
      );
}
