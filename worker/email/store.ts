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
}

/** True when a verified, active account owns `address` (emails compare case-insensitively). */
export async function isVerifiedRecipient(db: D1Database, address: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS ok FROM users WHERE email = ? AND email_verified_at IS NOT NULL AND suspended_at IS NULL').bind(address).first();
  return row !== null;
}

export async function insertEmail(db: D1Database, row: Omit<EmailRow, 'sent_at'>): Promise<void> {
  await db
    .prepare('INSERT INTO email_outbox (id, kind, to_address, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(row.id, row.kind, row.to_address, row.subject, row.text_body, row.html_body, row.created_at)
    .run();
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listEmails(db: D1Database, options: { to?: string; limit: number }): Promise<EmailRow[]> {
  const filter = options.to ? 'WHERE to_address = ? COLLATE NOCASE' : '';
  const statement = db.prepare(`SELECT * FROM email_outbox ${filter} ORDER BY created_at DESC, rowid DESC LIMIT ?`);
  const bound = options.to ? statement.bind(options.to, options.limit) : statement.bind(options.limit);
  return (await bound.all<EmailRow>()).results;
}

export async function listUnsent(db: D1Database, limit: number): Promise<EmailRow[]> {
  return (await db.prepare('SELECT * FROM email_outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT ?').bind(limit).all<EmailRow>()).results;
}

export async function markSent(db: D1Database, id: string, now: string): Promise<void> {
  await db.prepare('UPDATE email_outbox SET sent_at = ? WHERE id = ? AND sent_at IS NULL').bind(now, id).run();
}
