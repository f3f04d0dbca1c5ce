/**
 * Text normalising and tokenising shared by every part of the engine. Resumes and jobs must go
 * through exactly the same steps, or skills and terms would stop lining up.
 */

// Windows-1252 puts printable characters in 0x80-0x9F; text decoded with it needs them mapped back.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};
const CONT = '\\u0080-\\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
// A UTF-8 lead byte read as Latin-1/cp1252 (Ã, â, ï...) followed by continuation bytes.
const MOJIBAKE = new RegExp(`[\\u00c2-\\u00f4][${CONT}]{1,3}`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Undo UTF-8 text that was decoded as Latin-1 or Windows-1252 ("NaÃ¯ve" becomes "Naïve"). */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  let out = text;
  // Twice: some text was damaged twice ("Ã\u0098Â\u00a0").
  for (let pass = 0; pass < 2; pass++) {
    out = out.replace(MOJIBAKE, (run) => {
      const bytes = new Uint8Array(run.length);
      for (let i = 0; i < run.length; i++) {
        const ch = run[i]!;
        const code = CP1252[ch] ?? ch.charCodeAt(0);
        if (code > 0xff) return run;
        bytes[i] = code;
      }
      try {
        return utf8.decode(bytes);
      } catch {
        return run;
      }
    });
  }
  return out;
}

/**
 * Repair encoding damage, unify compatibility forms, and turn bullets, arrows, control and private-use
 * characters (PDF symbol fonts) into spaces. Line breaks are kept: lines are the unit of evidence.
 */
export function normalizeText(text: string): string {
  return repairMojibake(text)
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00a0\u2000-\u200b\u2028\u2029\u202f\u205f\u3000]/g, ' ')
    .replace(
      /[\u2022\u2023\u2043\u204c\u204d\u2190-\u21ff\u2500-\u27bf\u2b00-\u2bff\ue000-\uf8ff\u00b7\u00a7\u00b6\u25aa\ufffd]/g,
      ' ',
    )
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"');
}

const TOKEN = /[\p{L}\p{N}]+(?:\+\+|#)?/gu;

// Single letters joined by dots ("H.S.C.", "S.S.C", "B.A."): one abbreviation, whose letters are no
// words of their own (the "C" of "H.S.C." is not the C language). It is written in lower case: a
// degree's "B.A." is no name that matches only in capitals ("BA", business analysis).
const DOTTED = /(?<![\p{L}\p{N}.])\p{L}(?:\.\p{L}(?![\p{L}\p{N}]))+/gu;

/**
 * Fold accents, write a dotted abbreviation as one word, and give ".NET" one spelling ("asp.net",
 * "ASP .NET" -> asp dotnet).
 */
function prepare(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(DOTTED, (m) => m.replaceAll('.', '').toLowerCase())
    .replace(/(^|[^\p{L}\p{N}])\.net\b/giu, '$1 dotnet')
    .replace(/([\p{L}\p{N}])\.net\b/giu, '$1 dotnet');
}

// A two-letter word in capitals; where a text has none, it is tokenized by lowercasing it whole.
const CAPS2 = /(?<![\p{L}\p{N}])\p{Lu}{2}(?![\p{L}\p{N}])/u;

/**
 * Tokens' keys: lowercased, except a two-letter stopword written in capitals in text that has lower
 * case too ("IT security", "based in the US"), which is the acronym, not the word: it keeps its
 * capitals, so it is no stopword and meets only the acronym's own capitals in a taxonomy name. In text
 * written all in capitals the case says nothing, and the word is read as the word.
 */
function lowerOf(raw: readonly string[], text: string): string[] {
  const lower = raw.map((t) => t.toLowerCase());
  let mixed: boolean | undefined;
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.length !== 2 || t === lower[i] || t !== t.toUpperCase() || !STOPWORDS.has(lower[i]!)) continue;
    if ((mixed ??= /\p{Ll}/u.test(text))) lower[i] = t;
  }
  return lower;
}

/** Word tokens, lowercased (a capitalised two-letter acronym aside: lowerOf), keeping "c++", "c#", "f#" whole. */
export function tokenize(text: string): string[] {
  const prepared = prepare(text);
  if (!CAPS2.test(prepared)) return prepared.toLowerCase().match(TOKEN) ?? [];
  return lowerOf(prepared.match(TOKEN) ?? [], text);
}

/** Tokens with the original spelling beside them, for aliases that must match case ("Go", "R"). */
export function tokenizeWithCase(text: string): { lower: string[]; raw: string[] } {
  const raw = prepare(text).match(TOKEN) ?? [];
  return { lower: lowerOf(raw, text), raw };
}

/**
 * A light, deterministic stemmer: plurals and -ing/-ed/-e endings only, so "testing", "tests" and
 * "tested" meet, while "developer" and "development" stay apart (they say different things).
 */
export function stem(token: string): string {
  let t = token;
  const n = t.length;
  if (n <= 3 || /[\d+#]/.test(t)) return t;
  if (t.endsWith('ies') && n > 4) t = t.slice(0, -3) + 'y';
  else if (/(?:sses|xes|ches|shes)$/.test(t)) t = t.slice(0, -2);
  else if (t.endsWith('s') && !/(?:ss|us|is|ys)$/.test(t)) t = t.slice(0, -1);
  // Only when a real stem remains: "testing" -> "test", but "piping" and "string" stay.
  if (t.length > 6 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 5 && t.endsWith('ed')) t = t.slice(0, -2);
  if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
  // "runn" -> "run", "plann" -> "plan"
  if (t.length > 4 && /([bdfgmnprt])\1$/.test(t)) t = t.slice(0, -1);
  return t;
}

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each etc few for from further had has ' +
    'have having here how i if in into is it its itself just me more most my myself no nor not now of off ' +
    'on once only or other our ours out over own same should so some such than that the their theirs them ' +
    'then there these they this those through to too under until up upon very was we were what when where ' +
    'which while who whom why will with within without would you your yours via per also using use used ' +
    'well like may must shall us one two three new de la le des et en e g ie eg i e'
  ).split(' '),
);

/** Content terms of a text: tokens minus stopwords and bare numbers, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (t.length < 2 && !/[+#]/.test(t)) continue;
    if (STOPWORDS.has(t) || /^\d+$/.test(t)) continue;
    out.push(stem(t));
  }
  return out;
}
