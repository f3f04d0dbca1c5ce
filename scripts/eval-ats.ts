/**
 * npm run eval:ats - the matching engine's figures, in one run:
 *
 * Terms (scripts/ats-eval/term-jobs.json, written and labelled by someone who never saw the engine's
 * code): for each trap-rich job, the taxonomy skills the engine shows for it against the job's gold
 * skills (`stated`: those its own text states; the rest of gold a reader infers), micro-averaged:
 * precision of shown terms, recall of the stated skills (the target) and recall of all gold. A shown
 * skill is judged when it is gold or a labelled trap; the others are counted wrong and listed. A
 * shown skill and a label meet only by the skill's canonical taxonomy name (case aside): the labeller
 * wrote canonical names (checked by their own validator), so no mapping between names is needed.
 * The spent term holdouts (TERM_HOLDOUTS) follow with the same detail; with --term-holdout, the
 * figures (no per-job lines) of the fresh ones too. Each must match its frozen SHA-256 below; with --judge <file>, only the shown skills of that
 * labelled file that are neither gold nor a trap (for the labeller, who judges them and never reads
 * the misses); with --agreement, how two labellers who labelled the same texts blind agree, on the
 * engine's own measures, beside the engine's figures against each (AGREEMENT); with --terms-only, no
 * ranking.
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
 * With --per-job, one line per job; with --terms-detail, every shown skill not in the gold list; with
 * --misses, every missed gold label with the job phrase nearest to it and why the engine missed it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

import {
  analyzeJob,
  analyzeResume,
  ATS_WEIGHTS,
  DEFINING_SHARE,
  jobSkillTerms,
  rankCandidatesForJob,
  type ScoreOptions,
} from '../worker/ats/index';
import {
  ambiguousKeys,
  describesEmployer,
  describesOther,
  listItem,
  nameForm,
  needsContext,
  ownForm,
} from '../worker/ats/taxonomy/context';
import { findSkills, keyOf, lookupSkill, parentsOf, taxonomy } from '../worker/ats/taxonomy/taxonomy';
import { normalizeText, STOPWORDS, tokenize, tokenizeWithCase } from '../worker/ats/text';
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
/**
 * Term holdouts in scripts/ats-eval, each written and labelled before the engine work it measures,
 * with its SHA-256 frozen when the labeller's file lands (null: not frozen yet). A `spent` holdout is
 * one whose per-job errors the engine work has read: from then on its figures are development
 * figures, printed with detail beside term-jobs.json on every run.
 */
const TERM_HOLDOUTS: ReadonlyArray<{ file: string; sha256: string | null; spent?: true }> = [
  {
    file: 'term-holdout.json',
    sha256: '7fd04c2fd720baeac6e239d9bdce1366f6a896158dbe06a0e80557ed0359421c',
    spent: true,
  },
  {
    file: 'term-holdout-2.json',
    sha256: '20e15ff08648b3add1220ef196920f0e37b5757215447a31dc6c96eccfbcd655',
    spent: true,
  },
  {
    file: 'term-holdout-3.json',
    sha256: '72e4d337bf3303410573c87341d88c02652c8a3bcba8514e993037fbeae56656',
    spent: true,
  },
  { file: 'term-holdout-4.json', sha256: '78558e15e168a465655850b8a8c83cdc4a942e0a93c4fe6506df34798c1f2d02' },
  { file: 'term-holdout-5.json', sha256: 'f5c7d64d1ba45133bf7da62383836c1a9be766095521683fedfe284ef583cbd0' },
];
/**
 * The same texts labelled twice, blind, under the same rules (LABELLING.md): the first labeller's
 * labels as committed before any engine run on them, and a second labeller's, written without seeing
 * the first's labels, notes or the engine. How far they agree bounds what a figure against one
 * labeller's labels can mean.
 */
