import { stem, STOPWORDS, tokenize, tokenizeWithCase } from '../read/text';
import broaderData from './data/broader';
import business from './data/business';
import businessMore from './data/business-more';
import engineering from './data/engineering';
import engineeringMore from './data/engineering-more';
import familyData from './data/families';
import healthCare from './data/health-care';
import operationsMore from './data/operations-more';
import people from './data/people';
import peopleMore from './data/people-more';
import softwareDev from './data/software-dev';
import softwareMore from './data/software-more';
import softwareOps from './data/software-ops';

/**
 * The skills taxonomy: parsed once from the data files into a token trie, then used to find skills
 * in any text in one left-to-right pass (longest match wins, so "Spring Boot" beats "Spring").
 */

export interface Skill {
  id: number;
  name: string;
  group: string;
  aliases: string[];
}

export interface Area {
  id: string;
  label: string;
}

interface Pinned {
  skill: number;
  /** Original spelling the text must have, for aliases that are ordinary words in lowercase. */
  raw: string[];
}

/**
 * A trie node. Kept small, since the taxonomy has tens of thousands: children are created on
 * first use (most nodes are leaves), an alias matching in any case is just its skill's index.
 */
interface Node {
  next: Map<string, Node> | null;
  /** Skill of an alias ending here that matches in any case, or -1. */
  skill: number;
  /** Aliases ending here that must match their own spelling ("Go", "R"); tried first. */
  pinned: Pinned[] | null;
  /** A verb of a verb-first form ends here: one determiner may follow before the object ("manage the vendors"). */
  gap?: true;
  /** The skill ending here is met in a verb-first form ("hunt threats" for Threat hunting). */
  verbFirst?: true;
}

export interface SkillHit {
  skill: number;
  /** Token positions [start, end) within the tokenised text. */
  start: number;
  end: number;
  /** The words of the text that matched. */
  surface: string;
  /** Matched through an alias whose spelling is pinned ("Go", "R"): sure by its case alone. */
  pinned: boolean;
  /** Matched in a verb-first form of a name ("manage vendors" for Vendor management). */
  verbFirst?: boolean;
}

export interface Taxonomy {
  skills: Skill[];
  areas: Area[];
  /** Aliases that two skills claimed; the first skill keeps them. Kept for the data tests. */
  collisions: string[];
  /**
   * Names of skills in several areas, first sense first (by senseKey): acronyms pinned to their
   * spelling ("AR": augmented reality, accounts receivable) and names the data marks shared with "~".
   */
  senses: Map<string, number[]>;
  byName: Map<string, number>;
  root: Node;
}

const SOURCES = [
  softwareDev,
  softwareOps,
  engineering,
  business,
  people,
  healthCare,
  engineeringMore,
  businessMore,
  operationsMore,
  peopleMore,
  softwareMore,
];

const newNode = (): Node => ({ next: null, skill: -1, pinned: null });
// People glue short names together ("nodejs", "powerbi", "frontend"), not long phrases.
const MAX_JOINED = 14;

/** Matching key of a token: lowercase and lightly stemmed, the same as for resume text. */
export const keyOf = (lower: string): string => stem(lower);

/** The key of a name in Taxonomy.senses: its stemmed words, or "!" and its spelling when pinned. */
export const senseKey = (keys: readonly string[], raw: readonly string[], pinned: boolean): string =>
  pinned ? `!${raw.join(' ')}` : keys.join(' ');

