import ambiguousWords, { thingPlurals } from '../taxonomy/data/ambiguous';
import { keyOf, type SkillHit, type Taxonomy } from '../taxonomy/taxonomy';
import { GENERAL_ENGLISH } from './english';
import { stem, STOPWORDS, tokenize } from './text';

/**
 * The context predicates: facts about a mention in its line, which features.ts gathers into a
 * mention's features and the rules of rules.ts decide on. What they serve:
 *
 * When a one-word alias that is also an everyday word ("write", "clear", "checkout") really names
 * its skill. Such a hit counts only in a context that makes the skill sure:
 *  - a list of skills: the word stands alone, or nearly, between separators ("Excel, Tally, Billing");
 *  - the skill's other words nearby ("writ" within a few words of "petition");
 *  - its area: the same text shows at least AREA_SUPPORT other skills of the skill's area for sure;
 *  - a line the caller marks sure (a job's title; a job's own skill lists).
 * It must also be the alias's own word form ("clearing", not "clear"; "screening", not "screens"):
 * a light stem joins forms of a skill's name, not everyday words that look like it.
 *
 * A job's title and skill lists set its working world (their areas' families,
 * taxonomy/data/families.ts): a skill of an area outside it counts only where the description shows
 * that area at least AREA_SUPPORT times ("users deal with cash handling" in a frontend job is about the users), and a
 * short acronym inside it needs no more context ("all on AWS" for a back-end job).
 *
 * Any skill, everyday word or not, is not the job's ask where the text uses it to describe someone
 * or something else: a colleague or a user ("report to the project manager", "football players"),
 * or the employer, its product or its team ("a logistics company", "our HR software").
 */

// Words either side of the hit searched for the skill's other words.
const NEAR = 6;
// Sure skills of the same area that make an everyday word a skill of that area.
export const AREA_SUPPORT = 2;
// A list item is the skill with at most this many words around it ("Advanced Excel").
const LIST_ITEM_WORDS = 3;
const LIST_SEPARATORS = /[,;|/]/;

let ambiguous: Set<string> | null = null;
/** Keys of everyday words: the reviewed list plus general English. */
export function ambiguousKeys(): ReadonlySet<string> {
  ambiguous ??= new Set([...GENERAL_ENGLISH.split(/\s+/), ...ambiguousWords.split(/\s+/)].filter(Boolean).map(stem));
  return ambiguous;
}

/**
 * Whether a hit is an everyday word, or a short acronym ("AR", "API", "ASM": one area's term is
 * another's), that needs context to be its skill.
 */
export function needsContext(hit: SkillHit, keys: readonly string[]): boolean {
  if (hit.end - hit.start !== 1) return false;
  // An alias pinned to its spelling ("Go", "R") is sure by its case, unless it is an acronym.
  if (/^[A-Z]{2,4}$/.test(hit.surface)) return true;
  return !hit.pinned && ambiguousKeys().has(keys[hit.start]!);
}

/** A short acronym as written ("AWS", "GKE"): sure within its own working world, never across. */
export const isAcronym = (hit: SkillHit): boolean => hit.end - hit.start === 1 && /^[A-Z]{2,4}$/.test(hit.surface);

const otherWords = new Map<number, ReadonlySet<string>>();
/** The words of a skill's name and aliases, less everyday words: what makes it sure nearby. */
function wordsOf(tax: Taxonomy, id: number): ReadonlySet<string> {
  let got = otherWords.get(id);
  if (!got) {
    const skill = tax.skills[id]!;
    const set = new Set<string>();
    for (const phrase of [skill.name, ...skill.aliases]) {
      for (const t of tokenize(phrase)) {
        const k = keyOf(t);
        if (!STOPWORDS.has(t) && t.length > 2 && !ambiguousKeys().has(k)) set.add(k);
      }
    }
    otherWords.set(id, (got = set));
  }
  return got;
}

/** The skill's other words within NEAR words of the hit. */
export function nearbyWords(tax: Taxonomy, hit: SkillHit, keys: readonly string[]): boolean {
  const words = wordsOf(tax, hit.skill);
  if (words.size === 0) return false;
  for (let i = Math.max(0, hit.start - NEAR); i < Math.min(keys.length, hit.end + NEAR); i++) {
    if ((i < hit.start || i >= hit.end) && words.has(keys[i]!)) return true;
  }
  return false;
}

