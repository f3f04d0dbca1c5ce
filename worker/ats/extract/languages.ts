import { lookupSkill, type Taxonomy, taxonomy } from '../taxonomy/taxonomy';

/**
 * The languages a person says they speak, read as a field: a "Languages" line ("Languages: Hindi,
 * English (native), Tamil", also after other personal details on the same line) or a "Languages"
 * heading with its list on the next lines. A list that names a skill of another kind ("Languages:
 * Go, Java, SQL") is programming, not speech, and is not read.
 */

/** The taxonomy's skills for spoken languages; a list of spoken languages also shows Language proficiency. */
export const PROFICIENCY = 'Language proficiency';
const SPOKEN = new Set(['Hindi', 'Indian languages', 'Foreign languages', PROFICIENCY]);

// "Languages:", "Languages known -", "Language spoken:" where a line or a segment of one starts (the
// reading writes a "·" between details as spaces).
const LABEL = /(?:^|[·|•;]\s*|\s{2,})languages?(?:\s+(?:known|spoken))?\s*[:\-–]\s*/i;
// A heading alone on its line, its list below.
const HEADING = /^[\s#*•-]*languages?(?:\s+(?:known|spoken))?\s*:?\s*$/i;
// Where the list stops: the next segment of a line of details ("· Notice period"), or a sentence
// that starts a new label ("English. Hobbies: chess").
const END = /\s[·|]\s|\s{3,}|[.;]\s+(?=\p{Lu}[\p{L} ]{0,30}:)|[.;]\s*$/u;
const ITEM_SPLIT = /,|\/|&|\band\b|\s[•·-]\s|•|·/i;
// How well, said before or after a language ("basic French", "English – fluent").
const LEVEL =
  /\b(?:basic|some|fluent|native|conversational|working|elementary|intermediate|advanced|professional|spoken|written|read|write|speak|mother tongue|knowledge of|proficient in|good)\b/gi;
const SHAPE = /^\p{L}[\p{L}'’ -]{1,30}$/u;

/** English is the language of most resumes and no skill of its own in the taxonomy (a job asks for it as proficiency). */
const isSpoken = (tax: Taxonomy, item: string) => {
  if (/^english$/i.test(item)) return true;
  const id = lookupSkill(tax, item);
  return id !== null && SPOKEN.has(tax.skills[id]!.name);
};

function itemsOf(value: string): string[] {
  return value
    .split(ITEM_SPLIT)
    .map((s) =>
      s
        .replace(/\([^)]*\)?/g, ' ')
        .replace(LEVEL, ' ')
        .replace(/[\s.:;–-]+$|^[\s.:;–-]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => SHAPE.test(s) && s.split(' ').length <= 3);
}

/** The items of a list when they are spoken languages: at least one known, and none a skill of another kind. */
function spokenList(tax: Taxonomy, items: readonly string[]): string[] | null {
  if (!items.some((i) => isSpoken(tax, i))) return null;
  for (const i of items) {
    const id = lookupSkill(tax, i);
    if (id !== null && !SPOKEN.has(tax.skills[id]!.name)) return null;
  }
  return [...items];
}

export function readLanguages(lines: readonly string[]): string[] {
  const tax = taxonomy();
  const out: string[] = [];
  const add = (items: readonly string[] | null) => {
    for (const i of items ?? []) if (!out.some((o) => o.toLowerCase() === i.toLowerCase())) out.push(i);
  };
  lines.forEach((line, at) => {
    if (HEADING.test(line)) {
      // The list is the next line (or the next few, one language each).
      for (let j = at + 1; j < Math.min(lines.length, at + 6); j++) {
        const items = spokenList(tax, itemsOf(lines[j]!.split(END)[0]!));
        if (!items) break;
        add(items);
      }
      return;
    }
    const m = LABEL.exec(line);
    if (m) add(spokenList(tax, itemsOf(line.slice(m.index + m[0].length).split(END)[0]!)));
  });
  return out;
}

/** The taxonomy skills a list of spoken languages shows: each language the taxonomy has, and Language proficiency. */
export function languageSkills(languages: readonly string[]): Array<{ name: string; written: string }> {
  if (languages.length === 0) return [];
  const tax = taxonomy();
  const got: Array<{ name: string; written: string }> = [];
  for (const l of languages) {
    const id = lookupSkill(tax, l);
    const name = id === null ? null : tax.skills[id]!.name;
    if (name !== null && SPOKEN.has(name) && !got.some((g) => g.name === name)) got.push({ name, written: l });
  }
  if (!got.some((g) => g.name === PROFICIENCY)) got.push({ name: PROFICIENCY, written: languages.join(', ') });
  return got;
}
