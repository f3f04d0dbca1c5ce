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

/** Any of the words in any of the columns (for "more like this"); null when there are no words. */
export function anyWordsQuery(text: string, columns: readonly string[], max = 12): string | null {
  const words = [...new Set(searchWords(text))].filter((w) => w.length > 1).slice(0, max);
  if (words.length === 0) return null;
  return `{${columns.join(' ')}} : (${words.map(phrase).join(' OR ')})`;
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

/**
 * How a search with words reads: when they match few rows of the index (at most FEW_MATCHES), from
 * those matches (each joined to its row, then sorted or ranked); when they match many, along the
 * listing's own index in page order, asking the full-text index about each row, which fills a page
 * after a few rows because matches are dense. Either way a search reads at most a few thousand
 * rows, whatever the words.
 */
export const FEW_MATCHES = 200;
export type TextPlan = { kind: 'none' } | { kind: 'matches' | 'walk'; match: string };

/** The plan for `match` on an FTS5 table: counts its matches up to FEW_MATCHES + 1. */
export async function textPlan(db: D1Database, table: 'jobs_fts' | 'candidates_fts', match: string): Promise<TextPlan> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ? LIMIT ?)`)
    .bind(match, FEW_MATCHES + 1)
    .first<{ n: number }>();
  const n = row?.n ?? 0;
  return n === 0 ? { kind: 'none' } : { kind: n > FEW_MATCHES ? 'walk' : 'matches', match };
}