/** The hit stands as an item of a list of short items on its line. */
export function listItem(line: string, hit: SkillHit): boolean {
  const items = line
    .split(LIST_SEPARATORS)
    .map((item) => tokenize(item))
    .filter((words) => words.length > 0);
  // A list, not a sentence with commas: its items are short on average.
  if (items.length < 3 || items.reduce((a, w) => a + w.length, 0) / items.length > LIST_ITEM_WORDS) return false;
  const surface = hit.surface.toLowerCase();
  // A word that opens a phrase inside its item ("Responsible for HT") is no name in a list.
  return items.some(
    (words) =>
      words.length <= LIST_ITEM_WORDS &&
      words.includes(surface) &&
      !STOPWORDS.has(words[words.indexOf(surface) + 1] ?? ''),
  );
}

const THING_PLURALS: ReadonlySet<string> = new Set(thingPlurals.split(/\s+/).filter(Boolean));
const forms = new Map<number, ReadonlySet<string>>();
/** The skill's names as written, lowercased, words joined by one space. */
function formsOf(tax: Taxonomy, id: number): ReadonlySet<string> {
  let got = forms.get(id);
  if (!got) {
    const skill = tax.skills[id]!;
    got = new Set([skill.name, ...skill.aliases].map((a) => tokenize(a).join(' ')));
    forms.set(id, got);
  }
  return got;
}

/**
 * The hit is one of the skill's own names as written, or its plural: a light stem joins forms of a
 * name, not other words that look like it ("screens" is no Screening, "store opens" no Store opening).
 */
export function ownForm(tax: Taxonomy, hit: SkillHit): boolean {
  const set = formsOf(tax, hit.skill);
  const s = tokenize(hit.surface).join(' ');
  if (THING_PLURALS.has(s)) return set.has(s);
  if (set.has(s) || set.has(s.replace(/s$/, '')) || set.has(s.replace(/es$/, ''))) return true;
  // A name written as one word ("nodejs" for Node.js, "powerbi" for Power BI).
  return (
    !s.includes(' ') && [...set].some((f) => f.replace(/ /g, '') === s || f.replace(/ /g, '') === s.replace(/s$/, ''))
  );
}

/**
 * A one-word hit in a form of the skill's own name: the name itself or its plural, the bare verb of a
 * name in -ing ("negotiate" for Negotiating, "mentor" for Mentoring) or the singular of a plural name
 * ("pneumatic" for Pneumatics). Not a plural of an -ing name ("alerts" is no Alerting, "machines" no
 * Machining) nor a longer word the stem joins ("improve" is no Improv).
 */
export function nameForm(tax: Taxonomy, hit: SkillHit): boolean {
  if (ownForm(tax, hit)) return true;
  const s = tokenize(hit.surface).join(' ');
  for (const f of formsOf(tax, hit.skill)) {
    if (f.includes(' ')) continue;
    if (f === `${s}s`) return true;
    if (!f.endsWith('ing') || s.endsWith('s')) continue;
    const base = f.slice(0, -3);
    if (s === base || s === `${base}e` || (base.length > 2 && base.at(-1) === base.at(-2) && s === base.slice(0, -1)))
      return true;
  }
  return false;
}

