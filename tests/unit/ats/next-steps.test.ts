import { describe, expect, it } from 'vitest';

import { analyzeJob, analyzeResume, nextSteps, scoreMatchDetailed } from '../../../worker/ats/index';

const asOf = new Date(Date.UTC(2024, 0, 1));
const job = analyzeJob({
  title: 'DevOps Engineer',
  description: 'Run our platform on Kubernetes and Terraform; CI/CD with Jenkins; monitoring with Prometheus.',
  requiredSkills: ['Kubernetes', 'Terraform', 'Jenkins', 'Linux'],
  niceToHaveSkills: ['Prometheus'],
  minYears: 3,
});
const body = `Summary\nSystem administrator for web hosting.\nSkills: Linux, Jenkins, Bash, Docker\n${'Kept Linux servers patched, wrote Bash scripts and Jenkins jobs for releases. '.repeat(4)}`;
const resume = (who = '') => analyzeResume(`${who}${body}`, { asOf });

describe('what to do next, for candidates', () => {
  it('offers at most three changes, the most points first, each worth what scoring again gives', () => {
    const steps = nextSteps(resume(), job);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < steps.length; i++) expect(steps[i - 1]!.points).toBeGreaterThanOrEqual(steps[i]!.points);
    for (const s of steps) expect(s.points).toBeGreaterThanOrEqual(0.5);
    expect(steps.map((s) => s.kind)).toContain('skill');
  });

  it('a suggested skill, once on the resume, raises the score', () => {
    const step = nextSteps(resume(), job).find((s) => s.kind === 'skill')!;
    const skill = /“([^”]+)”/.exec(step.text)![1]!;
    const before = scoreMatchDetailed(resume(), job).exact!;
    const after = scoreMatchDetailed(analyzeResume(`${body}\nTools: ${skill}, Git, YAML`, { asOf }), job).exact!;
    expect(after - before).toBeGreaterThan(step.points / 2);
  });

  it('asks for dates when the resume shows no years against a minimum', () => {
    const datesOnly = analyzeJob({ title: 'System Administrator', requiredSkills: ['Linux', 'Jenkins'], minYears: 5 });
    const steps = nextSteps(resume(), datesOnly);
    expect(steps.find((s) => s.kind === 'years')?.points).toBeGreaterThan(0);
    const noYearsJob = analyzeJob({ title: 'DevOps Engineer', requiredSkills: ['Kubernetes'], minYears: 0 });
    expect(nextSteps(resume(), noYearsJob).some((s) => s.kind === 'years')).toBe(false);
  });

  it('never turns on identity: the same steps whoever the person is', () => {
    const a = nextSteps(resume('Priya Sharma\npriya@example.com | +91 98765 43210\nFemale, born 1990\n'), job);
    const b = nextSteps(resume('John Smith\njohn@example.com | +44 7700 900123\nMale, born 1975\n'), job);
    expect(a).toEqual(b);
    for (const s of a)
      expect(s.text).not.toMatch(/\b(gender|age|born|photo|nationality|religion|married|female|male)\b/i);
  });
});
