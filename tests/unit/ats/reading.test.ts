import { describe, expect, it } from 'vitest';

import { readFields } from '../../../worker/ats/extract/fields';
import { analyzeJob, analyzeResume, scoreMatch } from '../../../worker/ats/index';
import { readableLines } from '../../../worker/ats/read/analyze';

// Invented people, employers and places: the rules are general, none names a phrase of an evaluation set.
const RESUME = [
  'Meera Iyer',
  'Backend Engineer | Pune',
  'meera.iyer@example.com | +91 98000 11122',
  'EXPERIENCE',
  'Backend Engineer — Tableau Freight Pvt Ltd (a trucking company), Pune',
  'April 2021 – Present',
  'Shipped a design system for the ops console; wrote unit tests with pytest.',
  'Built REST APIs in Python and Django for the dispatch team.',
  'Software Engineer - Salesforce Snacks Ltd, Nagpur',
  'June 2018 – March 2021',
  'Frontend engineer for the order portal in React.',
  'EDUCATION',
  'B.E. (Computer Engineering) — College of Engineering Pune — 2018 — 8.1 CGPA',
  'SKILLS',
  'Python, Django, REST APIs, React, pytest, Git, Excel',
  'Hobbies: baking, sailing, chess',
].join('\n');

describe('what the reading is sure of', () => {
  it('reads every role, the education, the headline and the city', () => {
    const f = readFields(readableLines(RESUME));
    expect(f.headline).toBe('Backend Engineer');
    expect(f.city).toBe('Pune');
    expect(f.roles).toEqual([
      {
        title: 'Backend Engineer',
        employer: 'Tableau Freight Pvt Ltd',
        place: 'Pune',
        start: '2021-04',
        end: 'present',
      },
      {
        title: 'Software Engineer',
        employer: 'Salesforce Snacks Ltd',
        place: 'Nagpur',
        start: '2018-06',
        end: '2021-03',
      },
    ]);
    expect(f.education).toEqual([
      { qualification: 'B.E. (Computer Engineering)', institution: 'College of Engineering Pune', year: '2018' },
    ]);
  });

  it('gives no skill from an employer, its trade, a place, a pastime or a verb and its object', () => {
    const skills = Object.keys(analyzeResume(RESUME).skills);
    expect(skills).toEqual(expect.arrayContaining(['Python', 'Django', 'React', 'pytest', 'Unit testing']));
    for (const not of [
      'Tableau',
      'Salesforce',
      'Trucking',
      'Sailing',
      'Baking',
      'Culinary arts',
      'Shipbuilding',
      'Chess',
    ])
      expect(skills).not.toContain(not);
  });

  it('shows no everyday word as the job’s word, and counts words and skills the resume writes in other forms', () => {
    const job = analyzeJob({
      title: 'Frontend Developer',
      description:
        'You care about clear interfaces, performance and nice releases. Write tests for what you ship. Front-end development in React.',
      requiredSkills: ['React', 'Excel'],
      niceToHaveSkills: [],
      minYears: 0,
    });
    const b = scoreMatch(analyzeResume(RESUME), job).breakdown!;
    const shown = [...b.relevance.matchedTerms, ...b.relevance.missingTerms];
    // Words of data/everyday-words.ts ("weekly" and "interfaces" are not in it).
    for (const word of ['care', 'clear', 'nice', 'performance', 'ship', 'write'])
      expect(shown.map((t) => t.toLowerCase())).not.toContain(word);
    // "unit tests" holds the job's "tests"; "Frontend engineer" is Front-end development.
    expect(b.relevance.missingTerms).not.toContain('tests');
    expect(b.relevance.missingTerms).not.toContain('Front-end development');
    // Excel in a skills list stays a skill.
    expect(b.requiredSkills.items.find((i) => i.skill === 'Excel')?.found).toBe(true);
  });
});

describe('a two-letter acronym in capitals', () => {
  const FILLER =
    '\nWorked as a clerk for five years handling files, records, customer calls, billing and reports daily in the office.' +
    '\nKept the branch ledger, answered letters, filed invoices, ordered stationery and trained two new clerks on the counter.';
  const skills = (text: string) => Object.keys(analyzeResume(text + FILLER).skills);

  it('is the acronym: "IT security" states Cybersecurity, and a job asking cybersecurity finds it', () => {
    expect(skills('Maintained IT security for the branch network.')).toContain('Cybersecurity');
    const job = analyzeJob({
      title: 'Content Writer',
      description: 'Write articles on cybersecurity and cloud for our readers.',
      requiredSkills: [],
      niceToHaveSkills: [],
      minYears: 0,
    });
    const b = scoreMatch(analyzeResume('Maintained IT security for the branch network.' + FILLER), job).breakdown!;
    expect(b.relevance.missingTerms).not.toContain('cybersecurity');
  });

  it('reads no letter of a dotted abbreviation as a skill: "H.S.C." is no C, "B.A." no business analysis', () => {
    const read = skills('Education: B.A. Economics, Lakeview College, 2012; H.S.C. and S.S.C., Riverside Board.');
    expect(read).not.toContain('C');
    expect(read).not.toContain('Business analysis');
    expect(skills('Languages: C, Python; tools: M.S. Office')).toEqual(
      expect.arrayContaining(['C', 'Microsoft Office']),
    );
  });

  it('is the pronoun in lower case: "it supports" is no Desktop support', () => {
    expect(skills('Built a tool; it supports the finance team.')).not.toContain('Desktop support');
    expect(skills('Skills: IT support, Excel')).toContain('Desktop support');
  });
});

describe("a mention's role in its sentence, on a resume", () => {
  const read = (text: string) => Object.keys(analyzeResume(text).skills);

  it('drops a skill the person is learning or wants, and keeps "learning" inside a skill or a department', () => {
    expect(read('Support analyst. Now learning Terraform on weekends.')).not.toContain('Terraform');
    expect(read('Would like to learn Figma for wireframes.')).not.toContain('Figma');
    expect(read('Built models for fraud with machine learning in Python.')).toEqual(
      expect.arrayContaining(['Machine learning', 'Python']),
    );
    expect(read('Learning and development: ran onboarding in Moodle.')).toContain('Moodle');
    expect(read('Learnt Docker on the job and containerised four services with Docker.')).toContain('Docker');
  });

  it("drops another party's tool where the party is the subject, and keeps the person's own use", () => {
    expect(read('Kept the books in Tally; the client team used SAP.')).not.toContain('SAP');
    expect(read('Built the CI pipelines in Jenkins for the payments team.')).toContain('Jenkins');
    // The party's mention is dropped, the person's own in the same line is kept.
    expect(read('Our team used Jira daily; I ran the sprint boards in Jira.')).toContain('JIRA');
    expect(read('Led a team of four on Kubernetes upgrades.')).toContain('Kubernetes');
  });
});
