/**
 * A mention's features: the facts about one taxonomy hit in its line that the rules of rules.ts
 * decide on, computed once per mention from the predicates of context.ts. Each is a plain fact
 * about the words; which of them keep or drop a mention is the rule table's business.
 */
import { anywhere, type SkillHit, type Taxonomy } from '../taxonomy/taxonomy';
import {
  ambiguousKeys,
  aspired,
  describesEmployer,
  documentFollows,
  DOING_VERBS,
  doneByOthers,
  endsInIng,
  hireDoes,
  hireMayGo,
  isAcronym,
  listItem,
  nameForm,
  nearbyWords,
  needsContext,
  negated,
  notTheAsk,
  othersTool,
  ownForm,
  personOrThing,
  pluralInside,
  properName,
  qualifiesThing,
  qualityAsked,
  teamWorkedWith,
  verbAsked,
} from './context';

/** Which text a mention is read in. */
export type Side = 'job' | 'resume';

/** A line as the reader sees it, and what the whole text says about its working world. */
export interface LineContext {
  tax: Taxonomy;
  side: Side;
  text: string;
  lower: readonly string[];
  raw: readonly string[];
  keys: readonly string[];
  /** Where each clause of the line ends (token index after its last word). */
  ends: readonly number[];
  /** A line whose words name the role for sure: a job's title. */
  title: boolean;
  /** Token ranges of the line that name an employer, a place or a pastime. */
  notTheirs: ReadonlyArray<readonly [number, number]>;
  /** The job's working world (its areas and their families), or null where none is known (a resume). */
  reach: ReadonlySet<string> | null;
  /** The job's own areas: its title's and skill lists'. */
  own: readonly string[];
}

/** A mention's features. Those marked "in a job" read false in a resume: only rules of a job read them. */
export interface Features {
  side: Side;
  /** In a job's title. */
  title: boolean;
  /** How many words the mention spans. */
  words: number;
  /** Read verb first: "manage the vendors" for Vendor management. */
  verbFirst: boolean;
  /** An alias pinned to its spelling ("Go", "R"), or a member read from a slash pair or brackets. */
  pinned: boolean;
  /** A short acronym as written: "AWS", "AR". */
  acronym: boolean;
  /** One everyday word or a short acronym: it needs a sure context to be its skill. */
  everyday: boolean;
  /** One of the skill's own names as written, or its plural. */
  ownForm: boolean;
  /** A one-word form of the name: the name, its plural, the bare verb of a name in -ing. */
  nameForm: boolean;
  /** Inside an employer's name, a place or a pastime line (a resume's role header, its hobbies). */
  notTheirs: boolean;
  /** Several words opened by a verb in the past with an article inside: "Shipped a design system". */
  pastVerbArticle: boolean;
  /** Several words whose last ends in -ed: "injection moulded". */
  lastWordPast: boolean;
  /** Right after a word that makes it someone's: "our", "the", "every". */
  ownerBefore: boolean;
  /** Its last word ends in a single -s: a plural or a verb. */
  lastWordS: boolean;
  /** In a job: its last word is a doing verb in -s ("handles") where every name of the skill ends in -ing. */
  doingVerb: boolean;
  /** In a job: a word before its last is a plural where every name of the skill has it singular. */
  pluralInside: boolean;
  /** Verb first with an everyday word as its thing ("manage the process"), no document for people after it in a job. */
  looseThing: boolean;
  /** In a job: it qualifies a thing it is not part of: "Logistics Platform", "courier screens". */
  qualifiesThing: boolean;
  /** In a job: a generic skill's verb asked of the hire: "present results to the board", "able to drive". */
  verbAsked: boolean;
  /** In a job: a generic quality a word values: "We value care, accuracy". */
  qualityAsked: boolean;
  /** A short item of a list of short items on its line. */
  listItem: boolean;
  /** A negation a few words before: "you do not need to know payroll". */
  negated: boolean;
  /** In a resume: a skill the person is getting or wants, not one they have: "currently learning Rust". */
  aspired: boolean;
  /** In a resume: another party's tool or work, that party the subject of its verb: "the vendor managed the firewalls". */
  othersTool: boolean;
  /** Where the hire may go: "a clear path to area management". */
  hireMayGo: boolean;
  /** A team the hire works with: "liaise with finance". */
  teamWorkedWith: boolean;
  /** It qualifies a person or thing after it within its clause, or is a person the hire works alongside. */
  personOrThing: boolean;
  /** The same within the whole line (what follows past the clause's end counts too). */
  personOrThingInLine: boolean;
  /** In a job: people in the plural, an audience, a source, a subject and its verb, what another party has or the employer offers. */
  notTheAsk: boolean;
  /** In a job: the task is given to someone else a few words after it ("is done by our agency"). */
  doneByOthers: boolean;
  /** In a job's working world: it names what the employer or its product is: "our lending platform", "for a food processing plant". */
  describesEmployer: boolean;
  /** In a job: one word capitalised after a lowercase word: "tests with Jest". */
  properName: boolean;
  /** Followed by a word that asks it by name: "contact centre experience", "SAP knowledge". */
  askedByName: boolean;
  /** The skill's other words within a few words of it. */
  nearbyWords: boolean;
  /** Its area against the job's working world: none known, inside it or outside it. */
  world: 'none' | 'inside' | 'outside';
  /** Its area is one of the job's own (title and skill lists). */
  ownArea: boolean;
  /** A generic soft skill. */
  soft: boolean;
  /** A skill of every profession (the "anywhere" line of taxonomy/data/families.ts). */
  everyProfession: boolean;
  /** A verb-first mention whose verb the hire does: it opens its clause, or follows "you will", "to", "and". */
  hireDoes: boolean;
  /**
   * A skill of another working world (not soft, not of every profession) that is not asked of the
   * hire as their own activity ("you will handle cash" is).
   */
  foreign: boolean;
}

