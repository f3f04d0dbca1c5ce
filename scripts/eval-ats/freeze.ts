/**
 * Frozen evaluation sets: a file's SHA-256 is written here before any engine run reads it, and the
 * file is opened only when every hash of its set is written and matches. A set is frozen as a whole:
 * nothing of it is read (not even to hash) while any of its hashes is still null.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface FrozenSet {
  /** Files, relative to the registry's root, each with its SHA-256 (null: not frozen yet). */
  files: ReadonlyArray<{ path: string; sha256: string | null }>;
  /**
   * Folders whose every file is frozen (the resumes' PDF and DOCX files): file path (relative to the
   * root) -> SHA-256, or null while not frozen. A file in the folder that is not listed is refused.
   */
  dirs?: ReadonlyArray<{ path: string; files: Readonly<Record<string, string>> | null }>;
}

export type FreezeCheck = { ok: true; files: string[] } | { ok: false; file: string; reason: string };

/** Every file of `root` below `dir`, relative to `root`, sorted. */
function filesBelow(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs).sort()) {
      const p = join(abs, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out;
}

/**
 * Whether every file of the set may be opened: all hashes written (checked first, before any file is
 * touched), every file present with its frozen hash, and no unlisted file in a frozen folder. The
 * first failure is returned with the file it concerns.
 */
export function checkFrozen(root: string, set: FrozenSet): FreezeCheck {
  for (const f of set.files) if (f.sha256 === null) return { ok: false, file: f.path, reason: 'not frozen yet (null)' };
  for (const d of set.dirs ?? [])
    if (d.files === null) return { ok: false, file: d.path, reason: 'not frozen yet (null)' };
  const expected = new Map<string, string>(set.files.map((f) => [f.path, f.sha256!]));
  for (const d of set.dirs ?? []) {
    const listed = d.files!;
    for (const [p, sha] of Object.entries(listed)) expected.set(p, sha);
    if (!existsSync(join(root, d.path))) return { ok: false, file: d.path, reason: 'missing' };
    for (const p of filesBelow(root, d.path))
      if (!(p in listed)) return { ok: false, file: p, reason: 'in a frozen folder but not in the registry' };
  }
  for (const [p, sha] of expected) {
    const abs = join(root, p);
    if (!existsSync(abs)) return { ok: false, file: p, reason: 'missing' };
    const got = sha256Of(readFileSync(abs));
    if (got !== sha) return { ok: false, file: p, reason: `SHA-256 ${got} is not the frozen ${sha}` };
  }
  return { ok: true, files: [...expected.keys()] };
}
