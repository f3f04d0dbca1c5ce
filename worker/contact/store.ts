/** The SQL of the contact form's messages (contact_messages). */
import type { ContactMessageStatus } from '../../src/contract';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  status: ContactMessageStatus;
  created_at: string;
  answered_at: string | null;
}

const COLUMNS = 'id, name, email, message, status, created_at, answered_at';

/** The new message as a statement, for the batch that also queues its email. */
export function insertMessageStatement(
  db: D1Database,
  row: Pick<ContactMessageRow, 'id' | 'name' | 'email' | 'message' | 'created_at'>,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(row.id, row.name, row.email, row.message, row.created_at);
}

/** A page of messages, newest first (of one status when given), their total and how many are new. */
export async function listMessages(
  db: D1Database,
  q: { status?: ContactMessageStatus; limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number; newCount: number }> {
  const where = q.status ? 'WHERE status = ?' : '';
  const filter = q.status ? [q.status] : [];
  const [rows, counts] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(...filter, q.limit, q.offset),
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM contact_messages ${where}) AS total,
                (SELECT COUNT(*) FROM contact_messages WHERE status = 'new') AS new_count`,
      )
      .bind(...filter),
  ]);
  const count = counts?.results[0] as { total: number; new_count: number } | undefined;
  return {
    rows: (rows?.results ?? []) as ContactMessageRow[],
    total: count?.total ?? 0,
    newCount: count?.new_count ?? 0,
  };
}

/** Sets a message's status (answered: when and by whom; new: cleared); null when there is no such message. */
export async function setStatus(
  db: D1Database,
  id: string,
  status: ContactMessageStatus,
  by: string,
  now: string,
): Promise<ContactMessageRow | null> {
  const answered = status === 'answered';
  return db
    .prepare(
      `UPDATE contact_messages
       SET status = ?1,
           answered_at = CASE WHEN ?1 = 'answered' THEN COALESCE(answered_at, ?2) ELSE NULL END,
           answered_by = CASE WHEN ?1 = 'answered' THEN COALESCE(answered_by, ?3) ELSE NULL END
       WHERE id = ?4
       RETURNING ${COLUMNS}`,
    )
    .bind(status, answered ? now : null, answered ? by : null, id)
    .first<ContactMessageRow>();
}
