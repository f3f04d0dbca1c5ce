import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkFrozen, sha256Of } from '../../../scripts/eval-ats/freeze';
import {
  dateMatch,
  fieldCounts,
  fieldLine,
  fieldMatch,
  type LabelRecord,
  ratio,
  readerOf,
  termCounts,
  tokenJaccard,
} from '../../../scripts/eval-ats/measures';

// Two texts, labelled by a reconciler and by two labellers (hand-made, no engine).
const truth: LabelRecord[] = [
  {
    id: 'r1',
    stated: ['React', 'Unit testing'],
    inferred: ['Software testing'],
    traps: [{ phrase: 'Zephyr Payments', notMeant: 'Payments' }],
  },
  { id: 'r2', stated: ['SQL'], inferred: [] },
];
const a: LabelRecord[] = [
  { id: 'r1', stated: ['React'], inferred: ['Software testing', 'JavaScript'] },
  { id: 'r2', stated: ['SQL'], inferred: [] },
];
const b: LabelRecord[] = [
  { id: 'r1', stated: ['React', 'Unit testing'], inferred: [] },
  { id: 'r2', stated: ['SQL', 'Databases'], inferred: [] },
];

describe('term measures (micro-averaged)', () => {
  it('counts precision over shown terms and recall over stated and all gold', () => {
    const shown = new Map([
      ['r1', ['react', 'Payments', 'Software testing']],
      ['r2', ['SQL', 'Excel']],
    ]);
    const c = termCounts(shown, truth);
    expect(c).toEqual({
      texts: 2,
      shown: 5,
      right: 3, // react (case aside), Software testing, SQL
      gold: 4,
      goldFound: 3,
      stated: 3,
      statedFound: 2, // React, SQL; Unit testing missed
      traps: 1,
      trapsShown: 1,
    });
    expect(ratio(c.right, c.shown)).toBe('0.600 (3 of 5)');
    expect(ratio(c.statedFound, c.stated)).toBe('0.667 (2 of 3)');
  });

  it('sums counts over texts instead of averaging ratios', () => {
    // Per text precision 1/1 and 0/3 (mean 0.5); micro-averaged 1 of 4.
    const c = termCounts(
      new Map([
        ['r1', ['React']],
        ['r2', ['Excel', 'Word', 'Outlook']],
      ]),
      truth,
    );
    expect([c.right, c.shown]).toEqual([1, 4]);
  });

  it('refuses a text with no shown entry, and prints n/a for nothing counted', () => {
    expect(() => termCounts(new Map([['r1', []]]), truth)).toThrow(/r2/);
    expect(ratio(0, 0)).toBe('n/a (0 of 0)');
  });

  it('measures labeller agreement with the same functions, both ways', () => {
    const aOnB = termCounts(readerOf(a), b);
    // a's gold: r1 {React, Software testing, JavaScript}, r2 {SQL}; b's gold: r1 {React, Unit testing}, r2 {SQL, Databases}.
    expect([aOnB.right, aOnB.shown]).toEqual([2, 4]);
    expect([aOnB.statedFound, aOnB.stated]).toEqual([2, 4]);
    const bOnA = termCounts(readerOf(b), a);
    expect([bOnA.right, bOnA.shown]).toEqual([2, 4]);
    expect([bOnA.statedFound, bOnA.stated]).toEqual([2, 2]);
    // A labeller against the reconciled labels.
    const aOnTruth = termCounts(readerOf(a), truth);
    expect([aOnTruth.right, aOnTruth.shown, aOnTruth.statedFound, aOnTruth.stated]).toEqual([3, 4, 2, 3]);
  });
});

