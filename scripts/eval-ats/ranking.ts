/**
 * Ranking side of `npm run eval:ats`: the 962 real resumes of ../shared/data ranked for job
 * descriptions, relevant = same category. P@3, nDCG@10 and MAP macro-averaged over the jobs, for the
 * engine and for plain BM25 (scripts/bm25.ts) in the same run, and per job the nDCG@10 of both, with
 * the jobs where the engine is more than NDCG_MARGIN below BM25 flagged and counted. The data repeat
 * most resumes (962 rows, 166 distinct texts), so one wrong resume's copies can fill a top 10: the
 * same measures are also given over distinct resumes, each text ranked once at its best place.
 */
import { readFileSync } from 'node:fs';

import {
  analyzeJob,
  analyzeResume,
  ATS_WEIGHTS,
  DEFINING_SHARE,
  rankCandidatesForJob,
  type ScoreOptions,
} from '../../worker/ats/index';
import { Bm25 } from '../bm25';
import { csvRecords } from '../lib/csv';

export interface EvalJob {
  category: string;
  title: string;
  description: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  minYears: number;
}

export const CV_FOLDS = 5;
/** A job is flagged when the engine's nDCG@10 is more than this below BM25's. */
export const NDCG_MARGIN = 0.05;
/**
 * Settings cross-validation chooses among: how much of relevance goes to role identity and title,
 * how much weight experience keeps, and how much of role identity the job's defining skills earn
 * (DEFINING_SHARE).
 */
export const WEIGHT_GRID: ScoreOptions[] = [
  { weights: { ...ATS_WEIGHTS }, definingShare: DEFINING_SHARE },
  { weights: { ...ATS_WEIGHTS, relevance: 0.4, role: 0 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.25, title: 0.2 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.15, title: 0.2 } },
  ...[0.3, 0.6].flatMap((distinctShare) => [
    { weights: { ...ATS_WEIGHTS }, distinctShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 }, distinctShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 }, distinctShare },
  ]),
  // The experience part's weight: ats-2.12.0's 10 (from role identity), and 5 with the other 5 to
  // relevance, title or role identity and relevance.
  { weights: { ...ATS_WEIGHTS, experience: 0.1, role: 0.1 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.35, role: 0.1 } },
  { weights: { ...ATS_WEIGHTS, title: 0.2, role: 0.1 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.2 } },
  ...[0.3, 0.6].flatMap((definingShare) => [
    { weights: { ...ATS_WEIGHTS }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 }, definingShare },
  ]),
];

export const loadJobs = (file: string | URL) => JSON.parse(readFileSync(file, 'utf8')) as EvalJob[];

const f = (x: number) => x.toFixed(3);

export interface Metrics {
  p3: number;
  ndcg: number;
  ap: number;
}

/** P@3, nDCG@10 and average precision of one ranking (binary relevance). */
export function metrics(rel: readonly number[]): Metrics {
  const total = rel.reduce<number>((a, b) => a + b, 0);
  const p3 = ((rel[0] ?? 0) + (rel[1] ?? 0) + (rel[2] ?? 0)) / 3;
  let dcg = 0;
  let idcg = 0;
  for (let k = 0; k < 10; k++) {
    dcg += (rel[k] ?? 0) / Math.log2(k + 2);
    if (k < total) idcg += 1 / Math.log2(k + 2);
  }
  let hits = 0;
  let ap = 0;
  rel.forEach((r, k) => {
    if (r) ap += ++hits / (k + 1);
  });
  return { p3, ndcg: idcg ? dcg / idcg : 0, ap: total ? ap / total : 0 };
}

export const meanOf = (ms: readonly Metrics[]): Metrics => ({
  p3: ms.reduce((a, m) => a + m.p3, 0) / ms.length,
  ndcg: ms.reduce((a, m) => a + m.ndcg, 0) / ms.length,
  ap: ms.reduce((a, m) => a + m.ap, 0) / ms.length,
});

/** A resume's text as one resume: the same words whatever their spacing, case or Unicode form. */
export const normalisedText = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** For each row, the first row with the same normalised text: the row that stands for that resume. */
export function distinctOf(texts: readonly string[]): number[] {
  const first = new Map<string, number>();
  return texts.map((t, i) => {
    const k = normalisedText(t);
    const at = first.get(k);
    if (at !== undefined) return at;
    first.set(k, i);
    return i;
  });
}

/** A ranking of rows as a ranking of resumes: each distinct text once, at its first (best) place. */
export function onceEach(order: readonly number[], distinct: readonly number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const i of order) {
    const d = distinct[i]!;
    if (!seen.has(d)) {
      seen.add(d);
      out.push(d);
    }
  }
  return out;
}

