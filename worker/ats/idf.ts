import { GENERAL_ENGLISH } from './read/english';
import { stem, STOPWORDS, tokenize } from './read/text';
import { keyOf, type Taxonomy } from './taxonomy/taxonomy';

/**
 * How informative a term is, without any corpus of real people: the background "documents" are
 * the taxonomy's areas (a word used by one area, like "selenium", says much; a word used by many,
 * like "management", little) plus a list of words every resume and job ad uses.
 * Deterministic and independent of whoever is being ranked.
 */

// Words of ordinary resume and job-ad prose: they say nothing about fit.
const COMMON = `
ability able across activities activity actively additional advanced all also analyze applied apply
approach area areas assist assisted assisting associate attend attended available award awarded basic
being best better big both bring build built business candidate candidates capable career careful
certificate certified challenges challenging change client clients closely co collaborate college
company companies complete completed completion concepts conducted consistently contribute contributed
coordinate core create created creating current currently daily day days deadlines deal dealing deep
degree deliver delivered department departments describe description designed detail details develop
developed developing different duties duty efficient effectively effective end ensure ensured ensuring
environment environments equal established etc every excellent exceptional execute executed existing
expected experience experienced experiences expert expertise exposure extensive familiar familiarity
field fields first focus following full function functions gained get given global goal goals good
great group grow growth hands handle handled handling help helped helping high highly hiring history
hobbies ideal identify implement implemented improve improved include included includes including
individual industry information innovative interest interested interests involved job jobs join key
knowledge large latest lead leading learn learned learning level like limited location long looking
maintain maintained major make making manage managed manager managing many meet member members
minimum month months multiple must need needed needs new next non number objective offer office ok
opportunities opportunity order organization organizations other others overall part participate
participated per perform performed performing person personal place plus position positions possess
preferred prepared present previous private profile proficient proficiency provide provided providing
pvt ltd limited qualification qualifications quality quickly range reading real related relevant
report reporting reports required requirement requirements research responsibilities responsibility
responsible result results role roles salary same school seeking self senior set several skill
skilled skills solid solutions solve some specific staff standard standards start started strong
student students study successful successfully summary support supported supporting system systems
take task tasks team teams technical techniques technologies technology time times title tools top
track training understand understanding university upto use used user users using various verbal
want way ways well wide willing work worked working works world write written year years young
b tech e sc m pvt india mumbai pune bangalore bengaluru delhi hyderabad chennai kolkata noida gurgaon
ahmedabad nagpur jaipur indore city state country declaration hereby declare true correct belief
date place languages known english hindi marathi name father mother birth dob
`;

export interface Idf {
  /** Weight of a stemmed term. */
  term(key: string): number;
  /** Weight of a taxonomy skill, used for its pseudo-term. */
  skill(id: number): number;
}

export function buildIdf(tax: Taxonomy): Idf {
  const areaOf = new Map<string, Set<string>>();
  // Words that are a skill on their own ("painting", "swimming", "law").
  const skillWords = new Set<string>();
  for (const skill of tax.skills) {
    for (const phrase of [skill.name, ...skill.aliases]) {
      const words = tokenize(phrase).filter((t) => !STOPWORDS.has(t));
      if (words.length === 1) skillWords.add(keyOf(words[0]!));
      for (const t of words) {
        const k = keyOf(t);
        let set = areaOf.get(k);
        if (!set) areaOf.set(k, (set = new Set()));
        set.add(skill.group);
      }
    }
  }
  const n = tax.areas.length;
  const common = new Set(COMMON.split(/\s+/).filter(Boolean).map(stem));
  const english = new Set(GENERAL_ENGLISH.split(/\s+/).filter(Boolean).map(stem));
  const idfFor = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  // A word of no area and not in the common list: mostly ordinary job-ad prose ("assign",
  // "monthly"), sometimes a specialist word the taxonomy lacks; weigh it as a word of several areas.
  const unknown = idfFor(Math.max(2, Math.round(n / 4)));
  const ceiling = idfFor(1);
  const cache = new Map<string, number>();
  const term = (key: string): number => {
    let v = cache.get(key);
    if (v === undefined) {
      if (common.has(key) || STOPWORDS.has(key)) v = idfFor(n);
      else {
        const df = areaOf.get(key)?.size;
        v = df === undefined ? unknown : idfFor(df);
      }
      // An everyday English word that one alias happens to contain ("keep" in "book keeping") is
      // no rarer than an unknown word, unless it is a skill by itself.
      if (english.has(key) && !skillWords.has(key) && v > unknown) v = unknown;
      if (v > ceiling) v = ceiling;
      cache.set(key, v);
    }
    return v;
  };
  const skillWeights = tax.skills.map((s) => {
    const keys = tokenize(s.name)
      .filter((t) => !STOPWORDS.has(t))
      .map(keyOf);
    const mean = keys.length ? keys.reduce((a, k) => a + term(k), 0) / keys.length : ceiling;
    // A named skill is worth at least an ordinary specialist word; generic soft skills much less.
    const base = Math.max(mean, 1.5);
    return s.group === 'soft' ? base * 0.3 : base;
  });
  return { term, skill: (id) => skillWeights[id] ?? unknown };
}
