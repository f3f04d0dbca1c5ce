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
 *    - Jobs: shown terms = jobSkillTerms(analyzeJob(text)). The fresh job set only with --fresh.
 *    - Resumes: a pdf/docx resume is read from its file through the upload path's readResume, shown
 *      terms = suggestionsFromText(text).skills ("Fill from my resume"; see resumes.ts), then those
 *      offered ticked on their own. Then the resume fields the product reads, exact and partial
 *      (measures.ts fieldMatch): headline, city, each role's title, employer, place, start and end,
 *      and each education's qualification, institution and year (paired by position).
 *      dev/resumes is always run when present; fresh/resumes only with --fresh.
 *    A set whose files are absent prints "not there yet" / "not labelled yet".
 * 3. Ranking: ranks the 962 real resumes of ../shared/data for job descriptions (relevant = same
 *    category): per job the engine's nDCG@10 beside plain BM25's, jobs more than 0.05 below BM25
 *    flagged "<<" and counted; then P@3, nDCG@10 and MAP macro-averaged, engine and BM25:
 *    - dev (scripts/eval-jobs.json) and holdout (scripts/eval-jobs-holdout.json), the older sets;
 *    - cross-validation by category over both: the categories fall into CV_FOLDS folds; for each fold
 *      the weights are chosen among WEIGHT_GRID on the other folds' jobs and measured on its own;
 *    - with --blind, the blind set (scripts/ats-eval/blind-jobs.json, frozen: BLIND_SHA256);
 *    - with --fresh, the round-6 ranking set (scripts/ats-eval/fresh/ranking-jobs.json);
 *    - a confusion summary: which categories fill the top 10 in place of the job's own.
 *
 * Freezing: a frozen file's SHA-256 is written below (ROUND6_FRESH for round 6, TERM_HOLDOUTS,
 * BLIND_SHA256) before any engine run reads it. The fresh round-6 sets are opened only with --fresh,
 * and only when every hash of ROUND6_FRESH is written (not null) and every file matches, with no
 * unlisted file under fresh/files; otherwise the run refuses, naming the file, before reading any
 * fresh file. The default run never opens scripts/ats-eval/fresh/. Development sets (dev/) are not
 * frozen: they are for the engine work to read.
 *
 * Flags: --terms-only (no ranking), --judge <file> (for a labeller of the older sets: the shown skills
 * neither gold nor a trap, nothing else), --stress (the older ranking sets without skill lists, and by
 * title alone), --per-job (P@3, nDCG and AP per job, and the weight grid), --terms-detail (every
 * shown skill not gold, every miss), --misses (why each stated label was missed). A bare argument is
 * the path of the ranking resumes' CSV.
 */
import { readFileSync } from 'node:fs';

import { checkFrozen, type FrozenSet, sha256Of } from './eval-ats/freeze';
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
/**
 * The round-6 fresh sets (paths relative to scripts/ats-eval), frozen as a whole: each SHA-256 is
 * written here when the set lands, before any engine run reads it (null: not frozen yet; then
 * --fresh refuses). `files` of fresh/files maps each resume file's path to its SHA-256.
 */
