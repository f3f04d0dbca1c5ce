/**
 * npm run eval:ats - ranks the 962 real resumes of ../shared/data for job descriptions and prints
 * P@3, nDCG@10 and MAP, relevant = same category, macro-averaged over the jobs, for the engine and
 * for plain BM25, on two sets:
 *  - dev (scripts/eval-jobs.json): one description per category, the set the engine was developed on;
 *  - holdout (scripts/eval-jobs-holdout.json): 32 descriptions written BEFORE any tuning of the
 *    method, in different words, seniorities and lengths, some listing no skills at all. It is not
 *    tuned on: a change is kept only if it helps, or does not hurt, on both sets.
 * With --stress, both sets again with the skill lists removed, and with the title alone (no
 * description, skills or years), to see that the engine does not lean on what employers list.
 */
import { readFileSync } from 'node:fs';
import { analyzeJob, analyzeResume, rankCandidatesForJob } from '../worker/ats/index';
import { csvRecords } from './lib/csv';
import { Bm25 } from './bm25';

interface EvalJob {
  category: string;
  title: string;
  description: string;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  minYears: number;
}

const dataPath = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? new URL('../../shared/data/resumes-updated-dataset.csv', import.meta.url).pathname;
const loadJobs = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as EvalJob[];
const sets = [
  { name: 'dev', jobs: loadJobs('./eval-jobs.json') },
  { name: 'holdout', jobs: loadJobs('./eval-jobs-holdout.json') },
];
if (process.argv.includes('--stress')) {
  const both = [...sets[0]!.jobs, ...sets[1]!.jobs];
  sets.push({ name: 'dev+holdout, no skill lists', jobs: both.map((j) => ({ ...j, requiredSkills: [], niceToHaveSkills: [] })) });
  sets.push({ name: 'dev+holdout, title only', jobs: both.map((j) => ({ ...j, description: '', requiredSkills: [], niceToHaveSkills: [], minYears: 0 })) });
}
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

// Profiles once per distinct text: the data set repeats many resumes. A fixed "as of" date keeps
// the figures the same from one day to the next.
const asOf = new Date(Date.UTC(2024, 0, 1));
const started = performance.now();
const cache = new Map<string, ReturnType<typeof analyzeResume>>();
const candidates = texts.map((t) => {
  let p = cache.get(t);
  if (!p) cache.set(t, (p = analyzeResume(t, { asOf })));
  return { profile: p };
});
const bm25 = new Bm25(texts);

const f = (x: number) => x.toFixed(3);
console.log(`ATS eval: ${records.length} resumes (${cache.size} distinct), relevant = same category, macro-averaged over jobs`);
let allWins = true;
for (const { name, jobs } of sets) {
  const rows: Array<{ category: string; title: string; engine: ReturnType<typeof metrics>; bm25: ReturnType<typeof metrics> }> = [];
  for (const job of jobs) {
    const profile = analyzeJob(job);
    const engineOrder = rankCandidatesForJob(profile, candidates).map((r) => r.index);
    const query = [job.title, job.description, ...job.requiredSkills, ...job.niceToHaveSkills].join(' ');
    const s = bm25.scores(query);
    const bmOrder = s.map((_, i) => i).sort((a, b) => s[b]! - s[a]! || a - b);
    rows.push({ category: job.category, title: job.title, engine: metrics(engineOrder, job.category), bm25: metrics(bmOrder, job.category) });
  }
  const mean = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + pick(r), 0) / rows.length;
  console.log(`\n${name} set: ${jobs.length} jobs`);
  if (process.argv.includes('--per-job')) {
    for (const r of rows) console.log(`  ${r.title.slice(0, 34).padEnd(34)} engine P@3 ${f(r.engine.p3)} nDCG ${f(r.engine.ndcg)} AP ${f(r.engine.ap)} | bm25 P@3 ${f(r.bm25.p3)} nDCG ${f(r.bm25.ndcg)} AP ${f(r.bm25.ap)}`);
  }
  console.log(`                P@3     nDCG@10  MAP`);
  const engine = { p3: mean((r) => r.engine.p3), ndcg: mean((r) => r.engine.ndcg), ap: mean((r) => r.engine.ap) };
  const base = { p3: mean((r) => r.bm25.p3), ndcg: mean((r) => r.bm25.ndcg), ap: mean((r) => r.bm25.ap) };
  console.log(`engine          ${f(engine.p3)}   ${f(engine.ndcg)}    ${f(engine.ap)}`);
  console.log(`BM25 baseline   ${f(base.p3)}   ${f(base.ndcg)}    ${f(base.ap)}`);
  const wins = engine.p3 > base.p3 && engine.ndcg > base.ndcg && engine.ap > base.ap;
  if (name === 'dev' || name === 'holdout') allWins &&= wins;
  console.log(`engine beats BM25 on all three (${name}): ${wins ? 'yes' : 'NO'}`);
}
console.log(`\nengine beats BM25 on all three, dev and holdout: ${allWins ? 'yes' : 'NO'}   (${((performance.now() - started) / 1000).toFixed(1)} s)`);
