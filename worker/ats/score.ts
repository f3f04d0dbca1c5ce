import type { AtsBreakdown, AtsResult, SkillEvidence } from '../../src/contract/ats';
import {
  engine,
  everydayWordKeys,
  excerpt,
  type JobProfile,
  type JobSkill,
  phraseCount,
  phraseLine,
  resumeFocus,
  type ResumeProfile,
} from './read/analyze';
import { isContent } from './read/clauses';
import { ambiguousKeys } from './read/context';
import { STOPWORDS, tokenize } from './read/text';
import { keyOf, parentsOf } from './taxonomy/taxonomy';
import { ATS_SCORER_VERSION } from './version';

/**
 * The ATS score: a weighted blend of five parts, each 0..1, shown with its weight.
 *  - required skills found (25): the job's must-haves, the strongest signal a recruiter states;
 *  - relevance (30): how much of the job's informative wording and skill areas the resume covers;
 *  - title (15): whether the resume names the job's role ("Test Engineer", "Operations Manager")
 *    with the title's words side by side, the way people write their own role titles;
 *  - experience (5): years against the job's minimum, never penalising more. Kept a bounded, small
 *    part: it says whether a requirement is met, not how well the person fits the role, so it must
 *    not reorder close candidates at the top of a list on its own (at 10 it put a neighbouring
 *    role's resume with the years above the role's own: half went to role identity, chosen by
 *    cross-validation, npm run eval:ats);
 *  - role identity (15): whether the skills the resume centres on are the ones that define the job
 *    (manual test cases vs automation frameworks), by the cosine of the two weighted skill sets;
 *  - nice-to-have skills (10).
 * A part the job does not use (no nice-to-haves, no minimum years) gives its weight to the others
 * in proportion, so the score stays on the same 0..100 scale.
 */
export const ATS_WEIGHTS = {
  requiredSkills: 0.25,
  relevance: 0.3,
  title: 0.15,
  role: 0.15,
  experience: 0.05,
  niceToHaveSkills: 0.1,
} as const;
export type AtsWeights = Record<keyof typeof ATS_WEIGHTS, number>;

export interface ScoreOptions {
  /** Other weights, for evaluation only (cross-validation of the weights); the product uses ATS_WEIGHTS. */
  weights?: AtsWeights;
  /** Another share of role identity for the defining skills, for evaluation only; the product uses DEFINING_SHARE. */
  definingShare?: number;
  /** Another share of role identity for the resume's distinct focus, for evaluation only; the product uses DISTINCT_SHARE. */
  distinctShare?: number;
}
// Share of role identity earned by the job's defining skills found on the resume (the rest is the
// cosine of the two skill sets). Chosen by cross-validation by category (npm run eval:ats).
export const DEFINING_SHARE = 0;
// Share of role identity earned by how little of the resume's focus within the job's own areas lies
// on skills the job does not name (a neighbouring role's skills: automation frameworks for a manual
// testing job). Chosen by cross-validation by category (npm run eval:ats).
export const DISTINCT_SHARE = 0;
// Skills shown as the role's shared and differing evidence.
const ROLE_SHOWN = 4;
// Title match saturates fast: naming the role once is already strong evidence.
const TITLE_K = 0.3;
// A title word met only through its taxonomy skill under another name: related, not the same title.
const TITLE_SKILL_CREDIT = 0.3;
// The title's words found only apart, never naming the role: weak evidence, a small share.
const TITLE_APART_CREDIT = 0.4;
// Years the resume does not show are unknown, not zero: half credit, neither reward nor penalty.
const UNKNOWN_YEARS_CREDIT = 0.5;
// Partial credit for a missing skill, reached when the resume holds RELATED_FULL weight of skills
// in the same taxonomy area (about four distinct skills).
const RELATED_CREDIT = 0.4;
const RELATED_FULL = 4;

// Resume-side term saturation (BM25's k1 and b) and the typical resume length in content terms.
const K1 = 1.2;
const B = 0.5;
const AVG_LENGTH = 400;
// Share of relevance from the wording and from the overlap of skill areas.
const TERMS_SHARE = 0.4;
// A resume rarely covers more than ~60% of a job's weighted wording; that counts as full coverage.
const FULL_COVERAGE = 0.6;

export interface ScoreDetail {
  result: AtsResult;
  /** The score before rounding, for stable ordering in rankings. */
  exact: number | null;
}

