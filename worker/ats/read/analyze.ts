import { type AtsJobInput, atsJobInputSchema } from '../../../src/contract/ats';
import { extractExperience, monthIndex } from '../extract/experience';
import { pastimes, readEducation, readRoles } from '../extract/fields';
import { languageSkills, readLanguages } from '../extract/languages';
import { type SectionName, splitSections } from '../extract/sections';
import { redactIdentity, type RedactOptions } from '../identity';
import { buildIdf, type Idf } from '../idf';
import everydayWords from '../taxonomy/data/everyday-words';
import {
  anywhere,
  findSkills,
  keyOf,
  kinship,
  lookupSkill,
  parentsOf,
  reachOf,
  senseKey,
  type SkillHit,
  type Taxonomy,
  taxonomy,
} from '../taxonomy/taxonomy';
import { ATS_SCORER_VERSION } from '../version';
import { clauseSkills, isContent } from './clauses';
import { ambiguousKeys, AREA_SUPPORT, needsContext } from './context';
import { featuresOf, type LineContext, type Side } from './features';
import { decide, type Verdict } from './rules';
import { normalizeText, STOPWORDS, tokenize, tokenizeWithCase } from './text';

/**
 * Resumes and jobs turned into profiles once; scoring then only compares profiles. Both are plain
 * JSON so the app can store a resume's profile beside the file and score it against many jobs.
 */

export interface FoundSkill {
  count: number;
  /** First resume line (identity removed) that shows the skill. */
  evidence: string;
  /** The resume's own wording, e.g. "k8s". */
  matchedAs: string;
  area: string;
}

export interface ResumeProfile {
  version: string;
  status: 'ok' | 'insufficient_data';
  reason: string | null;
  /** Keyed by canonical taxonomy name. */
  skills: Record<string, FoundSkill>;
  /** Stemmed term counts; a taxonomy skill counts as one term "§Name" instead of its words. */
  terms: Record<string, number>;
  length: number;
  /** Weight of each taxonomy area in the resume. */
  areas: Record<string, number>;
  years: number | null;
  yearsSource: string;
  sections: SectionName[];
  /** The resume's lines after identity removal, for evidence of skills outside the taxonomy. */
  lines: string[];
  /**
   * Adjacent content words ("test engin", "sale execut") and the words a skill absorbed into its
   * "§Name" term: the resume's own role titles, matched against the job title. Each value packs
   * the count and the first line that shows it into one small integer (see phraseCount and
   * phraseLine), which keeps a thousand stored profiles light.
   */
  phrases: Record<string, number>;
  /**
   * The skills the resume centres on: its ROLE_FOCUS most telling ones (generic soft skills left
   * out), each with its weight (informativeness x saturating count), heaviest first.
   */
  focus?: Array<[skill: string, weight: number]>;
}

export interface JobSkill {
  label: string;
  canonical: string | null;
  /** Stemmed words, for a skill outside the taxonomy. */
  keys: string[];
  /** Taxonomy area of the skill, if known. */
  area: string | null;
}

export interface JobProfile {
  version: string;
  title: string;
  required: JobSkill[];
  nice: JobSkill[];
  minYears: number;
  /** Weighted query terms, heaviest first. */
  query: Array<[term: string, weight: number]>;
  queryMass: number;
  /**
   * The job title as alternatives ("QA Lead / Test Manager" gives two), each a list of its words
   * and adjacent word pairs with their weights, to find the title among the resume's own phrases.
   */
  titleUnits: Array<Array<[unit: string, weight: number, skill: string | null]>>;
  /**
   * The skills that define the role (taxonomy skills of the title, lists and text, generic soft
   * skills left out), weighted like the query, and the vector's length: compared with the skills a
   * resume centres on.
   */
  role: Record<string, number>;
  roleNorm: number;
  /** The phrase of the job each query term comes from, shown beside the term. */
  sources: Record<string, string>;
  /** The job's own spelling of its stemmed terms ("revenu" -> "revenue"), for the breakdown. */
  words: Record<string, string>;
  areas: Record<string, number>;
}