describe('field matches', () => {
  it('is exact when equal once case, punctuation and spaces are folded', () => {
    expect(fieldMatch('b.e.  (Mechanical)', 'B.E. (Mechanical)')).toBe('exact');
    expect(fieldMatch('BENGALURU ', 'Bengaluru')).toBe('exact');
  });

  it('is partial on containment at word boundaries or word-set Jaccard >= 0.5', () => {
    expect(fieldMatch('Senior Java Developer', 'Java Developer')).toBe('partial');
    expect(fieldMatch('Java Developer', 'Senior Java Developer at Acme')).toBe('partial');
    // {data, analyst} vs {data, engineer}: 1 of 3 words shared; the last pair shares 3 of 5.
    expect(tokenJaccard('Data Analyst', 'Data Engineer')).toBeCloseTo(1 / 3);
    expect(fieldMatch('Data Analyst', 'Data Engineer')).toBe('miss');
    expect(fieldMatch('Software Engineer II Payments', 'Software Engineer Payments Team')).toBe('partial');
    // Containment inside a word does not count.
    expect(fieldMatch('Pune', 'Punekar Foods')).toBe('miss');
  });

  it('misses a value not read', () => {
    expect(fieldMatch(null, 'Pune')).toBe('miss');
    expect(fieldMatch('  ', 'Pune')).toBe('miss');
  });

  it('matches dates exactly, or partially by the year or two open ends', () => {
    expect(dateMatch('2021-03', '2021-03')).toBe('exact');
    expect(dateMatch('2021', '2021-03')).toBe('partial');
    expect(dateMatch('Present', 'present')).toBe('exact');
    expect(dateMatch('current', 'present')).toBe('partial');
    expect(dateMatch('2020-03', '2021-03')).toBe('miss');
  });

  it('counts only labelled values, and prints a field the engine does not read honestly', () => {
    const c = fieldCounts([
      { read: 'Java Developer', truth: 'Java Developer' },
      { read: 'Senior Java Developer', truth: 'Java Developer' },
      { read: 'Accountant', truth: 'Nurse' },
      { read: 'Anything', truth: null },
    ]);
    expect(c).toEqual({ labelled: 3, exact: 1, partial: 1, read: true });
    expect(fieldLine(c)).toBe('exact 0.333 (1 of 3), exact or partial 0.667 (2 of 3)');
    const notRead = fieldCounts([{ read: 'Pune', truth: 'Pune' }], undefined, false);
    expect(fieldLine(notRead)).toBe('not read (0 of 1)');
  });
});

describe('freeze check', () => {
  const root = mkdtempSync(join(tmpdir(), 'freeze-'));
  mkdirSync(join(root, 'fresh', 'files'), { recursive: true });
  writeFileSync(join(root, 'fresh', 'jobs.json'), '[1]');
  writeFileSync(join(root, 'fresh', 'files', 'r1.pdf'), 'pdf bytes');
  const jobsSha = sha256Of(new TextEncoder().encode('[1]'));
  const fileSha = sha256Of(new TextEncoder().encode('pdf bytes'));

  it('passes when every hash is written and matches', () => {
    const check = checkFrozen(root, {
      files: [{ path: 'fresh/jobs.json', sha256: jobsSha }],
      dirs: [{ path: 'fresh/files', files: { 'fresh/files/r1.pdf': fileSha } }],
    });
    expect(check).toEqual({ ok: true, files: ['fresh/jobs.json', 'fresh/files/r1.pdf'] });
  });

  it('refuses a wrong hash, naming the file', () => {
    const check = checkFrozen(root, { files: [{ path: 'fresh/jobs.json', sha256: '0'.repeat(64) }] });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.file).toBe('fresh/jobs.json');
      expect(check.reason).toContain(jobsSha);
    }
  });

  it('refuses a set with any hash not written yet, before reading a file', () => {
    const check = checkFrozen(root, {
      files: [
        { path: 'fresh/jobs.json', sha256: jobsSha },
        { path: 'fresh/missing.json', sha256: null },
      ],
    });
    expect(check).toEqual({ ok: false, file: 'fresh/missing.json', reason: 'not frozen yet (null)' });
    expect(checkFrozen(root, { files: [], dirs: [{ path: 'fresh/files', files: null }] }).ok).toBe(false);
  });

  it('refuses a missing file and a file of a frozen folder that is not in the registry', () => {
    expect(checkFrozen(root, { files: [{ path: 'fresh/gone.json', sha256: jobsSha }] })).toEqual({
      ok: false,
      file: 'fresh/gone.json',
      reason: 'missing',
    });
    writeFileSync(join(root, 'fresh', 'files', 'r2.pdf'), 'added later');
    const check = checkFrozen(root, {
      files: [],
      dirs: [{ path: 'fresh/files', files: { 'fresh/files/r1.pdf': fileSha } }],
    });
    expect(check).toMatchObject({ ok: false, file: 'fresh/files/r2.pdf' });
  });
});
