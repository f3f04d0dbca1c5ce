import { GENERAL_ENGLISH } from '../english';
import { STOPWORDS, stem, tokenize } from '../text';
import ambiguousWords from './data/ambiguous';
import { keyOf, type SkillHit, type Taxonomy } from './taxonomy';

/**
 * When a one-word alias that is also an everyday word ("write", "clear", "checkout") really names
 * its skill. Such a hit counts only in a context that makes the skill sure:
 *  - a list of skills: the word stands alone, or nearly, between separators ("Excel, Tally, Billing");
 *  - the skill's other words nearby ("writ" within a few words of "petition");
 *  - its area: the same text shows at least AREA_SUPPORT other skills of the skill's area for sure;
 *  - a line the caller marks sure (a job's title; a job's own skill lists).
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

/** Whether a hit is an everyday word that needs context to be its skill. */
export function needsContext(hit: SkillHit, keys: readonly string[]): boolean {
  return !hit.pinned && hit.end - hit.start === 1 && ambiguousKeys().has(keys[hit.start]!);
}

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
  const items = line.split(LIST_SEPARATORS);
  if (items.length < 3) return false;
  const surface = hit.surface.toLowerCase();
  return items.some((item) => {
    const words = tokenize(item);
    return words.length <= LIST_ITEM_WORDS && words.includes(surface);
  });
}
