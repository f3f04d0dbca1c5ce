import type { AtsBreakdown } from '../../contract';

/** A resume line the score quotes, and what it is evidence of. */
export interface EvidencePhrase {
  label: string;
  text: string;
}

/** One place the evidence appears: the pieces of text (lines, or a PDF's text items) it covers. */
export interface EvidenceMatch {
  items: number[];
  labels: string[];
}

/** The lines the score's breakdown quotes: each found skill's line and the title line. */
export function evidencePhrases(breakdown: AtsBreakdown | null): EvidencePhrase[] {
  if (!breakdown) return [];
  const skills = [...breakdown.requiredSkills.items, ...breakdown.niceToHaveSkills.items];
  const phrases: EvidencePhrase[] = skills.flatMap((s) =>
    s.found && s.evidence ? [{ label: s.skill, text: s.evidence }] : [],
  );
  const title = (breakdown.title as AtsBreakdown['title'] | undefined)?.evidence;
  if (title) phrases.push({ label: 'Title', text: title });
  return phrases;
}

// Letters and digits only, lower case: the engine normalises spacing, bullets and punctuation, and a
// PDF splits its text into pieces anywhere, so only the words themselves are compared.
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
// Shorter pieces (of an excerpt cut with "…") would match by chance.
const MIN_PIECE = 6;

/**
 * Where the phrases appear in the text, split into pieces as it is shown: every occurrence, in
 * reading order, each with the pieces it covers; the same pieces quoted for several skills are one match.
 */
export function findEvidence(pieces: readonly string[], phrases: readonly EvidencePhrase[]): EvidenceMatch[] {
  let text = '';
  const owner: number[] = [];
  pieces.forEach((piece, i) => {
    const s = squash(piece);
    text += s;
    for (let k = 0; k < s.length; k++) owner.push(i);
  });
  const found = new Map<string, EvidenceMatch>();
  for (const phrase of phrases) {
    for (const part of phrase.text.split('…').map(squash)) {
      if (part.length < MIN_PIECE) continue;
      for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) {
        const items = [...new Set(owner.slice(at, at + part.length))];
        const key = items.join(',');
        const match = found.get(key) ?? { items, labels: [] };
        if (!match.labels.includes(phrase.label)) match.labels.push(phrase.label);
        found.set(key, match);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.items[0]! - b.items[0]! || a.items.length - b.items.length);
}
