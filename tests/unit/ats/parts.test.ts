import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { csvRecords } from '../../../scripts/lib/csv';
import { ATS_NEGLIGIBLE_POINTS, type AtsBreakdown, atsPartTexts } from '../../../src/contract/ats';
import { analyzeJob, analyzeResume, scoreMatch } from '../../../worker/ats/index';

// Every 8th distinct resume of the shared data set against every job of the older eval sets.
const data = new URL('../../../../shared/data/resumes-updated-dataset.csv', import.meta.url);
const texts = [...new Set(csvRecords(readFileSync(data, 'utf8')).records.map((r) => r.Resume ?? ''))].filter(
  (_, i) => i % 8 === 0,
);
const jobs = ['eval-jobs.json', 'eval-jobs-holdout.json'].flatMap(
  (f) =>
    JSON.parse(readFileSync(new URL(`../../../scripts/${f}`, import.meta.url), 'utf8')) as Array<
      Parameters<typeof analyzeJob>[0]
    >,
);
const asOf = new Date(Date.UTC(2024, 0, 1));
const resumes = texts.map((t) => analyzeResume(t, { asOf }));
const profiles = jobs.map((j) => analyzeJob(j));

const STATED_RULE = /partial credit|half credit|area overlap|skill areas overlap/;

/** Every way a part's words and points can disagree, as readable failures. */
function disagreements(b: AtsBreakdown): string[] {
  const out: string[] = [];
  for (const p of atsPartTexts(b)) {
    const earned = p.points >= ATS_NEGLIGIBLE_POINTS;
    if (earned && p.evidence.length === 0 && !STATED_RULE.test(p.text))
      out.push(`${p.key}: ${p.points} points but no evidence: ${p.text}`);
    for (const e of p.evidence.slice(0, 4))
      if (!STATED_RULE.test(e) && !p.text.includes(e)) out.push(`${p.key}: evidence “${e}” not named in: ${p.text}`);
    if (/^No |^None /.test(p.text) && !STATED_RULE.test(p.text) && earned)
      out.push(`${p.key}: says none but earns ${p.points}: ${p.text}`);
  }
  // The title part names the resume phrase it matched, or scores near zero.
  if (b.title.value >= 0.3 && (!b.title.roleNamed || b.title.evidence === null)) {
    out.push(
      `title: ${b.title.value} of the title without naming a role phrase (${b.title.matchedPhrases.join(', ') || 'nothing'}) for “${b.title.jobTitle}”`,
    );
  }
  if (b.title.evidence !== null && !b.title.matchedPhrases.length)
    out.push('title: a resume line shown with no phrase matched');
  // Skills shown as found carry the resume line that shows them.
  for (const i of [...b.requiredSkills.items, ...b.niceToHaveSkills.items])
    if (i.found && !i.evidence) out.push(`${i.skill}: found without a resume line`);
  return out;
}

describe('parts that agree with their words', () => {
  it(`over ${texts.length} resumes x ${jobs.length} jobs, no part's points and text disagree`, () => {
    const bad: string[] = [];
    let pairs = 0;
    for (const r of resumes) {
      for (const j of profiles) {
        const b = scoreMatch(r, j).breakdown;
        if (!b) continue;
        pairs++;
        bad.push(...disagreements(b));
      }
    }
    expect(pairs).toBeGreaterThan(1000);
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('a breakdown whose title earns points without a role phrase is caught', () => {
    const b = scoreMatch(resumes[0]!, profiles[0]!).breakdown!;
    const forged: AtsBreakdown = {
      ...b,
      title: { ...b.title, value: 0.87, points: 13, matchedPhrases: [], roleNamed: false, evidence: null },
    };
    expect(disagreements(forged).some((d) => d.startsWith('title:'))).toBe(true);
  });
});