const ROUND6_FRESH: FrozenSet = {
  files: [
    { path: 'fresh/jobs.texts.json', sha256: '223476b9e5704dad06cd3be79f079b13ed8238086470a8eb92a6980dfbdc7555' },
    { path: 'fresh/jobs.labels.json', sha256: '2b5812f528f52d56c049d85d25f69b097a4e84c01aa637ff0e2143eae925ff1b' },
    { path: 'fresh/jobs.a.json', sha256: 'a9883835120a421c132cb6e6fe97044c40b9e011633f717177bf97a52f3261bd' },
    { path: 'fresh/jobs.b.json', sha256: 'd65d95ccad33ee36da2add683a9d104ee1dd08879f306a8ca12687dad54397c6' },
    { path: 'fresh/resumes.texts.json', sha256: 'fcedb19b3aca9cfbe3cccf85ffccdf55916b8ee7467967f180518d916b3c83e4' },
    { path: 'fresh/resumes.labels.json', sha256: 'e2fe29283e3e02e28d1f37adb6e94d2de72e9c22626e9687fb106c519dd1e581' },
    { path: 'fresh/resumes.a.json', sha256: 'f66496d19fbb54134953b8f8e157c230ffbffb6cd289a8dfafb946a0c3d0deb3' },
    { path: 'fresh/resumes.b.json', sha256: '021cd8de52c3b5327000b84def76716c09751d365c890d7d12c6a3dfb3ee25bc' },
    { path: 'fresh/ranking-jobs.json', sha256: 'f62bb8ac08d3f1c34bb4d0d07c05a5ff62ea14c1244d54bf833d2d3d892702b0' },
  ],
  dirs: [
    {
      path: 'fresh/files',
      files: {
        'fresh/files/r6-31.pdf': 'f77caf539b22b240085c1e522282bad12c37be48d03b6c9cf7875755db157a22',
        'fresh/files/r6-32.pdf': 'd209a41d43ef5fb4af6afe09c145b2eeccf0c41e6141cf1ba48659ef408771aa',
        'fresh/files/r6-33.pdf': 'ca839112b26771521a5a7ce1a3feec3f0293d1950ebd759bdc79cd7988e3396f',
        'fresh/files/r6-34.pdf': '0173c003403bedf90f45d54d3901a60c3d415d32860641003dbf2d84f7939f03',
        'fresh/files/r6-35.pdf': '200386d34d867f02426e5febaa0edeb0b9af67215aedc8cbef093de9f57b6972',
        'fresh/files/r6-36.pdf': '359bd21a659effda39506030a18330e1da7c240d6b572472f4fbd2d58042e2dd',
        'fresh/files/r6-37.pdf': '64f29a1213abdea2fe1dfa1f343b3c1ad56451d44de114ea5720456042d6b5f6',
        'fresh/files/r6-38.pdf': 'a75ec5c721e3159319feb51af747f1eb7ed98517b520c3c673a22663210320b9',
        'fresh/files/r6-39.pdf': '14c8bb38f300027850daa2415b0d2fc11dd678418507f3e7cb0fe7a444b63bd8',
        'fresh/files/r6-40.pdf': '936ab5ff11b2376a39e5436b2eea1f8e31ce2a8f5a11e08370e913aa55f90611',
        'fresh/files/r6-41.docx': '9af6da6ed248e071fe84706bde63a688a1a5d7b10e1bbc96e248d1f10010f431',
        'fresh/files/r6-42.docx': 'd21b849fac6d7be698cdc3f7398d30be416818a364f688fb249c5bb745e4bc7e',
        'fresh/files/r6-43.docx': 'd4e8eb495722b15aa87f8ce5062f04e991d5c5f19c4ee2725ad76cc388e2da6c',
        'fresh/files/r6-44.docx': 'bdd4e8385b4fc2f2240406bbbb833529add2a5ce5716cc60eae396611b758b20',
        'fresh/files/r6-45.docx': 'cc12df271d4665e37a104ef3ca17934dcf554f7f237913ce0b81c5af6d6f793e',
        'fresh/files/r6-46.docx': '196661e2a42324536abb8de081bd72b9f7b0286468cb6b4ec790eac623ef383e',
        'fresh/files/r6-47.docx': '481e9428083fa5ce08a4047dad348478f1da41b344a529b52fcd75c60c69f49d',
        'fresh/files/r6-48.docx': '87d8e0c2e7f13d73d272156c470ebc24528e26c72457762ec4fb962e9d8530d1',
        'fresh/files/r6-49.docx': 'b63719eae5306c3c7baa4c7bc8eb4254d504a2fa3d009e488853b258fb6cb13a',
        'fresh/files/r6-50.docx': '6ed613dafea6ddce3ff9d19953f731f3d9c531bb5f669bfe0b0f1562a2b9e711',
      },
    },
  ],
};

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

// The fresh sets: checked before anything else runs, and never touched without --fresh.
if (flag('--fresh')) {
  const check = checkFrozen(evalRoot, ROUND6_FRESH);
  if (!check.ok) {
    console.error(
      `--fresh: refusing to open the round-6 fresh sets: scripts/ats-eval/${check.file} is ${check.reason}. Write every SHA-256 of ROUND6_FRESH in scripts/eval-ats.ts first (the set is frozen as a whole).`,
    );
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
if (flag('--fresh')) {
  const jobs = loadSet<TermJob & { id: string }>(evalRoot, 'fresh', 'jobs');
  console.log('\nJobs, fresh (frozen; scripts/ats-eval/fresh/jobs.*)');
  if (!jobs.texts) console.log('  not there yet: fresh/jobs.texts.json');
  else
    reportTerms(
      jobs,
      'skills shown (jobSkillTerms)',
      new Map(jobs.texts.map((j) => [j.id, shownTerms(j).map((t) => t.skill)])),
    );
} else console.log('\nJobs, fresh: frozen, not opened (run with --fresh once every hash is written)');
await reportResumeSet(loadSet<ResumeText>(evalRoot, 'dev', 'resumes'), 'development', flag('--terms-detail'));
if (flag('--fresh')) await reportResumeSet(loadSet<ResumeText>(evalRoot, 'fresh', 'resumes'), 'fresh (frozen)');
else console.log('\nResumes, fresh: frozen, not opened (run with --fresh once every hash is written)');
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
if (flag('--fresh'))
  allWins = ranking.runSet('round-6 fresh (frozen)', loadJobs(here('./ats-eval/fresh/ranking-jobs.json'))) && allWins;
ranking.printConfusions();
console.log(
  `\nengine beats BM25 on all three, every set: ${allWins ? 'yes' : 'NO'}   (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
