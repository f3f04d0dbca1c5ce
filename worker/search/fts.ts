import { foldAccents, locationParts } from '../../src/contract';

/**
 * FTS5 query text built from a user's words. Every word is quoted (nothing a user types is read as
 * query syntax) and matched as a prefix ("kube" finds Kubernetes); all words must match. Words are
 * split and folded the way the index's tokenizer does (unicode61, accents removed, '+' and '#'
 * kept inside words), so a word of any length is just a word.
 */
export const MAX_SEARCH_WORDS = 8;

export function searchWords(text: string): string[] {
  return foldAccents(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
}

const phrase = (words: string) => `"${words.replace(/"/g, '""')}"*`;

/** Every word in any of the columns; null when there are no words. */
export function keywordsQuery(text: string, columns: readonly string[]): string | null {
  const words = searchWords(text).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return null;
  return `{${columns.join(' ')}} : (${words.map(phrase).join(' AND ')})`;
}

/** Each part of "City, Country" names the place column, through any of its known variants. */
export function placeQuery(location: string, column = 'place'): string | null {
  const parts = locationParts(location);
  if (parts.length === 0) return null;
  return parts.map((variants) => `${column} : (${variants.map(phrase).join(' OR ')})`).join(' AND ');
}

/** Both conditions (either may be absent); null when there is nothing to match. */
export function allOf(...queries: Array<string | null>): string | null {
  const present = queries.filter((q): q is string => !!q);
  return present.length ? present.map((q) => `(${q})`).join(' AND ') : null;
}
