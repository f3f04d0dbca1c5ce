import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { educationText, experienceText } from '../../../src/contract';
import { readForProfile } from '../../../worker/ats/index';
import { suggestionsFromText } from '../../../worker/resumes/suggest';

// Invented people, employers and places; the dev set (scripts/ats-eval/dev) is for development and may be read here.
const sure = (text: string) =>
  readForProfile(text)
    .skills.filter((s) => s.sure)
    .map((s) => s.name);
const unsure = (text: string) =>
  readForProfile(text)
    .skills.filter((s) => !s.sure)
    .map((s) => s.name);

const SEVERAL_ROLES = [
  'Kavya Nair',
  'Frontend Engineer | Kochi',
  'kavya.nair@example.com | +91 90000 12345',
  'WORK EXPERIENCE',
  'Frontend Engineer - Lantern Ledger Pvt Ltd, Kochi',
  'Jan 2022 - Present',
  'Shipped a design system with Storybook; wrote unit tests with Jest.',
  'Software Engineer - Coral Carts, Bengaluru',
  'Jul 2019 - Dec 2021',
  'Built the checkout in React and TypeScript.',
  'Intern | Tidewater Labs | Chennai | 05/2018 - 06/2019',
  'Wrote scripts in Python for the data team.',
  'EDUCATION',
  'B.Tech (Information Technology) - Cochin University of Science and Technology - 2019',
  'Class XII - Kendriya Vidyalaya, Kochi - 2015',
  'SKILLS',
  'React, TypeScript, Storybook, Jest, Figma, Excel',
].join('\n');

describe('the profile reading: every role, education, headline, city and years', { timeout: 30_000 }, () => {
  it('reads several roles, each with its title, employer, place and dates, newest first', () => {
    const r = readForProfile(SEVERAL_ROLES, { asOf: new Date('2025-06-01') });
    expect(r.roles).toEqual([
      {
        title: 'Frontend Engineer',
        employer: 'Lantern Ledger Pvt Ltd',
        place: 'Kochi',
        start: '2022-01',
        end: 'present',
      },
      { title: 'Software Engineer', employer: 'Coral Carts', place: 'Bengaluru', start: '2019-07', end: '2021-12' },
      { title: 'Intern', employer: 'Tidewater Labs', place: 'Chennai', start: '2018-05', end: '2019-06' },
    ]);
    expect(r.headline).toBe('Frontend Engineer');
    expect(r.city).toBe('Kochi');
    expect(r.years).toBe(7.1);
    expect(r.education).toEqual([
      {
        qualification: 'B.Tech (Information Technology)',
        institution: 'Cochin University of Science and Technology',
        year: '2019',
      },
      { qualification: 'Class XII', institution: 'Kendriya Vidyalaya', year: '2015' },
    ]);
  });

  it('writes the roles and education as the profile keeps them, one a line', () => {
    const s = suggestionsFromText(SEVERAL_ROLES);
    expect(experienceText(s.roles)).toBe(
      [
        'Frontend Engineer, Lantern Ledger Pvt Ltd, Kochi (Jan 2022 - Present)',
        'Software Engineer, Coral Carts, Bengaluru (Jul 2019 - Dec 2021)',
        'Intern, Tidewater Labs, Chennai (May 2018 - Jun 2019)',
      ].join('\n'),
    );
    expect(educationText(s.education)).toBe(
      'B.Tech (Information Technology), Cochin University of Science and Technology, 2019\nClass XII, Kendriya Vidyalaya, 2015',
    );
  });

  it('reads the Indian CV conventions: a RESUME title, a labelled name, position and location, a PIN code', () => {
    const text = [
      'RESUME',
      'NAME: SURESH PATIL',
      'Email: suresh.patil@example.com | Mobile: 98220 00000',
      'Location: Nashik (Maharashtra)',
      'Position: Site Engineer',
      'CAREER OBJECTIVE',
      'To work on building projects with a growing firm.',
      'EXPERIENCE',
      'Site Engineer - Godavari Infra Pvt Ltd, Nashik',
      'June 2017 to till date',
      'Supervised RCC work, shuttering and bar bending schedules.',
      'EDUCATION',
      'B.E. (Civil) - Pune University - 2017 - 64%',
      'H.S.C - Maharashtra State Board - 2013',
      'SSC Nashik Vidyalaya',
    ].join('\n');
    const r = readForProfile(text);
    expect(r.headline).toBe('Site Engineer');
    expect(r.city).toBe('Nashik');
    expect(r.roles[0]).toMatchObject({ title: 'Site Engineer', employer: 'Godavari Infra Pvt Ltd', start: '2017-06' });
    // A degree may lead its institution with no separator: "SSC Nashik Vidyalaya".
    expect(r.education).toEqual([
      { qualification: 'B.E. (Civil)', institution: 'Pune University', year: '2017' },
      { qualification: 'H.S.C', institution: 'Maharashtra State Board', year: '2013' },
      { qualification: 'SSC', institution: 'Nashik Vidyalaya', year: null },
    ]);

    const header = readForProfile(
      [
        'MANOJ KUMAR',
        'WAREHOUSE EXECUTIVE',
        'Madurai (Tamil Nadu) – 625001 | Mob: +91 95000 11111',
        'EXPERIENCE',
        'Warehouse Executive - Meenakshi Logistics, Madurai',
        '2016 - 2024',
      ].join('\n'),
    );
    expect(header).toMatchObject({ headline: 'WAREHOUSE EXECUTIVE', city: 'Madurai' });
  });

  it('reads a headline line naming two cities, and an education line outside a section', () => {
    const r = readForProfile(
      [
        'Chef Rohan Pai',
        'Pastry Chef – Bakery & Desserts | Udupi / Mysuru',
        'rohan.pai@example.com',
        'Pastry Chef - Harbour View Hotel, Udupi',
        'March 2018 - Present',
        'Education: Diploma in Bakery, 2012.',
      ].join('\n'),
    );
    expect(r).toMatchObject({ headline: 'Pastry Chef - Bakery & Desserts', city: 'Udupi' });
    expect(r.education).toEqual([{ qualification: 'Diploma in Bakery', institution: null, year: '2012' }]);
  });

  it('reads mojibake and one-line dataset exports without inventing fields', () => {
    const text =
      'Skills â\u0080¢ Python â\u0080¢ SQL â\u0080¢ Tableau Education Details \r\nMay 2016 B.Sc Statistics Pune, Maharashtra Fergusson College\r\n' +
      'Data Analyst \r\n\r\nData Analyst - Northwind Retail\r\nSkill Details \r\nPYTHON- Exprience - 36 months\r\nSQL- Exprience - 36 months' +
      'Company Details \r\ncompany - Northwind Retail\r\ndescription - â\u0080¢ Built weekly sales dashboards in Tableau.';
    const r = readForProfile(text);
    // The export's "company - Northwind Retail" row takes its title from the "Data Analyst - Northwind Retail" line.
    expect(r.roles).toContainEqual({
      title: 'Data Analyst',
      employer: 'Northwind Retail',
      place: null,
      start: null,
      end: null,
    });
    expect(suggestionsFromText(text).headline).toBe('Data Analyst');
    expect(r.years).toBe(3);
    expect(sure(text)).toEqual(expect.arrayContaining(['Python', 'Tableau']));
    for (const role of r.roles) expect(role.employer ?? '').not.toMatch(/â/);
  });
});

