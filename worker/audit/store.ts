/** The append-only audit log of admin and security-relevant actions (read by the admin area). */
import { clock } from '../clock';
import type { Bindings } from '../env';

export interface AuditEntry {
  actorId?: string | null;
  /** e.g. admin_sign_in, password_reset, login_lockout, refresh_token_reuse */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(env: Pick<Bindings, 'DB'>, entry: AuditEntry, now = clock.date()): Promise<void> {
  await auditStatement(env.DB, entry, now).run();
}

/** The audit row as a statement, for a batch whose change it records (both land or neither). */
export function auditStatement(db: D1Database, entry: AuditEntry, now = clock.date()): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO audit_log (id, actor_id, action, target_type, target_id, detail, ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      crypto.randomUUID(),
      entry.actorId ?? null,
      entry.action,
      entry.targetType ?? null,
      entry.targetId ?? null,
      JSON.stringify(entry.detail ?? {}),
      entry.ip ?? null,
      now.toISOString(),
    );
}
