import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_STATUSES,
  APPLICATION_STATUSES,
  BADGE_TONES,
  JOB_STATUSES,
  REPORT_STATUSES,
} from '../../../src/contract';

/**
 * Status words and badge colours live in one table, src/contract/status-words.ts. This reads every
 * source file of the browser and the worker for another map keyed by the statuses of a kind whose
 * values hold words ("Screening") or badge tones ("warning").
 */
const root = join(__dirname, '../../..');
const TABLE = 'src/contract/status-words.ts';
const GENERATED = 'src/client/api/api-types.gen.ts';
const STATUS_SETS: readonly (readonly string[])[] = [
  APPLICATION_STATUSES,
  JOB_STATUSES,
  REPORT_STATUSES,
  ACCOUNT_STATUSES,
];
const TONES = new Set<string>(BADGE_TONES);

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The TypeScript of a file: an .astro file's frontmatter, the whole of any other. */
const scriptOf = (file: string, text: string) =>
  file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/** A word shown to people ("Applied", "In screening") or a badge tone; not SQL, ids or codes. */
function holdsWords(node: ts.Node): boolean {
  if (ts.isStringLiteralLike(node)) return /^[A-Z][a-z]/.test(node.text) || TONES.has(node.text);
  return ts.forEachChild(node, (child) => holdsWords(child) || undefined) ?? false;
}

/** The lines of object literals keyed by every status of a kind and holding words or tones. */
function statusWordMaps(fileName: string, source: string): number[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Set(node.properties.map(propertyName));
      if (STATUS_SETS.some((set) => set.every((s) => keys.has(s))) && holdsWords(node)) {
        found.push(file.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('status words come from the contract only', () => {
  it('no map of status words or badge tones outside src/contract/status-words.ts', () => {
    const files = ['src', 'worker'].flatMap(filesUnder).map((f) => relative(root, join(root, f)));
    expect(files).toContain(TABLE);
    const copies = files
      .filter((f) => f !== TABLE && f !== GENERATED)
      .flatMap((f) =>
        statusWordMaps(f, scriptOf(f, readFileSync(join(root, f), 'utf8'))).map((line) => `${f}:${line}`),
      );
    expect(copies).toEqual([]);
  }, 60_000); // parses every source file: seconds on a busy machine

  it('the scan finds the table itself, and the kinds of copy it replaced', () => {
    expect(statusWordMaps(TABLE, readFileSync(join(root, TABLE), 'utf8'))).toHaveLength(5);
    const copies = `
      const LABEL: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };
      const WORDS = { active: ['Active', 'success'], suspended: ['Suspended', 'danger'], unverified: ['Unverified', 'neutral'] };
      const BADGE = { open: 'warning', dismissed: 'neutral', actioned: 'success' };
      const VARIANTS = {
        applied: 'primary', screening: 'primary', interview: 'warning', offer: 'success',
        hired: 'success', rejected: 'danger', withdrawn: 'neutral',
      };`;
    expect(statusWordMaps('copies.ts', copies)).toEqual([2, 3, 4, 5]);
    // Maps keyed by statuses that hold no words stay allowed: moves, SQL, counts.
    const rules = `
      const MOVES = { applied: ['screening'], screening: [], interview: [], offer: [], hired: [], rejected: [], withdrawn: [] };
      const WHERE = { active: 'suspended_at IS NULL', suspended: 'suspended_at IS NOT NULL', unverified: 'x' };
      const COUNTS = { draft: 0, open: 1, closed: 2 };`;
    expect(statusWordMaps('rules.ts', rules)).toEqual([]);
  });
});
