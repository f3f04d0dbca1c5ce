/** BRIDGE until the admin branch lands: the part of its notifications store that notify() uses. */
export interface NewNotification {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

/** A statement, so callers can put it in the same batch as the change it announces. */
export function insertStatement(db: D1Database, userId: string, n: NewNotification, now: string) {
  return db
    .prepare('INSERT INTO notifications (id, user_id, kind, title, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(crypto.randomUUID(), userId, n.kind, n.title, n.body, n.link, now);
}
