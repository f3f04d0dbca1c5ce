import { describe, expect, it } from 'vitest';

import business from '../../../worker/ats/taxonomy/data/business';
import softwareDev from '../../../worker/ats/taxonomy/data/software-dev';
import {
  aliasesIn,
  initialsOf,
  isAbbreviation,
  pluralOf,
  singularOf,
  skillVariants,
  spellingsOf,
  verbBaseOf,
  verbFormsOf,
} from '../helpers/skill-variants';

describe('skill variants', () => {
  it('writes a compound with a hyphen, a space and joined', () => {
    expect(spellingsOf('front-end')).toEqual(['front-end', 'front end', 'frontend']);
    expect(spellingsOf('Front end')).toEqual(['front end', 'front-end', 'frontend']);
    expect(spellingsOf('e-commerce')).toContain('ecommerce');
    // Long words are not glued together: nobody writes "unittesting".
    expect(spellingsOf('Unit testing')).toEqual(['unit testing', 'unit-testing']);
  });

  it('makes singulars and plurals of regular nouns', () => {
    expect(['test', 'box', 'policy', 'key', 'branch'].map(pluralOf)).toEqual([
      'tests',
      'boxes',
      'policies',
      'keys',
      'branches',
    ]);
    expect(['tests', 'boxes', 'policies', 'branches', 'class', 'status'].map(singularOf)).toEqual([
      'test',
      'box',
      'policy',
      'branch',
      'class',
      'status',
    ]);
  });

  it('gives the verb forms of a gerund or a verb', () => {
    expect(verbFormsOf(verbBaseOf('testing'))).toEqual(['test', 'tests', 'tested', 'testing']);
    expect(verbFormsOf(verbBaseOf('shipping'))).toEqual(['ship', 'ships', 'shipped', 'shipping']);
    expect(verbFormsOf(verbBaseOf('managing'))).toEqual(['manage', 'manages', 'managed', 'managing']);
    expect(verbFormsOf(verbBaseOf('automating'))).toEqual(['automate', 'automates', 'automated', 'automating']);
    expect(verbFormsOf('deploy')).toEqual(['deploy', 'deploys', 'deployed', 'deploying']);
    expect(verbFormsOf('copy')).toEqual(['copy', 'copies', 'copied', 'copying']);
    expect(verbBaseOf('selling')).toBe('sell');
    expect(verbBaseOf('string')).toBe('string');
  });

  it('finds abbreviations: initials of a multi-word name, and aliases that are abbreviations', () => {
    expect(initialsOf('Search engine optimization')).toBe('SEO');
    expect(initialsOf('Profit and loss statement')).toBe('PLS');
    expect(initialsOf('Python')).toBeNull();
    expect(isAbbreviation('SQA', 'Software testing')).toBe(true);
    expect(isAbbreviation('Frontend', 'Front-end development')).toBe(false);
    expect(isAbbreviation('Ci/cd', 'Continuous integration continuous delivery')).toBe(true);
  });

  it('gives every form of a taxonomy skill from its name and aliases', () => {
    const testing = skillVariants('Software testing', aliasesIn(softwareDev, 'Software testing'));
    expect(testing.verbs).toEqual(expect.arrayContaining(['test', 'tests', 'tested', 'testing', 'software tests']));
    expect(testing.abbreviations).toEqual(expect.arrayContaining(['SQA']));
    expect(testing.all).toEqual(expect.arrayContaining(['qa testing', 'test suite', 'test suites']));
    const frontend = skillVariants('Front-end development', aliasesIn(softwareDev, 'Front-end development'));
    expect(frontend.spellings).toEqual(expect.arrayContaining(['front-end', 'front end', 'frontend']));
    expect(frontend.numbers).toContain('front-end developments');
    const seo = skillVariants('Search engine optimization', aliasesIn(business, 'Search engine optimization'));
    expect(seo.abbreviations).toEqual(['SEO']);
    expect(new Set(seo.all).size).toBe(seo.all.length);
  });

  it('reads aliases from the data text alone, the case-only mark kept for skillVariants to drop', () => {
    expect(aliasesIn(softwareDev, 'TypeScript')).toEqual(['TS!', 'Typescript']);
    expect(skillVariants('TypeScript', ['TS!', 'Typescript']).abbreviations).toEqual(['TS']);
    expect(aliasesIn(softwareDev, 'No such skill')).toEqual([]);
  });
});