function insert(
  tax: Taxonomy,
  pool: Map<string, string>,
  alias: string,
  skill: number,
  caseSensitive: boolean,
  shared = false,
): void {
  const { lower, raw } = tokenizeWithCase(alias);
  if (lower.length === 0) return;
  // Words lose a lone "+" ("Network+", "A+"): such an alias of one word, or one whose "+" word is a
  // letter ("A+ certification"), would match the bare word ("the network", "a certification").
  const lossy = alias.split(/\s+/).filter((w) => /[^+]\+$/.test(w));
  if (lossy.length > 0 && (lower.length === 1 || lossy.some((w) => w.length <= 2))) return;
  // A lone stopword or letter would match everywhere unless its case is pinned ("C", "R", "Go").
  if (lower.length === 1 && !caseSensitive && (STOPWORDS.has(lower[0]!) || lower[0]!.length < 2)) return;
  // One string per distinct key, shared by every node that uses it.
  const intern = (k: string) => {
    const got = pool.get(k);
    if (got !== undefined) return got;
    pool.set(k, k);
    return k;
  };
  const paths: string[][] = [lower.map((t) => intern(keyOf(t)))];
  // "Node.js" also as "nodejs", "Power BI" as "powerbi", "Front end" as "frontend".
  const joined = lower.join('');
  if (lower.length > 1 && joined.length >= 4 && joined.length <= MAX_JOINED && !/[+#]/.test(joined))
    paths.push([intern(keyOf(joined))]);
  for (const [i, path] of paths.entries()) {
    let node = tax.root;
    for (const k of path) {
      node.next ??= new Map();
      let child = node.next.get(k);
      if (!child) node.next.set(k, (child = newNode()));
      node = child;
    }
    const pinned = caseSensitive && i === 0 ? raw : null;
    const clash = pinned
      ? node.pinned?.find((e) => e.raw.join(' ') === pinned.join(' '))?.skill
      : node.skill >= 0
        ? node.skill
        : undefined;
    // A name of several skills: an acronym pinned to its spelling ("AR"), or a name the data marks shared ("Due diligence~").
    if (
      clash !== undefined &&
      clash !== skill &&
      i === 0 &&
      ((pinned && /^[A-Z]{2,5}$/.test(alias)) || (shared && !pinned))
    ) {
      const key = senseKey(path, raw, pinned !== null);
      tax.senses.set(key, [...(tax.senses.get(key) ?? [clash]), skill]);
      continue;
    }
    if (clash !== undefined) {
      if (clash !== skill && i === 0)
        tax.collisions.push(`${alias} (${tax.skills[clash]!.name} / ${tax.skills[skill]!.name})`);
      continue;
    }
    if (pinned) (node.pinned ??= []).push({ skill, raw: pinned });
    else node.skill = skill;
  }
}

// Action nouns whose verb is not the noun less a regular ending.
const IRREGULAR_VERBS: Record<string, string[]> = {
  maintenance: ['maintain'],
  analysis: ['analyse', 'analyze'],
  analytics: ['analyse', 'analyze'],
  administration: ['administer'],
  reconciliation: ['reconcile'],
  production: ['produce'],
  reduction: ['reduce'],
  delivery: ['deliver'],
  entry: ['enter'],
  recovery: ['recover'],
  compliance: ['comply'],
  acquisition: ['acquire'],
  resolution: ['resolve'],
  execution: ['execute'],
};
// Action nouns that are their own verb.
const SAME_VERB = new Set(
  'design review audit control support research forecast budget survey test check repair'.split(' '),
);
// Words that may stand between a verb and its object ("manage the vendors", "review your code").
export const GAP_WORDS: ReadonlySet<string> = new Set(
  'the a an our your their its all every each new existing'.split(' '),
);

/**
 * The verbs of an action noun: "management" manage, "hunting" hunt, "calibration" calibrate,
 * "documentation" document, "optimisation" optimise. Forms that are no word never meet a text.
 */
export function verbsOf(noun: string): string[] {
  const n = noun.toLowerCase();
  if (IRREGULAR_VERBS[n]) return IRREGULAR_VERBS[n]!;
  if (SAME_VERB.has(n)) return [n];
  let m: RegExpMatchArray | null;
  if ((m = n.match(/^(.{3,})ing$/))) {
    const base = m[1]!;
    return [base, `${base}e`, ...(/([bdfgmnprt])\1$/.test(base) ? [base.slice(0, -1)] : [])];
  }
  if ((m = n.match(/^(.{3,})ment$/))) return [m[1]!];
  if ((m = n.match(/^(.{3,})([iy])[sz]ation$/))) return [`${m[1]}${m[2]}se`, `${m[1]}${m[2]}ze`];
  if ((m = n.match(/^(.{3,})ation$/))) return [`${m[1]}ate`, `${m[1]}e`, m[1]!];
  if ((m = n.match(/^(.{3,}[cp]t)ion$/))) return [m[1]!];
  return [];
}

/**
 * A two-word name of an action on a thing ("Threat hunting", "Vendor management", "Code review")
 * written verb first, as job texts and resumes often do: "hunt threats", "manage the vendors",
 * "review code". Each verb form joins the thing's key (plural and singular meet through the stem).
 */
function verbFirstPaths(alias: string): string[][] {
  const { lower } = tokenizeWithCase(alias);
  if (lower.length !== 2 || lower.some((t) => STOPWORDS.has(t) || t.length < 3 || /[\d+#]/.test(t))) return [];
  return verbsOf(lower[1]!).map((v) => [keyOf(v), keyOf(lower[0]!)]);
}

export function parseTaxonomy(sources: readonly string[]): Taxonomy {
  const tax: Taxonomy = {
    skills: [],
    areas: [],
    collisions: [],
    senses: new Map(),
    byName: new Map(),
    root: newNode(),
  };
  const pool = new Map<string, string>();
  const verbFirst: Array<[string[], number]> = [];
  let group = 'general';
  for (const source of sources) {
    for (const rawLine of source.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      if (line.startsWith('#')) {
        const [id, label] = line
          .slice(1)
          .split('|')
          .map((s) => s.trim());
        group = id!;
        if (!tax.areas.some((a) => a.id === group)) tax.areas.push({ id: group, label: label ?? group });
        continue;
      }
      const parts = line
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      const name = parts[0]!.replace(/[!~]$/, '');
      const nameKey = name.toLowerCase();
      if (tax.byName.has(nameKey)) {
        tax.collisions.push(`${name} (listed twice)`);
        continue;
      }
      const id = tax.skills.length;
      tax.skills.push({ id, name, group, aliases: parts.slice(1).map((a) => a.replace(/[!~]$/, '')) });
      tax.byName.set(nameKey, id);
      // The canonical name matches case-insensitively unless one of its own aliases pins the case.
      const pinnedCanonical = parts.slice(1).some((a) => a.endsWith('!') && a.slice(0, -1) === name);
      if (!pinnedCanonical) insert(tax, pool, name, id, false);
      for (const alias of parts.slice(1))
        insert(tax, pool, alias.replace(/[!~]$/, ''), id, alias.endsWith('!'), alias.endsWith('~'));
      for (const alias of [name, ...parts.slice(1)])
        if (!/[!~]$/.test(alias)) for (const path of verbFirstPaths(alias)) verbFirst.push([path, id]);
    }
  }
  // After every written name, so a name as written always wins over a verb-first form.
  for (const [path, id] of verbFirst) {
    let node = tax.root;
    for (const [i, k] of path.entries()) {
      node.next ??= new Map();
      let child = node.next.get(k);
      if (!child) node.next.set(k, (child = newNode()));
      node = child;
      if (i === 0) node.gap = true;
    }
    if (node.skill < 0) [node.skill, node.verbFirst] = [id, true];
  }
  return tax;
}

let cached: Taxonomy | null = null;

/** The built-in taxonomy, compiled on first use and kept for the life of the isolate. */
export function taxonomy(): Taxonomy {
  cached ??= parseTaxonomy(SOURCES);
  return cached;
}

/**
 * All skills in a tokenised text, longest match first. `lower` and `raw` come from
 * tokenizeWithCase; keys are the stemmed lowercase tokens.
 */
export function findSkills(tax: Taxonomy, keys: readonly string[], raw: readonly string[]): SkillHit[] {
  const hits: SkillHit[] = [];
  let i = 0;
  while (i < keys.length) {
    let best = longestAt(tax, keys, raw, i);
    // A verb-first form never takes words from a longer name written as it is ("write blog posts": Blogging).
    if (best?.verbFirst) {
      for (let k = i + 1, end = best.end; k < end; k++) {
        const written = longestAt(tax, keys, raw, k);
        if (written && !written.verbFirst && written.end > end) best = null;
      }
    }
    if (best) {
      hits.push({
        skill: best.skill,
        start: i,
        end: best.end,
        surface: raw.slice(i, best.end).join(' '),
        pinned: best.pinned,
        ...(best.verbFirst ? { verbFirst: true } : {}),
      });
      i = best.end;
    } else {
      i++;
    }
  }
  return hits;
}

/** The longest name of a skill that starts at token i. */
function longestAt(
  tax: Taxonomy,
  keys: readonly string[],
  raw: readonly string[],
  i: number,
): { skill: number; end: number; pinned: boolean; verbFirst: boolean } | null {
  let node: Node | undefined = tax.root;
  let best: { skill: number; end: number; pinned: boolean; verbFirst: boolean } | null = null;
  for (let j = i; j < keys.length; j++) {
    const from: Node = node;
    node = node.next?.get(keys[j]!);
    // "manage the vendors": one determiner after the verb of a verb-first form is passed over.
    if (!node && from.gap && j > i && j + 1 < keys.length && GAP_WORDS.has(keys[j]!)) node = from.next?.get(keys[++j]!);
    if (!node) break;
    const pin = node.pinned?.find((p) => sameRaw(p.raw, raw, i));
    if (pin) best = { skill: pin.skill, end: j + 1, pinned: true, verbFirst: false };
    // A stopword is never a one-word name, even where its stem meets one ("does" is no DOE).
    else if (node.skill >= 0 && !(j === i && STOPWORDS.has(raw[i]!.toLowerCase())))
      best = { skill: node.skill, end: j + 1, pinned: false, verbFirst: node.verbFirst === true };
  }
  return best;
}

function sameRaw(want: readonly string[], raw: readonly string[], at: number): boolean {
  for (let k = 0; k < want.length; k++) if (raw[at + k] !== want[k]) return false;
  return true;
}

const parents = new WeakMap<Taxonomy, number[][]>();
/**
 * The broader skills a skill implies: the full name of another skill of its own area inside its name
 * ("SAP FICO" gives SAP, "Spring Data JPA" gives JPA, "GitHub Actions" gives GitHub). Aliases and
 * everyday words imply nothing: "Management" in "Warehouse management" is no General management.
 * Also the reviewed broader-skill links of data/broader.ts ("Unit testing" gives Software testing).
 */
export function parentsOf(tax: Taxonomy, id: number, everyday: ReadonlySet<string>): readonly number[] {
  let all = parents.get(tax);
  if (!all) {
    all = tax.skills.map((skill) => {
      const { lower, raw } = tokenizeWithCase(skill.name);
      const keys = lower.map(keyOf);
      const found = new Set<number>();
      for (let i = 0; i < keys.length; i++) {
        let node: Node | undefined = tax.root;
        for (let j = i; j < keys.length && node; j++) {
          node = node.next?.get(keys[j]!);
          if (!node || (i === 0 && j === keys.length - 1)) break;
          const pin = node.pinned?.find((p) => sameRaw(p.raw, raw, i));
          const parent = pin ? pin.skill : node.skill;
          if (parent < 0 || parent === skill.id || tax.skills[parent]!.group !== skill.group) continue;
          // Only the other skill's own full name, never one of its aliases or an everyday word.
          if (
            tokenize(tax.skills[parent]!.name).join(' ') !== lower.slice(i, j + 1).join(' ') ||
            (j === i && everyday.has(keys[i]!))
          )
            continue;
          found.add(parent);
        }
      }
      return [...found];
    });
    // The reviewed broader-skill links (data/broader.ts); a name missing from the taxonomy is a data
    // error the data tests report (broaderLinks).
    for (const [broad, narrow] of broaderLinks(tax)) if (!all[narrow]!.includes(broad)) all[narrow]!.push(broad);
    for (const list of all) list.sort((a, b) => a - b);
    parents.set(tax, all);
  }
  return all[id] ?? [];
}

/**
 * The reviewed broader-skill links of data/broader.ts as [broader, narrower] skill ids. Names the
 * taxonomy does not hold are listed in `missing` (a data test requires none).
 */
export function broaderLinks(tax: Taxonomy, missing: string[] = []): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const id = (name: string) => {
    const got = tax.byName.get(name.trim().toLowerCase());
    if (got === undefined) missing.push(name.trim());
    return got;
  };
  for (const line of broaderData.split('\n')) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    const broad = id(line.slice(0, at));
    for (const name of line.slice(at + 1).split(',')) {
      const narrow = id(name);
      if (broad !== undefined && narrow !== undefined && narrow !== broad) out.push([broad, narrow]);
    }
  }
  return out;
}

/** The skill a job names, when the whole phrase is a taxonomy alias ("k8s" -> Kubernetes). */
export function lookupSkill(tax: Taxonomy, phrase: string): number | null {
  const byName = tax.byName.get(phrase.trim().toLowerCase());
  if (byName !== undefined) return byName;
  const { lower, raw } = tokenizeWithCase(phrase);
  const keys = lower.map(keyOf);
  const hits = findSkills(tax, keys, raw);
  if (hits.length === 1 && hits[0]!.start === 0 && hits[0]!.end === keys.length) return hits[0]!.skill;
  // Case-pinned aliases ("Go", "R") are matched loosely here: a job's skill list is not prose.
  let node: Node | undefined = tax.root;
  for (const k of keys) {
    node = node?.next?.get(k);
    if (!node) return null;
  }
  if (!node) return null;
  if (node.skill >= 0) return node.skill;
  return node.pinned?.[0]?.skill ?? null;
}

let families: Map<string, string[]> | null = null;
/**
 * Every area of the families of the given areas, and the tool areas those families use: the working
 * world of a job whose title and skill lists name those areas (data/families.ts).
 */
export function reachOf(areas: Iterable<string>): Set<string> {
  if (!families) {
    families = new Map();
    for (const line of familyData.split('\n')) {
      if (line.startsWith('anywhere:')) continue;
      const [members = '', tools = ''] = (line.split(':')[1] ?? '').split('>');
      const core = members.trim().split(/\s+/).filter(Boolean);
      const reached = [...core, ...tools.trim().split(/\s+/).filter(Boolean)];
      for (const a of core) families.set(a, [...(families.get(a) ?? []), ...reached]);
    }
  }
  const out = new Set<string>();
  for (const a of areas) {
    out.add(a);
    for (const b of families.get(a) ?? []) out.add(b);
  }
  return out;
}

let memberships: Array<Set<string>> | null = null;
/**
 * How close two areas are: 10 for the same area, else the number of families (data/families.ts) that
 * hold both as members. Operations is nearer logistics (plant, supply) than HR (work).
 */
export function kinship(a: string, b: string): number {
  if (a === b) return 10;
  memberships ??= familyData
    .split('\n')
    .filter((l) => /^\w+:/.test(l) && !l.startsWith('anywhere:'))
    .map((l) => new Set((l.split(':')[1] ?? '').split('>')[0]!.trim().split(/\s+/)));
  return memberships.filter((f) => f.has(a) && f.has(b)).length;
}

let everywhere: Set<string> | null = null;
/** Skills of every profession, by canonical name, lowercased (the "anywhere" line of data/families.ts). */
export function anywhere(): ReadonlySet<string> {
  everywhere ??= new Set(
    (familyData.split('\n').find((l) => l.startsWith('anywhere:')) ?? '')
      .slice('anywhere:'.length)
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean),
  );
  return everywhere;
}