// Resumes with fewer content words than this cannot be judged: scanned images, blank templates.
const MIN_TERMS = 25;
// How much a taxonomy area counts when built from generic "soft" skills.
const SOFT_AREA_WEIGHT = 0.25;

let shared: { tax: Taxonomy; idf: Idf } | null = null;
export function engine(): { tax: Taxonomy; idf: Idf } {
  if (!shared) {
    const tax = taxonomy();
    shared = { tax, idf: buildIdf(tax) };
  }
  return shared;
}

const skillWeights = new Map<string, number>();
/** The informativeness of a taxonomy skill, by its canonical name. */
function skillWeight(name: string): number {
  let w = skillWeights.get(name);
  if (w === undefined) {
    const { tax, idf } = engine();
    const id = tax.byName.get(name.toLowerCase());
    skillWeights.set(name, (w = id === undefined ? 0 : idf.skill(id)));
  }
  return w;
}

interface TextAnalysis {
  /** Term counts, each occurrence weighted by its line's weight. */
  terms: Record<string, number>;
  length: number;
  hits: Array<{ skill: number; surface: string; line: number }>;
  phrases: Record<string, number>;
  /** Where each term first occurs: line, token span and the line's tokens (for the job's phrases). */
  firsts: Map<string, { line: number; start: number; end: number; raw: readonly string[] }>;
}

export interface LinesOptions {
  /** Weight of a line's words (a job's title counts more than its description). */
  weight?: (line: number) => number;
  /** Lines whose everyday words are skills without further context (a job's title). */
  sure?: (line: number) => boolean;
  /** Sure skills of each area known from outside the lines (a job's skill lists). */
  areaHint?: Record<string, number>;
  /** Which text the lines are: the rules of rules.ts apply by side. */
  side: Side;
  /** Token ranges [from, to) of each line that name an employer, a place or a pastime: no skill of the person. */
  notTheirs?: (line: number) => ReadonlyArray<readonly [number, number]>;
  /** Told how each mention was read, after both passes. */
  onMention?: (mention: MentionRead) => void;
}

/** How one mention of a skill was read: for `npm run ats -- explain` and the rules' tests. */
export interface MentionRead {
  side: Side;
  /** The line read (a job's line 0 is its title), and its text. */
  line: number;
  text: string;
  /** The words of the text that matched. */
  words: string;
  /** The skill's canonical name. */
  skill: string;
  verdict: Verdict;
  /** The rule that decided (rules.ts), or "default" where none did. */
  rule: string;
  /** Read as the skill: a sure verdict, or a pending or foreign one that its area confirmed. */
  kept: boolean;
}

const PHRASE_COUNT_MAX = 1023;
/** How many times a phrase of ResumeProfile.phrases occurs (capped at 1023). */
export const phraseCount = (packed: number | undefined): number =>
  packed === undefined ? 0 : packed % (PHRASE_COUNT_MAX + 1);
/** The first line of ResumeProfile.lines that shows a phrase. */
export const phraseLine = (packed: number): number => Math.floor(packed / (PHRASE_COUNT_MAX + 1));

/**
 * Terms and skills of lines of text. Words inside a found skill become that skill's one term. Each
 * mention is decided by the first matching rule of rules.ts over its features; an everyday word
 * that is also an alias ("write", "clear") is a skill only in a sure context, otherwise it stays an
 * ordinary word. A first pass decides every line's mentions and counts the areas sure skills show;
 * the second keeps a pending or foreign mention only where its area is shown enough.
 */