// People: a skill word right before one of these names a person, not the skill asked for.
const PERSON = new Set(
  (
    'manager managers officer officers engineer engineers analyst analysts consultant consultants associate associates owner owners ' +
    'leader leaders lead leads developer developers designer designers therapist therapists representative representatives rep reps ' +
    'specialist specialists director directors head heads nurse nurses lawyer lawyers counsel teacher teachers player players ' +
    'customer customers user users client clients staff member members people reporter reporters farmer farmers driver drivers ' +
    'accountant accountants electrician electricians admin admins trainer trainers supervisor supervisors officer colleague colleagues ' +
    'partner partners vendor vendors supplier suppliers executive executives coordinator coordinators administrator administrators ' +
    'recruiter recruiters agent agents surgeon surgeons doctor doctors physician physicians architect architects paralegal paralegals ' +
    'copywriter copywriters'
  ).split(' '),
);
// People the hire serves rather than works with: coaching clients is the service, not mentoring.
const SERVED = new Set('customer customers user users client clients player players'.split(' '));
// Things a skill word may describe: the employer, its product, its team.
const THING = new Set(
  (
    'company companies firm team teams platform product products app apps software vendor brand protocol startup business sector ' +
    'industry modules module side department group store shop chain agency provider tech organisation organization ' +
    'assistant desk guidelines package benefits allowance parking perks plant plants factory builder builders maker makers manufacturer manufacturers ' +
    'retailer retailers wholesaler wholesalers distributor distributors division divisions restaurant restaurants cuisine ' +
    'screen screens page pages'
  ).split(' '),
);
// "don't", "isn't" come out of the tokenizer as "don", "isn".
const NEGATION = new Set('no not without never nor don doesn didn isn aren cannot'.split(' '));
// "won't", "can't" come out as "won t", "can t"; "won" alone is the verb ("won awards").
export const isNegation = (words: readonly string[], i: number) =>
  NEGATION.has(words[i]!) || (/^(won|can)$/.test(words[i]!) && words[i + 1] === 't');
const NEGATION_WINDOW = 4;
const NEGATION_FILLER = new Set('need needs have has to be a an s'.split(' '));
// Verbs of working together: the common noun after "<verb> with" is a team, not a skill ("work with" takes tools too).
const COLLEAGUE_VERB =
  /^(talk|talks|liaise|liaises|partner|partners|collaborate|collaborates|sync|syncs|coordinate|coordinates)$/;
// Last words of a department's name: "work with product marketing", "work with finance".
const DEPARTMENT = new Set(
  'marketing sales finance engineering operations legal procurement logistics compliance security support'.split(' '),
);
// Words before a person that make them someone the hire works with or for, not the hire.
const ALONGSIDE = new Set('to with alongside and for our their your the of by'.split(' '));

/**
 * Explicitly not asked, a negation a few words before: "No teaching experience needed", "you do not
 * need to know SAP". The window reaches further over a list joined by "or": "you do not need to know
 * payroll or recruitment", "you will not be designing anything or drawing in AutoCAD".
 */
export function negated(hit: SkillHit, lower: readonly string[]): boolean {
  const window = lower.slice(Math.max(0, hit.start - NEGATION_WINDOW), hit.start).some((w) => /^(or|nor)$/.test(w))
    ? 2 * NEGATION_WINDOW
    : NEGATION_WINDOW;
  // Words of "need to be a", "have to be an" do not count towards the window: "you do not need to be an accountant".
  for (let i = hit.start - 1, counted = 0; i >= 0 && counted < window; i--) {
    if (isNegation(lower, i)) return true;
    if (!NEGATION_FILLER.has(lower[i]!)) counted++;
  }
  return false;
}

/** "a clear path to area management": where the hire may go, not what is asked. */
export const hireMayGo = (hit: SkillHit, lower: readonly string[]): boolean =>
  /\b(path|promotion|progression|career|grow|move|step) (to|into|towards)\b/.test(
    lower.slice(Math.max(0, hit.start - 3), hit.start).join(' '),
  );

/** "talk with logistics", "liaise with finance": a team the hire works with, written as a common noun. */
export function teamWorkedWith(hit: SkillHit, lower: readonly string[]): boolean {
  if (lower[hit.start - 1] !== 'with' || hit.surface !== hit.surface.toLowerCase() || hit.verbFirst) return false;
  // "work with product marketing": "work with" takes tools too, so only a name ending in a department's word.
  return (
    COLLEAGUE_VERB.test(lower[hit.start - 2] ?? '') ||
    (/^works?$/.test(lower[hit.start - 2] ?? '') && DEPARTMENT.has(lower[hit.end - 1]!))
  );
}

/**
 * The hit qualifies a person or a thing after it ("the QA engineer", "HR software"), or is itself a
 * person the hire works alongside ("report to the project manager", "a team of 4 electricians").
 */
