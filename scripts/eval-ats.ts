/**
 * npm run eval:ats - the matching engine's figures, in one run:
 *
 * Terms (scripts/ats-eval/term-jobs.json, written and labelled by someone who never saw the engine's
 * code): for each trap-rich job, the taxonomy skills the engine shows for it against the gold list of
 * skills the job really means. Precision of shown terms and recall of the job's skills, micro-averaged.
 * A shown skill and a label meet only by the skill's canonical taxonomy name (case aside): the labeller
 * wrote canonical names (checked by their own validator), so no mapping between names is needed.
 *
 * Ranking: ranks the 962 real resumes of ../shared/data for job descriptions and prints P@3, nDCG@10
 * and MAP (relevant = same category, macro-averaged over the jobs), for the engine and for plain BM25:
 *  - dev (scripts/eval-jobs.json) and holdout (scripts/eval-jobs-holdout.json), the older sets;
 *  - cross-validation by category over both: the categories fall into CV_FOLDS folds; for each fold
 *    the weights are chosen among WEIGHT_GRID on the other folds' jobs and measured on its own. The
 *    held-out figures are the estimate of how the chosen weights carry over to unseen roles;
 *  - a confusion summary: which categories fill the top 10 in place of the job's own.
 * With --blind, also the fresh blind set (scripts/ats-eval/blind-jobs.json), which must match its
 * frozen SHA-256 below: it is reported once, when the ranking work is done, never tuned on.
 * With --stress, the older sets again without skill lists, and with the title alone.
 * With --per-job, one line per job; with --terms-detail, every shown skill not in the gold list.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { analyzeJob, analyzeResume, ATS_WEIGHTS, DEFINING_SHARE, jobSkillTerms, rankCandidatesForJob, type ScoreOptions } from '../worker/ats/index';
import { Bm25 } from './bm25';
import { csvRecords } from './lib/csv';

interface EvalJob {
  category: string;
  title: string;
  description: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  minYears: number;
}

/** SHA-256 of scripts/ats-eval/blind-jobs.json, frozen when it was committed. */
const BLIND_SHA256: string | null = 'a28183e0f2a9fbb0c6d64643f92a52322ca1fe0a87ace0e0746efdee52bf1a0e';
const CV_FOLDS = 5;
/**
 * Settings cross-validation chooses among: how much of relevance goes to role identity and title,
 * and how much of role identity the job's defining skills earn (DEFINING_SHARE).
 */
const WEIGHT_GRID: ScoreOptions[] = [
  { weights: { ...ATS_WEIGHTS }, definingShare: DEFINING_SHARE },
  { weights: { ...ATS_WEIGHTS, relevance: 0.4, role: 0 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.25, title: 0.2 } },
  { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.15, title: 0.2 } },
  ...[0.3, 0.6].flatMap((definingShare) => [
    { weights: { ...ATS_WEIGHTS }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 }, definingShare },
  ]),
];

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const here = (file: string) => new URL(file, import.meta.url);
const dataPath = args.find((a) => !a.startsWith('--')) ?? new URL('../../shared/data/resumes-updated-dataset.csv', import.meta.url).pathname;
const loadJobs = (file: string | URL) => JSON.parse(readFileSync(file, 'utf8')) as EvalJob[];
const f = (x: number) => x.toFixed(3);
const started = performance.now();