function analyzeLines(lines: readonly string[], options: LinesOptions): TextAnalysis {
  const { tax } = engine();
  const terms: Record<string, number> = {};
  const hits: TextAnalysis['hits'] = [];
  const phrases: TextAnalysis['phrases'] = {};
  const firsts: TextAnalysis['firsts'] = new Map();
  const phrase = (key: string, line: number) => {
    const got = phrases[key];
    if (got === undefined) phrases[key] = line * (PHRASE_COUNT_MAX + 1) + 1;
    else if (phraseCount(got) < PHRASE_COUNT_MAX) phrases[key] = got + 1;
  };
  // First pass: every line's skills, and the areas that sure skills establish.
  const support: Record<string, number> = { ...options.areaHint };
  const seen = new Set<number>();
  const found = lines.map((text, li) => ({ text, ...clauseSkills(tax, text), sure: options.sure?.(li) ?? false }));
  // The job's working world: the areas of its title and skill lists, with their families.
  const own = options.areaHint ? Object.keys(options.areaHint) : [];
  // A title's acronym or everyday word ("QA Engineer (Manual + API)") does not set the world; it must fit it.
  for (const l of found)
    if (l.sure)
      for (const h of l.found)
        if (!needsContext(h, l.keys) && !anywhere().has(tax.skills[h.skill]!.name.toLowerCase()))
          own.push(tax.skills[h.skill]!.group);
  const reach = options.areaHint && own.length > 0 ? reachOf(own) : null;
  chooseSenses(tax, found, own, reach);
  // Distinct skills per area met in plain words (not everyday words), sure or foreign.
  const named: Record<string, Set<number>> = {};
  const read = found.map(({ text, lower, raw, keys, found, sure, ends }, li) => {
    const line: LineContext = {
      tax,
      side: options.side,
      text,
      lower,
      raw,
      keys,
      ends,
      title: sure,
      notTheirs: options.notTheirs?.(li) ?? [],
      reach,
      own,
    };
    // Each hit is decided by the first rule of the table that matches its features (rules.ts).
    const decided = found.map((h) => decide(featuresOf(line, h)));
    const state = decided.map((d) => d.verdict);
    found.forEach((h, i) => {
      if (state[i] === 'foreign') (named[tax.skills[h.skill]!.group] ??= new Set()).add(h.skill);
    });
    found.forEach((h, i) => {
      if (state[i] !== 'sure' || seen.has(h.skill)) return;
      seen.add(h.skill);
      const group = tax.skills[h.skill]!.group;
      // In a job, a skill of every profession supports no area (a resume keeps its area weights as they were).
      if (options.side === 'resume' || !anywhere().has(tax.skills[h.skill]!.name.toLowerCase()))
        support[group] = (support[group] ?? 0) + 1;
      (named[group] ??= new Set()).add(h.skill);
    });
    return { lower, raw, keys, found, state, decided };
  });
  let length = 0;
  for (let li = 0; li < read.length; li++) {
    const { lower, raw, keys, found, state, decided } = read[li]!;
    if (lower.length === 0) continue;
    const lineWeight = options.weight?.(li) ?? 1;
    const first = (term: string, start: number, end: number) => {
      if (!firsts.has(term)) firsts.set(term, { line: li, start, end, raw });
    };
    // Word pairs: stopwords are skipped ("Head of Operations" gives "head oper"); numbers and
    // stray letters break a phrase.
    let prev: string | null = null;
    for (let i = 0; i < lower.length; i++) {
      const t = lower[i]!;
      if (STOPWORDS.has(t)) continue;
      if (!isContent(t)) {
        prev = null;
        continue;
      }
      if (prev !== null) phrase(`${prev} ${keys[i]}`, li);
      prev = keys[i]!;
    }
    let next = 0;
    const add = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        if (!isContent(lower[i]!)) continue;
        terms[keys[i]!] = (terms[keys[i]!] ?? 0) + lineWeight;
        first(keys[i]!, i, i + 1);
        length++;
      }
    };
    found.forEach((h, i) => {
      // An everyday word stays a word unless sure skills of its area surround it.
      // Generic soft skills belong to every area: their everyday words need a list or their own words nearby.
      const group = tax.skills[h.skill]!.group;
      const kept = !(
        state[i] === 'drop' ||
        (state[i] === 'pending' && (group === 'soft' || (support[group] ?? 0) < AREA_SUPPORT)) ||
        (state[i] === 'foreign' && (named[group]?.size ?? 0) < AREA_SUPPORT)
      );
      options.onMention?.({
        side: options.side,
        line: li,
        text: lines[li]!,
        words: h.surface,
        skill: tax.skills[h.skill]!.name,
        verdict: decided[i]!.verdict,
        rule: decided[i]!.rule,
        kept,
      });
      if (!kept) return;
      add(next, h.start);
      for (let j = h.start; j < h.end; j++) if (isContent(lower[j]!)) phrase(keys[j]!, li);
      const name = `§${tax.skills[h.skill]!.name}`;
      terms[name] = (terms[name] ?? 0) + lineWeight;
      first(name, h.start, h.end);
      length++;
      hits.push({ skill: h.skill, surface: h.surface, line: li });
      // The broader skills it implies count too, on the same words ("Spring Boot": Spring Framework).
      for (const p of impliedBy(tax, h.skill, h.surface)) {
        const parent = `§${tax.skills[p]!.name}`;
        terms[parent] = (terms[parent] ?? 0) + lineWeight;
        first(parent, h.start, h.end);
        hits.push({ skill: p, surface: h.surface, line: li });
      }
      next = Math.max(next, h.end);
    });
    add(next, lower.length);
  }
  return { terms, length, hits, phrases, firsts };
}

