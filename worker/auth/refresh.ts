/**
 * Refresh tokens: an opaque 256-bit secret in the hl_refresh cookie, stored as its SHA-256.
 *
 * Rotation: every use marks the token used and issues its successor in the same family, in one D1
 * batch (a transaction), so a family never has two live tokens.
 *
 * Reuse: presenting a token that was already rotated revokes the whole family. One exception, the
 * grace period: within REFRESH_GRACE_MS of its rotation, a just-rotated token is a race rather than
 * a theft (two tabs, or the edge guard and the page refreshing at once, both sent the old cookie),
 * but only when its own successor is still the family's live token. Such a request gets an access
 * token only; no second refresh token is issued and the cookie is left alone, because the winning
 * response has already set the successor. A token two or more generations old, or any used token
 * after the grace period, revokes the family.
 */
import { audit } from '../audit';
import type { Bindings } from '../env';
import { REFRESH_TTL_SECONDS } from './cookies';
import { randomToken, sha256Hex } from './crypto';
import { closeSocketsOf } from './sockets';
import * as store from './store';

export const REFRESH_GRACE_MS = 20_000;

export type RotateResult =
  | { kind: 'rotated'; userId: string; familyId: string; refreshToken: string }
  | { kind: 'grace'; userId: string; familyId: string }
  | { kind: 'rejected' };

function newTokenRow(userId: string, familyId: string, tokenHash: string, now: number) {
  return {
    id: crypto.randomUUID(),
    tokenHash,
    familyId,
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + REFRESH_TTL_SECONDS * 1000).toISOString(),
  };
}

/** Starts a new family (a new sign-in) and returns the opaque token for the cookie. */
export async function issueRefreshToken(env: Bindings, userId: string, now: number): Promise<string> {
  const token = randomToken();
  await store.insertRefreshToken(env.DB, newTokenRow(userId, crypto.randomUUID(), await sha256Hex(token), now)).run();
  return token;
}

export async function rotateRefreshToken(env: Bindings, token: string, now: number): Promise<RotateResult> {
  const nowIso = new Date(now).toISOString();
  const tokenHash = await sha256Hex(token);
  let row = await store.findRefreshToken(env.DB, tokenHash);
  if (!row || row.revoked_at || row.expires_at <= nowIso) return { kind: 'rejected' };

  if (!row.used_at) {
    const successor = randomToken();
    const won = await store.rotateRefreshToken(
      env.DB,
      row.id,
      newTokenRow(row.user_id, row.family_id, await sha256Hex(successor), now),
    );
    if (won) return { kind: 'rotated', userId: row.user_id, familyId: row.family_id, refreshToken: successor };
    // A concurrent request rotated it first: read its successor.
    row = (await store.findRefreshToken(env.DB, tokenHash)) ?? row;
  }

  const usedAt = row.used_at ? Date.parse(row.used_at) : now;
  const race =
    now - usedAt <= REFRESH_GRACE_MS &&
    row.replaced_by !== null &&
    (await store.isLiveToken(env.DB, row.replaced_by, nowIso));
  if (race && !row.revoked_at) return { kind: 'grace', userId: row.user_id, familyId: row.family_id };
  await store.revokeFamily(env.DB, row.family_id, nowIso).run();
  await closeSocketsOf(env, row.user_id);
  await audit(
    env,
    { actorId: row.user_id, action: 'refresh_token_reuse', targetType: 'session', targetId: row.family_id },
    new Date(now),
  );
  return { kind: 'rejected' };
}

export async function revokeFamily(env: Bindings, familyId: string, now: number): Promise<void> {
  await store.revokeFamily(env.DB, familyId, new Date(now).toISOString()).run();
}

/** Logout: revokes the family of the presented token, whatever its state; the user it was theirs, if any. */
export async function revokeFamilyOfToken(env: Bindings, token: string, now: number): Promise<string | null> {
  const row = await store.findRefreshToken(env.DB, await sha256Hex(token));
  if (row) await revokeFamily(env, row.family_id, now);
  return row?.user_id ?? null;
}