export function personOrThing(tax: Taxonomy, hit: SkillHit, lower: readonly string[]): boolean {
  const next = lower[hit.end];
  // "a manager who will coach you": a verb done to the hire, not a skill asked of them.
  if (next === 'you' && !ownForm(tax, hit)) return true;
  // "train new staff", "coach developers": a verb of the skill's name, done to the people it names.
  if (hit.verbFirst) return false;
  if (
    next !== undefined &&
    PERSON.has(next) &&
    !SERVED.has(next) &&
    hit.end - hit.start === 1 &&
    !ownForm(tax, hit) &&
    nameForm(tax, hit) &&
    !PERSON.has(lower[hit.start]!)
  )
    return false;
  // "lead the drill", "head a team": a verb, not a person.
  const verb =
    /^(lead|leads|head|heads)$/.test(next ?? '') && /^(the|a|an|our|all|this)$/.test(lower[hit.end + 1] ?? '');
  if (next !== undefined && !verb && (THING.has(next) || PERSON.has(next))) return !asRole(lower, hit.start);
  // "the Head of Logistics": a person's title.
  if (
    hit.start >= 2 &&
    lower[hit.start - 1] === 'of' &&
    /^(head|director|vp|manager|chief)$/.test(lower[hit.start - 2]!)
  )
    return true;
  const last = lower[hit.end - 1]!;
  // A role met under its acronym ("2 SDRs") is a person as much as under its words.
  const role = tokenize(tax.skills[hit.skill]!.name).at(-1) ?? '';
  // A product whose name ends in a person's word ("Google Tag Manager": capitals past its first word) is no person.
  const product = hit.end - hit.start > 1 && /\s\p{Lu}/u.test(tax.skills[hit.skill]!.name);
  if (
    !product &&
    (PERSON.has(last) ||
      PERSON.has(last.replace(/s$/, '')) ||
      (isAcronym({ ...hit, surface: hit.surface.replace(/s$/, '') }) && PERSON.has(role)))
  ) {
    const before = lower.slice(Math.max(0, hit.start - 3), hit.start);
    return (
      before.some((w) => ALONGSIDE.has(w) || /^\d+$|^(one|two|three|four|five|six|ten)$/.test(w)) &&
      !asRole(lower, hit.start)
    );
  }
  return false;
}

// A task handed over: "is done by", "are handled by", "is written by", "is taken care of by".
const BE = new Set('is are was were be been gets get'.split(' '));
const HANDED = new Set('done handled run written covered managed owned outsourced taken looked produced'.split(' '));
// A task left with someone: "sits with the events team", "comes from our agency".
const LEFT_WITH = /^(sits?|stays?|lies|rests?|remains?) with$|^(comes?) from$/;
// Those whose doing the task keeps it the hire's: "done by you", "we do that in house".
const THE_HIRE = new Set('you we i yourself'.split(' '));
// Whose a task is, when not the hire's: "is hers", "is the logistics team's".
const OTHERS_OWN = new Set('hers his theirs'.split(' '));
const OWNER_NOUN = new Set(
  'team teams department agency partner partners vendor supplier client manager managers lawyers studio'.split(' '),
);
// How far after the hit the hand-over is looked for, within its clause.
const HANDOFF_REACH = 6;

/**
 * The job gives the task to someone other than the hire, a few words after it in its clause:
 * "copywriting is done by our agency", "event management sits with the events team", "video
 * production, the studio does that".
 */
export function doneByOthers(hit: SkillHit, clause: readonly string[]): boolean {
  const after = clause.slice(hit.end, hit.end + HANDOFF_REACH);
  for (let i = 0; i < after.length; i++) {
    const w = after[i]!;
    if (BE.has(w) && HANDED.has(after[i + 1] ?? '')) {
      // "handled by our agency", "handled at reception": by someone, or at a place where others do it.
      if (after[i + 2] === 'at') return true;
      const by = after.indexOf('by', i + 2);
      if (by > 0 && by <= i + 4 && !THE_HIRE.has(clause[hit.end + by + 1] ?? '')) return true;
    }
    if (LEFT_WITH.test(`${w} ${after[i + 1] ?? ''}`) && !THE_HIRE.has(after[i + 2] ?? '')) return true;
    // "the studio does that": a doer who is not the hire, then a pronoun for the task.
    if (
      /^(do|does)$/.test(w) &&
      /^(that|this|it)$/.test(after[i + 1] ?? '') &&
      !after.slice(Math.max(0, i - 3), i).some((x) => THE_HIRE.has(x))
    )
      return true;
    // "Marketing Cloud is another team's", "the filing is hers": the task belongs to someone else.
    if (
      BE.has(w) &&
      (OTHERS_OWN.has(after[i + 1] ?? '') ||
        after.slice(i + 2, i + 5).some((x, k) => x === 's' && OWNER_NOUN.has(after[i + 1 + k] ?? '')))
    )
      return true;
  }
  return false;
}

