import type { Notification, Role } from '../../src/contract';

/** The SQL of the notifications table. */
export interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface NewNotification {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/**
 * A statement, so callers can put it in the same batch as the change it announces. A row already
 * there under `id` (made by an earlier run of the same task) is kept as it is.
 */
export function insertStatement(
  db: D1Database,
  userId: string,
  n: NewNotification,
  now: string,
  id: string = crypto.randomUUID(),
) {
  return db
    .prepare(
      'INSERT INTO notifications (id, user_id, kind, title, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    )
    .bind(id, userId, n.kind, n.title, n.body, n.link, now);
}

/** The same row, inserted only when `condition` (SQL, with its values) holds as the statement runs. */
export function insertStatementIf(
  db: D1Database,
  userId: string,
  n: NewNotification,
  now: string,
  id: string,
  condition: { sql: string; values: unknown[] },
) {
  return db
    .prepare(
      `INSERT INTO notifications (id, user_id, kind, title, body, link, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${condition.sql}`,
    )
    .bind(id, userId, n.kind, n.title, n.body, n.link, now, ...condition.values);
}

/** One notification to every active (not suspended) account of a role; with `condition`, only when it holds as the statement runs. */
export function insertForRoleStatement(
  db: D1Database,
  role: Role,
  n: NewNotification,
  now: string,
  condition: { sql: string; values: unknown[] } = { sql: '1', values: [] },
) {
  return db
    .prepare(
      `INSERT INTO notifications (id, user_id, kind, title, body, link, created_at)
       SELECT lower(hex(randomblob(16))), id, ?, ?, ?, ?, ? FROM users WHERE role = ? AND suspended_at IS NULL AND ${condition.sql}`,
    )
    .bind(n.kind, n.title, n.body, n.link, now, role, ...condition.values);
}

/** A page of the user's notifications (only unread ones with `unreadOnly`), newest first, in the order of their (user_id, created_at DESC) index. */
export async function listForUser(
  db: D1Database,
  userId: string,
  opts: { unreadOnly: boolean; limit: number; offset: number },
) {
  const unread = opts.unreadOnly ? 'AND read_at IS NULL' : '';
  const { results } = await db
    .prepare(`SELECT * FROM notifications WHERE user_id = ? ${unread} ORDER BY created_at DESC, rowid LIMIT ? OFFSET ?`)
    .bind(userId, opts.limit, opts.offset)
    .all<NotificationRow>();
  return results;
}

/** Marks the user's own unread notifications read: the given ids, or all when `ids` is null. */
export async function markRead(db: D1Database, userId: string, ids: string[] | null, now: string): Promise<number> {
  const only = ids ? `AND id IN (${ids.map(() => '?').join(', ')})` : '';
  // The rows themselves are counted: D1's meta.changes also counts what the counting triggers change.
  const { results } = await db
    .prepare(`UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL ${only} RETURNING 1`)
    .bind(now, userId, ...(ids ?? []))
    .all();
  return results.length;
}

/** Deletes the user's notifications (those made by `upTo` when given): account deletion (worker/privacy). */
export function deleteUserNotifications(db: D1Database, userId: string, upTo: string | null): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM notifications WHERE user_id = ?1 AND (?2 IS NULL OR created_at <= ?2)`)
    .bind(userId, upTo);
}
