import { describe, expect, it } from 'vitest';

import card from '../../../src/data/ai-model-card.json';
import { ATS_SCORER_VERSION, ATS_WEIGHTS } from '../../../worker/ats';

/** The model card's data is what `npm run ai:card` recorded for the scorer that ships. */
describe('the model card data (src/data/ai-model-card.json)', () => {
  it('is for the scorer version and weights that ship: run `npm run ai:card` after changing them', () => {
    expect(card.scorerVersion).toBe(ATS_SCORER_VERSION);
    expect(card.weights).toEqual(ATS_WEIGHTS);
    expect(card.versions.at(-1)!.version).toBe(ATS_SCORER_VERSION);
    for (const v of card.versions) expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds figures read from the evaluation’s own output, kept beside them', () => {
    const out = card.evaluation.output;
    expect(out).toContain(`Ranking: ${card.evaluation.resumes} resumes`);
    expect(out).toMatch(new RegExp(`precision of shown terms\\s+${card.evaluation.terms.precision.toFixed(3)}`));
    expect(out).toMatch(
      new RegExp(`recall of the job's stated skills\\s+${card.evaluation.terms.statedRecall.toFixed(3)}`),
    );
    expect(out).toMatch(
      new RegExp(`recall of all gold, stated \\+ inferred\\s+${card.evaluation.terms.recall.toFixed(3)}`),
    );
    for (const s of card.evaluation.sets) {
      const section = out.slice(out.indexOf(`${s.name} set: ${s.jobs} jobs`));
      expect(section).toMatch(
        new RegExp(
          `engine\\s+${s.engine.p3.toFixed(3)}\\s+${s.engine.ndcg10.toFixed(3)}\\s+${s.engine.map.toFixed(3)}`,
        ),
      );
      expect(section).toMatch(
        new RegExp(
          `BM25 baseline\\s+${s.bm25.p3.toFixed(3)}\\s+${s.bm25.ndcg10.toFixed(3)}\\s+${s.bm25.map.toFixed(3)}`,
        ),
      );
    }
  });
});