const AGREEMENT: ReadonlyArray<{ first: string; second: string }> = [
  { first: 'agreement/term-holdout-3.first.json', second: 'agreement/term-holdout-3.second.json' },
  { first: 'agreement/term-holdout-4.first.json', second: 'agreement/term-holdout-4.second.json' },
];
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
  ...[0.3, 0.6].flatMap((distinctShare) => [
    { weights: { ...ATS_WEIGHTS }, distinctShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 }, distinctShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 }, distinctShare },
  ]),
  ...[0.3, 0.6].flatMap((definingShare) => [
    { weights: { ...ATS_WEIGHTS }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.25, role: 0.15 }, definingShare },
    { weights: { ...ATS_WEIGHTS, relevance: 0.2, role: 0.2 }, definingShare },
  ]),
];

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const here = (file: string) => new URL(file, import.meta.url);
const dataPath =
  args.find((a) => !a.startsWith('--')) ??
  new URL('../../shared/data/resumes-updated-dataset.csv', import.meta.url).pathname;
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
  gold: string[];
  /** The gold skills the job's own text states; the rest of gold the reader infers. */
  stated?: string[];
  traps?: Array<{ phrase: string; notMeant: string }>;
}

/** The skills the engine shows for a labelled job. */
const shownTerms = (j: TermJob) =>
  jobSkillTerms(
    analyzeJob({
      title: j.title,
      description: j.description ?? '',
      requiredSkills: j.requiredSkills ?? [],
      niceToHaveSkills: j.niceToHaveSkills ?? [],
      minYears: j.minYears ?? 0,
    }),
  );

/**
 * Term figures of one labelled file. A shown skill is judged when it is gold (right) or a labelled
 * trap (wrong); one neither is counted wrong and listed. Recall is over the job's `stated` labels
 * (the target) and over all gold; a job without `stated` falls back to a mechanical stand-in (see
 * writesName). With `detail`, every wrong and missed term (and --misses for missed stated labels).
 */
function termFigures(file: string, jobs: readonly TermJob[], detail: boolean): void {
  let shown = 0;
  let right = 0;
  let judged = 0;
  let gold = 0;
  let found = 0;
  let stated = 0;
  let statedFound = 0;
  let standIns = 0;
  let traps = 0;
  let trapsAvoided = 0;
  const unjudged: string[] = [];
  const wrong: string[] = [];
  const missed: string[] = [];
  const misses: Array<{ job: TermJob; skill: string }> = [];
  for (const j of jobs) {
    if (!Array.isArray(j.gold)) throw new Error(`${file}: no gold list on job ${j.id ?? j.title}`);
    const want = new Set(j.gold.map((s) => s.toLowerCase()));
    const got = shownTerms(j);
    const gotNames = new Set(got.map((g) => g.skill.toLowerCase()));
    const trapped = new Set((j.traps ?? []).map((t) => t.notMeant.toLowerCase()));
    const says = j.stated
      ? new Set(j.stated.map((s) => s.toLowerCase()))
      : new Set([...want].filter((w) => writesName(j, w)));
    if (!j.stated) standIns++;
    shown += got.length;
    gold += want.size;
    for (const g of got) {
      const name = g.skill.toLowerCase();
      if (want.has(name)) right++;
      else wrong.push(`  ${String(j.id ?? j.title).padEnd(10)} shown ${g.skill}  <- "${g.source}"`);
      if (want.has(name) || trapped.has(name)) judged++;
      else unjudged.push(`${j.id ?? j.title} ${g.skill} <- "${g.source}"`);
    }
    // Everyday-word collisions the labeller listed: avoided when the wrong skill is not shown.
    for (const t of j.traps ?? []) {
      traps++;
      if (!gotNames.has(t.notMeant.toLowerCase())) trapsAvoided++;
    }
    for (const w of want) {
      const isStated = says.has(w);
      if (isStated) stated++;
      if (gotNames.has(w)) {
        found++;
        if (isStated) statedFound++;
      } else {
        missed.push(`  ${String(j.id ?? j.title).padEnd(10)} missed ${w}${isStated ? '' : ' (inferred)'}`);
        if (isStated) misses.push({ job: j, skill: w });
      }
    }
  }
  const ratio = (a: number, b: number) => `${f(b ? a / b : 1)} (${a} of ${b})`;
  console.log(
    `Terms: ${jobs.length} labelled jobs (${file}), ${shown} skills shown (${judged} judged: gold or a labelled trap), ${gold} gold labels, ${stated} stated`,
  );
  console.log(`  precision of shown terms  ${ratio(right, shown)}   (target >= 0.98)`);
  console.log(`  recall of the job's stated skills ${ratio(statedFound, stated)}   (target >= 0.98)`);
  if (standIns)
    console.log(
      `    stand-in for ${standIns} of ${jobs.length} jobs whose labels mark no stated skills: "stated" = a gold label whose taxonomy name or alias the job writes (every content word in one sentence or list item)`,
    );
  console.log(`  recall of all gold, stated + inferred ${ratio(found, gold)}`);
  console.log(`  labelled traps avoided     ${trapsAvoided} of ${traps}`);
  if (!detail) return;
  console.log(
    `  shown, not gold and no trap (unjudged, counted wrong): ${unjudged.length}${unjudged.length ? `\n    ${unjudged.join('\n    ')}` : ''}`,
  );
  if (flag('--terms-detail')) console.log([...wrong, ...missed].join('\n'));
  if (flag('--misses')) printMisses(misses);
}

