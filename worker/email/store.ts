/** The SQL of the email outbox. */

export interface EmailRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  provider_id: string | null;
  bounced_at: string | null;
  /** JSON: the email's attachments (EmailAttachment[]). */
  attachments: string;
}

/** The attachments a row carries. */
export function attachmentsOf(
  row: Pick<EmailRow, 'attachments'>,
): Array<{ filename: string; contentType: string; content: string }> {
  return JSON.parse(row.attachments || '[]') as Array<{ filename: string; contentType: string; content: string }>;
}

/** True when a verified, active account owns `address` (emails compare case-insensitively). */
export async function isVerifiedRecipient(db: D1Database, address: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM users WHERE email = ? AND email_verified_at IS NOT NULL AND suspended_at IS NULL')
    .bind(address)
    .first();
  return row !== null;
}

/** A row already there under the id (queued by an earlier run of the same task) is kept as it is. */
export async function insertEmail(db: D1Database, row: NewEmailRow): Promise<void> {
  await insertEmailStatement(db, row).run();
}

type NewEmailRow = Pick<
  EmailRow,
  'id' | 'kind' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'attachments' | 'created_at'
>;

/** insertEmail as a statement, for the batch of the change the email reports. */
export function insertEmailStatement(db: D1Database, row: NewEmailRow): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, attachments, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    )
    .bind(row.id, row.kind, row.to_address, row.subject, row.text_body, row.html_body, row.attachments, row.created_at);
}

/** The same row, inserted only when `condition` holds as the statement runs. */
export function insertEmailIf(
  db: D1Database,
  row: Pick<EmailRow, 'id' | 'kind' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'created_at'>,
  condition: { sql: string; values: unknown[] },
) {
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${condition.sql}`,
    )
    .bind(
      row.id,
      row.kind,
      row.to_address,
      row.subject,
      row.text_body,
      row.html_body,
      row.created_at,
      ...condition.values,
    );
}

export function findEmail(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM email_outbox WHERE id = ?').bind(id).first<EmailRow>();
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listEmails(db: D1Database, options: { to?: string; limit: number }): Promise<EmailRow[]> {
  const filter = options.to ? 'WHERE to_address = ? COLLATE NOCASE' : '';
  const statement = db.prepare(`SELECT * FROM email_outbox ${filter} ORDER BY created_at DESC, rowid DESC LIMIT ?`);
  const bound = options.to ? statement.bind(options.to, options.limit) : statement.bind(options.limit);
  return (await bound.all<EmailRow>()).results;
}

/** Rows never tried, written before `before`: unsent, not bounced; oldest first. */
export async function neverTried(db: D1Database, before: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM email_outbox WHERE sent_at IS NULL AND bounced_at IS NULL AND attempts = 0 AND created_at <= ?
       ORDER BY created_at LIMIT ?`,
    )
    .bind(before, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Takes a due row for sending until `until`; false when another delivery took it first. */
export async function leaseForSending(db: D1Database, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE email_outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)',
    )
    .bind(until, id, now)
    .run();
  return result.meta.changes === 1;
}

export async function markSent(db: D1Database, id: string, now: string, providerId: string | null): Promise<void> {
  await db
    .prepare('UPDATE email_outbox SET sent_at = ?, provider_id = ?, last_error = NULL WHERE id = ? AND sent_at IS NULL')
    .bind(now, providerId, id)
    .run();
}

/** A failed attempt: the count, the next try (null: no more) and the provider's answer. */
export async function markFailed(
  db: D1Database,
  id: string,
  f: { attempts: number; nextAt: string | null; error: string },
): Promise<void> {
  await db
    .prepare('UPDATE email_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
    .bind(f.attempts, f.nextAt, f.error, id)
    .run();
}

/** The provider reported a bounce or complaint for its email `providerId`; false when unknown. */
export async function markBounced(db: D1Database, providerId: string, now: string, reason: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE email_outbox SET bounced_at = COALESCE(bounced_at, ?), last_error = ? WHERE provider_id = ?')
    .bind(now, reason, providerId)
    .run();
  return result.meta.changes > 0;
}

/** Out of tries: a dead letter (no effect on a row sent or bounced meanwhile). */
export async function markDead(db: D1Database, id: string, maxAttempts: number): Promise<void> {
  await db
    .prepare(
      'UPDATE email_outbox SET attempts = MAX(attempts, ?), next_attempt_at = NULL WHERE id = ? AND sent_at IS NULL AND bounced_at IS NULL',
    )
    .bind(maxAttempts, id)
    .run();
}

/** Given up: unsent, not bounced, out of attempts. */
const DEAD = 'sent_at IS NULL AND bounced_at IS NULL AND attempts >= ?';

/** The newest emails given up on, and how many there are. */
export async function listDeadLetters(
  db: D1Database,
  maxAttempts: number,
  limit: number,
): Promise<{ rows: EmailRow[]; total: number }> {
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT * FROM email_outbox WHERE ${DEAD} ORDER BY created_at DESC, rowid DESC LIMIT ?`)
      .bind(maxAttempts, limit),
    db.prepare(`SELECT COUNT(*) AS n FROM email_outbox WHERE ${DEAD}`).bind(maxAttempts),
  ]);
  return { rows: (rows?.results ?? []) as EmailRow[], total: (total?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

/** Puts a given-up email back in line with fresh attempts; false when it is not a dead letter. */
export async function requeueDeadLetter(db: D1Database, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE email_outbox SET attempts = 0, next_attempt_at = NULL, last_error = NULL WHERE id = ? AND ${DEAD}`)
    .bind(id, maxAttempts)
    .run();
  return result.meta.changes === 1;
}
