import { describe, expect, it } from 'vitest';
import { analyzeJob, analyzeResume, jobSkillTerms, matchesAlert, scoreMatch } from '../../../worker/ats/index';

const frontend = analyzeJob({
  title: 'Frontend Engineer (React)',
  description:
    'You will write tests, design clear interfaces and build reporting screens. Own the checkout flow and ship features every week. ' +
    'Care about the details; drive adoption of TypeScript and present your work to the service team.',
  requiredSkills: ['React', 'TypeScript'],
});
const skills = (job: ReturnType<typeof analyzeJob>) => jobSkillTerms(job).map((t) => t.skill);

describe('terms shown for a job', () => {
  it('never turns everyday words into skills of an unrelated area', () => {
    const shown = skills(frontend);
    for (const trap of ['Writ petitions', 'Clearing', 'Screening', 'Cashiering', 'Driving', 'Public speaking']) expect(shown).not.toContain(trap);
    expect(shown).toEqual(expect.arrayContaining(['React', 'TypeScript']));
  });

  it('sends no job alert for a skill the job only seems to name', () => {
    for (const keyword of ['Cashiering', 'Writ petitions', 'Clearing']) expect(matchesAlert({ keywords: keyword }, frontend), keyword).toBe(false);
    expect(matchesAlert({ keywords: 'react, typescript' }, frontend)).toBe(true);
  });

  it('keeps an everyday word as a skill where the context makes it sure', () => {
    // Its area: other banking skills of the same job.
    const bank = analyzeJob({ title: 'Banking Operations Officer', description: 'Handle clearing of cheques, remittances and settlements; NEFT and RTGS payments.' });
    expect(skills(bank)).toContain('Clearing');
    // The skill's other words nearby.
    const law = analyzeJob({ title: 'Junior Advocate', description: 'Draft and file writ petitions before the High Court.' });
    expect(skills(law)).toContain('Writ petitions');
    // A list of skills.
    const retail = analyzeJob({ title: 'Store Associate', description: 'Tools: POS, checkout, inventory counts' });
    expect(skills(retail)).toContain('Cashiering');
  });

  it('gives every shown term the phrase of the job it comes from', () => {
    const r = analyzeResume(`Summary\nFrontend developer: React, TypeScript, Jest and accessibility.\n${'Built React components and wrote tests for a checkout. '.repeat(5)}`);
    const b = scoreMatch(r, frontend).breakdown!;
    const sources = b.relevance.termSources!;
    for (const term of [...b.relevance.matchedTerms, ...b.relevance.missingTerms]) {
      expect(sources[term], term).toBeTruthy();
      // The phrase is the job's own text, around the term.
      const words = sources[term]!.replace(/…/g, '').replace(/^(Required skills|Nice to have): /, '').split(' ');
      const jobText = `Frontend Engineer (React) ${'You will write tests, design clear interfaces and build reporting screens. Own the checkout flow and ship features every week. Care about the details; drive adoption of TypeScript and present your work to the service team.'} React TypeScript`;
      for (const w of words) expect(jobText).toContain(w);
    }
  });
});