const row = (label: string, m: Metrics, width = 16) =>
  console.log(`${label.padEnd(width)}${f(m.p3)}   ${f(m.ndcg)}    ${f(m.ap)}`);

/** Profiles the resumes once (per distinct text) and ranks job sets against them. */
export function createRanking(dataPath: string, options: { perJob: boolean }) {
  const { records } = csvRecords(readFileSync(dataPath, 'utf8'));
  const categories = records.map((r) => r.Category ?? '');
  const texts = records.map((r) => r.Resume ?? '');
  // Profiles once per distinct text: the data set repeats many resumes. A fixed "as of" date keeps
  // the figures the same from one day to the next.
  const asOf = new Date(Date.UTC(2024, 0, 1));
  const cache = new Map<string, ReturnType<typeof analyzeResume>>();
  const candidates = texts.map((t) => {
    let p = cache.get(t);
    if (!p) cache.set(t, (p = analyzeResume(t, { asOf })));
    return { profile: p };
  });
  const distinct = distinctOf(texts);
  const distinctCount = new Set(distinct).size;
  const bm25 = new Bm25(texts);
  const engineOrder = (job: EvalJob, o?: ScoreOptions) =>
    rankCandidatesForJob(analyzeJob(job), candidates, o).map((r) => r.index);
  function bm25Order(job: EvalJob): number[] {
    const s = bm25.scores([job.title, job.description, ...job.requiredSkills, ...job.niceToHaveSkills].join(' '));
    return s.map((_, i) => i).sort((a, b) => s[b]! - s[a]! || a - b);
  }
  const measure = (order: readonly number[], category: string) =>
    metrics(order.map((i) => (categories[i] === category ? 1 : 0)));
  const confusions = new Map<string, number>();
  const countIn = (into: Map<string, number>, job: EvalJob, order: readonly number[]) => {
    for (const i of order.slice(0, 10))
      if (categories[i] !== job.category) {
        const pair = `${job.category} <- ${categories[i]}`;
        into.set(pair, (into.get(pair) ?? 0) + 1);
      }
  };

  console.log(
    `\nRanking: ${records.length} resumes (${cache.size} distinct), relevant = same category, macro-averaged over jobs`,
  );

  /**
   * One set: per job the engine's nDCG@10 beside BM25's (flagged "<<" when more than NDCG_MARGIN
   * below), then the means. Returns whether the engine beats BM25 on all three means.
   */
  function runSet(name: string, jobs: readonly EvalJob[]): boolean {
    const engine: Metrics[] = [];
    const base: Metrics[] = [];
    const lines: string[] = [];
    const engineOnce: Metrics[] = [];
    const baseOnce: Metrics[] = [];
    let flagged = 0;
    let flaggedOnce = 0;
    for (const job of jobs) {
      const order = engineOrder(job);
      const baseOrder = bm25Order(job);
      const e = measure(order, job.category);
      const b = measure(baseOrder, job.category);
      engine.push(e);
      base.push(b);
      const eo = measure(onceEach(order, distinct), job.category);
      const bo = measure(onceEach(baseOrder, distinct), job.category);
      engineOnce.push(eo);
      baseOnce.push(bo);
      if (eo.ndcg < bo.ndcg - NDCG_MARGIN) flaggedOnce++;
      countIn(confusions, job, order);
      const low = e.ndcg < b.ndcg - NDCG_MARGIN;
      if (low) flagged++;
      lines.push(
        options.perJob
          ? `  ${job.title.slice(0, 34).padEnd(34)} engine P@3 ${f(e.p3)} nDCG ${f(e.ndcg)} AP ${f(e.ap)} | bm25 P@3 ${f(b.p3)} nDCG ${f(b.ndcg)} AP ${f(b.ap)}${low ? '  <<' : ''}`
          : `  ${job.title.slice(0, 40).padEnd(40)} ${job.category.slice(0, 22).padEnd(22)} ${f(e.ndcg)}   ${f(b.ndcg)}${low ? `  << ${f(e.ndcg - b.ndcg)}` : ''}`,
      );
    }
    const e = meanOf(engine);
    const b = meanOf(base);
    console.log(
      `\n${name} set: ${jobs.length} jobs, per job nDCG@10 (<< : engine more than ${NDCG_MARGIN} below BM25)`,
    );
    if (!options.perJob) console.log(`  ${'job'.padEnd(40)} ${'category'.padEnd(22)} engine  BM25`);
    console.log(lines.join('\n'));
    console.log(`jobs where the engine is more than ${NDCG_MARGIN} below BM25 (${name}): ${flagged} of ${jobs.length}`);
    console.log('                P@3     nDCG@10  MAP');
    row('engine', e);
    row('BM25 baseline', b);
    const wins = e.p3 > b.p3 && e.ndcg > b.ndcg && e.ap > b.ap;
    console.log(`engine beats BM25 on all three (${name}): ${wins ? 'yes' : 'NO'}`);
    console.log(
      `over distinct resumes (${name}): ${distinctCount} texts, each ranked once at its best place; jobs more than ${NDCG_MARGIN} below BM25: ${flaggedOnce} of ${jobs.length}`,
    );
    console.log('                      P@3     nDCG@10  MAP');
    row('engine, distinct', meanOf(engineOnce), 22);
    row('BM25, distinct', meanOf(baseOnce), 22);
    return wins;
  }

  /** Cross-validation by category: no job of a held-out category is seen when choosing the weights. */
  function crossValidate(older: readonly EvalJob[]): void {
    const cats = [...new Set(older.map((j) => j.category))].sort();
    const foldOf = new Map(cats.map((c, i) => [c, i % CV_FOLDS]));
    // Every job ranked once per setting, with the wrong categories in its top 10 (neighbour confusions).
    const intrusions = WEIGHT_GRID.map(() => new Map<string, number>());
    const base = older.map((j) => measure(bm25Order(j), j.category));
    const byGrid = WEIGHT_GRID.map((w, g) =>
      older.map((j) => {
        const order = engineOrder(j, w);
        countIn(intrusions[g]!, j, order);
        return measure(order, j.category);
      }),
    );
    // Item 5 first: a setting is chosen for fewest jobs more than NDCG_MARGIN below BM25, then nDCG@10.
    const lowIn = (ms: readonly Metrics[], jobs: readonly number[]) =>
      jobs.filter((i) => ms[i]!.ndcg < base[i]!.ndcg - NDCG_MARGIN).length;
    const all = older.map((_, i) => i);
    const heldOut: Metrics[] = [];
    const chosen: number[] = [];
    for (let fold = 0; fold < CV_FOLDS; fold++) {
      const train = older.map((j, i) => (foldOf.get(j.category) === fold ? -1 : i)).filter((i) => i >= 0);
      const test = older.map((j, i) => (foldOf.get(j.category) === fold ? i : -1)).filter((i) => i >= 0);
      let best = 0;
      let bestLow = Infinity;
      let bestNdcg = -1;
      byGrid.forEach((ms, g) => {
        const low = lowIn(ms, train);
        const v = meanOf(train.map((i) => ms[i]!)).ndcg;
        if (low < bestLow || (low === bestLow && v > bestNdcg + 1e-9)) [best, bestLow, bestNdcg] = [g, low, v];
      });
      chosen.push(best);
      for (const i of test) heldOut.push(byGrid[best]![i]!);
    }
    console.log(
      `\ncross-validation by category (${CV_FOLDS} folds of ${cats.length} categories, ${older.length} jobs of dev+holdout)`,
    );
    console.log(
      `settings chosen per fold among ${WEIGHT_GRID.length} sets: ${chosen.map((c) => `#${c}`).join(' ')} (#0 is the shipped ATS_WEIGHTS)`,
    );
    console.log('                P@3     nDCG@10  MAP');
    row('held-out folds', meanOf(heldOut));
    WEIGHT_GRID.forEach((_, g) => {
      const top = [...intrusions[g]!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2);
      const wrong = [...intrusions[g]!.values()].reduce((a, n) => a + n, 0);
      console.log(
        `${`set #${g} on all`.padEnd(16)}${f(meanOf(byGrid[g]!).p3)}   ${f(meanOf(byGrid[g]!).ndcg)}    ${f(meanOf(byGrid[g]!).ap)}   below BM25 ${lowIn(byGrid[g]!, all)}, top-10 intrusions ${wrong} (${top.map(([p, n]) => `${p} ${n}`).join(', ')})`,
      );
    });
    if (options.perJob) WEIGHT_GRID.forEach((w, g) => console.log(`  #${g} ${JSON.stringify(w)}`));
  }

  function printConfusions(): void {
    console.log("\nconfusions: categories most often in a job's top 10 in place of its own (all sets above)");
    for (const [pair, n] of [...confusions].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 12))
      console.log(`  ${String(n).padStart(3)}  ${pair}`);
  }

  return { runSet, crossValidate, printConfusions };
}
