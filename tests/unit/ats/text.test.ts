import { describe, expect, it } from 'vitest';

import { normalizeText, repairMojibake, stem, tokenize } from '../../../worker/ats/read/text';

describe('text normalising', () => {
  it('repairs UTF-8 read as Latin-1 or Windows-1252, as in the resume data set', () => {
    expect(repairMojibake('NaÃ¯ve Bayes')).toBe('Naïve Bayes');
    expect(repairMojibake('team\u00e2\u0080\u0099s work')).toBe('team\u2019s work');
    expect(repairMojibake('donâ€™t')).toBe('don\u2019t');
    expect(repairMojibake('plain ASCII stays')).toBe('plain ASCII stays');
  });

  it('turns bullets and control characters into spaces but keeps lines', () => {
    const out = normalizeText('Skills\r\n\u00e2\u0080\u00a2 Java\u00a0\u2022 SQL');
    expect(out.split('\n')).toHaveLength(2);
    expect(tokenize(out)).toEqual(['skills', 'java', 'sql']);
  });

  it('keeps C++, C# and .NET as words', () => {
    expect(tokenize('C++, C#, ASP.NET and ASP .NET, VB.Net')).toEqual([
      'c++',
      'c#',
      'asp',
      'dotnet',
      'and',
      'asp',
      'dotnet',
      'vb',
      'dotnet',
    ]);
  });

  it('reads a two-letter stopword in capitals as the acronym, where the text has lower case too', () => {
    expect(tokenize('Maintained IT security; it ran well. Based in the US, with us.')).toEqual([
      'maintained',
      'IT',
      'security',
      'it',
      'ran',
      'well',
      'based',
      'in',
      'the',
      'US',
      'with',
      'us',
    ]);
    // Text all in capitals says nothing by its case: the word is the word.
    expect(tokenize('IT SECURITY')).toEqual(['it', 'security']);
    expect(tokenize('I am')).toEqual(['i', 'am']);
  });

  it('reads single letters joined by dots as one abbreviation, in lower case', () => {
    expect(tokenize('H.S.C. 2009, S.S.C 2007, B.Tech, M.S. Office')).toEqual([
      'hsc',
      '2009',
      'ssc',
      '2007',
      'b',
      'tech',
      'ms',
      'office',
    ]);
    // A letter on its own, or a dotted name of longer parts, is left as it is.
    expect(tokenize('Languages: C. Tools: Node.js')).toEqual(['languages', 'c', 'tools', 'node', 'js']);
  });

  it('stems plurals and -ing/-ed endings the same way', () => {
    expect(stem('testing')).toBe(stem('tests'));
    expect(stem('tested')).toBe(stem('test'));
    expect(stem('databases')).toBe(stem('database'));
    expect(stem('aws')).toBe('aws');
    expect(stem('developer')).not.toBe(stem('development'));
  });
});
