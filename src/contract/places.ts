import data from './places.json';

/**
 * Places people write differently: one module for every location search (the job feed, the public
 * board, alerts). Names fold to lower case without accents or punctuation ("São Paulo" →
 * "sao paulo"), and a known name stands for all its variants (places.json: Bangalore/Bengaluru,
 * Gurgaon/Gurugram, NYC/New York…).
 */

/** Lower case without accents: how the search index reads every word ("São" → "sao"). */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Folded, with every run of non-letters and non-digits one space. */
export function foldPlace(text: string): string {
  return foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const groups: string[][] = [...data.cities, ...data.countries].map((p) => [
  ...new Set([p.name, ...p.aka].map(foldPlace)),
]);
const groupOf = new Map<string, string[]>();
for (const group of groups) for (const name of group) groupOf.set(name, group);

/** The known cities, "City, Country", for the location field's suggestions. */
export const KNOWN_CITIES: readonly string[] = data.cities.map((c) => `${c.name}, ${c.country}`);

/** One part of a location search ("bangalore") as every folded name it stands for. */
export function placeVariants(part: string): string[] {
  const folded = foldPlace(part);
  if (!folded) return [];
  return groupOf.get(folded) ?? [folded];
}

/** Words that, written as a location, ask for remote work rather than a place (folded). */
export const REMOTE_LOCATION_WORDS: readonly string[] = [
  'remote',
  'anywhere',
  'work from home',
  'wfh',
  'fully remote',
  'remote only',
];

/**
 * A location search read the way people write it: a part that names remote work ("Remote",
 * "Anywhere", "Work from home") asks for remote jobs; the other parts name the place, as before.
 * "Remote, India" is a remote job in India.
 */
export function readLocation(location: string): { place: string; remote: boolean } {
  const parts = location.split(',');
  const place = parts.filter((p) => !REMOTE_LOCATION_WORDS.includes(foldPlace(p)));
  return { place: place.join(','), remote: place.length < parts.length };
}

/** Whether a job meets a location search: its place (placeMatches), and remote work when asked for. */
export function locationMatches(
  location: string,
  job: { city: string; country: string; workplaceType: string },
): boolean {
  const { place, remote } = readLocation(location);
  return (!remote || job.workplaceType === 'remote') && placeMatches(place, job.city, job.country);
}

/** A location search's parts: "Gurgaon, India" → each part must name the city or the country. */
export function locationParts(location: string, max = 3): string[][] {
  return location
    .split(',')
    .map(placeVariants)
    .filter((v) => v.length > 0)
    .slice(0, max);
}

/** Whether a job's city and country meet a location search (a variant starts a word there). */
export function placeMatches(location: string, city: string, country: string): boolean {
  const text = ` ${foldPlace(`${city} ${country}`)}`;
  return locationParts(location).every((variants) => variants.some((v) => text.includes(` ${v}`)));
}