function skillEvidence(skill: JobSkill, resume: ResumeProfile): SkillEvidence {
  if (skill.canonical) {
    const hit = resume.skills[skill.canonical];
    // A skill the resume writes in another form of its name counts as found ("Frontend engineer"),
    // and so does the job's own word for it written as is ("Lean", "ACLS", ".NET").
    const line = hit
      ? null
      : writesSkill(resume, skill.canonical)
        ? lineWriting(resume, skill.canonical)
        : skill.keys.length
          ? findPhrase(skill.keys, resume)
          : null;
    return {
      skill: skill.label,
      canonical: skill.canonical,
      found: Boolean(hit) || line !== null,
      evidence: hit?.evidence ?? (line === null ? null : excerpt(line, skill.canonical)),
      matchedAs: hit?.matchedAs ?? (line === null ? null : skill.label),
    };
  }
  // A skill outside the taxonomy: its words in order on one line of the resume.
  const line = skill.keys.length ? findPhrase(skill.keys, resume) : null;
  return {
    skill: skill.label,
    canonical: null,
    found: line !== null,
    evidence: line,
    matchedAs: line === null ? null : skill.label,
  };
}

function findPhrase(keys: readonly string[], resume: ResumeProfile): string | null {
  for (const k of keys) if (!hasWord(resume, k)) return null;
  for (const line of resume.lines) {
    const lk = tokenize(line)
      .filter((t) => !STOPWORDS.has(t))
      .map(keyOf);
    outer: for (let i = 0; i + keys.length <= lk.length; i++) {
      for (let j = 0; j < keys.length; j++) if (lk[i + j] !== keys[j]) continue outer;
      return line.slice(0, 200);
    }
  }
  return null;
}

function cosine(a: Record<string, number>, b: Record<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of Object.entries(a)) {
    na += v * v;
    const w = b[k];
    if (w) dot += v * w;
  }
  for (const v of Object.values(b)) nb += v * v;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Role identity: cosine of the job's role skills and the resume's skills (informativeness x
 * saturating count), with the skills both share most and those the resume centres on that the job
 * does not name, as evidence.
 */
function roleIdentity(
  resume: ResumeProfile,
  job: JobProfile,
  definingShare: number,
  distinctShare = DISTINCT_SHARE,
): { value: number; shared: string[]; resumeOnly: string[]; defining: Array<{ skill: string; found: boolean }> } {
  // Profiles analysed before ats-2 have no focus: it is computed from their skills.
  const focus = resume.focus ?? resumeFocus(resume.skills);
  const jobWeights = job.role ?? {};
  let dot = 0;
  let norm = 0;
  const shared: Array<[string, number]> = [];
  const own: string[] = [];
  for (const [name, w] of focus) {
    norm += w * w;
    const jw = jobWeights[name];
    if (jw !== undefined) {
      dot += w * jw;
      shared.push([name, w * jw]);
    } else if (own.length < ROLE_SHOWN) own.push(name);
  }
  shared.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const cos = norm > 0 && job.roleNorm > 0 ? dot / Math.sqrt(norm) / job.roleNorm : 0;
  // The skills that define the role: the job's heaviest role skills (title, lists, then text), each
  // found on the resume or not ("Manual testing" and "Test cases" for a tester, not "Selenium").
  const defining = definingSkills(job).map(([skill, w]) => ({ skill, w, found: resume.skills[skill] !== undefined }));
  const all = defining.reduce((a, d) => a + d.w, 0);
  const coverage = all > 0 ? defining.reduce((a, d) => a + (d.found ? d.w : 0), 0) / all : 0;
  // The resume's focus within the job's own areas, and the part of it on skills the job does not name.
  let inAreas = 0;
  let neighbour = 0;
  if (distinctShare > 0) {
    const areas = jobRoleAreas(job);
    for (const [name, w] of focus) {
      const area = resume.skills[name]?.area;
      if (area === undefined || !areas.has(area)) continue;
      inAreas += w;
      if (jobWeights[name] === undefined) neighbour += w;
    }
  }
  const distinct = inAreas > 0 ? 1 - neighbour / inAreas : 0;
  const value = (1 - definingShare - distinctShare) * cos + definingShare * coverage + distinctShare * distinct;
  return {
    value,
    shared: shared.slice(0, ROLE_SHOWN).map(([n]) => n),
    resumeOnly: own,
    defining: defining.map(({ skill, found }) => ({ skill, found })),
  };
}