function loadTermJobs(file: string): TermJob[] {
  return JSON.parse(readFileSync(here(`./ats-eval/${file}`), 'utf8')) as TermJob[];
}

/**
 * One labeller's gold read as the skills they would show, against another's labels of the same
 * texts: precision over the other's gold, recall of the other's stated skills (micro-averaged).
 */
function labellerFigures(label: string, shownBy: readonly TermJob[], judgedBy: readonly TermJob[]): void {
  const byId = new Map(judgedBy.map((j) => [String(j.id), j]));
  let shown = 0;
  let right = 0;
  let stated = 0;
  let found = 0;
  for (const j of shownBy) {
    const other = byId.get(String(j.id));
    if (!other) throw new Error(`${label}: job ${j.id} is not in both files`);
    const gold = new Set(other.gold.map((s) => s.toLowerCase()));
    const mine = new Set(j.gold.map((s) => s.toLowerCase()));
    shown += mine.size;
    for (const s of mine) if (gold.has(s)) right++;
    for (const s of other.stated ?? []) {
      stated++;
      if (mine.has(s.toLowerCase())) found++;
    }
  }
  console.log(
    `  ${label}: precision ${f(right / shown)} (${right} of ${shown}), recall of the stated skills ${f(found / stated)} (${found} of ${stated})`,
  );
}

const judged = args[args.indexOf('--judge') + 1];
if (flag('--judge') && judged) {
  // For the labeller: the shown skills still to judge, nothing about what the engine missed.
  const jobs = JSON.parse(readFileSync(judged, 'utf8')) as TermJob[];
  for (const j of jobs) {
    const labelled = new Set([...j.gold, ...(j.traps ?? []).map((t) => t.notMeant)].map((s) => s.toLowerCase()));
    for (const g of shownTerms(j))
      if (!labelled.has(g.skill.toLowerCase())) console.log(`${j.id ?? j.title}\t${g.skill}\t<- "${g.source}"`);
  }
  process.exit(0);
}
const termFile = here('./ats-eval/term-jobs.json');
if (existsSync(termFile))
  termFigures('scripts/ats-eval/term-jobs.json', JSON.parse(readFileSync(termFile, 'utf8')) as TermJob[], true);