/**
 * A name of several skills ("AR", "due diligence") reads as the sense of the job's working world
 * nearest the job's own areas (title and skill lists, by kinship), then the sense whose area the
 * text's other skills written in plain words show most ("GL, AP, AR" beside asset accounting:
 * accounts receivable). A tie keeps the first sense.
 */
function chooseSenses(
  tax: Taxonomy,
  lines: ReadonlyArray<{ keys: readonly string[]; raw: readonly string[]; found: SkillHit[] }>,
  own: readonly string[],
  reach: ReadonlySet<string> | null,
): void {
  if (tax.senses.size === 0) return;
  const keyOfHit = (l: { keys: readonly string[]; raw: readonly string[] }, h: SkillHit) =>
    senseKey(l.keys.slice(h.start, h.end), l.raw.slice(h.start, h.end), h.pinned);
  const ambiguous = lines.flatMap((l) =>
    l.found.filter((h) => tax.senses.has(keyOfHit(l, h))).map((h) => [h, keyOfHit(l, h)] as const),
  );
  if (ambiguous.length === 0) return;
  const shown: Record<string, number> = {};
  for (const l of lines)
    for (const h of l.found)
      if (!tax.senses.has(keyOfHit(l, h)) && !needsContext(h, l.keys))
        shown[tax.skills[h.skill]!.group] = (shown[tax.skills[h.skill]!.group] ?? 0) + 1;
  const score = (s: number) => {
    const group = tax.skills[s]!.group;
    return (reach?.has(group) ? 1000 : 0) + own.reduce((a, area) => a + kinship(area, group), 0) + (shown[group] ?? 0);
  };
  for (const [h, key] of ambiguous) {
    let best = h.skill;
    for (const s of tax.senses.get(key)!) if (score(s) > score(best)) best = s;
    h.skill = best;
  }
}

/**
 * The broader skills a skill implies where the text names it as written. A product of a tool family
 * ("Klaviyo" of Marketing automation tools) names the tool family, not the practice it serves: only
 * the family's own name implies the practice.
 */
function impliedBy(tax: Taxonomy, id: number, written: string): readonly number[] {
  const name = tax.skills[id]!.name;
  if (/ tools$/i.test(name) && tokenize(written).join(' ') !== tokenize(name).join(' ')) return [];
  return parentsOf(tax, id, ambiguousKeys());
}

// Headings glued to the previous sentence in exported text ("...learning.Education Details").
const GLUED_HEADING =
  /([\p{Ll}.)])((?:Education|Skill|Company|Project|Personal) Details|(?:Work|Professional) Experience|Technical Skills|Key Skills|Skill Set)/gu;

/** The part of a long line around the words that matched, so evidence stays readable. */
export function excerpt(line: string, surface: string, width = 160): string {
  if (line.length <= width) return line;
  const first = surface.split(' ')[0] ?? '';
  const at = Math.max(0, line.toLowerCase().indexOf(first.toLowerCase()));
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), line.length - width));
  return `${start > 0 ? '…' : ''}${line.slice(start, start + width).trim()}${start + width < line.length ? '…' : ''}`;
}