// ---- Terms ---------------------------------------------------------------------------------------
interface TermJob {
  id?: string | number;
  title: string;
  description?: string;
  requiredSkills?: string[];
  niceToHaveSkills?: string[];
  minYears?: number;
  [key: string]: unknown;
}
const termFile = here('./ats-eval/term-jobs.json');
if (existsSync(termFile)) {
  const raw = JSON.parse(readFileSync(termFile, 'utf8')) as TermJob[] | { jobs: TermJob[] };
  const jobs = Array.isArray(raw) ? raw : raw.jobs;
  const goldOf = (j: TermJob): string[] => {
    for (const key of ['gold', 'goldSkills', 'gold_skills', 'skills', 'expectedSkills', 'labels']) {
      const v = j[key];
      if (Array.isArray(v)) return v.map((s) => (typeof s === 'string' ? s : String((s as { skill?: string; name?: string }).skill ?? (s as { name?: string }).name)));
    }
    throw new Error(`term-jobs.json: no gold list on job ${j.id ?? j.title}`);
  };
  let shown = 0;
  let right = 0;
  let gold = 0;
  let found = 0;
  let traps = 0;
  let trapsAvoided = 0;
  // Shown skills outside the gold list that no trap names either: counted wrong (the labeller's rule:
  // anything not in gold is an error) but listed apart, since nobody judged them one by one.
  const unjudged: string[] = [];
  const wrong: string[] = [];
  const missed: string[] = [];
  for (const j of jobs) {
    const profile = analyzeJob({ title: j.title, description: j.description ?? '', requiredSkills: j.requiredSkills ?? [], niceToHaveSkills: j.niceToHaveSkills ?? [], minYears: j.minYears ?? 0 });
    const want = new Set(goldOf(j).map((s) => s.toLowerCase()));
    const got = jobSkillTerms(profile);
    const gotNames = new Set(got.map((g) => g.skill.toLowerCase()));
    shown += got.length;
    gold += want.size;
    const trapped = new Set(((j.traps as Array<{ notMeant: string }> | undefined) ?? []).map((t) => t.notMeant.toLowerCase()));
    for (const g of got) {
      if (want.has(g.skill.toLowerCase())) right++;
      else {
        wrong.push(`  ${String(j.id ?? j.title).padEnd(10)} shown ${g.skill}  <- "${g.source}"`);
        if (!trapped.has(g.skill.toLowerCase())) unjudged.push(`${j.id ?? j.title} ${g.skill}`);
      }
    }
    // Everyday-word collisions the labeller listed: avoided when the wrong skill is not shown.
    for (const t of (j.traps as Array<{ notMeant: string }> | undefined) ?? []) {
      traps++;
      if (!gotNames.has(t.notMeant.toLowerCase())) trapsAvoided++;
    }
    for (const w of want) {
      if (gotNames.has(w)) found++;
      else missed.push(`  ${String(j.id ?? j.title).padEnd(10)} missed ${w}`);
    }
  }
  console.log(`Terms: ${jobs.length} labelled jobs (scripts/ats-eval/term-jobs.json), ${shown} skills shown, ${gold} in the gold lists`);
  console.log(`  precision of shown terms  ${f(shown ? right / shown : 1)}   (target >= 0.98)`);
  console.log(`  recall of the job's skills ${f(gold ? found / gold : 1)}   (target >= 0.98)`);
  console.log(`  labelled traps avoided     ${trapsAvoided} of ${traps}`);
  console.log(`  shown, not gold and no trap (unjudged, counted wrong): ${unjudged.length}${unjudged.length ? `: ${unjudged.join('; ')}` : ''}`);
  if (flag('--terms-detail')) console.log([...wrong, ...missed].join('\n'));
} else {
  console.log('Terms: scripts/ats-eval/term-jobs.json is not there yet; no term figures.');
}

// ---- Ranking -------------------------------------------------------------------------------------
const { records } = csvRecords(readFileSync(dataPath, 'utf8'));
const categories = records.map((r) => r.Category ?? '');
const texts = records.map((r) => r.Resume ?? '');

function metrics(order: readonly number[], category: string) {
  const rel = order.map((i) => (categories[i] === category ? 1 : 0));
  const total = rel.reduce<number>((a, b) => a + b, 0);
  const p3 = (rel[0]! + rel[1]! + rel[2]!) / 3;
  let dcg = 0;
  let idcg = 0;
  for (let k = 0; k < 10; k++) {
    dcg += rel[k]! / Math.log2(k + 2);
    if (k < total) idcg += 1 / Math.log2(k + 2);
  }
  let hits = 0;
  let ap = 0;
  rel.forEach((r, k) => {
    if (r) ap += ++hits / (k + 1);
  });
  return { p3, ndcg: idcg ? dcg / idcg : 0, ap: total ? ap / total : 0 };
}
type Metrics = ReturnType<typeof metrics>;
const meanOf = (ms: readonly Metrics[]): Metrics => ({
  p3: ms.reduce((a, m) => a + m.p3, 0) / ms.length,
  ndcg: ms.reduce((a, m) => a + m.ndcg, 0) / ms.length,
  ap: ms.reduce((a, m) => a + m.ap, 0) / ms.length,
});

// Profiles once per distinct text: the data set repeats many resumes. A fixed "as of" date keeps
// the figures the same from one day to the next.
const asOf = new Date(Date.UTC(2024, 0, 1));
const cache = new Map<string, ReturnType<typeof analyzeResume>>();
const candidates = texts.map((t) => {
  let p = cache.get(t);
  if (!p) cache.set(t, (p = analyzeResume(t, { asOf })));
  return { profile: p };
});
const bm25 = new Bm25(texts);
const engineOrder = (job: EvalJob, options?: ScoreOptions) => rankCandidatesForJob(analyzeJob(job), candidates, options).map((r) => r.index);
function bm25Order(job: EvalJob): number[] {
  const s = bm25.scores([job.title, job.description, ...job.requiredSkills, ...job.niceToHaveSkills].join(' '));
  return s.map((_, i) => i).sort((a, b) => s[b]! - s[a]! || a - b);
}