describe('which skills are ticked', () => {
  it('ticks the skills a resume names and offers the rest unticked', () => {
    const ticked = sure(SEVERAL_ROLES);
    expect(ticked).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Storybook', 'Jest', 'Figma', 'Python']));
    // A broader skill the resume did not write is offered, never ticked.
    expect(unsure(SEVERAL_ROLES)).toContain('Software testing');
    // Employers and places are never offered at all.
    const all = [...ticked, ...unsure(SEVERAL_ROLES)];
    for (const not of ['Ledger', 'General ledger', 'Stage and screen acting', 'Shipbuilding'])
      expect(all).not.toContain(not);
  });

  it('leaves unticked a lone everyday word or short acronym in prose, and what only the education and projects lines say', () => {
    const text = [
      'Anil Menon',
      'Stores Officer',
      'EXPERIENCE',
      'Stores Officer - Konkan Motors, Ratnagiri',
      '2015 - Present',
      'Material issue to production, GRN entry in SAP MM, stores ledger.',
      'Dispatches to 80 dealers; monthly audit of bins.',
      'EDUCATION',
      'M.C.A - Mumbai University - 2014',
      'SKILLS',
      'SAP MM, Inventory management, MS Excel',
    ].join('\n');
    expect(sure(text)).toEqual(expect.arrayContaining(['SAP MM', 'Inventory management', 'Microsoft Excel']));
    expect(unsure(text)).toEqual(expect.arrayContaining(['General ledger', 'Auditing', 'Sales']));
    // "M.C.A" is one abbreviation (a degree): its "C" is no C language, ticked or not.
    expect([...sure(text), ...unsure(text)]).not.toContain('C');
  });

  it('puts the sure skills first in the suggestions', () => {
    const skills = suggestionsFromText(SEVERAL_ROLES).skills;
    const firstUnsure = skills.findIndex((s) => !s.sure);
    expect(firstUnsure).toBeGreaterThan(0);
    expect(skills.slice(firstUnsure).every((s) => !s.sure)).toBe(true);
  });
});

describe('the development resumes written by people (scripts/ats-eval/dev)', () => {
  const texts: Array<{ id: string; form: string; text?: string }> = JSON.parse(
    readFileSync('scripts/ats-eval/dev/resumes.texts.json', 'utf8'),
  );
  const labels: Array<{
    id: string;
    headline: string | null;
    city: string | null;
    roles: Array<{ employer: string | null; start: string | null }>;
  }> = JSON.parse(readFileSync('scripts/ats-eval/dev/resumes.labels.json', 'utf8'));
  const fold = (s: string | null) =>
    (s ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();

  it('reads each one’s headline, city and every role’s start as labelled', () => {
    for (const id of ['rd-18', 'rd-19', 'rd-20']) {
      const text = texts.find((t) => t.id === id)!.text!;
      const label = labels.find((l) => l.id === id)!;
      const r = readForProfile(text);
      expect(fold(r.headline), id).toBe(fold(label.headline));
      expect(r.city, id).toBe(label.city);
      expect(
        r.roles.map((x) => x.start),
        id,
      ).toEqual(label.roles.map((x) => x.start));
    }
  });
});
