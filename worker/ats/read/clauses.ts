/**
 * The clause readers: a line's skills found clause by clause, with the readings that reach across
 * a clause's words (a verb's coordinated or listed objects, shared heads, slash pairs, bracketed
 * members of a family, determiners between a verb and its thing).
 */
import { findSkills, keyOf, type SkillHit, type Taxonomy } from '../taxonomy/taxonomy';
import { isNegation } from './context';
import { STOPWORDS, tokenize, tokenizeWithCase } from './text';

/** Whether a token is a content word: not a stopword, a bare number or a stray letter. */
export const isContent = (t: string) => !((t.length < 2 && !/[+#]/.test(t)) || STOPWORDS.has(t) || /^\d+$/.test(t));

// Clause breaks inside a line: no skill's words run across them.
const CLAUSE_BREAK = /[,;]/;

/**
 * A line's tokens and skills, found clause by clause: a skill of several words never runs across a
 * comma or semicolon ("edit reporters' copy, write headlines" is no Copywriting).
 */
export function clauseSkills(
  tax: Taxonomy,
  text: string,
): { lower: string[]; raw: string[]; keys: string[]; found: SkillHit[]; ends: number[] } {
  const lower: string[] = [];
  // Where each clause ends (token index after its last word).
  const ends: number[] = [];
  const raw: string[] = [];
  const found: SkillHit[] = [];
  // The first word of a name whose brackets list its members: "Microsoft Office (Word, Excel)".
  let family: string | null = null;
  for (const [n, clause] of text.split(CLAUSE_BREAK).entries()) {
    const t = tokenizeWithCase(clause);
    const opens = clause.lastIndexOf('(') > clause.lastIndexOf(')');
    if (t.lower.length === 0) continue;
    const at = lower.length;
    const keys = t.lower.map(keyOf);
    const hits = [...findSkills(tax, keys, t.raw), ...sharedHeads(tax, t.lower, keys, t.raw)];
    hits.push(...slashPairs(tax, clause, hits, t.lower, t.raw));
    hits.push(...pastDeterminers(tax, hits, t.lower, t.raw));
    if (n > 0 && hits.length === 0 && lower.length > 0)
      hits.push(...listedObject(tax, lower[0]!, raw[0]!, t.lower, t.raw));
    hits.push(
      ...coordinatedObjects(
        tax,
        n > 0 && lower.length > 0
          ? [
              [lower[0]!, raw[0]!],
              [t.lower[0]!, t.raw[0]!],
            ]
          : [[t.lower[0]!, t.raw[0]!]],
        hits,
        t.lower,
        t.raw,
      ),
    );
    if (opens) {
      const from = tokenizeWithCase(clause.slice(0, clause.lastIndexOf('('))).raw.length;
      family = bracketFamily(hits, from, t.raw);
      if (family !== null) hits.push(...bracketMember(tax, family, clause, from, hits, t.lower, t.raw));
    } else if (family !== null) {
      hits.push(...bracketMember(tax, family, clause, 0, hits, t.lower, t.raw));
      if (clause.includes(')')) family = null;
    }
    for (const h of hits.sort((a, b) => a.start - b.start || b.end - a.end))
      found.push({ ...h, start: h.start + at, end: h.end + at });
    lower.push(...t.lower);
    raw.push(...t.raw);
    ends.push(lower.length);
  }
  found.push(...teamLed(tax, lower, raw, ends));
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return { lower, raw, keys: lower.map(keyOf), found, ends };
}

// Verbs of leading people, words for a team, and who may not be the verb's subject.
const LEAD_VERBS = new Set(
  'lead leads leading manage manages managing supervise supervises supervising head heads'.split(' '),
);
const TEAM_WORDS = new Set('team teams brigade crew crews'.split(' '));
const NOT_THE_HIRE = new Set('who which that they we people'.split(' '));
// How far a leading verb reaches a team in its line; further only to "a team of 8".
const TEAM_REACH = 6;
const LINE_REACH = 16;

/**
 * A team the hire leads, across the words of its line: "lead a team of 15", "manage the dispensary
 * team of 4", "Lead reception, concierge and night audit teams", "Manage herd health ..., and a team
 * of 5". The team word ends its phrase (not "the team's rota", "team calendar"); the hit spans the
 * team's words, read as Team management written verb first.
 */
function teamLed(tax: Taxonomy, lower: readonly string[], raw: readonly string[], ends: readonly number[]): SkillHit[] {
  const skill = tax.byName.get('team management');
  if (skill === undefined) return [];
  const out: SkillHit[] = [];
  for (let j = 1; j < lower.length; j++) {
    if (!TEAM_WORDS.has(lower[j]!)) continue;
    const next = lower[j + 1];
    const counted =
      next === 'of' &&
      /^(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)$/.test(lower[j + 2] ?? '');
    if (!counted && next !== undefined && next !== 'and' && !ends.includes(j + 1)) continue;
    for (let k = j - 1; k >= Math.max(0, j - (counted ? LINE_REACH : TEAM_REACH)); k--) {
      if (isNegation(lower, k)) break;
      if (!LEAD_VERBS.has(lower[k]!)) continue;
      if (NOT_THE_HIRE.has(lower[k - 1] ?? '')) break;
      const start = /^(a|an|the|our|your|its)$/.test(lower[j - 1] ?? '') || j - k > 2 ? Math.max(k + 1, j - 2) : k + 1;
      const end = counted ? j + 3 : j + 1;
      out.push({ skill, start, end, surface: raw.slice(start, end).join(' '), pinned: false, verbFirst: true });
      break;
    }
  }
  return out;
}

// Items of a list after a line's opening verb are its objects when this short.
const OBJECT_WORDS = 3;

// Words between a verb and its thing that say whose or how many: "review each other's code", "review your teammates' pull requests".
const DETERMINERS = new Set([
  'each',
  'other',
  's',
  'every',
  'all',
  'your',
  'our',
  'their',
  'the',
  'teammates',
  'peers',
  'colleagues',
]);

// Outside parties a verb reaches through "with": "coordinate with subcontractors" coordinates them
// ("coordinate with logistics" works beside a department).
const PARTIES = new Set('subcontractors contractors suppliers vendors stakeholders'.split(' '));

/**
 * A name that opens with a verb, read across the words that say whose or how many things: "review
 * each other's code" is Code review as "review code" is, and across "with" before an outside party. The thing (up to OBJECT_WORDS words, no
 * skill yet) with the verb must be a whole name of the skill; the hit spans the thing's words.
 */
function pastDeterminers(
  tax: Taxonomy,
  hits: readonly SkillHit[],
  lower: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  const out: SkillHit[] = [];
  for (let i = 0; i + 2 < lower.length; i++) {
    if (DETERMINERS.has(lower[i]!) || !isContent(lower[i]!)) continue;
    let j = i + 1;
    const withParty = lower[j] === 'with';
    if (withParty) j++;
    while (j < lower.length && DETERMINERS.has(lower[j]!)) j++;
    if (j === i + 1 || j >= lower.length) continue;
    for (let end = Math.min(lower.length, j + OBJECT_WORDS); end > j; end--) {
      if (hits.some((h) => h.start < end && h.end > j) || out.some((h) => h.start < end && h.end > j)) continue;
      if (withParty && !PARTIES.has(lower[end - 1]!)) continue;
      const got = listedObject(tax, lower[i]!, raw[i]!, lower.slice(j, end), raw.slice(j, end));
      if (got.length === 0) continue;
      out.push({ ...got[0]!, start: j, end });
      break;
    }
  }
  return out;
}

/**
 * Both sides of a name written as a slash pair name their own skills too: "UX/UI" is also UI design,
 * "import/export" also import management. Each side, alone or with the words that follow its partner
 * in a name of the pair's skill ("UX design"), must be a whole name of another skill.
 */
function slashPairs(
  tax: Taxonomy,
  clause: string,
  hits: readonly SkillHit[],
  lower: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  const out: SkillHit[] = [];
  for (const h of hits) {
    if (
      h.end - h.start !== 2 ||
      !new RegExp(`(^|[^\\w/])${escapeRe(raw[h.start]!)}\\s*/\\s*${escapeRe(raw[h.start + 1]!)}($|[^\\w/])`).test(
        clause,
      )
    )
      continue;
    const skill = tax.skills[h.skill]!;
    for (const [i, other] of [
      [h.start, h.start + 1],
      [h.start + 1, h.start],
    ] as const) {
      // The side alone ("import"), or with the words its partner's own name goes on with ("UX design": "UI design").
      // An acronym alone is one area's term and another's ("CI/CD" holds no continuous improvement): only with the head.
      const heads = [
        ...(/^[A-Z]{2,5}$/.test(raw[i]!) ? [] : [[]]),
        ...[skill.name, ...skill.aliases]
          .map((a) => tokenize(a))
          .filter((w) => w.length > 1 && w[0] === lower[other])
          .map((w) => w.slice(1)),
      ];
      for (const head of heads) {
        const words = [lower[i]!, ...head];
        const got = findSkills(tax, words.map(keyOf), [raw[i]!, ...head]);
        if (got.length !== 1 || got[0]!.end !== words.length || got[0]!.skill === h.skill || got[0]!.verbFirst)
          continue;
        out.push({ ...got[0]!, start: i, end: i + 1, surface: raw[i]!, pinned: true });
        break;
      }
    }
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first word of a name of several words right before an opening bracket (token `at`): its
 * members may follow in the brackets by their short names ("Microsoft Office (Word, Excel, Outlook)").
 */
function bracketFamily(hits: readonly SkillHit[], at: number, raw: readonly string[]): string | null {
  const h = hits.find((x) => x.end === at && x.end - x.start > 1);
  return h ? raw[h.start]! : null;
}

/**
 * A bracketed member of a family named by its short name, from token `from` to the closing bracket
 * or the clause's end: "Word" after "Microsoft Office (" is Microsoft Word.
 */
function bracketMember(
  tax: Taxonomy,
  family: string,
  clause: string,
  from: number,
  hits: readonly SkillHit[],
  lower: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  const close = clause.indexOf(')', clause.lastIndexOf('(') + 1);
  const end = close >= 0 ? tokenizeWithCase(clause.slice(0, close)).raw.length : lower.length;
  if (end <= from || end - from > OBJECT_WORDS || hits.some((h) => h.start < end && h.end > from)) return [];
  const words = lower.slice(from, end);
  const got = findSkills(tax, [family.toLowerCase(), ...words].map(keyOf), [family, ...raw.slice(from, end)]);
  if (got.length !== 1 || got[0]!.start !== 0 || got[0]!.end !== words.length + 1 || got[0]!.verbFirst) return [];
  return [{ skill: got[0]!.skill, start: from, end, surface: raw.slice(from, end).join(' '), pinned: true }];
}

/**
 * A verb reaches each object it is coordinated with: "manage IV therapy and medications" also reads
 * "manage medications" (Medication management). The verb opens the clause or the line; the object
 * after "and"/"or" is short and holds no skill yet. The hit spans the object's words.
 */
function coordinatedObjects(
  tax: Taxonomy,
  verbs: ReadonlyArray<[string, string]>,
  hits: readonly SkillHit[],
  lower: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  const out: SkillHit[] = [];
  for (let i = 1; i < lower.length; i++) {
    if (lower[i] !== 'and' && lower[i] !== 'or') continue;
    let end = i + 1;
    while (end < lower.length && lower[end] !== 'and' && lower[end] !== 'or') end++;
    const start = i + 1;
    if (end === start || end - start > OBJECT_WORDS || hits.some((h) => h.start < end && h.end > start)) continue;
    for (const [verb, verbRaw] of verbs) {
      const got = listedObject(tax, verb, verbRaw, lower.slice(start, end), raw.slice(start, end));
      if (got.length === 0) continue;
      out.push({ ...got[0]!, start, end });
      break;
    }
  }
  return out;
}

/**
 * A verb that opens a line reaches each short item of the list after it: "Manage RAID logs, steering
 * committee, vendor" also reads "manage vendor" (Vendor management). The hit spans the item's words.
 */
function listedObject(
  tax: Taxonomy,
  verb: string,
  verbRaw: string,
  lower: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  if (lower.length > OBJECT_WORDS) return [];
  const got = findSkills(tax, [verb, ...lower].map(keyOf), [verbRaw, ...raw]);
  const h = got[0];
  if (got.length !== 1 || h!.start !== 0 || h!.end !== lower.length + 1) return [];
  return [{ skill: h!.skill, start: 0, end: lower.length, surface: raw.join(' '), pinned: false, verbFirst: true }];
}

/**
 * Names whose last words two modifiers share: "unit and UI tests" also names unit tests, "sales and
 * conversion targets" sales targets. The first modifier with the shared one or two words must be a
 * whole name; the hit spans the words from that modifier to the end of the shared words.
 */
function sharedHeads(
  tax: Taxonomy,
  lower: readonly string[],
  keys: readonly string[],
  raw: readonly string[],
): SkillHit[] {
  const out: SkillHit[] = [];
  for (let i = 0; i + 3 < keys.length; i++) {
    if ((lower[i + 1] !== 'and' && lower[i + 1] !== 'or') || !isContent(lower[i]!) || !isContent(lower[i + 2]!))
      continue;
    for (const head of [2, 1]) {
      if (i + 3 + head > keys.length) continue;
      const words = [i, ...Array.from({ length: head }, (_, k) => i + 3 + k)];
      const hits = findSkills(
        tax,
        words.map((w) => keys[w]!),
        words.map((w) => raw[w]!),
      );
      if (hits.length !== 1 || hits[0]!.start !== 0 || hits[0]!.end !== words.length) continue;
      out.push({
        skill: hits[0]!.skill,
        start: i,
        end: i + 3 + head,
        surface: raw.slice(i, i + 3 + head).join(' '),
        pinned: false,
      });
      break;
    }
  }
  return out;
}
