/** The SQL of the HTTP layer's own table: nonces of forwarded requests (migration 0110). */

/**
 * Records `nonce` until `expiresAt` (ms) unless it is already there, dropping expired ones first;
 * true when it was new. The primary key makes two concurrent claims of one nonce end with one win.
 */
export async function claimNonce(db: D1Database, nonce: string, now: number, expiresAt: number): Promise<boolean> {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM edge_nonces WHERE expires_at < ?').bind(now),
    db
      .prepare('INSERT INTO edge_nonces (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING')
      .bind(nonce, expiresAt),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

/** A key's row: `status` is null while the request that claimed it is still running. */
export interface IdempotencyRow {
  fingerprint: string;
  claimed_at: number;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * Claims (user, key) for a request with this fingerprint, first dropping the key's row if it has
 * expired or its request was claimed before `staleBefore` and never answered (its isolate died).
 * The primary key makes two concurrent claims end with one win: `claimed` is true for the winner;
 * otherwise `row` is the key's current row (null if it vanished between the statements).
 */
export async function claimIdempotencyKey(
  db: D1Database,
  claim: { userId: string; key: string; fingerprint: string; now: number; expiresAt: number; staleBefore: number },
): Promise<{ claimed: boolean; row: IdempotencyRow | null }> {
  const { userId, key } = claim;
  const [, inserted, current] = await db.batch([
    db
      .prepare(
        'DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND (expires_at <= ? OR (status IS NULL AND claimed_at < ?))',
      )
      .bind(userId, key, claim.now, claim.staleBefore),
    db
      .prepare(
        'INSERT INTO idempotency_keys (user_id, key, fingerprint, claimed_at, expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, key) DO NOTHING',
      )
      .bind(userId, key, claim.fingerprint, claim.now, claim.expiresAt),
    db
      .prepare(
        'SELECT fingerprint, claimed_at, status, content_type, body FROM idempotency_keys WHERE user_id = ? AND key = ?',
      )
      .bind(userId, key),
  ]);
  return {
    claimed: (inserted?.meta.changes ?? 0) === 1,
    row: (current?.results[0] as IdempotencyRow | undefined) ?? null,
  };
}

/** Records the answer of the request that claimed the key at `claimedAt`. */
export async function recordIdempotentAnswer(
  db: D1Database,
  userId: string,
  key: string,
  claimedAt: number,
  answer: { status: number; contentType: string | null; body: string },
) {
  await db
    .prepare(
      'UPDATE idempotency_keys SET status = ?, content_type = ?, body = ? WHERE user_id = ? AND key = ? AND claimed_at = ? AND status IS NULL',
    )
    .bind(answer.status, answer.contentType, answer.body, userId, key, claimedAt)
    .run();
}

/** Gives the key back (the request failed on our side): a retry under it runs afresh. */
export async function releaseIdempotencyKey(db: D1Database, userId: string, key: string, claimedAt: number) {
  await db
    .prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND claimed_at = ? AND status IS NULL')
    .bind(userId, key, claimedAt)
    .run();
}

/** The cron's sweep: keys past their 24 hours. */
export async function sweepIdempotencyKeys(db: D1Database, now: number): Promise<number> {
  const result = await db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?').bind(now).run();
  return result.meta.changes ?? 0;
}