/** Options of the reading itself, for tools that show how a text was read. */
export interface ReadOptions {
  /** Told how each mention of a skill was read (see MentionRead). */
  onMention?: (mention: MentionRead) => void;
}

export interface AnalyzeOptions extends RedactOptions, ReadOptions {
  /** The date "Present" stands for in "2019 - Present"; defaults to now. Stored in no result. */
  asOf?: Date;
}

const unglued = (text: string) => normalizeText(text).replace(GLUED_HEADING, '$1\n$2');

/** The resume's non-empty lines as written (identity kept, spaces kept): for reading its fields. */
export function readableLines(text: string): string[] {
  return unglued(text)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

/**
 * Token ranges of each line that are no skill of the person: employers and places of roles, the
 * institutions of their education ("Maharashtra State Board", "Institute of Robotics"), pastimes.
 */
function notTheirsOf(lines: readonly string[], sections: ReturnType<typeof splitSections>) {
  const ranges = new Map<number, Array<readonly [number, number]>>();
  const institutions = readEducation(lines, sections).flatMap(({ institution }) =>
    institution && institution.length > 3
      ? lines.flatMap((l, line) => {
          const from = l.indexOf(institution);
          return from < 0 ? [] : [{ line, from, to: from + institution.length }];
        })
      : [],
  );
  for (const n of [...readRoles(lines, sections).notTheirs, ...institutions, ...pastimes(lines)]) {
    const line = lines[n.line]!;
    const from = tokenize(line.slice(0, n.from)).length;
    const to = from + tokenize(line.slice(n.from, n.to)).length;
    if (to > from) ranges.set(n.line, [...(ranges.get(n.line) ?? []), [from, to] as const]);
  }
  return (li: number) => ranges.get(li) ?? [];
}

/** The resume's non-empty lines with identity removed: what the engine reads, and what evidence quotes. */
export function redactedLines(text: string, options: RedactOptions = {}): string[] {
  return redactIdentity(unglued(text), options)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
}

export function analyzeResume(text: string, options: AnalyzeOptions = {}): ResumeProfile {
  const { tax } = engine();
  const lines = redactedLines(text, options);
  const sections = splitSections(lines);
  const { terms, length, hits, phrases } = analyzeLines(lines, {
    side: 'resume',
    notTheirs: notTheirsOf(lines, sections),
    onMention: options.onMention,
  });
  const skills: Record<string, FoundSkill> = {};
  const areas: Record<string, number> = {};
  for (const h of hits) {
    const skill = tax.skills[h.skill]!;
    const got = skills[skill.name];
    if (got) got.count++;
    else
      skills[skill.name] = {
        count: 1,
        evidence: excerpt(lines[h.line]!, h.surface),
        matchedAs: h.surface,
        area: skill.group,
      };
  }
  // The languages the person speaks, read as a field (extract/languages.ts) from the text before
  // identity removal, which takes a "Languages:" list written after a birth date with the date's
  // line: each language the taxonomy has, and Language proficiency for the list.
  const spoken = readLanguages(readableLines(text));
  for (const { name, written } of languageSkills(spoken)) {
    if (skills[name]) continue;
    const id = tax.byName.get(name.toLowerCase())!;
    skills[name] = {
      count: 1,
      evidence: `Languages: ${spoken.join(', ')}`,
      matchedAs: written,
      area: tax.skills[id]!.group,
    };
    terms[`§${name}`] = (terms[`§${name}`] ?? 0) + 1;
  }
  for (const s of Object.values(skills)) {
    const w = (1 + Math.log(s.count)) * (s.area === 'soft' ? SOFT_AREA_WEIGHT : 1);
    areas[s.area] = (areas[s.area] ?? 0) + w;
  }
  const exp = extractExperience(lines, sections, monthIndex(options.asOf ?? new Date()));
  const focus = resumeFocus(skills);
  const enough = length >= MIN_TERMS;
  return {
    version: ATS_SCORER_VERSION,
    status: enough ? 'ok' : 'insufficient_data',
    reason: enough ? null : `Too little readable text (${length} words) to judge the resume.`,
    skills,
    terms,
    length,
    areas,
    years: exp.years,
    yearsSource: exp.source,
    sections: [...new Set(sections.map((s) => s.name))],
    lines,
    phrases,
    focus,
  };
}

let everydayKeys: ReadonlySet<string> | null = null;
/** Everyday English words (data/everyday-words.ts) by their term key. */
export function everydayWordKeys(): ReadonlySet<string> {
  everydayKeys ??= new Set(everydayWords.split(/\s+/).filter(Boolean).map(keyOf));
  return everydayKeys;
}

// How many of a resume's skills say what it centres on.
const ROLE_FOCUS = 8;

/** The skills a resume centres on (see ResumeProfile.focus). */
export function resumeFocus(skills: ResumeProfile['skills']): Array<[string, number]> {
  const all: Array<[string, number]> = [];
  for (const [name, s] of Object.entries(skills))
    if (s.area !== 'soft') all.push([name, skillWeight(name) * (1 + Math.log(s.count))]);
  return all.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, ROLE_FOCUS);
}

