/**
 * Resume side of `npm run eval:ats`: what the product reads from a resume, against the labels.
 *
 * The text: a resume of form pdf or docx is read from its FILE through readResume
 * (worker/matching/engine.ts), the function the upload path (worker/resumes/service.ts uploadResume)
 * uses to get text from bytes, never from the set's `text` field; a form-text resume is its `text`.
 *
 * The reading: suggestionsFromText (worker/resumes/suggest.ts), what "Fill from my resume" offers:
 * `skills` (every taxonomy skill analyzeResume finds, at most SKILLS_MAX) are the shown terms, and
 * those offered ticked (`sure`) are measured again on their own; `headline`, `city`, `roles` (title,
 * employer, place, start, end) and `education` (qualification, institution, year) are the fields,
 * roles and education paired with the labelled ones by position (both newest first, as the text).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { readResume } from '../../worker/matching/engine';
import { suggestionsFromText } from '../../worker/resumes/suggest';
import {
  dateMatch,
  fieldCounts,
  fieldLine,
  goldOf,
  type LabelledEducation,
  type LabelledRole,
  type LabelRecord,
  nameKey,
  termCounts,
  termLine,
} from './measures';
import { reportTerms, type SetFiles } from './sets';

export interface ResumeText {
  id: string;
  source?: string;
  category?: string;
  datasetRow?: number | null;
  form: 'text' | 'pdf' | 'docx';
  file?: string | null;
  text?: string;
}

export interface ResumeReading {
  id: string;
  /** How the text was got: "text field", "pdf file (upload path)", or why nothing was read. */
  how: string;
  skills: string[];
  /** The skills offered ticked. */
  sure: string[];
  headline: string | null;
  city: string | null;
  roles: LabelledRole[];
  education: LabelledEducation[];
}

/** The file of a pdf/docx resume: relative to the set's folder, to its files/ folder, or to scripts/ats-eval. */
function fileOf(setDir: string, file: string): string | null {
  const tries = [join(setDir, file), join(setDir, 'files', basename(file)), join(setDir, '..', file)];
  return tries.find((p) => existsSync(p)) ?? null;
}

export async function readResumeText(r: ResumeText, setDir: string): Promise<{ text: string; how: string }> {
  if (r.form === 'text') return { text: r.text ?? '', how: 'text field' };
  const path = r.file ? fileOf(setDir, r.file) : null;
  if (!path) return { text: '', how: `${r.form} file ${r.file ?? '(none named)'} not found` };
  try {
    const read = await readResume(new Uint8Array(readFileSync(path)), basename(path));
    return { text: read.text, how: `${read.extension} file (upload path, ${read.textStatus})` };
  } catch (err) {
    return { text: '', how: `${r.form} file refused by the upload path: ${(err as Error).message}` };
  }
}

export async function readResumes(texts: readonly ResumeText[], setDir: string): Promise<ResumeReading[]> {
  const out: ResumeReading[] = [];
  for (const r of texts) {
    const { text, how } = await readResumeText(r, setDir);
    const s = text
      ? suggestionsFromText(text)
      : { skills: [], headline: null, city: null, roles: [], education: [], years: null };
    out.push({
      id: r.id,
      how,
      skills: s.skills.map((k) => k.name),
      sure: s.skills.filter((k) => k.sure).map((k) => k.name),
      headline: s.headline,
      city: s.city,
      roles: s.roles,
      education: s.education,
    });
  }
  return out;
}

/** Roles and education of a record paired with another's by position (both newest first, as the text). */
const roleFields: Array<keyof LabelledRole> = ['title', 'employer', 'place', 'start', 'end'];
const educationFields: Array<keyof LabelledEducation> = ['qualification', 'institution', 'year'];

