/**
 * Round-6 sets (scripts/ats-eval/LABELLING.md, "Round 6"): per set a texts file and up to three label
 * files, `<stem>.texts.json`, `<stem>.a.json` and `<stem>.b.json` (the two labellers, blind to each
 * other) and `<stem>.labels.json` (reconciled). A file not there yet is reported, never a crash.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type LabelRecord, readerOf, termCounts, termLine } from './measures';

export interface SetFiles<T> {
  /** For messages: "dev/resumes". */
  name: string;
  dir: string;
  texts: T[] | null;
  labels: LabelRecord[] | null;
  a: LabelRecord[] | null;
  b: LabelRecord[] | null;
}

const readJson = <T>(path: string): T | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;

/** `dir` is the set's folder (e.g. scripts/ats-eval/dev), `stem` its files' stem ("resumes"). */
export function loadSet<T>(root: string, dir: string, stem: string): SetFiles<T> {
  const at = (suffix: string) => join(root, dir, `${stem}.${suffix}.json`);
  return {
    name: `${dir}/${stem}`,
    dir: join(root, dir),
    texts: readJson<T[]>(at('texts')),
    labels: readJson<LabelRecord[]>(at('labels')),
    a: readJson<LabelRecord[]>(at('a')),
    b: readJson<LabelRecord[]>(at('b')),
  };
}

/** The label files of a set that are there, by the name printed for them. */
export function labellers(s: SetFiles<unknown>): Array<[string, LabelRecord[]]> {
  const all: Array<[string, LabelRecord[] | null]> = [
    ['reconciled labels', s.labels],
    ['labeller a', s.a],
    ['labeller b', s.b],
  ];
  return all.filter((x): x is [string, LabelRecord[]] => x[1] !== null);
}

/**
 * The engine's shown terms against the reconciled labels and each labeller's, then the labellers'
 * agreement on the same measures (a labeller's gold as the terms they would show): each against the
 * reconciled labels, and each against the other, both ways. Label records of an id the texts lack
 * are reported and left out.
 */
export function reportTerms(s: SetFiles<{ id: string }>, what: string, shown: ReadonlyMap<string, string[]>): void {
  const missing = (['labels', 'a', 'b'] as const).filter((k) => s[k] === null).map((k) => `${s.name}.${k}.json`);
  if (missing.length) console.log(`  not labelled yet: ${missing.join(', ')}`);
  const known = (records: LabelRecord[]) => {
    const unknown = records.filter((r) => !shown.has(r.id)).map((r) => r.id);
    if (unknown.length) console.log(`  label records with no text (left out): ${unknown.join(', ')}`);
    return records.filter((r) => shown.has(r.id));
  };
  const sets = labellers(s).map(([name, records]) => [name, known(records)] as const);
  let terms = 0;
  for (const v of shown.values()) terms += v.length;
  console.log(`  ${shown.size} texts, ${terms} ${what}`);
  for (const [name, records] of sets)
    console.log(`  engine vs ${name.padEnd(17)} ${termLine(termCounts(shown, records))}`);
  const byName = new Map<string, LabelRecord[]>(sets);
  const pairs: Array<[string, string]> = [
    ['labeller a', 'reconciled labels'],
    ['labeller b', 'reconciled labels'],
    ['labeller a', 'labeller b'],
    ['labeller b', 'labeller a'],
  ];
  const agreeing = pairs.filter(([r, t]) => byName.has(r) && byName.has(t));
  if (!agreeing.length) return;
  console.log('  labeller agreement, same measures (reader -> truth):');
  for (const [reader, truth] of agreeing) {
    const truthRecords = byName.get(truth)!;
    const readerMap = readerOf(byName.get(reader)!);
    for (const r of truthRecords) if (!readerMap.has(r.id)) readerMap.set(r.id, []);
    console.log(`    ${`${reader} -> ${truth}`.padEnd(32)} ${termLine(termCounts(readerMap, truthRecords))}`);
  }
}
