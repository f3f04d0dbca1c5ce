/**
 * The measures of `npm run eval:ats`, pure functions over label records (scripts/ats-eval/LABELLING.md,
 * "Round 6"): no engine, no files. The engine's figures and the labellers' agreement use the same
 * functions: a labeller's gold read as the terms they would show is measured exactly as the engine's
 * shown terms are.
 */

export interface Trap {
  phrase: string;
  notMeant: string;
}

export interface LabelledRole {
  title: string | null;
  employer: string | null;
  place: string | null;
  start: string | null;
  end: string | null;
}

export interface LabelledEducation {
  qualification: string | null;
  institution: string | null;
  year: string | null;
}

/** One text's labels: canonical taxonomy names; gold = stated ∪ inferred. Resume fields for resumes only. */
export interface LabelRecord {
  id: string;
  stated: string[];
  inferred: string[];
  traps?: Trap[];
  statedOutsideTaxonomy?: string[];
  headline?: string | null;
  city?: string | null;
  roles?: LabelledRole[];
  education?: LabelledEducation[];
  notes?: string;
}

/** Skill names meet by their canonical name, case aside. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export const goldOf = (r: LabelRecord): Set<string> => new Set([...r.stated, ...r.inferred].map(nameKey));

/** Micro-averaged counts of shown terms against labels: sums over texts, never a mean of ratios. */
export interface TermCounts {
  texts: number;
  /** Terms shown, and those of them that are gold. */
  shown: number;
  right: number;
  /** Gold labels (stated + inferred), and those shown. */
  gold: number;
  goldFound: number;
  /** Stated labels, and those shown: the recall the target is about. */
  stated: number;
  statedFound: number;
  /** Labelled traps, and those whose wrong skill was shown. */
  traps: number;
  trapsShown: number;
}

/**
 * Shown terms (per text id) against the truth's records. Precision = right / shown (a shown term is
 * right when it is in the text's gold); stated recall = statedFound / stated; every text of the
 * truth must have an entry in `shown` (an empty list when nothing is shown).
 */
export function termCounts(shown: ReadonlyMap<string, readonly string[]>, truth: readonly LabelRecord[]): TermCounts {
  const c: TermCounts = {
    texts: 0,
    shown: 0,
    right: 0,
    gold: 0,
    goldFound: 0,
    stated: 0,
    statedFound: 0,
    traps: 0,
    trapsShown: 0,
  };
  for (const r of truth) {
    const got = shown.get(r.id);
    if (!got) throw new Error(`no shown terms for text ${r.id}`);
    const names = new Set(got.map(nameKey));
    const gold = goldOf(r);
    c.texts++;
    c.shown += names.size;
    for (const n of names) if (gold.has(n)) c.right++;
    c.gold += gold.size;
    for (const g of gold) if (names.has(g)) c.goldFound++;
    for (const s of new Set(r.stated.map(nameKey))) {
      c.stated++;
      if (names.has(s)) c.statedFound++;
    }
    for (const t of r.traps ?? []) {
      c.traps++;
      if (names.has(nameKey(t.notMeant))) c.trapsShown++;
    }
  }
  return c;
}

/** A labeller's gold as the terms they would show, per text id: for agreement on the same measures. */
export const readerOf = (records: readonly LabelRecord[]): Map<string, string[]> =>
  new Map(records.map((r) => [r.id, [...goldOf(r)]]));

/** "0.806 (183 of 227)"; "n/a (0 of 0)" when there is nothing to count. */
export const ratio = (a: number, b: number) => `${b ? (a / b).toFixed(3) : 'n/a'} (${a} of ${b})`;

export const precision = (c: TermCounts) => ratio(c.right, c.shown);
export const statedRecall = (c: TermCounts) => ratio(c.statedFound, c.stated);
export const goldRecall = (c: TermCounts) => ratio(c.goldFound, c.gold);

/** One summary line of term counts. */
export const termLine = (c: TermCounts) =>
  `precision ${precision(c)}, stated recall ${statedRecall(c)}, all-gold recall ${goldRecall(c)}, traps shown ${c.trapsShown} of ${c.traps}`;

// ---- Fields ----------------------------------------------------------------------------------------

/** Case, accents, punctuation and spacing folded: "B.E. (Mechanical)" -> "b e mechanical". */
export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const tokenSet = (s: string) => new Set(fold(s).split(' ').filter(Boolean));

/** Jaccard similarity of the folded word sets (0 when either is empty). */
export function tokenJaccard(a: string, b: string): number {
  const x = tokenSet(a);
  const y = tokenSet(b);
  if (!x.size || !y.size) return 0;
  let both = 0;
  for (const t of x) if (y.has(t)) both++;
  return both / (x.size + y.size - both);
}

export type FieldMatch = 'exact' | 'partial' | 'miss';

/**
 * A value the engine read against the labelled one. Exact: equal once folded (see fold). Partial:
 * not exact, but one folded value contains the other on word boundaries ("Java Developer" in
 * "Senior Java Developer"), or the folded word sets have a Jaccard similarity of at least 0.5.
 * Miss: anything else, and a value not read (null or empty).
 */
export function fieldMatch(read: string | null | undefined, truth: string): FieldMatch {
  if (!read || !fold(read) || !fold(truth)) return 'miss';
  const r = fold(read);
  const t = fold(truth);
  if (r === t) return 'exact';
  if (` ${r} `.includes(` ${t} `) || ` ${t} `.includes(` ${r} `)) return 'partial';
  return tokenJaccard(r, t) >= 0.5 ? 'partial' : 'miss';
}

/**
 * Dates ("2021-03", "2019", "present"). Exact: equal once folded. Partial: the same year (the month
 * missed or added), or both an open end ("present", "current", "now", "till date").
 */
export function dateMatch(read: string | null | undefined, truth: string): FieldMatch {
  if (!read || !fold(read)) return 'miss';
  const r = fold(read);
  const t = fold(truth);
  if (r === t) return 'exact';
  const open = /^(present|current|currently|now|till date|to date|ongoing)$/;
  if (open.test(r) && open.test(t)) return 'partial';
  const year = (s: string) => /\b(19|20)\d\d\b/.exec(s)?.[0];
  return year(r) && year(r) === year(t) ? 'partial' : 'miss';
}

/** Counts of one field over the labelled values (null labels are not counted: the text does not say). */
export interface FieldCounts {
  labelled: number;
  exact: number;
  partial: number;
  /** False when the engine has no reading of this field at all. */
  read: boolean;
}

export function fieldCounts(
  pairs: ReadonlyArray<{ read: string | null | undefined; truth: string | null | undefined }>,
  match: (read: string | null | undefined, truth: string) => FieldMatch = fieldMatch,
  read = true,
): FieldCounts {
  const c: FieldCounts = { labelled: 0, exact: 0, partial: 0, read };
  for (const p of pairs) {
    if (p.truth === null || p.truth === undefined || !fold(p.truth)) continue;
    c.labelled++;
    const m = read ? match(p.read, p.truth) : 'miss';
    if (m === 'exact') c.exact++;
    else if (m === 'partial') c.partial++;
  }
  return c;
}

/** "exact 0.400 (8 of 20), exact or partial 0.600 (12 of 20)", or "not read (0 of 20)". */
export const fieldLine = (c: FieldCounts) =>
  c.read
    ? `exact ${ratio(c.exact, c.labelled)}, exact or partial ${ratio(c.exact + c.partial, c.labelled)}`
    : `not read (0 of ${c.labelled})`;