/**
 * The hit names what the employer or its product is, not a skill asked of the hire: "our" or "for a"
 * shortly before, and a thing it qualifies ("platform", "app", "plant") at its end or just after,
 * unless that thing is part of the skill's own name ("Google Cloud Platform").
 */
export function describesEmployer(tax: Taxonomy, hit: SkillHit, lower: readonly string[]): boolean {
  const before = lower.slice(Math.max(0, hit.start - 3), hit.start);
  if (!before.includes('our') && !/\bfor an?$/.test(before.join(' '))) return false;
  const name = new Set(tokenize(tax.skills[hit.skill]!.name));
  return lower.slice(hit.end - 1, hit.end + 2).some((w) => THING.has(w) && !name.has(w));
}

/** "as a Java developer", "you are a QA engineer", "looking for a test engineer": the hire's own role. */
function asRole(lower: readonly string[], at: number): boolean {
  const before = lower.slice(Math.max(0, at - 3), at).join(' ');
  return /\b(as|are|be|is) (a|an)\b|\bas\b|\b(looking|hiring|seeking) for (a|an)\b/.test(before);
}

// Words that open a noun phrase: after a name ending in -ing they make it a subject and its verb.
const DETERMINER = new Set('the a an our their its your this these'.split(' '));
// Names that are also a body of people ("present to engineering leadership", "report to management").
const COLLECTIVE = new Set(['leadership', 'management']);
// A line that lists what the employer offers: perks, not asks.
const OFFERS = /^\W*(?:what )?(?:we|the company|company) (?:offer|offers|provide|provides)\b/i;

/**
 * In a job's text, the hit names something other than the hire's ask: people in the plural ("train
 * farmer group leaders"), a body of people an outcome goes to ("present results to engineering
 * leadership"), where work comes from ("move workloads from the data centre to EC2"), a subject and
 * its verb ("a team building the app"), what another party has ("the client has a mature PMO"), or
 * what the employer offers ("We offer ... time for open-source contributions").
 */
export function notTheAsk(hit: SkillHit, lower: readonly string[], line: string): boolean {
  const one = hit.end - hit.start === 1;
  const word = lower[hit.start]!;
  if (OFFERS.test(line)) return true;
  if (one && PERSON.has(word) && word.endsWith('s')) return !asRole(lower, hit.start);
  const before = lower.slice(Math.max(0, hit.start - 2), hit.start);
  // "to engineering leadership", "each customer's leadership": a body of people, the hire's audience or someone else's.
  if (one && COLLECTIVE.has(word) && (before.includes('to') || before.at(-1) === 's')) return true;
  if (lower[hit.end] === 'to' && (before.at(-1) === 'from' || (before[0] === 'from' && DETERMINER.has(before[1]!))))
    return true;
  if (!one && !hit.verbFirst && lower[hit.end - 1]!.endsWith('ing') && DETERMINER.has(lower[hit.end] ?? ''))
    return true;
  const window = lower.slice(Math.max(0, hit.start - 6), hit.start);
  const has = window.lastIndexOf('has');
  return has > 0 && (THING.has(window[has - 1]!) || PERSON.has(window[has - 1]!));
}

/** The hit qualifies a thing it is not part of: "Logistics Platform", "courier screens". */
export function qualifiesThing(tax: Taxonomy, hit: SkillHit, lower: readonly string[]): boolean {
  const next = lower[hit.end];
  return next !== undefined && THING.has(next) && !tokenize(tax.skills[hit.skill]!.name).includes(next);
}

// Those a piece of work is presented to: "present results to the board", "at the weekly demo".
const AUDIENCE = new Set(
  (
    'board boards leadership stakeholders stakeholder clients client customers customer management executives investors ' +
    'demo demos meeting meetings review reviews committee forum operator operators team teams audience audiences conference partners'
  ).split(' '),
);
// Words an audience follows, and how far after the verb.
const TOWARDS = new Set(['to', 'at', 'in']);
const AUDIENCE_REACH = 5;
// Words before an everyday word that make it no verb ("at present", "is present").
const NOT_VERB = new Set('be is are was were been being at the a an'.split(' '));
const REFLEXIVE = new Set('yourself myself himself herself itself ourselves themselves yourselves'.split(' '));

