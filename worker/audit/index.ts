/** The append-only audit log. Its face: what the other concerns and the composition root use. */
export { audit, type AuditEntry, auditStatement } from './store';
