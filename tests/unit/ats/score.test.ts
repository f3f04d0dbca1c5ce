import { describe, expect, it } from 'vitest';
import { atsResultSchema } from '../../../src/contract/ats';
import { analyzeJob, analyzeResume, matchesAlert, rankCandidatesForJob, rankJobsForCandidate, scoreMatch } from '../../../worker/ats/index';

const asOf = new Date(Date.UTC(2024, 0, 1));
const job = analyzeJob({
  title: 'Java Developer',
  description: 'Build backend services in Java with Spring Boot and REST APIs on MySQL; deploy on Kubernetes.',
  requiredSkills: ['Java', 'Spring Boot', 'SQL'],
  niceToHaveSkills: ['k8s', 'Terraform'],
  minYears: 3,
});

const resume = (name: string, email: string, phone: string, extra = '') =>
  [
    name,
    `${email} | ${phone} | 12 Park Street, Pune 411001`,
    'Date of Birth: 04/05/1990   Gender: Female   Marital Status: Married',
    'Summary',
    `She is a backend developer. ${extra}`,
    'Skills',
    'Java, Spring Boot, MySQL, Kubernetes, REST APIs, JUnit',
    'Experience',
    'Software Engineer, Acme - Jan 2019 - Present',
    'Built Spring Boot microservices and REST APIs backed by MySQL; deployed on Kubernetes.',
    'Education',
    'B.E. Computer Engineering, Pune University, 2014 - 2018',
    `Declaration: I, ${name}, declare the above is true.`,
  ].join('\n');

describe('ATS score', () => {
  it('scores 0..100 as an integer with a breakdown that matches the contract', () => {
    const r = scoreMatch(analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }), job);
    expect(atsResultSchema.parse(r)).toEqual(r);
    expect(r.status).toBe('scored');
    expect(Number.isInteger(r.score)).toBe(true);
    expect(r.score).toBeGreaterThan(60);
    const b = r.breakdown!;
    const weights = b.requiredSkills.weight + b.niceToHaveSkills.weight + b.relevance.weight + b.experience.weight;
    expect(weights).toBeCloseTo(1, 1);
    const points = b.requiredSkills.points + b.niceToHaveSkills.points + b.relevance.points + b.experience.points;
    expect(Math.abs(points - r.score!)).toBeLessThanOrEqual(1);
  });

  it('lists skills found with their evidence and skills missing', () => {
    const b = scoreMatch(analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }), job).breakdown!;
    const sql = b.requiredSkills.items.find((i) => i.skill === 'SQL');
    expect(b.requiredSkills.items.find((i) => i.skill === 'Java')).toMatchObject({ found: true, canonical: 'Java' });
    expect(b.niceToHaveSkills.items.find((i) => i.skill === 'k8s')).toMatchObject({ found: true, canonical: 'Kubernetes', matchedAs: 'Kubernetes' });
    expect(b.niceToHaveSkills.items.find((i) => i.skill === 'Terraform')).toMatchObject({ found: false, evidence: null });
    // SQL is listed as its own skill; the resume names MySQL only, so it is reported missing, not guessed.
    expect(sql?.found).toBe(false);
    expect(b.experience.resumeYears).toBe(5);
  });

  it('gives the same result for the same inputs, every time', () => {
    const text = resume('Asha Rao', 'asha@example.com', '+91 98765 43210');
    const first = scoreMatch(analyzeResume(text, { asOf }), job);
    for (let i = 0; i < 3; i++) expect(scoreMatch(analyzeResume(text, { asOf }), analyzeJob({ ...job, title: 'Java Developer', description: 'Build backend services in Java with Spring Boot and REST APIs on MySQL; deploy on Kubernetes.', requiredSkills: ['Java', 'Spring Boot', 'SQL'], niceToHaveSkills: ['k8s', 'Terraform'], minYears: 3 }))).toEqual(first);
  });

  it('does not change when name, email, phone, address, gender or age change', () => {
    const a = scoreMatch(analyzeResume(resume('Asha Rao', 'asha@example.com', '+91 98765 43210'), { asOf }), job);
    const other = resume('Bartholomew Kowalczyk-Smith', 'b.k.smith1987@mail.example.org', '(020) 7946 0958')
      .replace('Female', 'Male')
      .replace('Married', 'Single')
      .replace('04/05/1990', '12/11/1975')
      .replace('She is', 'He is')
      .replace('12 Park Street, Pune 411001', '221B Baker Street, London NW1 6XE');
    const b = scoreMatch(analyzeResume(other, { asOf }), job);
    expect(b).toEqual(a);
  });

  it('answers "insufficient data", not a low number, for unreadable resumes', () => {
    const r = scoreMatch(analyzeResume('   \n  ', { asOf }), job);
    expect(r).toMatchObject({ score: null, status: 'insufficient_data', breakdown: null });
  });

  it('ranks candidates and jobs best first, and matches alerts through the taxonomy', () => {
    const strong = analyzeResume(resume('A B', 'a@b.co', '+1 555 010 0000'), { asOf });
    const weak = analyzeResume('Summary\nSales executive for FMCG products.\nSkills\nNegotiation, lead generation, cold calling, key accounts\n' + 'met monthly targets across the territory '.repeat(5), { asOf });
    const empty = analyzeResume('', { asOf });
    const ranked = rankCandidatesForJob(job, [{ profile: weak }, { profile: empty }, { profile: strong }]);
    expect(ranked.map((r) => r.index)).toEqual([2, 0, 1]);
    const sales = analyzeJob({ title: 'Sales Executive', description: 'Generate leads and close deals.', requiredSkills: ['Lead generation'] });
    expect(rankJobsForCandidate(weak, [{ profile: job }, { profile: sales }])[0]!.index).toBe(1);
    expect(matchesAlert({ keywords: 'kubernetes, spring' }, job)).toBe(true);
    expect(matchesAlert({ keywords: ['K8S'] }, job)).toBe(true);
    expect(matchesAlert({ keywords: 'react' }, job)).toBe(false);
    expect(matchesAlert({ keywords: 'java', minScore: 50 }, job, weak)).toBe(false);
    expect(matchesAlert({ keywords: 'java', minScore: 50 }, job, strong)).toBe(true);
  });
});