/**
 * A generic skill's everyday verb asked of the hire, in a form of its name: work presented to people
 * ("present results to engineering leadership", "present a monthly report"), not "present yourself",
 * "at present" nor the employer's "we present"; or an ability ("must be able to drive").
 */
export function verbAsked(tax: Taxonomy, hit: SkillHit, lower: readonly string[]): boolean {
  if (hit.end - hit.start !== 1 || tax.skills[hit.skill]!.group !== 'soft' || !nameForm(tax, hit)) return false;
  const before = lower[hit.start - 1] ?? '';
  if (before === 'to' && /^(able|ability)$/.test(lower[hit.start - 2] ?? '')) return true;
  if (NOT_VERB.has(before) || REFLEXIVE.has(lower[hit.end] ?? '')) return false;
  // "present" as the hire's verb is work shown to people ("present options to the steering group",
  // "present a monthly report"), unless the employer is its subject ("We present a care certificate course").
  if (/^presents?$/.test(lower[hit.start]!))
    return !lower.slice(Math.max(0, hit.start - 3), hit.start).some((w) => /^(we|they|who|which)$/.test(w));
  for (let i = hit.end; i < Math.min(lower.length, hit.end + AUDIENCE_REACH); i++) {
    if (TOWARDS.has(lower[i]!) && lower.slice(i + 1, i + 5).some((w) => AUDIENCE.has(w))) return true;
  }
  return false;
}

// Documents written for people to read: what a written skill's everyday thing is about.
const DOCUMENTS = new Set(
  (
    'report reports runbook runbooks reply replies brief briefs email emails documentation docs notes summary summaries ' +
    'update updates instructions guide guides minutes proposal proposals letter letters answers'
  ).split(' '),
);
const DOCUMENT_REACH = 3;

/** A document for people follows the hit closely: "write clear, short reports", "write clear runbooks". */
export function documentFollows(hit: SkillHit, lower: readonly string[]): boolean {
  return lower.slice(hit.end, hit.end + DOCUMENT_REACH).some((w) => DOCUMENTS.has(w));
}

// Words that ask for a quality: "we value care, accuracy", "strong judgement, accuracy", "patience needed".
const VALUING = new Set(
  'value values valued care strong good excellent need needed require required essential'.split(' '),
);
const VALUING_REACH = 4;

/**
 * A generic quality, written as its own everyday word, that the job asks for: a word that values it
 * within a few words ("We value care, accuracy and ownership", "Good English and patience needed"),
 * not a metric among others ("own KPIs: pick rate, accuracy, on-time dispatch") nor a word that
 * qualifies an activity ("good email writing").
 */
export function qualityAsked(tax: Taxonomy, hit: SkillHit, lower: readonly string[]): boolean {
  if (hit.end - hit.start !== 1 || tax.skills[hit.skill]!.group !== 'soft' || !ownForm(tax, hit)) return false;
  // "good email writing": the word qualifies an activity, it is not the quality.
  if ((lower[hit.end] ?? '').endsWith('ing')) return false;
  const near = [...lower.slice(Math.max(0, hit.start - VALUING_REACH), hit.start), lower[hit.end] ?? ''];
  return near.some((w) => VALUING.has(w));
}

// Verbs in -s that say who does a task ("the team handles", "the agency runs"); nouns in -s ("smoke tests") are no verbs.
export const DOING_VERBS: ReadonlySet<string> = new Set('handles manages runs leads owns does covers takes'.split(' '));

// Words right before a verb that leave the hire its subject: "you will handle", "able to handle", "and handle".
const HIRE_SUBJECT: ReadonlySet<string> = new Set('you will ll to and also must should can'.split(' '));

/** A verb-first hit whose verb opens its clause or follows words that leave the hire its subject. */
export function hireDoes(h: SkillHit, lower: readonly string[], ends: readonly number[]): boolean {
  if (!h.verbFirst || !/^[a-z]/.test(lower[h.start]!)) return false;
  return h.start === 0 || ends.includes(h.start) || HIRE_SUBJECT.has(lower[h.start - 1]!);
}