else console.log('Terms: scripts/ats-eval/term-jobs.json is not there yet; no term figures.');
for (const { file, sha256, spent } of TERM_HOLDOUTS) {
  // A fresh holdout's per-job output is never looked at: figures only, and only when asked for.
  if (!spent && !flag('--term-holdout')) continue;
  const path = here(`./ats-eval/${file}`);
  console.log('');
  if (!existsSync(path)) {
    console.log(`term holdout scripts/ats-eval/${file}: not there`);
    continue;
  }
  const bytes = readFileSync(path);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha256 === null || sha !== sha256) {
    console.error(
      `term holdout scripts/ats-eval/${file}: SHA-256 ${sha} is ${sha256 === null ? 'not frozen yet' : `not the frozen ${sha256}`}; refusing to report`,
    );
    process.exitCode = 1;
    continue;
  }
  const label = spent
    ? `scripts/ats-eval/${file} (a spent holdout: development figures)`
    : `scripts/ats-eval/${file} (frozen holdout)`;
  termFigures(label, JSON.parse(bytes.toString('utf8')) as TermJob[], spent === true);
}
if (flag('--agreement')) {
  for (const { first, second } of AGREEMENT) {
    const a = loadTermJobs(first);
    const b = loadTermJobs(second);
    console.log('');
    console.log(
      `Labeller agreement on the texts of ${first.replace(/\.first\.json$/, '')} (${a.length} jobs), with the engine's measures:`,
    );
    labellerFigures('second labeller vs the first', b, a);
    labellerFigures('first labeller vs the second', a, b);
    termFigures(`engine vs the first labeller (${first})`, a, false);
    termFigures(`engine vs the second labeller (${second})`, b, false);
  }
}
if (flag('--terms-only')) process.exit();

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
const engineOrder = (job: EvalJob, options?: ScoreOptions) =>
  rankCandidatesForJob(analyzeJob(job), candidates, options).map((r) => r.index);
function bm25Order(job: EvalJob): number[] {
  const s = bm25.scores([job.title, job.description, ...job.requiredSkills, ...job.niceToHaveSkills].join(' '));
  return s.map((_, i) => i).sort((a, b) => s[b]! - s[a]! || a - b);
}

