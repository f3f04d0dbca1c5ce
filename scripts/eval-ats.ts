/**
 * npm run eval:ats - the matching engine's figures, in one run. The code is in scripts/eval-ats/:
 * measures.ts (precision, recall, agreement, field matches: pure), freeze.ts (the SHA-256 check),
 * sets.ts (round-6 set files), terms.ts and misses.ts (job side), resumes.ts (resume side),
 * ranking.ts (ranking). This file holds the frozen hashes and runs the parts in order.
 *
 * What it prints, in order:
 *
 * 1. Job terms, older sets (scripts/ats-eval/term-jobs.json, written and labelled by someone who
 *    never saw the engine's code): for each trap-rich job, the taxonomy skills the engine shows for it
 *    (jobSkillTerms) against the job's gold skills (`stated`: those its own text states; the rest of
 *    gold a reader infers), micro-averaged: precision of shown terms, recall of the stated skills (the
 *    target) and recall of all gold. A shown skill is judged when it is gold or a labelled trap; the
 *    others are counted wrong and listed. A shown skill and a label meet only by the skill's canonical
 *    taxonomy name (case aside). The spent term holdouts (TERM_HOLDOUTS) follow with the same detail;
 *    with --term-holdout, the figures (no per-job lines) of the unspent ones too. Each must match its
 *    frozen SHA-256 below. With --agreement, how two labellers who labelled the same texts blind agree,
 *    on the same measures, beside the engine's figures against each (AGREEMENT).
 * 2. Round 6 (scripts/ats-eval/LABELLING.md, "Round 6"), per set and per side, against the reconciled
 *    labels (`<set>.labels.json`) and against each labeller (`<set>.a.json`, `<set>.b.json`):
 *    precision of shown terms, recall of stated skills and of all gold (stated ∪ inferred),
 *    micro-averaged with counts ("0.806 (183 of 227)"), and traps shown; then each labeller's
 *    agreement on the same measures (a labeller's gold read as the terms they would show): a and b
 *    against the reconciled labels, a against b and b against a.
 *    - Jobs: shown terms = jobSkillTerms(analyzeJob(text)). A fresh job set only with its flag.
 *    - Resumes: a pdf/docx resume is read from its file through the upload path's readResume, shown
 *      terms = suggestionsFromText(text).skills ("Fill from my resume"; see resumes.ts), then those
 *      offered ticked on their own. Then the resume fields the product reads, exact and partial
 *      (measures.ts fieldMatch): headline, city, each role's title, employer, place, start and end,
 *      and each education's qualification, institution and year (paired by position).
 *      dev/resumes is always run when present; a fresh round's resumes only with its flag.
 *    A set whose files are absent prints "not there yet" / "not labelled yet".
 * 3. Ranking: ranks the 962 real resumes of ../shared/data for job descriptions (relevant = same
 *    category): per job the engine's nDCG@10 beside plain BM25's, jobs more than 0.05 below BM25
 *    flagged "<<" and counted; then P@3, nDCG@10 and MAP macro-averaged, engine and BM25, over the
 *    rows as they are and over distinct resumes (each normalised text ranked once, at its best place:
 *    the data repeat most resumes, and one wrong resume's copies can fill a top 10):
 *    - dev (scripts/eval-jobs.json) and holdout (scripts/eval-jobs-holdout.json), the older sets;
 *    - cross-validation by category over both: the categories fall into CV_FOLDS folds; for each fold
 *      the weights are chosen among WEIGHT_GRID on the other folds' jobs and measured on its own;
 *    - with --blind, the blind set (scripts/ats-eval/blind-jobs.json, frozen: BLIND_SHA256);
 *    - with --fresh, the round-6 ranking set (scripts/ats-eval/fresh/ranking-jobs.json), with --fresh7
 *      round 7's (fresh7/ranking-jobs.json), with --fresh8 round 8's;
 *    - a confusion summary: which categories fill the top 10 in place of the job's own.
 *
 * Freezing: a frozen file's SHA-256 is written before any engine run reads it (below: TERM_HOLDOUTS,
 * BLIND_SHA256; the fresh rounds in eval-ats/fresh-rounds.ts, FRESH_ROUNDS). A round's fresh sets are
 * opened only with its flag (--fresh for round 6, --fresh7 for round 7, --fresh8 for round 8), and only when every hash of
 * its registry is written (not null) and every file matches, with no unlisted file under its files/;
 * otherwise the run refuses, naming the file, before reading any fresh file. The default run never
 * opens scripts/ats-eval/fresh/, fresh7/ or fresh8/. Development sets (dev/) are not
 * frozen: they are for the engine work to read.
 *
 * Flags: --terms-only (no ranking), --judge <file> (for a labeller of the older sets: the shown skills
 * neither gold nor a trap, nothing else), --stress (the older ranking sets without skill lists, and by
 * title alone), --per-job (P@3, nDCG and AP per job, and the weight grid), --terms-detail (every
 * shown skill not gold, every miss), --misses (why each stated label was missed). A bare argument is
 * the path of the ranking resumes' CSV.
 */
