/**
 * npm run ai:card - writes src/data/ai-model-card.json, the data of the public model card (/ai):
 * the scorer version and weights from the engine, the version history with the day each version
 * was committed (git log of worker/ats/version.ts), and the evaluation figures of `npm run eval:ats`
 * (run here, its output parsed and kept whole). Nothing in the file is typed by hand. It also writes
 * the engineering log for the team, docs/ats/versions.md: each version's commit subject and the whole
 * evaluation output. The card's version notes for people are written by hand (src/data/ai-version-notes.ts).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

import { ATS_SCORER_VERSION, ATS_WEIGHTS } from '../worker/ats/index';

const root = new URL('..', import.meta.url).pathname;
const out = new URL('../src/data/ai-model-card.json', import.meta.url).pathname;
const run = (cmd: string, args: string[]) =>
  execFileSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

// Versions, oldest first: each commit that set ATS_SCORER_VERSION, with its day and subject.
const log = run('git', ['log', '--reverse', '--date=short', '--format=@@%ad %s', '-p', '--', 'worker/ats/version.ts']);
const versions: Array<{ version: string; date: string; summary: string }> = [];
let current: { date: string; summary: string } | null = null;
for (const line of log.split('\n')) {
  if (line.startsWith('@@') && !line.startsWith('@@ ')) current = { date: line.slice(2, 12), summary: line.slice(13) };
  const set = /^\+export const ATS_SCORER_VERSION = '([^']+)'/.exec(line);
  if (set && current && !versions.some((v) => v.version === set[1])) versions.push({ version: set[1]!, ...current });
}
if (!versions.some((v) => v.version === ATS_SCORER_VERSION))
  versions.push({
    version: ATS_SCORER_VERSION,
    date: new Date().toISOString().slice(0, 10),
    summary: 'not yet committed',
  });

// The evaluation, as eval:ats prints it.
const raw = run('npx', ['tsx', 'scripts/eval-ats.ts']).trim();
const num = (re: RegExp) => {
  const m = re.exec(raw);
  if (!m) throw new Error(`eval:ats output changed: ${re} not found; update scripts/ai-card.ts`);
  return m.slice(1).map(Number);
};
const triple = (label: string, after: string) => {
  const from = raw.indexOf(after);
  if (from < 0) throw new Error(`eval:ats output changed: "${after}" not found`);
  const m = new RegExp(`^${label}\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm').exec(raw.slice(from));
  if (!m) throw new Error(`eval:ats output changed: "${label}" after "${after}" not found`);
  return { p3: Number(m[1]), ndcg10: Number(m[2]), map: Number(m[3]) };
};
const sets = (['dev', 'holdout'] as const).map((name) => {
  const [jobs] = num(new RegExp(`${name} set: (\\d+) jobs`));
  const [texts, below] = num(new RegExp(`over distinct resumes \\(${name}\\): (\\d+) texts.*below BM25: (\\d+) of`));
  return {
    name,
    jobs: jobs!,
    engine: triple('engine', `${name} set:`),
    bm25: triple('BM25 baseline', `${name} set:`),
    // The same jobs with each distinct resume text ranked once (the data repeat most resumes).
    distinct: {
      resumes: texts!,
      belowBm25: below!,
      engine: triple('engine, distinct', `over distinct resumes (${name})`),
      bm25: triple('BM25, distinct', `over distinct resumes (${name})`),
    },
  };
});
const [resumes] = num(/Ranking: (\d+) resumes/);
// The resume side: the development resumes against their reconciled labels.
const [resumePrecision, resumeStatedRecall] = num(
  /engine vs reconciled labels precision ([\d.]+) \(\d+ of \d+\), stated recall ([\d.]+)/,
);
const [resumeTexts] = num(/Resumes, development[^\n]*\n[^\n]*\n\s+(\d+) texts/);
const [precision, statedRecall, recall] = num(
  /precision of shown terms\s+([\d.]+)[\s\S]*?recall of the job's stated skills\s+([\d.]+)[\s\S]*?recall of all gold, stated \+ inferred\s+([\d.]+)/,
);

const card = {
  generatedBy: 'npm run ai:card',
  generatedAt: new Date().toISOString(),
  scorerVersion: ATS_SCORER_VERSION,
  weights: ATS_WEIGHTS,
  versions,
  evaluation: {
    command: 'npm run eval:ats',
    resumes: resumes!,
    terms: { precision: precision!, statedRecall: statedRecall!, recall: recall! },
    resumeTerms: { texts: resumeTexts!, precision: resumePrecision!, statedRecall: resumeStatedRecall! },
    sets,
    crossValidation: triple('held-out folds', 'cross-validation by category'),
    output: raw.slice(raw.indexOf('Terms:')),
  },
};
writeFileSync(out, `${JSON.stringify(card, null, 2)}\n`);

const engineeringLog = [
  '# Scorer versions: the engineering log',
  '',
  'Written by `npm run ai:card`: each scorer version, the day it was committed and its commit subject, then the',
  'whole output of `npm run eval:ats` for the version that ships. The model card (/ai) tells the same history in',
  'plain words for the people scored (src/data/ai-version-notes.ts).',
  '',
  '| Version | Committed | Commit subject |',
  '| --- | --- | --- |',
  ...[...versions].reverse().map((v) => `| ${v.version} | ${v.date} | ${v.summary.replaceAll('|', '\\|')} |`),
  '',
  `## Evaluation of ${ATS_SCORER_VERSION}`,
  '',
  '```',
  raw.slice(raw.indexOf('Terms:')),
  '```',
  '',
].join('\n');
writeFileSync(new URL('../docs/ats/versions.md', import.meta.url).pathname, engineeringLog);
console.log(`wrote ${out}: ${ATS_SCORER_VERSION}, ${versions.length} versions, ${sets.length} evaluation sets`);