console.log(`\nRanking: ${records.length} resumes (${cache.size} distinct), relevant = same category, macro-averaged over jobs`);
const row = (label: string, m: Metrics) => console.log(`${label.padEnd(16)}${f(m.p3)}   ${f(m.ndcg)}    ${f(m.ap)}`);
const confusions = new Map<string, number>();
function runSet(name: string, jobs: readonly EvalJob[]): boolean {
  const engine: Metrics[] = [];
  const base: Metrics[] = [];
  for (const job of jobs) {
    const order = engineOrder(job);
    engine.push(metrics(order, job.category));
    base.push(metrics(bm25Order(job), job.category));
    for (const i of order.slice(0, 10)) if (categories[i] !== job.category) confusions.set(`${job.category} <- ${categories[i]}`, (confusions.get(`${job.category} <- ${categories[i]}`) ?? 0) + 1);
    if (flag('--per-job')) {
      const e = engine.at(-1)!;
      const b = base.at(-1)!;
      console.log(`  ${job.title.slice(0, 34).padEnd(34)} engine P@3 ${f(e.p3)} nDCG ${f(e.ndcg)} AP ${f(e.ap)} | bm25 P@3 ${f(b.p3)} nDCG ${f(b.ndcg)} AP ${f(b.ap)}`);
    }
  }
  const e = meanOf(engine);
  const b = meanOf(base);
  console.log(`\n${name} set: ${jobs.length} jobs\n                P@3     nDCG@10  MAP`);
  row('engine', e);
  row('BM25 baseline', b);
  const wins = e.p3 > b.p3 && e.ndcg > b.ndcg && e.ap > b.ap;
  console.log(`engine beats BM25 on all three (${name}): ${wins ? 'yes' : 'NO'}`);
  return wins;
}

const dev = loadJobs(here('./eval-jobs.json'));
const holdout = loadJobs(here('./eval-jobs-holdout.json'));
let allWins = runSet('dev', dev) && runSet('holdout', holdout);
if (flag('--stress')) {
  const both = [...dev, ...holdout];
  runSet('dev+holdout, no skill lists', both.map((j) => ({ ...j, requiredSkills: [], niceToHaveSkills: [] })));
  runSet('dev+holdout, title only', both.map((j) => ({ ...j, description: '', requiredSkills: [], niceToHaveSkills: [], minYears: 0 })));
}

// Cross-validation by category: no job of a held-out category is seen when choosing the weights.
{
  const older = [...dev, ...holdout];
  const cats = [...new Set(older.map((j) => j.category))].sort();
  const foldOf = new Map(cats.map((c, i) => [c, i % CV_FOLDS]));
  // Every job ranked once per weight set.
  // Every job ranked once per setting, with the wrong categories in its top 10 (neighbour confusions).
  const intrusions = WEIGHT_GRID.map(() => new Map<string, number>());
  const byGrid = WEIGHT_GRID.map((w, g) =>
    older.map((j) => {
      const order = engineOrder(j, w);
      for (const i of order.slice(0, 10)) if (categories[i] !== j.category) intrusions[g]!.set(`${j.category} <- ${categories[i]}`, (intrusions[g]!.get(`${j.category} <- ${categories[i]}`) ?? 0) + 1);
      return metrics(order, j.category);
    }),
  );
  const heldOut: Metrics[] = [];
  const chosen: number[] = [];
  for (let fold = 0; fold < CV_FOLDS; fold++) {
    const train = older.map((j, i) => (foldOf.get(j.category) === fold ? -1 : i)).filter((i) => i >= 0);
    const test = older.map((j, i) => (foldOf.get(j.category) === fold ? i : -1)).filter((i) => i >= 0);
    let best = 0;
    let bestNdcg = -1;
    byGrid.forEach((ms, g) => {
      const v = meanOf(train.map((i) => ms[i]!)).ndcg;
      if (v > bestNdcg + 1e-9) [best, bestNdcg] = [g, v];
    });
    chosen.push(best);
    for (const i of test) heldOut.push(byGrid[best]![i]!);
  }
  console.log(`\ncross-validation by category (${CV_FOLDS} folds of ${cats.length} categories, ${older.length} jobs of dev+holdout)`);
  console.log(`settings chosen per fold among ${WEIGHT_GRID.length} sets: ${chosen.map((c) => `#${c}`).join(' ')} (#0 is the shipped ATS_WEIGHTS)`);
  console.log('                P@3     nDCG@10  MAP');
  row('held-out folds', meanOf(heldOut));
  WEIGHT_GRID.forEach((w, g) => {
    const top = [...intrusions[g]!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2);
    const wrong = [...intrusions[g]!.values()].reduce((a, n) => a + n, 0);
    console.log(`${`set #${g} on all`.padEnd(16)}${f(meanOf(byGrid[g]!).p3)}   ${f(meanOf(byGrid[g]!).ndcg)}    ${f(meanOf(byGrid[g]!).ap)}   top-10 intrusions ${wrong} (${top.map(([p, n]) => `${p} ${n}`).join(', ')})`);
  });
  if (flag('--per-job')) WEIGHT_GRID.forEach((w, g) => console.log(`  #${g} ${JSON.stringify(w)}`));
}

if (flag('--blind')) {
  const file = here('./ats-eval/blind-jobs.json');
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (BLIND_SHA256 === null || sha !== BLIND_SHA256) {
    console.error(`blind set: SHA-256 ${sha} is not the frozen ${BLIND_SHA256}; refusing to report on a changed set`);
    process.exit(1);
  }
  allWins = runSet('blind (fresh, frozen)', loadJobs(file)) && allWins;
}

console.log('\nconfusions: categories most often in a job\'s top 10 in place of its own (all sets above)');
for (const [pair, n] of [...confusions].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 12)) console.log(`  ${String(n).padStart(3)}  ${pair}`);
console.log(`\nengine beats BM25 on all three, every set: ${allWins ? 'yes' : 'NO'}   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
