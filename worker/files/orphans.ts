/**
 * Files are written to R2 before the rows that point at them (so a row never points at nothing);
 * a request that fails between the two, or a delete whose file removal fails, leaves a file no row
 * references. The cron deletes those, per prefix, once they are older than ORPHAN_GRACE_MS (an
 * upload still between its two writes is never touched).
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** A prefix of the bucket and the lookup of which of its keys a row still references. */
export interface FileOwner {
  prefix: string;
  referenced: (db: D1Database, keys: string[]) => Promise<Set<string>>;
}

/** D1 binds at most 100 values a statement. */
export const KEY_LOOKUP_CHUNK = 100;

/** Runs `lookup` over `keys` in chunks a statement can bind; the union of what it finds. */
export async function inChunks(keys: string[], lookup: (chunk: string[]) => Promise<string[]>): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEY_LOOKUP_CHUNK)
    for (const key of await lookup(keys.slice(i, i + KEY_LOOKUP_CHUNK))) found.add(key);
  return found;
}

/** Deletes the unreferenced files under each owner's prefix; how many went. */
export async function sweepOrphanFiles(
  env: { DB: D1Database; FILES: R2Bucket },
  owners: readonly FileOwner[],
  now: number,
): Promise<number> {
  let deleted = 0;
  for (const owner of owners) {
    let cursor: string | undefined;
    do {
      const page = await env.FILES.list({ prefix: owner.prefix, cursor, limit: 1000 });
      const old = page.objects.filter((o) => o.uploaded.getTime() <= now - ORPHAN_GRACE_MS).map((o) => o.key);
      const kept = old.length > 0 ? await owner.referenced(env.DB, old) : new Set<string>();
      const stray = old.filter((key) => !kept.has(key));
      if (stray.length > 0) await env.FILES.delete(stray);
      deleted += stray.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}