/** The names of the hit's skill that its last word meets all end in -ing ("handles" meets "Team handling"). */
export function endsInIng(tax: Taxonomy, h: SkillHit, lower: readonly string[]): boolean {
  const last = keyOf(lower[h.end - 1]!);
  const names = [...formsOf(tax, h.skill)]
    .map((f) => f.split(' '))
    .filter((n) => n.length === h.end - h.start && keyOf(n.at(-1)!) === last);
  return names.length > 0 && names.every((n) => n.at(-1)!.endsWith('ing'));
}

/** A one-word hit capitalised mid-sentence: the word before it is lowercase ("tests with Jest"). */
export const properName = (h: SkillHit, raw: readonly string[]) =>
  h.end - h.start === 1 && /^\p{Lu}\p{Ll}/u.test(raw[h.start]!) && /^\p{Ll}/u.test(raw[h.start - 1] ?? '');

/** A word of a several-word hit, before its last, is a plural where every name of the skill has it singular. */
export function pluralInside(tax: Taxonomy, h: SkillHit, lower: readonly string[]): boolean {
  const names = [...formsOf(tax, h.skill)].map((f) => f.split(' '));
  for (let i = h.start; i < h.end - 1; i++) {
    const w = lower[i]!;
    if (!/[^s]s$/.test(w)) continue;
    const at = i - h.start;
    if (names.every((n) => n.length !== h.end - h.start || n[at] !== w)) return true;
  }
  return false;
}

// A word that says the person is still getting a skill, right before it or before the verb that takes it.
const STILL = new Set('currently now presently still started starting am m been'.split(' '));
const TO_GET = /^(learn|learning|study|studying|explore|exploring|pick|master|upskill)$/;
const WANTS =
  /^(plan|plans|planning|want|wants|hope|hoping|aim|aiming|like|keen|eager|aspire|aspiring|intend|intending)$/;
// How far before a mention the words of an aspiration reach.
const ASPIRED_REACH = 4;

/**
 * The mention is a skill the person is getting or wants, not one they have: "currently learning
 * Rust", "I plan to learn Figma", "keen to pick up Kotlin". A learning word counts only after a
 * word that makes it the person's present or future ("currently", "am", "to"), so "machine
 * learning" and "e-learning" stay skills.
 */
export function aspired(hit: SkillHit, lower: readonly string[], ends: readonly number[]): boolean {
  const from = Math.max(0, hit.start - ASPIRED_REACH, ...ends.filter((e) => e <= hit.start));
  for (let i = hit.start - 1; i >= from; i--) {
    const w = lower[i]!;
    if (!TO_GET.test(w)) continue;
    const before = lower[i - 1] ?? '';
    if (STILL.has(before) || (before === 'to' && WANTS.test(lower[i - 2] ?? ''))) return true;
    if (before === 'to' && lower[i - 2] === 'like' && lower[i - 3] === 'would') return true;
  }
  return false;
}

// Parties other than the person whose tools a resume may name: "the vendor managed the firewalls".
const OTHER_PARTY = new Set(
  'team teams vendor vendors client clients customer customers colleague colleagues agency agencies partner partners contractor contractors supplier suppliers provider providers isp'.split(
    ' ',
  ),
);
const PARTY_VERB =
  /^(use|uses|used|run|runs|ran|manage|manages|managed|maintain|maintains|maintained|own|owns|owned|handle|handles|handled|work|works|worked|operate|operates|operated)$/;
const PARTY_LINK = new Set('the their its in on with a an'.split(' '));

/**
 * The mention is another party's tool or work, in the party's own clause: "the client's team used
 * Jira", "the previous team ran Chef", "our vendor managed the firewalls". The party is the subject
 * right before the verb (a mention read verb first starts at its verb), and only linking words stand
 * between the verb and the mention.
 */
export function othersTool(hit: SkillHit, lower: readonly string[]): boolean {
  if (hit.verbFirst) return OTHER_PARTY.has(lower[hit.start - 1] ?? '');
  let i = hit.start - 1;
  while (i >= 0 && PARTY_LINK.has(lower[i]!)) i--;
  if (i < 1 || !PARTY_VERB.test(lower[i]!)) return false;
  return OTHER_PARTY.has(lower[i - 1]!);
}
