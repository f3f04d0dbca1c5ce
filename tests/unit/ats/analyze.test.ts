import { describe, expect, it } from 'vitest';

import { headingOf } from '../../../worker/ats/extract/sections';
import { analyzeResume } from '../../../worker/ats/read/analyze';

const asOf = new Date(Date.UTC(2024, 5, 15));

describe('resume analysis', () => {
  it('records each skill with the resume line that shows it', () => {
    const p = analyzeResume(
      'Summary\nBackend developer.\nSkills\nJava, k8s, MS Excel\nExperience\nBuilt APIs in Spring Boot for payments.\n' +
        'filler words about work '.repeat(10),
      { asOf },
    );
    expect(p.skills.Kubernetes).toMatchObject({ evidence: 'Java, k8s, MS Excel', matchedAs: 'k8s' });
    expect(p.skills['Spring Boot']?.evidence).toBe('Built APIs in Spring Boot for payments.');
    expect(p.skills['Microsoft Excel']?.matchedAs).toBe('MS Excel');
  });

  it('finds sections by their headings', () => {
    expect(headingOf('WORK EXPERIENCE')).toBe('experience');
    expect(headingOf('Education Details')).toBe('education');
    expect(headingOf('Technical Skills:')).toBe('skills');
    expect(headingOf('I have experience in many things and more words here')).toBeNull();
  });

  it('adds up dated roles, counting overlaps once and ignoring education dates', () => {
    const text = [
      'Experience',
      'Software Engineer, Acme, Jan 2018 - Present',
      'Consultant, Beta, Jun 2016 to Dec 2018',
      'Education',
      'B.Tech, XYZ University, 2012 - 2016',
      'more words about projects and tools used in the roles above, enough text to read',
    ].join('\n');
    const p = analyzeResume(text, { asOf });
    // Jun 2016 .. Jun 2024 = 8 years; the degree years do not count.
    expect(p.years).toBeCloseTo(8, 0);
    expect(p.yearsSource).toBe('dated_roles');
  });

  it('reads year-only ranges and numeric dates', () => {
    const p = analyzeResume(
      'Work History\nEngineer at Delta 2015-2019\nLead at Gamma 03/2019 to 05/2021\n' +
        'text about the work done there '.repeat(8),
      { asOf },
    );
    // 2015-01 .. 2021-05 without double counting 2019.
    expect(p.years).toBeCloseTo(6.4, 0);
  });

  it('reads stated totals and per-skill durations when there are no dates', () => {
    expect(
      analyzeResume('Accountant with 6+ years of experience in GST and audits. ' + 'details of work '.repeat(12), {
        asOf,
      }).years,
    ).toBe(6);
    const months = analyzeResume(
      'Skill Details\nJAVASCRIPT- Exprience - 24 months\njQuery- Exprience - 6 months\n' +
        'details of work '.repeat(12),
      { asOf },
    );
    expect(months.years).toBe(2);
    expect(months.yearsSource).toBe('skill_durations');
  });

  it('flags resumes with too little text instead of scoring them as empty', () => {
    const p = analyzeResume('Java');
    expect(p.status).toBe('insufficient_data');
    expect(p.reason).toMatch(/too little/i);
  });

  it('is plain JSON, so it can be stored and used later', () => {
    const p = analyzeResume('Skills\nPython, pandas, SQL\n' + 'analysis of sales data and reports '.repeat(6), {
      asOf,
    });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