console.log(
  `\nRanking: ${records.length} resumes (${cache.size} distinct), relevant = same category, macro-averaged over jobs`,
);
const row = (label: string, m: Metrics) => console.log(`${label.padEnd(16)}${f(m.p3)}   ${f(m.ndcg)}    ${f(m.ap)}`);
const confusions = new Map<string, number>();
function runSet(name: string, jobs: readonly EvalJob[]): boolean {
  const engine: Metrics[] = [];
  const base: Metrics[] = [];
  for (const job of jobs) {
    const order = engineOrder(job);
    engine.push(metrics(order, job.category));
    base.push(metrics(bm25Order(job), job.category));
    for (const i of order.slice(0, 10))
      if (categories[i] !== job.category)
        confusions.set(
          `${job.category} <- ${categories[i]}`,
          (confusions.get(`${job.category} <- ${categories[i]}`) ?? 0) + 1,
        );
    if (flag('--per-job')) {
      const e = engine.at(-1)!;
      const b = base.at(-1)!;
      console.log(
        `  ${job.title.slice(0, 34).padEnd(34)} engine P@3 ${f(e.p3)} nDCG ${f(e.ndcg)} AP ${f(e.ap)} | bm25 P@3 ${f(b.p3)} nDCG ${f(b.ndcg)} AP ${f(b.ap)}`,
      );
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
  runSet(
    'dev+holdout, no skill lists',
    both.map((j) => ({ ...j, requiredSkills: [], niceToHaveSkills: [] })),
  );
  runSet(
    'dev+holdout, title only',
    both.map((j) => ({ ...j, description: '', requiredSkills: [], niceToHaveSkills: [], minYears: 0 })),
  );
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
      for (const i of order.slice(0, 10))
        if (categories[i] !== j.category)
          intrusions[g]!.set(
            `${j.category} <- ${categories[i]}`,
            (intrusions[g]!.get(`${j.category} <- ${categories[i]}`) ?? 0) + 1,
          );
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
  console.log(
    `\ncross-validation by category (${CV_FOLDS} folds of ${cats.length} categories, ${older.length} jobs of dev+holdout)`,
  );
  console.log(
    `settings chosen per fold among ${WEIGHT_GRID.length} sets: ${chosen.map((c) => `#${c}`).join(' ')} (#0 is the shipped ATS_WEIGHTS)`,
  );
  console.log('                P@3     nDCG@10  MAP');
  row('held-out folds', meanOf(heldOut));
  WEIGHT_GRID.forEach((w, g) => {
    const top = [...intrusions[g]!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 2);
    const wrong = [...intrusions[g]!.values()].reduce((a, n) => a + n, 0);
    console.log(
      `${`set #${g} on all`.padEnd(16)}${f(meanOf(byGrid[g]!).p3)}   ${f(meanOf(byGrid[g]!).ndcg)}    ${f(meanOf(byGrid[g]!).ap)}   top-10 intrusions ${wrong} (${top.map(([p, n]) => `${p} ${n}`).join(', ')})`,
    );
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

console.log("\nconfusions: categories most often in a job's top 10 in place of its own (all sets above)");
for (const [pair, n] of [...confusions].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 12))
  console.log(`  ${String(n).padStart(3)}  ${pair}`);
console.log(
  `\nengine beats BM25 on all three, every set: ${allWins ? 'yes' : 'NO'}   (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

/**
 * Whether the job names a gold skill in so many words: every content word of the skill's canonical
 * name or of one of its taxonomy aliases, in any order and form the stem joins, within one sentence
 * of the title and description or one item of its skill lists. A mechanical stand-in for "stated";
 * the rest are skills the labeller inferred.
 */
function writesName(job: TermJob, skill: string): boolean {
  const tax = taxonomy();
  const id = tax.byName.get(skill.toLowerCase());
  if (id === undefined) return false;
  const keysOf = (text: string) =>
    tokenize(text)
      .filter((t) => !STOPWORDS.has(t))
      .map(keyOf);
  const units = [
    job.title,
    ...normalizeText(job.description ?? '').split(/\n|(?<=[.!?])\s+/),
    ...(job.requiredSkills ?? []),
    ...(job.niceToHaveSkills ?? []),
  ].map((u) => new Set(keysOf(u)));
  return [tax.skills[id]!.name, ...tax.skills[id]!.aliases].some((n) => {
    const want = keysOf(n.replace(/!$/, ''));
    return want.length > 0 && units.some((u) => want.every((k) => u.has(k)));
  });
}

// ---- Why a gold label was missed (--misses) --------------------------------------------------------
/**
 * The first reason that explains a missed label, looked for in this order:
 *  - not a name of the taxonomy (the label cannot be met by any engine);
 *  - listed: a skill list item that names it and does not resolve to it;
 *  - found by the taxonomy in a line of the job but dropped by a context rule (the rule named);
 *  - split: a name of the skill written across a comma or semicolon;
 *  - forms: every content word of a name of the skill in one sentence, in another form or order
 *    (word prefixes of 5 letters meet: "documenting" / "documentation", "tests written" / "test writing");
 *  - abbreviation: the initials of a name of the skill written as a word ("SOP", "PPE");
 *  - partial: some, not all, content words of a name of the skill in one sentence;
 *  - inferred: no word of any name of the skill in the job: a skill the reader infers.
 */
function printMisses(misses: ReadonlyArray<{ job: TermJob; skill: string }>): void {
  const tax = taxonomy();
  const loose = (t: string) => keyOf(t).slice(0, 5);
  const content = (phrase: string) => tokenize(phrase).filter((t) => !STOPWORDS.has(t) && t.length > 1);
  const groups = new Map<string, string[]>();
  for (const { job, skill } of misses) {
    const id = tax.byName.get(skill);
    const sentences = [job.title, ...normalizeText(job.description ?? '').split(/\n|(?<=[.!?])\s+/)].filter((l) =>
      l.trim(),
    );
    const listed = [...(job.requiredSkills ?? []), ...(job.niceToHaveSkills ?? [])];
    let why = 'inferred: no word of any name of the skill in the job';
    let where = '';
    if (id === undefined) why = 'label: not a canonical name of the taxonomy';
    else {
      const names = [tax.skills[id]!.name, ...tax.skills[id]!.aliases];
      const covers = (s: number) => s === id || parentsOf(tax, s, ambiguousKeys()).includes(id);
      const asListed = listed.find(
        (l) =>
          names.some((n) => content(n).join(' ') === content(l).join(' ')) ||
          content(l).join(' ').includes(content(tax.skills[id]!.name).join(' ')),
      );
      const found: string[] = [];
      for (const line of sentences) {
        const { lower, raw } = tokenizeWithCase(line);
        const keys = lower.map(keyOf);
        for (const h of findSkills(tax, keys, raw)) {
          if (!covers(h.skill)) continue;
          const rule =
            needsContext(h, keys) && !ownForm(tax, h)
              ? 'an everyday word not in its own form'
              : h.end - h.start === 1 && !h.pinned && !nameForm(tax, h)
                ? 'a one-word name not in its own form'
                : h.end - h.start > 1 && /ed$/.test(lower[h.end - 1]!) && !ownForm(tax, h)
                  ? 'a participle form'
                  : describesOther(tax, h, lower)
                    ? 'describes someone or something else'
                    : describesEmployer(tax, h, lower)
                      ? 'describes the employer'
                      : needsContext(h, keys) && !listItem(line, h)
                        ? 'an everyday word or acronym without a sure context'
                        : 'the working world or area support';
          found.push(`${rule}: "${h.surface}" in "${line.slice(0, 90)}"`);
        }
      }
      const split = sentences.find((line) =>
        names.some(
          (n) =>
            content(n).length > 1 &&
            line.split(/[,;]/).length > 1 &&
            tokenize(line.replace(/[,;]/g, ' ')).join(' ').includes(tokenize(n).join(' ')),
        ),
      );
      const wordsIn = (line: string) => new Set(content(line).map(loose));
      const allIn = (n: string, line: string) =>
        content(n).length > 0 && content(n).every((t) => wordsIn(line).has(loose(t)));
      const someIn = (n: string, line: string) =>
        content(n)
          .filter((t) => !ambiguousKeys().has(keyOf(t)))
          .some((t) => wordsIn(line).has(loose(t)));
      const initials = names
        .map((n) => content(n))
        .filter((w) => w.length > 1)
        .map((w) =>
          w
            .map((t) => t[0])
            .join('')
            .toUpperCase(),
        );
      if (asListed && !found.length)
        [why, where] = [
          `listed: "${asListed}" resolves to ${(() => {
            const s = lookupSkill(tax, asListed);
            return s === null ? 'no skill' : tax.skills[s]!.name;
          })()}`,
          asListed,
        ];
      else if (found.length)
        [why, where] = [`dropped: ${found[0]!.split(': ')[0]}`, found[0]!.slice(found[0]!.indexOf(': ') + 2)];
      else if (split) [why, where] = ['split: a name written across a comma', split.slice(0, 100)];
      else {
        const hit = (test: (n: string, l: string) => boolean) => {
          for (const l of [...sentences, ...listed]) for (const n of names) if (test(n, l)) return { n, l };
          return null;
        };
        const forms = hit(allIn);
        const abbr = [...sentences, ...listed].find((l) =>
          tokenizeWithCase(l).raw.some((w) => w.length > 1 && initials.includes(w.replace(/s$/, ''))),
        );
        const part = hit(someIn);
        // The words of the name inside a longer skill the taxonomy found there ("Spring" in Spring Boot).
        const absorbed =
          forms &&
          (() => {
            const { lower, raw } = tokenizeWithCase(forms.l);
            const want = new Set(content(forms.n).map(loose));
            const h = findSkills(tax, lower.map(keyOf), raw).find(
              (x) => x.skill !== id && lower.slice(x.start, x.end).some((t) => want.has(loose(t))),
            );
            return h ? tax.skills[h.skill]!.name : null;
          })();
        if (absorbed)
          [why, where] = [
            `absorbed: the words belong to ${absorbed}, which implies no ${tax.skills[id]!.name}`,
            forms!.l.slice(0, 100),
          ];
        else if (forms) [why, where] = [`forms: "${forms.n}" in another form or order`, forms.l.slice(0, 100)];
        else if (abbr) [why, where] = ['abbreviation of a name', abbr.slice(0, 100)];
        else if (part) [why, where] = [`partial: words of "${part.n}"`, part.l.slice(0, 100)];
      }
    }
    const group = why.replace(/:.*$/, '');
    const list = groups.get(group) ?? [];
    list.push(`  ${String(job.id ?? job.title).padEnd(5)} ${skill.padEnd(34)} ${why}${where ? `  <- ${where}` : ''}`);
    groups.set(group, list);
  }
  console.log(`\nmissed gold labels by reason (${misses.length}):`);
  for (const [group, list] of [...groups].sort((a, b) => b[1].length - a[1].length))
    console.log(`${group} (${list.length})\n${list.join('\n')}`);
}
