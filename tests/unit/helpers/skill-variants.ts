/**
 * The forms a stated skill can take in a text (scripts/ats-eval/LABELLING.md, "Round 6", rule 1):
 * hyphen, space and joined spellings, singular and plural, verb forms, and abbreviations. For tests
 * that feed the engine a skill written another way. Written apart from the engine on purpose: no
 * import of worker/ats/read/text.ts, its stemmer or the taxonomy's spelling generator, so a test built on
 * these forms checks the engine instead of repeating it. The English rules are the regular ones
 * (documented per function); irregular words are out of scope.
 */

export interface SkillVariants {
  /** Hyphen, space and joined spellings ("front-end", "front end", "frontend"). */
  spellings: string[];
  /** The last word singular and plural ("test case", "test cases"). */
  numbers: string[];
  /** Verb forms of the last word when it is a verb or gerund ("tests", "tested", "testing"), alone and in the name. */
  verbs: string[];
  /** Initials of a multi-word name, and the aliases that are abbreviations ("SEO"). */
  abbreviations: string[];
  /** Every form above and the name and aliases themselves, lowercase except abbreviations, no repeats. */
  all: string[];
}

const MINOR = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', 'a', 'an', '&', 'with']);
const VOWEL = /[aeiou]/;

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);

/** "front-end" -> front-end, front end, frontend; "front end" (two words) -> also front-end. */
export function spellingsOf(name: string): string[] {
  const lower = name.toLowerCase().trim();
  const out = new Set([lower]);
  if (lower.includes('-')) {
    out.add(lower.replace(/-/g, ' '));
    out.add(lower.replace(/-/g, ''));
  }
  const w = words(lower);
  if (w.length === 2 && !lower.includes('-')) {
    out.add(w.join('-'));
    // Joined only for short parts, as compounds are written ("frontend", "database"), not "unittesting".
    if (w.every((x) => x.length <= 5)) out.add(w.join(''));
  }
  return [...out];
}

/** Plural of a regular noun: box -> boxes, policy -> policies, key -> keys, test -> tests. */
export function pluralOf(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Singular of a regular plural: policies -> policy, boxes -> box, tests -> test; others unchanged. */
export function singularOf(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The base verb of a gerund ("testing" -> test, "shipping" -> ship, "managing" -> manage,
 * "automating" -> automate), or the word itself when it is no gerund. Regular rules only: a doubled
 * final consonant after one vowel is undoubled (not ll, ss, ff, zz, dd), and an "e" comes back after
 * a vowel + c, g, v, z or after "at" / "ut".
 */
export function verbBaseOf(word: string): string {
  if (!/ing$/.test(word) || word.length < 6) return word;
  const stem = word.slice(0, -3);
  // "string", "spring": no vowel left, so no gerund.
  if (!VOWEL.test(stem)) return word;
  if (/([bgmnprt])\1$/.test(stem) && /^[^aeiou]*[aeiou][^aeiou]*$/.test(stem.slice(0, -1))) return stem.slice(0, -1);
  if (/[aeiou][cgvz]$/.test(stem) || /[^aeiou](at|ut)$/.test(stem)) return `${stem}e`;
  return stem;
}

/** test -> test, tests, tested, testing; manage -> managed, managing; ship -> shipped, shipping. */
export function verbFormsOf(base: string): string[] {
  const oneSyllableCvc = /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base);
  const doubled = oneSyllableCvc ? base + base.slice(-1) : base;
  const past = base.endsWith('e') ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${doubled}ed`;
  const gerund = /[^e]e$/.test(base) ? `${base.slice(0, -1)}ing` : `${doubled}ing`;
  return [base, pluralOf(base), past, gerund];
}

/** Initials of the content words of a name of two words or more: "Search engine optimization" -> SEO. */
export function initialsOf(name: string): string | null {
  const w = words(name.replace(/[-/]/g, ' ')).filter((x) => !MINOR.has(x.toLowerCase()));
  if (w.length < 2) return null;
  return w.map((x) => x[0]!.toUpperCase()).join('');
}

/** An alias is an abbreviation when it is one short token of capitals (and digits), or the name's initials. */
export function isAbbreviation(alias: string, name: string): boolean {
  const a = alias.replace(/!$/, '').trim();
  if (/^[A-Z][A-Z0-9/&.+-]{1,7}$/.test(a) && (a.match(/[A-Z]/g)?.length ?? 0) >= 2) return true;
  const initials = initialsOf(name);
  return initials !== null && a.replace(/[^A-Za-z]/g, '').toUpperCase() === initials && !/\s/.test(a);
}

/** Every form of a skill: its name and taxonomy aliases (a trailing "!", the case-only mark, dropped). */
export function skillVariants(name: string, aliases: readonly string[] = []): SkillVariants {
  const bases = [name, ...aliases].map((a) => a.replace(/!$/, '').trim()).filter(Boolean);
  const abbreviations = new Set<string>();
  const spellings = new Set<string>();
  const numbers = new Set<string>();
  const verbs = new Set<string>();
  const initials = initialsOf(name);
  if (initials) abbreviations.add(initials);
  for (const base of bases) {
    if (base !== name && isAbbreviation(base, name)) {
      abbreviations.add(base.toUpperCase());
      continue;
    }
    for (const s of spellingsOf(base)) {
      spellings.add(s);
      const w = words(s);
      const last = w.at(-1)!;
      const head = w.slice(0, -1);
      const phrase = (x: string) => [...head, x].join(' ');
      if (!VOWEL.test(last)) continue;
      for (const n of [singularOf(last), pluralOf(singularOf(last))]) numbers.add(phrase(n));
      const verb = verbBaseOf(last);
      if (verb !== last || head.length === 0) {
        for (const v of verbFormsOf(verb)) {
          verbs.add(v);
          if (head.length) verbs.add(phrase(v));
        }
      }
    }
  }
  const all = new Set<string>([...spellings, ...numbers, ...verbs, ...abbreviations]);
  return {
    spellings: [...spellings],
    numbers: [...numbers],
    verbs: [...verbs],
    abbreviations: [...abbreviations],
    all: [...all],
  };
}

/**
 * The aliases of a canonical name in a taxonomy data file's text (`Canonical | alias | alias` lines,
 * see worker/ats/taxonomy/data): read here from the data alone, not through the engine's parser.
 */
export function aliasesIn(data: string, name: string): string[] {
  for (const line of data.split('\n')) {
    const parts = line.split('|').map((p) => p.trim());
    if (parts[0]?.toLowerCase() === name.toLowerCase()) return parts.slice(1).filter(Boolean);
  }
  return [];
}
