/**
 * npm run ats -- rank --job JOB.json --resumes FILE.csv [--text-column Resume] [--json]
 * npm run ats -- explain --job JOB.json --resume FILE.(pdf|docx|txt)
 *   the breakdown and next steps, then how each mention of a skill in the job and in the resume was
 *   read: kept or dropped, and the rule of worker/ats/read/rules.ts that decided ("default": none did).
 * The only part of the engine that touches files; everything it calls is pure.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { atsPartTexts } from '../src/contract/ats';
import {
  analyzeJob,
  analyzeResume,
  AtsInputError,
  extractResumeText,
  type MentionRead,
  nextSteps,
  rankCandidatesForJob,
  scoreMatch,
  unreadableResume,
} from '../worker/ats/index';
import { csvRecords } from './lib/csv';

function fail(message: string): never {
  console.error(`ats: ${message}`);
  process.exit(2);
}

function readJob(path: string | undefined, onMention?: (m: MentionRead) => void) {
  if (!path) fail('--job JOB.json is required');
  try {
    return analyzeJob(JSON.parse(readFileSync(path, 'utf8')), { onMention });
  } catch (error) {
    fail(`cannot use job file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Each mention of a skill as read, in text order: kept or dropped, the skill, the words and the
 * rule that decided. A pending everyday word and a skill of another working world are kept only
 * where the text shows their area enough (worker/ats/read/rules.ts): said beside the rule.
 */
function printMentions(what: string, mentions: readonly MentionRead[]): void {
  console.log(`\nHow ${what} was read (${mentions.length} mentions of skills):`);
  const wait = (m: MentionRead) =>
    m.verdict === 'pending'
      ? `, an everyday word: its area ${m.kept ? 'shown enough' : 'not shown enough'}`
      : m.verdict === 'foreign'
        ? `, another working world: its area ${m.kept ? 'named enough' : 'named too little'}`
        : '';
  for (const m of mentions)
    console.log(
      `  ${m.kept ? 'kept   ' : 'dropped'}  ${m.skill.padEnd(32)} ${`"${m.words}"`.padEnd(28)} ${m.rule}${wait(m)}  (line ${m.line + 1})`,
    );
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
    if (!header.includes(column))
      fail(`no column named "${column}" in ${values.resumes} (columns: ${header.join(', ')})`);
    const ranked = rankCandidatesForJob(
      job,
      records.map((r) => ({ profile: analyzeResume(r[column] ?? '') })),
    );
    const rows = ranked.map((r) => ({ row: r.index, score: r.result.score ?? 0 }));
    if (values.json) console.log(JSON.stringify(rows));
    else for (const r of rows) console.log(`${String(r.row).padStart(5)}  ${String(r.score).padStart(3)}`);
    return;
  }
  if (command === 'explain') {
    const jobMentions: MentionRead[] = [];
    const resumeMentions: MentionRead[] = [];
    const job = readJob(values.job, (m) => jobMentions.push(m));
    if (!values.resume) fail('--resume FILE is required');
    let profile;
    try {
      const { text } = await extractResumeText(new Uint8Array(readFileSync(values.resume)), { allowText: true });
      profile = analyzeResume(text, { onMention: (m) => resumeMentions.push(m) });
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
      printMentions('the resume', resumeMentions);
      return;
    }
    const b = result.breakdown;
    console.log(`Score: ${result.score}/100\n`);
    // Each part in the words the product shows, then the evidence lines behind it.
    for (const p of atsPartTexts(b)) {
      console.log(`${p.name}: ${p.points.toFixed(1)} of ${Math.round(p.weight * 100)} points. ${p.text}`);
      if (p.key === 'requiredSkills' || p.key === 'niceToHaveSkills') {
        for (const i of b[p.key].items) {
          const as =
            i.matchedAs && i.canonical && i.matchedAs.toLowerCase() !== i.skill.toLowerCase()
              ? ` (as "${i.matchedAs}")`
              : '';
          console.log(i.found ? `  + ${i.skill}${as}: "${i.evidence}"` : `  - ${i.skill}: not found`);
        }
      }
      if (p.key === 'relevance') {
        const from = (t: string) => (b.relevance.termSources?.[t] ? ` <- "${b.relevance.termSources[t]}"` : '');
        for (const t of b.relevance.matchedTerms) console.log(`  + ${t}${from(t)}`);
        for (const t of b.relevance.missingTerms) console.log(`  - ${t}${from(t)}`);
      }
      if (p.key === 'title' && b.title.evidence) console.log(`  "${b.title.evidence}"`);
    }
    const steps = nextSteps(profile, job);
    if (steps.length)
      console.log(`\nWhat would raise the score:\n${steps.map((s) => `  +${s.points} points: ${s.text}`).join('\n')}`);
    printMentions('the job', jobMentions);
    // The job's skill lists are read by name, not as mentions in text.
    for (const [heading, list] of [
      ['Required skills', job.required],
      ['Nice to have', job.nice],
    ] as const)
      if (list.length)
        console.log(
          `  ${heading}, read by name: ${list.map((s) => `${s.label} -> ${s.canonical ?? 'no taxonomy skill'}`).join('; ')}`,
        );
    printMentions('the resume', resumeMentions);
    return;
  }
  fail(
    'usage: ats rank --job JOB.json --resumes FILE.csv [--text-column NAME] [--json] | ats explain --job JOB.json --resume FILE',
  );
}

await main();
