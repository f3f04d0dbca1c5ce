import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atsBreakdownSchema, atsPartTexts, type AtsBreakdown } from '../../../src/contract/ats';
import { AtsBreakdownView } from '../../../src/islands/recruiter/AtsBreakdownView';
import { analyzeJob, analyzeResume, ATS_SCORER_VERSION, scoreMatch } from '../../../worker/ats/index';

const item = (skill: string, found: boolean) => ({ skill, canonical: skill, found, evidence: found ? `Built services in ${skill}` : null, matchedAs: found ? skill : null });
// As scorer ats-1.0 stored it: no title part.
const v10 = {
  requiredSkills: { value: 0.5, weight: 0.3, points: 15, items: [item('Java', true), item('Kafka', false)] },
  niceToHaveSkills: { value: 0, weight: 0.1, points: 0, items: [] },
  relevance: { value: 0.5, weight: 0.45, points: 22.5, matchedTerms: ['java', 'microservices'], missingTerms: ['kafka'], areaOverlap: 0.6 },
  experience: { value: 1, weight: 0.15, points: 15, resumeYears: 6, minYears: 4 },
};
// As scorer ats-1.1.0 stored it: a title part listing pairs only, no role part, no term phrases.
const v11 = {
  ...v10,
  title: { value: 0.8, weight: 0.15, points: 12, jobTitle: 'Java Developer', matchedPhrases: ['java developer'], evidence: 'Java Developer at Acme, 2018 - 2024' },
};

describe('breakdowns stored by older scorers', () => {
  it('still parse and read as parts, each with its words', () => {
    // Today's schema reads a 1.1 breakdown as it is (the stored JSON is shown, never parsed, for 1.0).
    expect(atsBreakdownSchema.parse(v11)).toEqual(v11);
    for (const old of [v10, v11]) {
      const b = old as unknown as AtsBreakdown;
      const parts = atsPartTexts(b);
      expect(parts.map((p) => p.key)).toEqual(['requiredSkills', 'relevance', ...('title' in old ? ['title'] : []), 'experience']);
      expect(parts.find((p) => p.key === 'requiredSkills')!.text).toBe('1 of 2 found on the resume: “Java”.');
    }
    expect(atsPartTexts(v11 as AtsBreakdown).find((p) => p.key === 'title')!.text).toBe('The resume names “java developer”, as in the title “Java Developer”.');
  });

  it('still render in the recruiter view, beside a breakdown of today’s scorer', () => {
    for (const old of [v10, v11]) {
      const html = renderToString(createElement(AtsBreakdownView, { breakdown: old as unknown as AtsBreakdown, score: 52 }));
      expect(html).toContain('Required skills');
      expect(html).toContain('Built services in Java');
      expect(html).not.toContain('Role identity');
    }
    const job = analyzeJob({ title: 'Java Developer', description: 'Build Java microservices with Spring Boot and Kafka.', requiredSkills: ['Java', 'Kafka'], minYears: 4 });
    const r = scoreMatch(analyzeResume(`Experience\nJava Developer, Acme, Jan 2018 - Dec 2023\n${'Built Java and Spring Boot microservices with Kafka consumers. '.repeat(4)}`, { asOf: new Date(Date.UTC(2024, 0, 1)) }), job);
    expect(r.version).toBe(ATS_SCORER_VERSION);
    const html = renderToString(createElement(AtsBreakdownView, { breakdown: r.breakdown, score: r.score }));
    expect(html).toContain('Role identity');
    // A term with the job phrase it comes from.
    expect(html).toMatch(/from “[^”]*Kafka[^”]*”/);
  });
});
