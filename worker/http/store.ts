/** The SQL of the HTTP layer's own table: nonces of forwarded requests (migration 0110). */

/**
 * Records `nonce` until `expiresAt` (ms) unless it is already there, dropping expired ones first;
 * true when it was new. The primary key makes two concurrent claims of one nonce end with one win.
 */
export async function claimNonce(db: D1Database, nonce: string, now: number, expiresAt: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM edge_nonces WHERE expires_at < ?').bind(now),
    db.prepare('INSERT INTO edge_nonces (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING').bind(nonce, expiresAt),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}
