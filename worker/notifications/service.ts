import { type MarkReadInput, type NotificationList, pageInfo, pageOffset } from '../../src/contract';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { effectId } from '../http';
import { count, counts } from '../stats';
import * as store from './store';

export type NotificationInput = { kind: string; title: string; body?: string; link?: string | null };

const normalize = (n: NotificationInput): store.NewNotification => ({
  kind: n.kind,
  title: n.title,
  body: n.body ?? '',
  link: n.link ?? null,
});

/** Tells one user something in the product. Messaging, alerts and moderation all come through here. */
export async function notify(
  env: Pick<Bindings, 'DB'>,
  userId: string,
  n: NotificationInput,
  now = clock.date(),
): Promise<void> {
  const notification = normalize(n);
  // Made again by a repeated task (a notice delivered again): the same row, kept once.
  await store
    .insertStatement(
      env.DB,
      userId,
      notification,
      now.toISOString(),
      await effectId('notification', userId, notification.kind, notification.title),
    )
    .run();
}

/** Tells several users the same thing, all of them or none (one batch). */
export async function notifyEach(
  env: Pick<Bindings, 'DB'>,
  userIds: readonly string[],
  n: NotificationInput,
  now = clock.date(),
): Promise<void> {
  if (userIds.length === 0) return;
  await env.DB.batch(userIds.map((id) => store.insertStatement(env.DB, id, normalize(n), now.toISOString())));
}

/**
 * Tells every active admin, e.g. that a new report is waiting: a statement for the batch of the
 * change it announces, which with `condition` (SQL, with its values) tells them only when it holds.
 */
export function notifyAdminsStatement(
  db: D1Database,
  n: NotificationInput,
  now = clock.date(),
  condition?: { sql: string; values: unknown[] },
): D1PreparedStatement {
  return store.insertForRoleStatement(db, 'admin', normalize(n), now.toISOString(), condition);
}

export async function listNotifications(
  db: D1Database,
  userId: string,
  query: { page: number; limit: number; unread?: 'true' | 'false' },
): Promise<NotificationList> {
  const unreadOnly = query.unread === 'true';
  const [rows, counted] = await Promise.all([
    store.listForUser(db, userId, { unreadOnly, limit: query.limit, offset: pageOffset(query.page, query.limit) }),
    counts(db, 'notifications', userId),
  ]);
  const unread = counted.get('unread') ?? 0;
  return {
    notifications: rows.map(store.toNotification),
    ...pageInfo(unreadOnly ? unread : (counted.get('all') ?? 0), query.page, query.limit),
    unreadCount: unread,
  };
}

/** Ids that are not the user's, or already read, are ignored: the answer says how many changed. */
export async function markRead(db: D1Database, userId: string, input: MarkReadInput) {
  const updated = await store.markRead(db, userId, input.all ? null : [...new Set(input.ids ?? [])], clock.iso());
  return { updated, unreadCount: await count(db, 'notifications', userId, 'unread') };
}
