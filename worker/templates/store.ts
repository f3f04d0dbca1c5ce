/** The SQL of `message_templates`, and the sender's own placeholder values. */
import type { TemplateInput, TemplateKind } from '../../src/contract';

export interface TemplateRow {
  id: string;
  kind: TemplateKind;
  name: string;
  body: string;
  updated_by_name: string | null;
  updated_at: string;
}

const COLUMNS =
  't.id, t.kind, t.name, t.body, u.full_name AS updated_by_name, t.updated_at FROM message_templates t LEFT JOIN users u ON u.id = t.updated_by';

export async function listTemplates(db: D1Database, companyId: string, limit: number): Promise<TemplateRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} WHERE t.company_id = ? ORDER BY t.kind, t.name, t.id LIMIT ?`)
    .bind(companyId, limit)
    .all<TemplateRow>();
  return results;
}

export function findTemplate(db: D1Database, companyId: string, id: string) {
  return db.prepare(`SELECT ${COLUMNS} WHERE t.id = ? AND t.company_id = ?`).bind(id, companyId).first<TemplateRow>();
}

export async function countTemplates(db: D1Database, companyId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM message_templates WHERE company_id = ?')
    .bind(companyId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export const insertTemplate = (
  db: D1Database,
  t: TemplateInput & { id: string; companyId: string; userId: string; now: string },
) =>
  db
    .prepare(
      'INSERT INTO message_templates (id, company_id, kind, name, body, updated_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(t.id, t.companyId, t.kind, t.name, t.body, t.userId, t.now, t.now);

export const updateTemplate = (
  db: D1Database,
  t: TemplateInput & { id: string; companyId: string; userId: string; now: string },
) =>
  db
    .prepare(
      'UPDATE message_templates SET kind = ?, name = ?, body = ?, updated_by = ?, updated_at = ? WHERE id = ? AND company_id = ?',
    )
    .bind(t.kind, t.name, t.body, t.userId, t.now, t.id, t.companyId);

export const deleteTemplate = (db: D1Database, companyId: string, id: string) =>
  db.prepare('DELETE FROM message_templates WHERE id = ? AND company_id = ?').bind(id, companyId);

/** The sender's own values: their name and their company's. */
export function senderValues(db: D1Database, userId: string) {
  return db
    .prepare(
      'SELECT u.full_name AS recruiter_name, c.name AS company_name FROM users u JOIN recruiter_profiles rp ON rp.user_id = u.id JOIN companies c ON c.id = rp.company_id WHERE u.id = ?',
    )
    .bind(userId)
    .first<{ recruiter_name: string; company_name: string }>();
}
