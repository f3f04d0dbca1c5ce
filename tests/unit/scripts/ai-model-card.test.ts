import { describe, expect, it } from 'vitest';

import fresh from '../../../src/data/ai-fresh-evaluation.json';
import card from '../../../src/data/ai-model-card.json';
import { VERSION_NOTES } from '../../../src/data/ai-version-notes';
import { ATS_SCORER_VERSION, ATS_WEIGHTS } from '../../../worker/ats';

/** The model card's data is what `npm run ai:card` recorded for the scorer that ships. */
describe('the model card data (src/data/ai-model-card.json)', () => {
  it('is for the scorer version and weights that ship: run `npm run ai:card` after changing them', () => {
    expect(card.scorerVersion).toBe(ATS_SCORER_VERSION);
    expect(card.weights).toEqual(ATS_WEIGHTS);
    expect(card.versions.at(-1)!.version).toBe(ATS_SCORER_VERSION);
    for (const v of card.versions) expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('tells every version in plain words for the people it scores: a new version needs its note', () => {
    expect(Object.keys(VERSION_NOTES)).toEqual(card.versions.map((v) => v.version));
    for (const note of Object.values(VERSION_NOTES)) {
      expect(note).toMatch(/^[A-Z“].{20,}\.$/);
      // Plain words: no figures or engineering names of the log.
      expect(note).not.toMatch(/precision|recall|nDCG|taxonomy|alias|\d\.\d{3}/i);
    }
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
    expect(out).toMatch(
      new RegExp(
        `${card.evaluation.resumeTerms.texts} texts[\\s\\S]*?engine vs reconciled labels precision ${card.evaluation.resumeTerms.precision.toFixed(3)} \\(\\d+ of \\d+\\), stated recall ${card.evaluation.resumeTerms.statedRecall.toFixed(3)}`,
      ),
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
      const once = section.slice(section.indexOf(`over distinct resumes (${s.name}): ${s.distinct.resumes} texts`));
      expect(once).toMatch(new RegExp(`below BM25: ${s.distinct.belowBm25} of ${s.jobs}\n`));
      for (const [label, m] of [
        ['engine, distinct', s.distinct.engine],
        ['BM25, distinct', s.distinct.bm25],
      ] as const)
        expect(once).toMatch(
          new RegExp(`${label}\\s+${m.p3.toFixed(3)}\\s+${m.ndcg10.toFixed(3)}\\s+${m.map.toFixed(3)}`),
        );
    }
  });
});

/** The sets the engine never saw, measured once at a round's end: figures read from that run's output, kept beside them. */
describe('the fresh evaluation (src/data/ai-fresh-evaluation.json)', () => {
  it('holds figures read from its own output, for a scorer version of the card', () => {
    const out = fresh.output;
    expect(card.versions.map((v) => v.version)).toContain(fresh.scorerVersion);
    for (const [heading, side] of [
      [/^Jobs, (round-\d+ )?fresh/m, fresh.jobs],
      [/^Resumes, (round-\d+ )?fresh/m, fresh.resumes],
    ] as const) {
      const section = out.slice(out.search(heading));
      expect(out.search(heading)).toBeGreaterThanOrEqual(0);
      expect(section).toContain(`${side.texts} texts`);
      expect(section).toContain(
        `engine vs reconciled labels precision ${side.precision.toFixed(3)} (${side.right} of ${side.shown}), stated recall ${side.statedRecall.toFixed(3)} (${side.statedFound} of ${side.stated})`,
      );
      for (const [name, l] of [
        ['labeller a', side.labellerA],
        ['labeller b', side.labellerB],
      ] as const)
        expect(section).toMatch(
          new RegExp(
            `${name} -> reconciled labels\\s+precision ${l.precision.toFixed(3)} \\(\\d+ of \\d+\\), stated recall ${l.statedRecall.toFixed(3)}`,
          ),
        );
    }
    const ranking = out.slice(out.indexOf(`fresh (frozen) set: ${fresh.ranking.jobs} jobs`));
    const { engine, bm25 } = fresh.ranking;
    expect(ranking).toMatch(
      new RegExp(`engine\\s+${engine.p3.toFixed(3)}\\s+${engine.ndcg10.toFixed(3)}\\s+${engine.map.toFixed(3)}`),
    );
    expect(ranking).toMatch(
      new RegExp(`BM25 baseline\\s+${bm25.p3.toFixed(3)}\\s+${bm25.ndcg10.toFixed(3)}\\s+${bm25.map.toFixed(3)}`),
    );
    // The round is named in the output ("round-7 fresh (frozen)"), whichever round the file holds.
    expect(ranking).toMatch(
      new RegExp(
        `below BM25 \\((round-\\d+ )?fresh \\(frozen\\)\\): ${fresh.ranking.belowBm25} of ${fresh.ranking.jobs}\n`,
      ),
    );
  });
});