const areasCache = new WeakMap<JobProfile, Set<string>>();
/** The taxonomy areas of the job's role skills. */
function jobRoleAreas(job: JobProfile): Set<string> {
  let got = areasCache.get(job);
  if (!got) {
    const { tax } = engine();
    got = new Set(Object.keys(job.role ?? {}).map((n) => tax.skills[tax.byName.get(n.toLowerCase())!]!.group));
    areasCache.set(job, got);
  }
  return got;
}

const definingCache = new WeakMap<JobProfile, Array<[string, number]>>();
/**
 * The job's ROLE_SHOWN heaviest role skills with their weights, heaviest first. A broader skill that
 * another role skill implies (Software testing, by Manual testing) is shared by the neighbouring
 * roles, so it does not define this one.
 */
function definingSkills(job: JobProfile): Array<[string, number]> {
  let got = definingCache.get(job);
  if (!got) {
    const { tax } = engine();
    const role = Object.entries(job.role ?? {});
    const broader = new Set<string>();
    for (const [name] of role) {
      const id = tax.byName.get(name.toLowerCase());
      if (id !== undefined) for (const p of parentsOf(tax, id, ambiguousKeys())) broader.add(tax.skills[p]!.name);
    }
    got = role
      .filter(([name]) => !broader.has(name))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, ROLE_SHOWN);
    definingCache.set(job, got);
  }
  return got;
}

const shownCache = new WeakMap<JobProfile, Map<string, string>>();
/** A term as the job wrote it, remembered per job profile: a job is scored against many resumes. */
function shownTerms(job: JobProfile): (t: string) => string {
  let cache = shownCache.get(job);
  if (!cache) shownCache.set(job, (cache = new Map()));
  const memo = cache;
  return (t) => {
    let v = memo.get(t);
    if (v === undefined)
      memo.set(
        t,
        (v = t.startsWith('§')
          ? t.slice(1)
          : t
              .split(' ')
              .map((w) => job.words?.[w] ?? w)
              .join(' ')),
      );
    return v;
  };
}

/**
 * Whether the explanation may show a plain word (not a taxonomy skill) as the job's: a content word of
 * three letters or more ("ll" of "you'll" is none) that is no everyday word ("care", "clear", "ship").
 */
function showable(t: string): boolean {
  return t.startsWith('§') || t.split(' ').every((w) => w.length >= 3 && isContent(w) && !everydayWordKeys().has(w));
}

const formsCache = new Map<string, string[][]>();
/**
 * The written forms of a skill as term keys: its name and aliases, a two-word name also joined
 * ("front end": frontend) and a joined one-word name split where its words are also one of its names.
 * Stemmed keys cover the singular, plural and verb forms ("tests", "tested", "testing").
 */
function skillForms(name: string): string[][] {
  let got = formsCache.get(name);
  if (!got) {
    const { tax } = engine();
    const id = tax.byName.get(name.toLowerCase());
    const names = id === undefined ? [name] : [tax.skills[id]!.name, ...tax.skills[id]!.aliases];
    const out = new Map<string, string[]>();
    const everyday = (k: string) => everydayWordKeys().has(k) || ambiguousKeys().has(k);
    // A hyphenated name is also written joined ("process re-engineering": reengineering).
    const spelt = names.flatMap((n, i) =>
      n.includes('-') ? [[n, i] as const, [n.replace(/-/g, ''), i] as const] : [[n, i] as const],
    );
    for (const [n, i] of spelt) {
      const words = tokenize(n).filter((w) => !STOPWORDS.has(w));
      if (words.length === 0) continue;
      // A one-word alias that is an everyday word ("model", "process") needs the engine's context rules.
      if (i > 0 && words.length === 1 && everyday(keyOf(words[0]!))) continue;
      const keys = words.map(keyOf);
      out.set(keys.join(' '), keys);
      // The last word in its other number and verb forms ("bug fixing": bug fixes; "KPIs": KPI), where
      // the form is no everyday word of its own.
      for (const form of numberAndVerbForms(words.at(-1)!)) {
        const k = keyOf(form);
        if (k === keys.at(-1) || (words.length === 1 && (k.length < 3 || everyday(k)))) continue;
        const other = [...keys.slice(0, -1), k];
        out.set(other.join(' '), other);
      }
      if (words.length === 2 && words.every((w) => w.length <= 5))
        out.set(keyOf(words.join('')), [keyOf(words.join(''))]);
    }
    formsCache.set(name, (got = [...out.values()]));
  }
  return got;
}