import { readFileSync } from 'node:fs';

import { sha256Of } from './eval-ats/freeze';
import { FRESH_ROUNDS, refusal } from './eval-ats/fresh-rounds';
import { type EvalJob, loadJobs } from './eval-ats/ranking';
import { createRanking } from './eval-ats/ranking';
import { reportResumeSet, type ResumeText } from './eval-ats/resumes';
import { loadSet, reportTerms } from './eval-ats/sets';
import { labellerFigures, loadTermJobs, shownTerms, termFigures, type TermJob } from './eval-ats/terms';

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
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const here = (file: string) => new URL(file, import.meta.url);
const evalRoot = here('./ats-eval/').pathname;
const judged = args[args.indexOf('--judge') + 1];
const dataPath =
  args.find((a) => !a.startsWith('--') && a !== judged) ??
  new URL('../../shared/data/resumes-updated-dataset.csv', import.meta.url).pathname;
const started = performance.now();
const termOptions = { termsDetail: flag('--terms-detail'), misses: flag('--misses') };

// The fresh sets: checked before anything else runs, and never touched without their flag.
const freshRounds = FRESH_ROUNDS.filter((r) => flag(r.flag));
for (const round of freshRounds) {
  const refused = refusal(evalRoot, round);
  if (refused) {
    console.error(refused);
    process.exit(1);
  }
}

if (flag('--judge') && judged) {
  // For the labeller: the shown skills still to judge, nothing about what the engine missed.
  for (const j of loadTermJobs(judged)) {
    const labelled = new Set([...j.gold, ...(j.traps ?? []).map((t) => t.notMeant)].map((s) => s.toLowerCase()));
    for (const g of shownTerms(j))
      if (!labelled.has(g.skill.toLowerCase())) console.log(`${j.id ?? j.title}\t${g.skill}\t<- "${g.source}"`);
  }
  process.exit(0);
}

// ---- 1. Job terms, older sets ---------------------------------------------------------------------
console.log('== Job side: shown terms (jobSkillTerms) ==\n');
try {
  termFigures('scripts/ats-eval/term-jobs.json', loadTermJobs(here('./ats-eval/term-jobs.json')), {
    ...termOptions,
    detail: true,
  });
} catch (err) {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  console.log('Terms: scripts/ats-eval/term-jobs.json is not there yet; no term figures.');
}
for (const { file, sha256, spent } of TERM_HOLDOUTS) {
  // A fresh holdout's per-job output is never looked at: figures only, and only when asked for.
  if (!spent && !flag('--term-holdout')) continue;
  console.log('');
  let bytes: Buffer;
  try {
    bytes = readFileSync(here(`./ats-eval/${file}`));
  } catch {
    console.log(`term holdout scripts/ats-eval/${file}: not there`);
    continue;
  }
  const sha = sha256Of(bytes);
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
  termFigures(label, JSON.parse(bytes.toString('utf8')) as TermJob[], { ...termOptions, detail: spent === true });
}
if (flag('--agreement')) {
  for (const { first, second } of AGREEMENT) {
    const a = loadTermJobs(here(`./ats-eval/${first}`));
    const b = loadTermJobs(here(`./ats-eval/${second}`));
    console.log('');
    console.log(
      `Labeller agreement on the texts of ${first.replace(/\.first\.json$/, '')} (${a.length} jobs), with the engine's measures:`,
    );
    labellerFigures('second labeller vs the first', b, a);
    labellerFigures('first labeller vs the second', a, b);
    termFigures(`engine vs the first labeller (${first})`, a, { detail: false });
    termFigures(`engine vs the second labeller (${second})`, b, { detail: false });
  }
}