/** A resume that could not be read at all (the file is kept but flagged, never scored as empty). */
export function unreadableResume(reason: string): ResumeProfile {
  return {
    version: ATS_SCORER_VERSION,
    status: 'insufficient_data',
    reason,
    skills: {},
    terms: {},
    length: 0,
    areas: {},
    years: null,
    yearsSource: 'none',
    sections: [],
    lines: [],
    phrases: {},
  };
}

// Field weights of the job query: the title says most about the role, listed skills next.
const FIELD = { title: 3, required: 2, nice: 1, description: 1 } as const;

function jobSkill(label: string): JobSkill {
  const { tax } = engine();
  const id = lookupSkill(tax, label);
  return {
    label,
    canonical: id === null ? null : tax.skills[id]!.name,
    area: id === null ? null : tax.skills[id]!.group,
    keys: tokenize(normalizeText(label))
      .filter((t) => !STOPWORDS.has(t))
      .map(keyOf),
  };
}

/** A listed skill that is one everyday word or a short acronym ("Sourcing", "ACLS"). */
function ambiguousLabel(label: string): boolean {
  const words = tokenize(normalizeText(label));
  return words.length === 1 && (/^[A-Z]{2,5}s?$/.test(label.trim()) || ambiguousKeys().has(keyOf(words[0]!)));
}

// Separators between alternative titles: "Quantity Surveyor / Billing Engineer", "Data Engineer (Spark)".
const TITLE_SPLIT = /[/|,;:()[\]{}]|\s[-–—]\s|\bor\b/i;

/**
 * The role names a title gives, as written: "Quantity Surveyor / Billing Engineer" gives two.
 * Brackets qualify a title with a skill or a place ("Frontend Engineer (React)"): not a role name.
 */
export function titleAlternatives(title: string): string[] {
  const core = normalizeText(title).replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  return (tokenize(core).some(isContent) ? core : normalizeText(title))
    .split(TITLE_SPLIT)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => tokenize(s).some(isContent));
}

/**
 * A title's words and adjacent pairs, weighted by how informative they are. A pair weighs as much
 * as its two words together: "operations manager" side by side says more than both words apart.
 */
