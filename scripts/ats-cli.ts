/**
 * npm run ats -- rank --job JOB.json --resumes FILE.csv [--text-column Resume] [--json]
 * npm run ats -- explain --job JOB.json --resume FILE.(pdf|docx|txt)
 * The only part of the engine that touches files; everything it calls is pure.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyzeJob, analyzeResume, extractResumeText, rankCandidatesForJob, scoreMatch, unreadableResume, AtsInputError } from '../worker/ats/index';
import { csvRecords } from './lib/csv';

function fail(message: string): never {
  console.error(`ats: ${message}`);
  process.exit(2);
}

function readJob(path: string | undefined) {
  if (!path) fail('--job JOB.json is required');
  try {
    return analyzeJob(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    fail(`cannot use job file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      job: { type: 'string' },
      resumes: { type: 'string' },
      resume: { type: 'string' },
      'text-column': { type: 'string', default: 'Resume' },
      json: { type: 'boolean', default: false },
    },
  });
  if (command === 'rank') {
    const job = readJob(values.job);
    if (!values.resumes) fail('--resumes FILE.csv is required');
    const { header, records } = csvRecords(readFileSync(values.resumes, 'utf8'));
    const column = values['text-column']!;
    if (!header.includes(column)) fail(`no column named "${column}" in ${values.resumes} (columns: ${header.join(', ')})`);
    const ranked = rankCandidatesForJob(job, records.map((r) => ({ profile: analyzeResume(r[column] ?? '') })));
    const rows = ranked.map((r) => ({ row: r.index, score: r.result.score ?? 0 }));
    if (values.json) console.log(JSON.stringify(rows));
    else for (const r of rows) console.log(`${String(r.row).padStart(5)}  ${String(r.score).padStart(3)}`);
    return;
  }
  if (command === 'explain') {
    const job = readJob(values.job);
    if (!values.resume) fail('--resume FILE is required');
    let profile;
    try {
      const { text } = await extractResumeText(new Uint8Array(readFileSync(values.resume)), { allowText: true });
      profile = analyzeResume(text);
    } catch (error) {
      if (!(error instanceof AtsInputError)) throw error;
      profile = unreadableResume(error.message);
    }
    const result = scoreMatch(profile, job);
    if (values.json) {
      console.log(JSON.stringify(result, null, 2));
      return;
    }
    console.log(`Job: ${job.title}   scorer ${result.version}`);
    if (!result.breakdown) {
      console.log(`Score: insufficient data - ${result.reason}`);
      return;
    }
    const b = result.breakdown;
    console.log(`Score: ${result.score}/100\n`);
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    const head = (name: string, p: { value: number; weight: number; points: number }) =>
      console.log(`${name}: ${pct(p.value)} x weight ${pct(p.weight)} = ${p.points.toFixed(1)} points`);
    for (const [name, p] of [['Required skills', b.requiredSkills], ['Nice-to-have skills', b.niceToHaveSkills]] as const) {
      head(name, p);
      for (const i of p.items) {
        const as = i.matchedAs && i.canonical && i.matchedAs.toLowerCase() !== i.skill.toLowerCase() ? ` (as "${i.matchedAs}")` : '';
        console.log(i.found ? `  + ${i.skill}${as}: "${i.evidence}"` : `  - ${i.skill}: not found`);
      }
    }
    head('Relevance to title and description', b.relevance);
    console.log(`  matched terms: ${b.relevance.matchedTerms.join(', ') || '-'}`);
    console.log(`  missing terms: ${b.relevance.missingTerms.join(', ') || '-'}`);
    console.log(`  skill-area overlap: ${pct(b.relevance.areaOverlap)}`);
    head('Title match', b.title);
    console.log(`  job title: ${b.title.jobTitle}; side by side in the resume: ${b.title.matchedPhrases.join(', ') || '-'}`);
    if (b.title.evidence) console.log(`  "${b.title.evidence}"`);
    head('Experience', b.experience);
    console.log(`  resume: ${b.experience.resumeYears ?? 'unknown'} years, job minimum: ${b.experience.minYears}`);
    return;
  }
  fail('usage: ats rank --job JOB.json --resumes FILE.csv [--text-column NAME] [--json] | ats explain --job JOB.json --resume FILE');
}

await main();
