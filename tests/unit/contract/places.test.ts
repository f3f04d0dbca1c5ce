import { describe, expect, it } from 'vitest';

import { foldPlace, KNOWN_CITIES, locationParts, placeMatches, placeVariants } from '../../../src/contract';
import data from '../../../src/contract/places.json';

describe('places.json: the variants file', () => {
  const names = [...data.cities, ...data.countries].flatMap((p) => [p.name, ...p.aka]).map(foldPlace);

  it('names each place once: no folded name belongs to two places', () => {
    const seen = new Map<string, number>();
    for (const n of names) seen.set(n, (seen.get(n) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([n]) => n)).toEqual([]);
  });

  it('has the variants people write', () => {
    for (const [a, b] of [
      ['Bangalore', 'Bengaluru'],
      ['Gurgaon', 'Gurugram'],
      ['Bombay', 'Mumbai'],
      ['NYC', 'New York'],
      ['Madras', 'Chennai'],
      ['Calcutta', 'Kolkata'],
      ['Köln', 'Cologne'],
      ['UAE', 'United Arab Emirates'],
    ] as const) {
      expect(placeVariants(a), a).toContain(foldPlace(b));
      expect(placeVariants(b), b).toContain(foldPlace(a));
    }
  });

  it('every city has a country, and suggestions read "City, Country"', () => {
    for (const c of data.cities) expect(c.country, c.name).toMatch(/\S/);
    expect(KNOWN_CITIES).toContain('Bengaluru, India');
    expect(new Set(KNOWN_CITIES).size).toBe(KNOWN_CITIES.length);
  });
});

describe('folding and matching', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldPlace('  São   Paulo ')).toBe('sao paulo');
    expect(foldPlace('ZÜRICH')).toBe('zurich');
    expect(foldPlace('Washington, D.C.')).toBe('washington d c');
    expect(foldPlace('!!!')).toBe('');
  });

  it('an unknown place stands for itself; empty parts are dropped; at most three parts', () => {
    expect(placeVariants('Atlantis')).toEqual(['atlantis']);
    expect(locationParts(' , Pune,, India ')).toEqual([
      ['pune', 'poona'],
      ['india', 'bharat'],
    ]);
    expect(locationParts('a, b, c, d')).toHaveLength(3);
  });

  it('matches a job place when every part names a word start of the city or country, through variants', () => {
    expect(placeMatches('Bangalore', 'Bengaluru', 'India')).toBe(true);
    expect(placeMatches('bengaluru, india', 'Bangalore', 'India')).toBe(true);
    expect(placeMatches('NYC', 'New York', 'United States')).toBe(true);
    expect(placeMatches('york', 'New York', 'United States')).toBe(true);
    expect(placeMatches('Montreal', 'Montréal', 'Canada')).toBe(true);
    expect(placeMatches('Guru', 'Gurugram', 'India')).toBe(true);
    expect(placeMatches('ugram', 'Gurugram', 'India')).toBe(false);
    expect(placeMatches('Mumbai, USA', 'Mumbai', 'India')).toBe(false);
    expect(placeMatches('', 'Anywhere', '')).toBe(true);
  });
});
