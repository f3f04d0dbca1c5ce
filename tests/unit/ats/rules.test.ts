import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { csvRecords } from '../../../scripts/lib/csv';
import { analyzeJob, analyzeResume, jobSkillTerms, type MentionRead } from '../../../worker/ats/read/analyze';
import { DEFAULT_EXAMPLES, DEFAULT_RULE, type RuleExample, RULES } from '../../../worker/ats/read/rules';

/** Every mention read in an example, and the skills its profile shows, through the real analyzers. */
function read(example: RuleExample): { mentions: MentionRead[]; shown: string[] } {
  const mentions: MentionRead[] = [];
  const onMention = (m: MentionRead) => mentions.push(m);
  if ('resume' in example) return { mentions, shown: Object.keys(analyzeResume(example.resume, { onMention }).skills) };
  const job = analyzeJob({ title: example.title, description: example.job }, { onMention });
  return { mentions, shown: jobSkillTerms(job).map((t) => t.skill) };
}

const cases = [
  ...RULES.flatMap((r) => r.examples.map((e) => [r.name, r.side, e] as const)),
  ...DEFAULT_EXAMPLES.map((e) => [DEFAULT_RULE, 'both', e] as const),
];

describe('the reading rules', () => {
  it('have unique kebab-case names, a sentence each and at least one example', () => {
    const names = RULES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(DEFAULT_RULE);
    for (const r of RULES) {
      expect(r.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(r.says, r.name).toMatch(/^\S.*\.$/);
      expect(r.examples.length, r.name).toBeGreaterThan(0);
    }
  });

  it.each(cases)('%s decides its example (%s side): %j', (rule, side, example) => {
    const on = 'resume' in example ? 'resume' : 'job';
    if (side !== 'both') expect(on).toBe(side);
    const { mentions, shown } = read(example);
    const mine = mentions.filter((m) => m.skill === example.skill);
    expect(
      mine.some((m) => m.rule === rule && m.kept === example.kept),
      JSON.stringify(mine),
    ).toBe(true);
    // What the rule decided is what the profile shows.
    expect(shown.includes(example.skill)).toBe(example.kept);
  });

  // The evaluation data's categories (../shared/data) are the ranking's targets: no rule may name one.
  const data = new URL('../../../../shared/data/resumes-updated-dataset.csv', import.meta.url);
  it.runIf(existsSync(data))('name no category of the evaluation data', () => {
    const categories = new Set(csvRecords(readFileSync(data, 'utf8')).records.map((r) => r.Category ?? ''));
    const texts = [...RULES.flatMap((r) => [r.name, r.says, ...r.examples.map((e) => JSON.stringify(e))])];
    const named = [...categories].filter((c) =>
      texts.some((t) => new RegExp(`\\b${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(t)),
    );
    expect(named).toEqual([]);
  });
});