/**
 * The regular singular or plural and verb forms of a word, as a recruiter would accept them for the
 * same skill ("fixes", "fixed", "fixing"; "kpis": kpi; "policies": policy). Irregular words are left out.
 */
function numberAndVerbForms(word: string): string[] {
  const w = word.toLowerCase();
  if (!/^\p{L}{3,}$/u.test(w)) return [];
  if (/ing$/.test(w) && w.length > 5) {
    const stem = w.slice(0, -3);
    return [stem, `${stem}e`, `${stem}s`, `${stem}es`, `${stem}ed`];
  }
  if (/[^aeiou]ies$/.test(w)) return [`${w.slice(0, -3)}y`];
  if (/(s|x|z|ch|sh)es$/.test(w)) return [w.slice(0, -2), w.slice(0, -1)];
  if (/[^su]s$/.test(w)) return [w.slice(0, -1)];
  if (/[^aeiou]y$/.test(w)) return [`${w.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(w)) return [`${w}es`];
  return [`${w}s`, /e$/.test(w) ? `${w.slice(0, -1)}ing` : `${w}ing`];
}

/** A word the resume has, as a term of its own or inside a skill it names ("unit tests": tests). */
const hasWord = (resume: ResumeProfile, k: string) => (resume.terms[k] ?? 0) > 0 || (resume.phrases?.[k] ?? 0) > 0;

/**
 * Whether the resume writes a skill the engine did not read as its skill, in any of its forms: a
 * one-word form as a word, a longer one as its adjacent word pairs ("front end", "design systems").
 */
function writesSkill(resume: ResumeProfile, name: string): boolean {
  const phrases = resume.phrases ?? {};
  for (const { word, pairs } of formChecks(name)) {
    if (word !== null ? hasWord(resume, word) : pairs.every((p) => phrases[p] !== undefined)) return true;
  }
  return false;
}

/** Whether the resume has a one-word term of the job in another of its forms ("APIs": api). */
function writesOtherForm(resume: ResumeProfile, word: string): boolean {
  return numberAndVerbForms(word).some((f) => hasWord(resume, keyOf(f)));
}

/** Whether a plain word of the job names a taxonomy skill ("cybersecurity") that the resume writes in any form. */
function writesNamedSkill(resume: ResumeProfile, word: string): boolean {
  const id = engine().tax.byName.get(word.toLowerCase());
  return id !== undefined && writesSkill(resume, engine().tax.skills[id]!.name);
}

const checksCache = new Map<string, Array<{ word: string | null; pairs: string[] }>>();
/** Each form as what the resume's terms and phrases hold: one word, or its adjacent pairs. */
function formChecks(name: string): Array<{ word: string | null; pairs: string[] }> {
  let got = checksCache.get(name);
  if (!got)
    checksCache.set(
      name,
      (got = skillForms(name).map((keys) =>
        keys.length === 1
          ? { word: keys[0]!, pairs: [] }
          : { word: null, pairs: keys.slice(1).map((k, i) => `${keys[i]} ${k}`) },
      )),
    );
  return got;
}

const lineKeys = new WeakMap<ResumeProfile, string[]>();
/** The first line of the resume that writes one of the skill's forms, for its evidence. */
function lineWriting(resume: ResumeProfile, name: string): string | null {
  const forms = skillForms(name);
  let keyed = lineKeys.get(resume);
  if (!keyed)
    lineKeys.set(
      resume,
      (keyed = resume.lines.map(
        (line) =>
          ` ${tokenize(line)
            .filter((t) => !STOPWORDS.has(t))
            .map(keyOf)
            .join(' ')} `,
      )),
    );
  const at = keyed.findIndex((joined) => forms.some((f) => joined.includes(` ${f.join(' ')} `)));
  return at < 0 ? null : resume.lines[at]!;
}

export function scoreMatchDetailed(resume: ResumeProfile, job: JobProfile, options: ScoreOptions = {}): ScoreDetail {
  if (resume.status !== 'ok') {
    return {
      exact: null,
      result: {
        score: null,
        status: 'insufficient_data',
        reason: resume.reason ?? 'The resume could not be read.',
        breakdown: null,
        version: ATS_SCORER_VERSION,
      },
    };
  }
  const required = job.required.map((s) => skillEvidence(s, resume));
  const nice = job.nice.map((s) => skillEvidence(s, resume));
  // A missing skill whose area the resume shows well (e.g. Hibernate and JPA for "Spring") earns
  // partial credit: related experience transfers, but less than the skill itself. Listed skills that
  // read as one taxonomy skill ("HVAC design", "Duct design") are one requirement, met as well as the
  // best of them: one mention must not earn the share of each.
  const credit = (items: SkillEvidence[], skills: JobSkill[]) => {
    const best = new Map<string | number, number>();
    items.forEach((item, i) => {
      const area = skills[i]!.area;
      const v = item.found
        ? 1
        : area && area !== 'soft'
          ? RELATED_CREDIT * Math.min(1, (resume.areas[area] ?? 0) / RELATED_FULL)
          : 0;
      const key = item.canonical ?? i;
      best.set(key, Math.max(best.get(key) ?? 0, v));
    });
    return best.size ? [...best.values()].reduce((a, v) => a + v, 0) / best.size : 0;
  };

  // Terms as the job wrote them: "revenue", not the stem "revenu"; skills by their name.
  const shown = shownTerms(job);
  // Relevance: weighted share of the job's terms present in the resume, with saturating counts.
  const norm = K1 * (1 - B + (B * resume.length) / AVG_LENGTH);
  let covered = 0;
  const matched: string[] = [];
  const missing: string[] = [];
  const termSources: Record<string, string> = {};
  for (const [t, w] of job.query) {
    // A word inside a skill the resume names ("unit tests": tests) is there; so is a skill written in
    // another form of its name ("Frontend engineer": Front-end development).
    // A plain word that is a skill's name ("cybersecurity") is there in the skill's other forms too.
    const tf =
      resume.terms[t] ??
      (t.startsWith('§')
        ? writesSkill(resume, t.slice(1))
          ? 1
          : 0
        : phraseCount(resume.phrases?.[t]) > 0 ||
            writesNamedSkill(resume, shown(t)) ||
            writesOtherForm(resume, shown(t))
          ? 1
          : 0);
    const list = tf > 0 ? matched : missing;
    if (tf > 0) covered += (w * tf) / (tf + norm);
    // The explanation shows only words the reading is sure of: no everyday word is the job's word.
    if (list.length < 12 && showable(t)) {
      list.push(shown(t));
      const source = job.sources?.[t];
      if (source !== undefined) termSources[shown(t)] = source;
    }
  }
  const coverage = job.queryMass ? Math.min(1, covered / job.queryMass) : 0;
  const areaOverlap = cosine(job.areas, resume.areas);
  const relevance = TERMS_SHARE * Math.min(1, coverage / FULL_COVERAGE) + (1 - TERMS_SHARE) * areaOverlap;

  // Title: the best of the job's alternative titles, by the weighted share of its words and word
  // pairs that the resume contains; a pair only counts where the two words stand side by side.
  let title = 0;
  // The best alternative's words, pairs and skills found, with what each earned.
  let roleNamed = false;
  let titleMatched: Array<[shown: string, earned: number, packed: number | undefined]> = [];
  // Profiles stored by scorer 1.0 have no phrases or title units: their title part is simply 0
  // (and unused for such a job) until they are analysed again.
  const phrases = resume.phrases ?? {};
  const titleUnits = job.titleUnits ?? [];
  for (const units of titleUnits) {
    // The role is named when a pair of its words stands side by side, or a one-word title is there.
    // A pair that is one skill's name ("computer vision" of "Computer Vision Engineer") names the
    // skill, which the skill parts count, not the role: unless another pair names the role, it earns
    // as that skill met under any of its names, with no line of its own.
    const rolePairs = units.filter(([u, , skill]) => u.includes(' ') && skill === null);
    const pairNamed = (rolePairs.length > 0 ? rolePairs : units).some(
      ([u]) => u.includes(' ') && phrases[u] !== undefined,
    );
    let got = 0;
    let all = 0;
    const matchedHere: typeof titleMatched = [];
    for (const [u, w, skill] of units) {
      all += w;
      const skillOnly = !pairNamed && rolePairs.length > 0 && skill !== null && u.includes(' ');
      const tf = skillOnly ? 0 : phraseCount(phrases[u]) + (u.includes(' ') ? 0 : (resume.terms[u] ?? 0));
      if (tf > 0) {
        const earned = (w * tf) / (tf + TITLE_K);
        got += earned;
        matchedHere.push([shown(u), earned, phrases[u]]);
      } else if (skill !== null && resume.terms[skill]) {
        got += TITLE_SKILL_CREDIT * w;
        const evidence = resume.skills[skill.slice(1)];
        matchedHere.push([evidence?.matchedAs ?? shown(skill), TITLE_SKILL_CREDIT * w, undefined]);
      }
    }
    const named =
      pairNamed ||
      (units.length === 1 &&
        matchedHere.length === 1 &&
        phraseCount(phrases[units[0]![0]]) + (resume.terms[units[0]![0]] ?? 0) > 0);
    const v = all > 0 ? (got / all) * (named ? 1 : TITLE_APART_CREDIT) : 0;
    if (v > title) [title, titleMatched, roleNamed] = [v, matchedHere, named];
  }
  // Pairs first (a role named as such), then by what they earned.
  titleMatched.sort(
    (a, b) => Number(b[0].includes(' ')) - Number(a[0].includes(' ')) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
  );
  const titleShown = [...new Set(titleMatched.map(([t]) => t))];
  let titleLine: string | null = null;
  let titleAt = '';
  // The line comes from a pair or a word inside a skill (phrases keep their first line); words met
  // only apart are named without a line.
  for (const [t, , packed] of titleMatched) {
    const line = packed === undefined ? undefined : resume.lines[phraseLine(packed)];
    if (line !== undefined) {
      [titleLine, titleAt] = [line, t];
      break;
    }
  }

  const years = resume.years;
  const experience = job.minYears > 0 ? (years === null ? UNKNOWN_YEARS_CREDIT : Math.min(1, years / job.minYears)) : 1;

  const used = {
    requiredSkills: required.length > 0,
    niceToHaveSkills: nice.length > 0,
    relevance: true,
    title: titleUnits.length > 0,
    experience: job.minYears > 0,
    role: (job.roleNorm ?? 0) > 0,
  };
  const weights = options.weights ?? ATS_WEIGHTS;
  const total = (Object.keys(weights) as Array<keyof typeof ATS_WEIGHTS>).reduce(
    (a, k) => a + (used[k] ? weights[k] : 0),
    0,
  );
  const weight = (k: keyof typeof ATS_WEIGHTS) => (used[k] ? weights[k] / total : 0);
  const part = (k: keyof typeof ATS_WEIGHTS, value: number) => ({
    value: round2(value),
    weight: round2(weight(k)),
    points: round2(value * weight(k) * 100),
  });

  const role = roleIdentity(
    resume,
    job,
    options.definingShare ?? DEFINING_SHARE,
    options.distinctShare ?? DISTINCT_SHARE,
  );
  const values = {
    requiredSkills: credit(required, job.required),
    niceToHaveSkills: credit(nice, job.nice),
    relevance,
    title,
    role: role.value,
    experience,
  };
  const exact = (Object.keys(values) as Array<keyof typeof values>).reduce(
    (a, k) => a + values[k] * weight(k) * 100,
    0,
  );
  const breakdown: AtsBreakdown = {
    requiredSkills: { ...part('requiredSkills', values.requiredSkills), items: required },
    niceToHaveSkills: { ...part('niceToHaveSkills', values.niceToHaveSkills), items: nice },
    relevance: {
      ...part('relevance', relevance),
      matchedTerms: matched,
      missingTerms: missing,
      termSources,
      areaOverlap: round2(areaOverlap),
    },
    title: {
      ...part('title', title),
      jobTitle: job.title,
      matchedPhrases: titleShown.slice(0, 6),
      roleNamed,
      evidence: titleLine === null ? null : excerpt(titleLine, titleAt, 160),
    },
    role: {
      ...part('role', role.value),
      sharedSkills: role.shared,
      resumeFocus: role.resumeOnly,
      definingSkills: role.defining,
      titlePhrase: roleNamed ? (titleShown[0] ?? null) : null,
    },
    experience: { ...part('experience', experience), resumeYears: years, minYears: job.minYears },
  };
  const score = Math.max(0, Math.min(100, Math.round(exact)));
  return { exact, result: { score, status: 'scored', reason: null, breakdown, version: ATS_SCORER_VERSION } };
}

/** The stored result of one resume against one job. */
export function scoreMatch(resume: ResumeProfile, job: JobProfile): AtsResult {
  return scoreMatchDetailed(resume, job).result;
}