export function titleUnits(title: string, idf: Idf): Array<Array<[string, number, string | null]>> {
  const { tax } = engine();
  const out: Array<Array<[string, number, string | null]>> = [];
  for (const segment of titleAlternatives(title)) {
    const { lower, raw } = tokenizeWithCase(segment);
    const all = lower.map(keyOf);
    // A word inside a taxonomy skill ("Talent Acquisition" = Recruitment) may also be met by the
    // skill under another name ("Recruiter"): the skill is its alternative.
    const skillAt: Array<string | null> = all.map(() => null);
    for (const h of findSkills(tax, all, raw))
      for (let i = h.start; i < h.end; i++) skillAt[i] = `§${tax.skills[h.skill]!.name}`;
    const keys: Array<[string, string | null]> = [];
    lower.forEach((t, i) => {
      if (isContent(t)) keys.push([all[i]!, skillAt[i]!]);
    });
    if (keys.length === 0) continue;
    const units = new Map<string, [string, number, string | null]>();
    keys.forEach(([k, skill], i) => {
      units.set(k, [k, idf.term(k), skill]);
      if (i > 0) {
        const [p, prevSkill] = keys[i - 1]!;
        units.set(`${p} ${k}`, [
          `${p} ${k}`,
          idf.term(p) + idf.term(k),
          skill !== null && skill === prevSkill ? skill : null,
        ]);
      }
    });
    out.push([...units.values()]);
  }
  return out;
}

// Words either side of a term in the job phrase shown beside it.
const SOURCE_CONTEXT = 3;

/** The words of the job around a term, as the job wrote them: "…write clear unit tests for…". */
function sourcePhrase(f: { start: number; end: number; raw: readonly string[] }): string {
  const from = Math.max(0, f.start - SOURCE_CONTEXT);
  const to = Math.min(f.raw.length, f.end + SOURCE_CONTEXT);
  return `${from > 0 ? '…' : ''}${f.raw.slice(from, to).join(' ')}${to < f.raw.length ? '…' : ''}`;
}

/** The taxonomy skills a job profile names, each with the phrase of the job it comes from. */
export function jobSkillTerms(job: JobProfile): Array<{ skill: string; source: string | null }> {
  return job.query
    .filter(([t]) => t.startsWith('§'))
    .map(([t]) => ({ skill: t.slice(1), source: job.sources?.[t] ?? null }));
}

