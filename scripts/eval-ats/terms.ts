/**
 * Job side of `npm run eval:ats`: the taxonomy skills the engine shows for a job (jobSkillTerms of
 * analyzeJob, what a job page and the alerts use) against labelled jobs. The older term sets
 * (term-jobs.json and the term holdouts: `gold` + `stated` in one record) keep their own detailed
 * report (termFigures); round-6 sets (texts and label records apart) go through measures.ts.
 */
import { readFileSync } from 'node:fs';

import { analyzeJob, jobSkillTerms } from '../../worker/ats/index';
import { normalizeText, STOPWORDS, tokenize } from '../../worker/ats/read/text';
import { keyOf, taxonomy } from '../../worker/ats/taxonomy/taxonomy';
import { printMisses } from './misses';

const f = (x: number) => x.toFixed(3);

/** A job text: the fields of analyzeJob's input (term-holdout-5.json's, fresh/jobs.texts.json's). */
export interface JobText {
  id?: string | number;
  title: string;
  description?: string;
  requiredSkills?: string[];
  niceToHaveSkills?: string[];
  minYears?: number;
}

/** A job of the older term sets: text and labels in one record. */
export interface TermJob extends JobText {
  gold: string[];
  /** The gold skills the job's own text states; the rest of gold the reader infers. */
  stated?: string[];
  traps?: Array<{ phrase: string; notMeant: string }>;
}

/** The skills the engine shows for a job. */
export const shownTerms = (j: JobText) =>
  jobSkillTerms(
    analyzeJob({
      title: j.title,
      description: j.description ?? '',
      requiredSkills: j.requiredSkills ?? [],
      niceToHaveSkills: j.niceToHaveSkills ?? [],
      minYears: j.minYears ?? 0,
    }),
  );

export const loadTermJobs = (path: string | URL) => JSON.parse(readFileSync(path, 'utf8')) as TermJob[];

export interface TermOptions {
  /** Per-term detail: unjudged shown terms. */
  detail: boolean;
  /** --terms-detail: every wrong and missed term. */
  termsDetail?: boolean;
  /** --misses: why each stated label was missed. */
  misses?: boolean;
}

/**
 * Term figures of one labelled file. A shown skill is judged when it is gold (right) or a labelled
 * trap (wrong); one neither is counted wrong and listed. Recall is over the job's `stated` labels
 * (the target) and over all gold; a job without `stated` falls back to a mechanical stand-in (see
 * writesName). With `detail`, every unjudged term (and the wrong and missed ones with termsDetail).
 */
export function termFigures(file: string, jobs: readonly TermJob[], options: TermOptions): void {
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
  if (!options.detail) return;
  console.log(
    `  shown, not gold and no trap (unjudged, counted wrong): ${unjudged.length}${unjudged.length ? `\n    ${unjudged.join('\n    ')}` : ''}`,
  );
  if (options.termsDetail) console.log([...wrong, ...missed].join('\n'));
  if (options.misses) printMisses(misses);
}

/**
 * One labeller's gold read as the skills they would show, against another's labels of the same
 * texts: precision over the other's gold, recall of the other's stated skills (micro-averaged).
 */
export function labellerFigures(label: string, shownBy: readonly TermJob[], judgedBy: readonly TermJob[]): void {
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
