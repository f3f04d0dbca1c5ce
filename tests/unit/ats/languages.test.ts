import { describe, expect, it } from 'vitest';

import { languageSkills, PROFICIENCY, readLanguages } from '../../../worker/ats/extract/languages';
import { analyzeJob, analyzeResume, readForProfile, scoreMatch } from '../../../worker/ats/index';
import { readableLines } from '../../../worker/ats/read/analyze';
import { taxonomy } from '../../../worker/ats/taxonomy/taxonomy';

// Invented people and lines; no phrase of an evaluation set.
const read = (text: string) => readLanguages(readableLines(text));
const asOf = new Date(Date.UTC(2024, 0, 1));

const resume = (personal: string) =>
  [
    'Rohan Kulkarni',
    'Customer Support Executive',
    'Summary',
    'Support executive handling customer queries by phone, chat and email for a travel portal.',
    'Experience',
    'Customer Support Executive, Skyline Trips - Mar 2020 - Present',
    'Resolved customer complaints in the CRM and kept first-response times under two hours.',
    'Skills',
    'Customer service, CRM, Microsoft Excel, Typing',
    'Personal details',
    personal,
  ].join('\n');

describe('languages the person speaks, read as a field', () => {
  it('reads a "Languages" line, its levels and brackets left out', () => {
    expect(read('Languages: Kannada, English (fluent), basic German')).toEqual(['Kannada', 'English', 'German']);
    expect(read('Languages known - Odia & English')).toEqual(['Odia', 'English']);
  });

  it('reads the list among other personal details on the same line, and stops at the next detail', () => {
    expect(read('Date of birth: 01/01/1990 · Languages: Gujarati, Hindi · Notice period: 30 days')).toEqual([
      'Gujarati',
      'Hindi',
    ]);
    expect(read('Languages: Sindhi, English. Interests: trekking, chess')).toEqual(['Sindhi', 'English']);
  });

  it('reads a "Languages" heading with its list on the lines below', () => {
    expect(read('LANGUAGES\nEnglish (native)\nSpanish – conversational\nEXPERIENCE\nSales, Trento')).toEqual([
      'English',
      'Spanish',
    ]);
    expect(read('Languages\nEnglish, Swahili, Portuguese')).toEqual(['English', 'Swahili', 'Portuguese']);
  });

  it('does not read a list of programming languages, or a line that only mentions a language', () => {
    expect(read('Languages: Python, Rust, SQL')).toEqual([]);
    expect(read('Languages known: C, C++, Java')).toEqual([]);
    expect(read('Taught English grammar to adult learners.')).toEqual([]);
    expect(read('Programming languages: Kotlin, Swift')).toEqual([]);
  });

  it('shows the taxonomy skills of the list, and Language proficiency for the list itself', () => {
    const tax = taxonomy();
    expect(tax.byName.has(PROFICIENCY.toLowerCase())).toBe(true);
    expect(languageSkills(['Kannada', 'English', 'German']).map((s) => s.name)).toEqual([
      'Indian languages',
      'Foreign languages',
      PROFICIENCY,
    ]);
    expect(languageSkills(['English', 'Swahili']).map((s) => s.name)).toEqual([PROFICIENCY]);
    expect(languageSkills([])).toEqual([]);
  });

  it('gives "Fill from my resume" the languages as a field and their skills', () => {
    const r = readForProfile(resume('Date of birth: 02/03/1994 · Languages: Marathi, Hindi, English'));
    expect(r.languages).toEqual(['Marathi', 'Hindi', 'English']);
    const names = r.skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Hindi', 'Indian languages', PROFICIENCY]));
    // Named by the person: ticked. Proficiency is read from the list, not written: offered unticked.
    expect(r.skills.find((s) => s.name === 'Hindi')?.sure).toBe(true);
    expect(r.skills.find((s) => s.name === PROFICIENCY)?.sure).toBe(false);
  });

  it('counts a stated language for a job that asks for it, whatever the personal details beside it', () => {
    const job = analyzeJob({
      title: 'Customer Support Executive',
      description: 'Answer customer queries by phone and chat.',
      requiredSkills: ['Hindi', 'Customer service'],
      niceToHaveSkills: [],
      minYears: 0,
    });
    const a = analyzeResume(resume('Date of birth: 02/03/1994 · Languages: Hindi, English'), { asOf });
    const b = analyzeResume(resume('Date of birth: 11/12/1988 · Languages: Hindi, English'), { asOf });
    expect(a.skills.Hindi?.evidence).toBe('Languages: Hindi, English');
    const hindi = scoreMatch(a, job).breakdown!.requiredSkills.items.find((i) => i.skill === 'Hindi');
    expect(hindi?.found).toBe(true);
    expect(scoreMatch(a, job)).toEqual(scoreMatch(b, job));
  });
});
