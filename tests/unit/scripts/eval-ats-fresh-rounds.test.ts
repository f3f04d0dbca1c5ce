import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { sha256Of } from '../../../scripts/eval-ats/freeze';
import {
  FRESH_ROUNDS,
  type FreshRound,
  refusal,
  ROUND7_FRESH,
  ROUND8_FRESH,
} from '../../../scripts/eval-ats/fresh-rounds';

// Only the round's README is read here: the set itself stays closed until the round's end.
const readme = readFileSync(new URL('../../../scripts/ats-eval/fresh7/README.md', import.meta.url), 'utf8');
const round7 = FRESH_ROUNDS.find((r) => r.flag === '--fresh7')!;

/** Every path the registry freezes, with its hash. */
const frozenOf = (round: FreshRound) =>
  new Map<string, string | null>([
    ...round.frozen.files.map((f) => [f.path, f.sha256] as const),
    ...(round.frozen.dirs ?? []).flatMap((d) => Object.entries(d.files ?? {})),
  ]);

/** A temporary scripts/ats-eval holding a file at each of the round's paths, with these bytes. */
function tempCopy(round: FreshRound, bytesOf: (path: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'fresh-round-'));
  for (const path of frozenOf(round).keys()) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytesOf(path));
  }
  return root;
}

describe('round 7 fresh sets: frozen registry', () => {
  it('holds exactly the SHA-256 list of fresh7/README.md, texts, files and labels', () => {
    const listed = new Map(
      [...readme.matchAll(/^([0-9a-f]{64}) {2}(fresh7\/\S+)$/gm)].map((m) => [m[2], m[1]] as const),
    );
    expect(listed.size).toBe(19);
    expect(frozenOf(round7)).toEqual(listed);
    expect(round7).toMatchObject({ dir: 'fresh7', name: 'round-7', frozen: ROUND7_FRESH });
  });

  it('refuses a copy whose bytes are not the frozen ones, naming the file, before opening it', () => {
    const root = tempCopy(round7, (path) => `not the set: ${path}`);
    const message = refusal(root, round7);
    expect(message).toContain('--fresh7: refusing to open the round-7 fresh sets');
    expect(message).toContain('scripts/ats-eval/fresh7/jobs.texts.json is SHA-256');
    expect(message).toContain('not the frozen ea97d8616a3292e6');
  });

  it('refuses one tampered hash among matching ones, and a file added to the frozen folder', () => {
    // The round's registry over a copy written here: every hash matches but the ranking set's.
    const root = tempCopy(round7, (path) => `copy of ${path}`);
    const sha = (path: string) => sha256Of(new TextEncoder().encode(`copy of ${path}`));
    const copy: FreshRound = {
      ...round7,
      frozen: {
        files: round7.frozen.files.map((f) => ({ path: f.path, sha256: sha(f.path) })),
        dirs: round7.frozen.dirs!.map((d) => ({
          path: d.path,
          files: Object.fromEntries(Object.keys(d.files!).map((p) => [p, sha(p)])),
        })),
      },
    };
    expect(refusal(root, copy)).toBeNull();
    writeFileSync(join(root, 'fresh7/ranking-jobs.json'), 'copy of fresh7/ranking-jobs.json, edited');
    expect(refusal(root, copy)).toContain('scripts/ats-eval/fresh7/ranking-jobs.json is SHA-256');
    writeFileSync(join(root, 'fresh7/ranking-jobs.json'), 'copy of fresh7/ranking-jobs.json');
    expect(refusal(root, copy)).toBeNull();
    writeFileSync(join(root, 'fresh7/files/r7-31.pdf'), 'added later');
    expect(refusal(root, copy)).toContain('fresh7/files/r7-31.pdf is in a frozen folder but not in the registry');
  });

  it('is not opened by the round-6 flag, and round 6 keeps its own registry', () => {
    expect(FRESH_ROUNDS.map((r) => [r.flag, r.dir])).toEqual([
      ['--fresh', 'fresh'],
      ['--fresh7', 'fresh7'],
      ['--fresh8', 'fresh8'],
    ]);
    const round6 = [...frozenOf(FRESH_ROUNDS[0]!).keys()];
    expect(round6.every((p) => p.startsWith('fresh/'))).toBe(true);
  });
});

describe('round 8 fresh sets: frozen registry', () => {
  const round8 = FRESH_ROUNDS.find((r) => r.flag === '--fresh8')!;
  const readme8 = readFileSync(new URL('../../../scripts/ats-eval/fresh8/README.md', import.meta.url), 'utf8');

  it('holds exactly the SHA-256 list of fresh8/README.md, texts, files and labels', () => {
    const listed = new Map(
      [...readme8.matchAll(/^([0-9a-f]{64}) {2}(fresh8\/\S+)$/gm)].map((m) => [m[2]!, m[1]!] as const),
    );
    expect(listed.size).toBe(19);
    expect(frozenOf(round8)).toEqual(listed);
    expect(round8).toMatchObject({ dir: 'fresh8', name: 'round-8', frozen: ROUND8_FRESH });
  });

  it('refuses a copy whose bytes are not the frozen ones, naming the file, before opening it', () => {
    const root = tempCopy(round8, (path) => `not the set: ${path}`);
    expect(refusal(root, round8)).toContain('scripts/ats-eval/fresh8/jobs.texts.json is SHA-256');
  });
});