export function analyzeJob(input: AtsJobInput, options: ReadOptions = {}): JobProfile {
  const job = atsJobInputSchema.parse(input);
  const { tax, idf } = engine();
  const weights = new Map<string, number>();
  const areas: Record<string, number> = {};
  const sources: Record<string, string> = {};
  const listed = [...job.requiredSkills, ...job.niceToHaveSkills].map(jobSkill);
  // A listed everyday word or acronym names its skill only within the working world of the title
  // and the other listed skills ("ACLS" for a nurse is no network access list).
  const { lower: titleLower, raw: titleRaw } = tokenizeWithCase(job.title);
  const sureAreas = findSkills(tax, titleLower.map(keyOf), titleRaw).map((h) => tax.skills[h.skill]!.group);
  const sensesOf = (label: string) => {
    const { lower, raw } = tokenizeWithCase(label);
    return tax.senses.get(senseKey(lower.map(keyOf), raw, false)) ?? tax.senses.get(senseKey([], raw, true)) ?? [];
  };
  for (const s of listed)
    if (s.area && !ambiguousLabel(s.label) && sensesOf(s.label).length === 0) sureAreas.push(s.area);
  const reach = reachOf(sureAreas);
  for (const s of listed) {
    // A listed name of several skills ("Due diligence") is the sense nearest the areas of the title and
    // the other listed skills (a tie keeps the first sense).
    const senses = sensesOf(s.label);
    const named = (id: number) => sureAreas.reduce((a, area) => a + kinship(area, tax.skills[id]!.group), 0);
    const fit = senses.reduce(
      (best: number | undefined, id) => (best === undefined || named(id) > named(best) ? id : best),
      undefined,
    );
    if (fit !== undefined) [s.canonical, s.area] = [tax.skills[fit]!.name, tax.skills[fit]!.group];
  }
  for (const s of listed) {
    if (
      s.area &&
      s.area !== 'soft' &&
      sureAreas.length > 0 &&
      !reach.has(s.area) &&
      !anywhere().has(s.canonical!.toLowerCase()) &&
      ambiguousLabel(s.label)
    )
      [s.canonical, s.area] = [null, null];
  }
  const required = listed.slice(0, job.requiredSkills.length);
  const nice = listed.slice(job.requiredSkills.length);
  // The job's own skill lists are sure evidence of their areas, for everyday words of the text.
  const areaHint: Record<string, number> = {};
  // Skills of every profession (the "anywhere" line of data/families.ts) say nothing of its world.
  for (const s of listed)
    if (s.area && !anywhere().has(s.canonical!.toLowerCase())) areaHint[s.area] = (areaHint[s.area] ?? 0) + 1;
  // Line 0 is the title: its words weigh more and name the role for sure. Sentences of the
  // description are lines of their own, so a phrase shown beside a term never runs across two.
  const lines = [job.title, ...normalizeText(job.description).split(/\n|(?<=[.!?])\s+/)];
  const analysed = analyzeLines(lines, {
    weight: (li) => (li === 0 ? FIELD.title : FIELD.description),
    sure: (li) => li === 0,
    areaHint,
    side: 'job',
    onMention: options.onMention,
  });
  for (const [t, c] of Object.entries(analysed.terms)) weights.set(t, (weights.get(t) ?? 0) + c);
  for (const [t, f] of analysed.firsts) sources[t] = sourcePhrase(f);
  for (const h of analysed.hits) {
    const skill = tax.skills[h.skill]!;
    const fw = h.line === 0 ? FIELD.title : FIELD.description;
    areas[skill.group] = (areas[skill.group] ?? 0) + fw * (skill.group === 'soft' ? SOFT_AREA_WEIGHT : 1);
  }
  // Listed skills join the query by their canonical term, so "k8s" and "Kubernetes" meet.
  for (const [list, fw, heading] of [
    [required, FIELD.required, 'Required skills'],
    [nice, FIELD.nice, 'Nice to have'],
  ] as const) {
    for (const s of list) {
      if (s.canonical) {
        const id = tax.byName.get(s.canonical.toLowerCase())!;
        for (const key of [`§${s.canonical}`, ...impliedBy(tax, id, s.label).map((p) => `§${tax.skills[p]!.name}`)]) {
          weights.set(key, (weights.get(key) ?? 0) + fw);
          sources[key] ??= `${heading}: ${s.label}`;
        }
        const group = tax.skills[tax.byName.get(s.canonical.toLowerCase())!]!.group;
        areas[group] = (areas[group] ?? 0) + fw * (group === 'soft' ? SOFT_AREA_WEIGHT : 1);
      } else {
        for (const k of s.keys) {
          weights.set(k, (weights.get(k) ?? 0) + fw);
          sources[k] ??= `${heading}: ${s.label}`;
        }
      }
    }
  }
  const query: Array<[string, number]> = [];
  for (const [t, qf] of weights) {
    const w =
      (t.startsWith('§') ? idf.skill(tax.byName.get(t.slice(1).toLowerCase())!) : idf.term(t)) * (1 + Math.log(qf));
    if (w > 0.05) query.push([t, w]);
  }
  query.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const words: Record<string, string> = {};
  for (const text of [job.title, job.description, ...job.requiredSkills, ...job.niceToHaveSkills]) {
    for (const t of tokenize(normalizeText(text))) {
      if (!isContent(t)) continue;
      const k = keyOf(t);
      words[k] ??= t;
    }
  }
  for (const [k, t] of Object.entries(words)) if (k === t) delete words[k];
  const role: Record<string, number> = {};
  for (const [t, w] of query)
    if (t.startsWith('§') && tax.skills[tax.byName.get(t.slice(1).toLowerCase())!]!.group !== 'soft')
      role[t.slice(1)] = w;
  const kept: Record<string, string> = {};
  for (const [t] of query) if (sources[t] !== undefined) kept[t] = sources[t];
  return {
    titleUnits: titleUnits(job.title, idf),
    sources: kept,
    role,
    roleNorm: Math.sqrt(Object.values(role).reduce((a, w) => a + w * w, 0)),
    words,
    version: ATS_SCORER_VERSION,
    title: job.title,
    required,
    nice,
    minYears: job.minYears,
    query,
    queryMass: query.reduce((a, [, w]) => a + w, 0),
    areas,
  };
}