function reportFields(readings: readonly ResumeReading[], labels: readonly LabelRecord[]): void {
  const byId = new Map(readings.map((r) => [r.id, r]));
  const records = labels.filter((l) => byId.has(l.id));
  const line = (
    name: string,
    pairs: Array<{ read: string | null | undefined; truth: string | null | undefined }>,
    date = false,
  ) => console.log(`    ${name.padEnd(24)} ${fieldLine(fieldCounts(pairs, date ? dateMatch : undefined))}`);
  console.log(`  fields read (against the reconciled labels; exact = equal case/space/punctuation-folded;`);
  console.log(`  partial = one folded value inside the other on word boundaries, or word-set Jaccard >= 0.5;`);
  console.log(`  roles and education paired by position; dates partial = the same year):`);
  line(
    'headline',
    records.map((l) => ({ read: byId.get(l.id)!.headline, truth: l.headline })),
  );
  line(
    'city',
    records.map((l) => ({ read: byId.get(l.id)!.city, truth: l.city })),
  );
  for (const k of roleFields)
    line(
      `role ${k}`,
      records.flatMap((l) =>
        (l.roles ?? []).map((role, i) => ({ read: byId.get(l.id)!.roles[i]?.[k], truth: role[k] })),
      ),
      k === 'start' || k === 'end',
    );
  for (const k of educationFields)
    line(
      `education ${k}`,
      records.flatMap((l) =>
        (l.education ?? []).map((e, i) => ({ read: byId.get(l.id)!.education[i]?.[k], truth: e[k] })),
      ),
    );
}

/** How far each labeller's fields agree with the reconciled ones (roles and education paired by position). */
function reportFieldAgreement(s: SetFiles<ResumeText>): void {
  if (!s.labels) return;
  const truth = new Map(s.labels.map((l) => [l.id, l]));
  for (const [name, records] of [
    ['labeller a', s.a],
    ['labeller b', s.b],
  ] as const) {
    if (!records) continue;
    const pairs = records.filter((r) => truth.has(r.id)).map((r) => [r, truth.get(r.id)!] as const);
    const line = (label: string, get: (r: LabelRecord) => Array<string | null | undefined>, date = false): string => {
      const c = fieldCounts(
        pairs.flatMap(([r, t]) => get(t).map((truthValue, i) => ({ read: get(r)[i], truth: truthValue }))),
        date ? dateMatch : undefined,
      );
      return `${label} ${fieldLine(c)}`;
    };
    console.log(`  ${name} -> reconciled labels, fields:`);
    console.log(`    ${line('headline', (r) => [r.headline])}; ${line('city', (r) => [r.city])}`);
    console.log(
      `    ${line('role title', (r) => (r.roles ?? []).map((x) => x.title))}; ${line('employer', (r) => (r.roles ?? []).map((x) => x.employer))}; ${line('start', (r) => (r.roles ?? []).map((x) => x.start), true)}`,
    );
    console.log(
      `    ${line('qualification', (r) => (r.education ?? []).map((x) => x.qualification))}; ${line('institution', (r) => (r.education ?? []).map((x) => x.institution))}`,
    );
  }
}

/** The whole resume side of one set: terms (engine and labellers), then fields. */
export async function reportResumeSet(s: SetFiles<ResumeText>, label: string, detail = false): Promise<void> {
  console.log(`\nResumes, ${label} (scripts/ats-eval/${s.name}.*)`);
  if (!s.texts) {
    console.log(`  not there yet: ${s.name}.texts.json (no figures)`);
    return;
  }
  const readings = await readResumes(s.texts, s.dir);
  const forms = new Map<string, number>();
  for (const r of readings) forms.set(r.how, (forms.get(r.how) ?? 0) + 1);
  console.log(`  texts read: ${[...forms].map(([how, n]) => `${n} ${how}`).join(', ')}`);
  reportTerms(
    s,
    'skills shown (suggestionsFromText().skills, "Fill from my resume")',
    new Map(readings.map((r) => [r.id, r.skills])),
  );
  if (s.labels) {
    const ticked = termCounts(new Map(readings.map((r) => [r.id, r.sure])), s.labels);
    console.log(`  of them offered ticked (sure): ${ticked.shown}; vs reconciled labels ${termLine(ticked)}`);
  }
  if (s.labels) reportFields(readings, s.labels);
  reportFieldAgreement(s);
  if (detail && s.labels) printDetail(readings, s.labels);
}

/** --terms-detail on a development set: per resume, the shown skills not gold and the stated ones missed. */
function printDetail(readings: readonly ResumeReading[], labels: readonly LabelRecord[]): void {
  const byId = new Map(labels.map((l) => [l.id, l]));
  console.log('  per resume (against the reconciled labels): shown, not gold / stated, missed');
  for (const r of readings) {
    const l = byId.get(r.id);
    if (!l) continue;
    const gold = goldOf(l);
    const shown = new Set(r.skills.map(nameKey));
    const wrong = r.skills.filter((x) => !gold.has(nameKey(x)));
    const missed = l.stated.filter((x) => !shown.has(nameKey(x)));
    console.log(`    ${r.id.padEnd(6)} wrong: ${wrong.join(', ') || '-'} | missed: ${missed.join(', ') || '-'}`);
  }
}
