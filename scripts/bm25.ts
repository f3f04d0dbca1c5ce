/**
 * The baseline for `npm run eval:ats`: plain Okapi BM25 (k1 1.2, b 0.75) over lowercase word
 * tokens, IDF from the collection being ranked, English stopwords dropped, no stemming, no
 * taxonomy. Kept apart from the engine on purpose: it is what the engine has to beat.
 */
const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the to was were will with you your we our this their they i'.split(
    ' ',
  ),
);

const tokens = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((t) => !STOP.has(t));

export class Bm25 {
  private readonly docs: Array<Map<string, number>>;
  private readonly lengths: number[];
  private readonly df = new Map<string, number>();
  private readonly avg: number;

  constructor(
    texts: readonly string[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.docs = texts.map((t) => {
      const tf = new Map<string, number>();
      for (const w of tokens(t)) tf.set(w, (tf.get(w) ?? 0) + 1);
      for (const w of tf.keys()) this.df.set(w, (this.df.get(w) ?? 0) + 1);
      return tf;
    });
    this.lengths = texts.map((t) => tokens(t).length);
    this.avg = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, texts.length);
  }

  scores(query: string): number[] {
    const n = this.docs.length;
    const q = [...new Set(tokens(query))];
    return this.docs.map((tf, i) => {
      let s = 0;
      const norm = this.k1 * (1 - this.b + (this.b * this.lengths[i]!) / this.avg);
      for (const w of q) {
        const f = tf.get(w);
        if (!f) continue;
        const df = this.df.get(w)!;
        s += Math.log(1 + (n - df + 0.5) / (df + 0.5)) * ((f * (this.k1 + 1)) / (f + norm));
      }
      return s;
    });
  }
}
