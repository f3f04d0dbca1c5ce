import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { type AtsBreakdown, atsBreakdownSchema, atsPartTexts } from '../../../src/contract/ats';
import { AtsBreakdownView } from '../../../src/islands/recruiter/AtsBreakdownView';
import { analyzeJob, analyzeResume, ATS_SCORER_VERSION, scoreMatch } from '../../../worker/ats/index';

const item = (skill: string, found: boolean) => ({
  skill,
  canonical: skill,
  found,
  evidence: found ? `Built services in ${skill}` : null,
  matchedAs: found ? skill : null,
});
// As scorer ats-1.0 stored it: no title part.
const v10 = {
  requiredSkills: { value: 0.5, weight: 0.3, points: 15, items: [item('Java', true), item('Kafka', false)] },
  niceToHaveSkills: { value: 0, weight: 0.1, points: 0, items: [] },
  relevance: {
    value: 0.5,
    weight: 0.45,
    points: 22.5,
    matchedTerms: ['java', 'microservices'],
    missingTerms: ['kafka'],
    areaOverlap: 0.6,
  },
  experience: { value: 1, weight: 0.15, points: 15, resumeYears: 6, minYears: 4 },
};
// As scorer ats-1.1.0 stored it: a title part listing pairs only, no role part, no term phrases.
const v11 = {
  ...v10,
  title: {
    value: 0.8,
    weight: 0.15,
    points: 12,
    jobTitle: 'Java Developer',
    matchedPhrases: ['java developer'],
    evidence: 'Java Developer at Acme, 2018 - 2024',
  },
};

// As scorers ats-2.0.0 to ats-2.2.0 stored it: a role part with shared and focus skills only.
const v21 = {
  ...v11,
  role: { value: 0.6, weight: 0.1, points: 6, sharedSkills: ['Java', 'Spring Boot'], resumeFocus: ['Kafka'] },
};

describe('breakdowns stored by older scorers', () => {
  it('read a role part without defining skills in its own words', () => {
    expect(atsBreakdownSchema.parse(v21)).toEqual(v21);
    expect(atsPartTexts(v21 as AtsBreakdown).find((p) => p.key === 'role')!.text).toBe(
      "Centres on the job's own skills “Java”, “Spring Boot”; also on “Kafka”, which the job does not name.",
    );
    const html = renderToString(createElement(AtsBreakdownView, { breakdown: v21 as AtsBreakdown, score: 60 }));
    expect(html).toContain('Role identity');
  });

  it('still parse and read as parts, each with its words', () => {
    // Today's schema reads a 1.1 breakdown as it is (the stored JSON is shown, never parsed, for 1.0).
    expect(atsBreakdownSchema.parse(v11)).toEqual(v11);
    for (const old of [v10, v11]) {
      const b = old as unknown as AtsBreakdown;
      const parts = atsPartTexts(b);
      expect(parts.map((p) => p.key)).toEqual([
        'requiredSkills',
        'relevance',
        ...('title' in old ? ['title'] : []),
        'experience',
      ]);
      expect(parts.find((p) => p.key === 'requiredSkills')!.text).toBe('1 of 2 found on the resume: “Java”.');
    }
    expect(atsPartTexts(v11 as AtsBreakdown).find((p) => p.key === 'title')!.text).toBe(
      'The resume names “java developer”, as in the title “Java Developer”.',
    );
  });

  it('still render in the recruiter view, beside a breakdown of today’s scorer', () => {
    for (const old of [v10, v11]) {
      const html = renderToString(
        createElement(AtsBreakdownView, { breakdown: old as unknown as AtsBreakdown, score: 52 }),
      );
      expect(html).toContain('Required skills');
      expect(html).toContain('Built services in Java');
      expect(html).not.toContain('Role identity');
    }
    const job = analyzeJob({
      title: 'Java Developer',
      description: 'Build Java microservices with Spring Boot and Kafka.',
      requiredSkills: ['Java', 'Kafka'],
      minYears: 4,
    });
    const r = scoreMatch(
      analyzeResume(
        `Experience\nJava Developer, Acme, Jan 2018 - Dec 2023\n${'Built Java and Spring Boot microservices with Kafka consumers. '.repeat(4)}`,
        { asOf: new Date(Date.UTC(2024, 0, 1)) },
      ),
      job,
    );
    expect(r.version).toBe(ATS_SCORER_VERSION);
    const html = renderToString(createElement(AtsBreakdownView, { breakdown: r.breakdown, score: r.score }));
    expect(html).toContain('Role identity');
    // Role identity as its own evidence: the resume's phrase naming the role and the defining skills it shows.
    expect(html).toContain('Names the role (“java developer”)');
    expect(html).toMatch(/Shows \d of the \d skills that define the role: “Java”/);
    // A term with the job phrase it comes from.
    expect(html).toMatch(/from “[^”]*Kafka[^”]*”/);
  });
});