// ---- 2. Round 6 ----------------------------------------------------------------------------------
console.log('\n== Round 6 (scripts/ats-eval/LABELLING.md) ==');
await reportResumeSet(loadSet<ResumeText>(evalRoot, 'dev', 'resumes'), 'development', flag('--terms-detail'));
for (const round of FRESH_ROUNDS) {
  if (!freshRounds.includes(round)) {
    console.log(`\n${round.name} fresh sets (jobs, resumes, ranking): frozen, not opened (${round.flag} opens them)`);
    continue;
  }
  const jobs = loadSet<TermJob & { id: string }>(evalRoot, round.dir, 'jobs');
  console.log(`\nJobs, ${round.name} fresh (frozen; scripts/ats-eval/${round.dir}/jobs.*)`);
  if (!jobs.texts) console.log(`  not there yet: ${round.dir}/jobs.texts.json`);
  else
    reportTerms(
      jobs,
      'skills shown (jobSkillTerms)',
      new Map(jobs.texts.map((j) => [j.id, shownTerms(j).map((t) => t.skill)])),
    );
  await reportResumeSet(loadSet<ResumeText>(evalRoot, round.dir, 'resumes'), `${round.name} fresh (frozen)`);
}
if (flag('--terms-only')) process.exit();

// ---- 3. Ranking ----------------------------------------------------------------------------------
console.log('\n== Ranking ==');
const ranking = createRanking(dataPath, { perJob: flag('--per-job') });
const dev = loadJobs(here('./eval-jobs.json'));
const holdout = loadJobs(here('./eval-jobs-holdout.json'));
let allWins = ranking.runSet('dev', dev) && ranking.runSet('holdout', holdout);
if (flag('--stress')) {
  const both = [...dev, ...holdout];
  ranking.runSet(
    'dev+holdout, no skill lists',
    both.map((j) => ({ ...j, requiredSkills: [], niceToHaveSkills: [] })),
  );
  ranking.runSet(
    'dev+holdout, title only',
    both.map((j) => ({ ...j, description: '', requiredSkills: [], niceToHaveSkills: [], minYears: 0 })),
  );
}
ranking.crossValidate([...dev, ...holdout]);
if (flag('--blind')) {
  const bytes = readFileSync(here('./ats-eval/blind-jobs.json'));
  const sha = sha256Of(bytes);
  if (BLIND_SHA256 === null || sha !== BLIND_SHA256) {
    console.error(`blind set: SHA-256 ${sha} is not the frozen ${BLIND_SHA256}; refusing to report on a changed set`);
    process.exit(1);
  }
  allWins = ranking.runSet('blind (fresh, frozen)', JSON.parse(bytes.toString('utf8')) as EvalJob[]) && allWins;
}
for (const round of freshRounds)
  allWins =
    ranking.runSet(`${round.name} fresh (frozen)`, loadJobs(here(`./ats-eval/${round.dir}/ranking-jobs.json`))) &&
    allWins;
ranking.printConfusions();
console.log(
  `\nengine beats BM25 on all three, every set: ${allWins ? 'yes' : 'NO'}   (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
