import { atsJobInputSchema, type AtsJobInput } from '../../src/contract/ats';
import { extractExperience, monthIndex } from './extract/experience';
import { splitSections, type SectionName } from './extract/sections';
import { redactIdentity, type RedactOptions } from './identity';
import { buildIdf, type Idf } from './idf';
import { findSkills, keyOf, lookupSkill, taxonomy, type Taxonomy } from './taxonomy/taxonomy';
import { STOPWORDS, normalizeText, tokenize, tokenizeWithCase } from './text';
import { ATS_SCORER_VERSION } from './version';

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

interface TextAnalysis {
  terms: Record<string, number>;
  length: number;
  hits: Array<{ skill: number; surface: string; line: number }>;
}

/** Terms and skills of lines of text. Words inside a found skill become that skill's one term. */
function analyzeLines(lines: readonly string[]): TextAnalysis {
  const { tax } = engine();
  const terms: Record<string, number> = {};
  const hits: TextAnalysis['hits'] = [];
  let length = 0;
  for (let li = 0; li < lines.length; li++) {
    const { lower, raw } = tokenizeWithCase(lines[li]!);
    if (lower.length === 0) continue;
    const keys = lower.map(keyOf);
    const found = findSkills(tax, keys, raw);
    let next = 0;
    const add = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const t = lower[i]!;
        if ((t.length < 2 && !/[+#]/.test(t)) || STOPWORDS.has(t) || /^\d+$/.test(t)) continue;
        terms[keys[i]!] = (terms[keys[i]!] ?? 0) + 1;
        length++;
      }
    };
    for (const h of found) {
      add(next, h.start);
      const name = `§${tax.skills[h.skill]!.name}`;
      terms[name] = (terms[name] ?? 0) + 1;
      length++;
      hits.push({ skill: h.skill, surface: h.surface, line: li });
      next = h.end;
    }
    add(next, lower.length);
  }
  return { terms, length, hits };
}

// Headings glued to the previous sentence in exported text ("...learning.Education Details").
const GLUED_HEADING = /([\p{Ll}.)])((?:Education|Skill|Company|Project|Personal) Details|(?:Work|Professional) Experience|Technical Skills|Key Skills|Skill Set)/gu;

/** The part of a long line around the words that matched, so evidence stays readable. */
export function excerpt(line: string, surface: string, width = 160): string {
  if (line.length <= width) return line;
  const first = surface.split(' ')[0] ?? '';
  const at = Math.max(0, line.toLowerCase().indexOf(first.toLowerCase()));
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), line.length - width));
  return `${start > 0 ? '…' : ''}${line.slice(start, start + width).trim()}${start + width < line.length ? '…' : ''}`;
}

export interface AnalyzeOptions extends RedactOptions {
  /** The date "Present" stands for in "2019 - Present"; defaults to now. Stored in no result. */
  asOf?: Date;
}

export function analyzeResume(text: string, options: AnalyzeOptions = {}): ResumeProfile {
  const { tax } = engine();
  const clean = redactIdentity(normalizeText(text).replace(GLUED_HEADING, '$1\n$2'), options);
  const lines = clean
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
  const sections = splitSections(lines);
  const { terms, length, hits } = analyzeLines(lines);
  const skills: Record<string, FoundSkill> = {};
  const areas: Record<string, number> = {};
  for (const h of hits) {
    const skill = tax.skills[h.skill]!;
    const got = skills[skill.name];
    if (got) got.count++;
    else skills[skill.name] = { count: 1, evidence: excerpt(lines[h.line]!, h.surface), matchedAs: h.surface, area: skill.group };
  }
  for (const s of Object.values(skills)) {
    const w = (1 + Math.log(s.count)) * (s.area === 'soft' ? SOFT_AREA_WEIGHT : 1);
    areas[s.area] = (areas[s.area] ?? 0) + w;
  }
  const exp = extractExperience(lines, sections, monthIndex(options.asOf ?? new Date()));
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
  };
}

/** A resume that could not be read at all (the file is kept but flagged, never scored as empty). */
export function unreadableResume(reason: string): ResumeProfile {
  return {
    version: ATS_SCORER_VERSION, status: 'insufficient_data', reason, skills: {}, terms: {}, length: 0,
    areas: {}, years: null, yearsSource: 'none', sections: [], lines: [],
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
    keys: tokenize(normalizeText(label)).filter((t) => !STOPWORDS.has(t)).map(keyOf),
  };
}

export function analyzeJob(input: AtsJobInput): JobProfile {
  const job = atsJobInputSchema.parse(input);
  const { tax, idf } = engine();
  const weights = new Map<string, number>();
  const areas: Record<string, number> = {};
  const addText = (text: string, fieldWeight: number) => {
    const { terms, hits } = analyzeLines(normalizeText(text).split('\n'));
    for (const [t, c] of Object.entries(terms)) weights.set(t, (weights.get(t) ?? 0) + c * fieldWeight);
    for (const h of hits) {
      const skill = tax.skills[h.skill]!;
      areas[skill.group] = (areas[skill.group] ?? 0) + fieldWeight * (skill.group === 'soft' ? SOFT_AREA_WEIGHT : 1);
    }
  };
  addText(job.title, FIELD.title);
  addText(job.description, FIELD.description);
  const required = job.requiredSkills.map(jobSkill);
  const nice = job.niceToHaveSkills.map(jobSkill);
  // Listed skills join the query by their canonical term, so "k8s" and "Kubernetes" meet.
  for (const [list, fw] of [[required, FIELD.required], [nice, FIELD.nice]] as const) {
    for (const s of list) {
      if (s.canonical) {
        const key = `§${s.canonical}`;
        weights.set(key, (weights.get(key) ?? 0) + fw);
        const group = tax.skills[tax.byName.get(s.canonical.toLowerCase())!]!.group;
        areas[group] = (areas[group] ?? 0) + fw * (group === 'soft' ? SOFT_AREA_WEIGHT : 1);
      } else {
        for (const k of s.keys) weights.set(k, (weights.get(k) ?? 0) + fw);
      }
    }
  }
  const query: Array<[string, number]> = [];
  for (const [t, qf] of weights) {
    const w = (t.startsWith('§') ? idf.skill(tax.byName.get(t.slice(1).toLowerCase())!) : idf.term(t)) * (1 + Math.log(qf));
    if (w > 0.05) query.push([t, w]);
  }
  query.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return {
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