// Words after a skill's name that ask it of the hire: "contact centre experience", "SAP knowledge".
const ASKED_AS: ReadonlySet<string> = new Set('experience background knowledge expertise exposure skills'.split(' '));

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

// Words that make the noun after them someone's: "our team handles budgets".
const OWNERS: ReadonlySet<string> = new Set('our your their its his her the this that every each'.split(' '));

/** The features of one hit of a line. */
export function featuresOf(c: LineContext, h: SkillHit): Features {
  const { tax, lower, keys, side } = c;
  const job = side === 'job';
  const skill = tax.skills[h.skill]!;
  const own = ownForm(tax, h);
  const words = h.end - h.start;
  const last = lower[h.end - 1]!;
  const world = c.reach === null ? 'none' : c.reach.has(skill.group) ? 'inside' : 'outside';
  const everyProfession = anywhere().has(skill.name.toLowerCase());
  const looseThing =
    h.verbFirst === true && ambiguousKeys().has(keys[h.end - 1]!) && !(job && documentFollows(h, lower));
  const doer = hireDoes(h, lower, c.ends);
  // In a job, what follows a hit qualifies it only within its clause: "steering committee, vendor" is no committee's vendor.
  const clause = job ? lower.slice(0, c.ends.find((e) => e >= h.end) ?? lower.length) : lower;
  const inClause = personOrThing(tax, h, clause);
  return {
    side,
    title: c.title,
    words,
    verbFirst: h.verbFirst === true,
    pinned: h.pinned,
    acronym: isAcronym(h),
    everyday: needsContext(h, keys),
    ownForm: own,
    nameForm: nameForm(tax, h),
    notTheirs: c.notTheirs.some(([from, to]) => h.start < to && h.end > from),
    pastVerbArticle:
      words > 2 &&
      !h.verbFirst &&
      /ed$/.test(lower[h.start]!) &&
      lower.slice(h.start, h.end).some((w) => ARTICLES.has(w)),
    lastWordPast: words > 1 && /ed$/.test(last),
    ownerBefore: OWNERS.has(lower[h.start - 1] ?? ''),
    lastWordS: /[^s]s$/.test(last),
    doingVerb: job && DOING_VERBS.has(last) && endsInIng(tax, h, lower),
    pluralInside: job && pluralInside(tax, h, lower),
    looseThing,
    qualifiesThing: job && qualifiesThing(tax, h, lower),
    verbAsked: job && verbAsked(tax, h, lower),
    qualityAsked: job && qualityAsked(tax, h, lower),
    listItem: listItem(c.text, h),
    negated: negated(h, lower),
    aspired: !job && aspired(h, lower, c.ends),
    othersTool: !job && othersTool(h, lower),
    hireMayGo: hireMayGo(h, lower),
    teamWorkedWith: teamWorkedWith(h, lower),
    personOrThing: inClause,
    personOrThingInLine: clause === lower ? inClause : personOrThing(tax, h, lower),
    notTheAsk: job && notTheAsk(h, lower, c.text),
    doneByOthers: job && doneByOthers(h, clause),
    describesEmployer: world !== 'none' && describesEmployer(tax, h, lower),
    properName: job && properName(h, c.raw),
    askedByName: ASKED_AS.has(lower[h.end] ?? ''),
    nearbyWords: nearbyWords(tax, h, keys),
    world,
    ownArea: c.own.includes(skill.group),
    soft: skill.group === 'soft',
    everyProfession,
    hireDoes: doer,
    foreign: world === 'outside' && skill.group !== 'soft' && !everyProfession && !(job && !looseThing && doer),
  };
}
