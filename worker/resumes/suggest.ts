import { type ProfileSuggestions, SKILLS_MAX } from '../../src/contract';
import { analyzeResume } from '../ats';
import { latestReadableResume } from './store';

const DATED = /\b(19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(19|20)\d{2}|present|now|current|today)\b/i;
const MAX_ENTRIES = 8;

/**
 * What the newest readable resume suggests for the profile: the engine's skills (taxonomy names) and
 * years of experience, the headline's role (the part after the name on the first line), and the
 * dated lines (roles with their years). Nothing is saved here; the candidate edits and saves.
 */
export function suggestionsFromText(text: string): Omit<ProfileSuggestions, 'resumeName'> {
  const analysis = analyzeResume(text);
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const headline = lines[0]?.split(/\s[-–—|]\s/) ?? [];
  const title = headline.length > 1 ? headline[headline.length - 1]!.slice(0, 80) : null;
  return {
    skills: Object.keys(analysis.skills).slice(0, SKILLS_MAX),
    title,
    years: analysis.years === null ? null : Math.round(analysis.years),
    experience: lines
      .filter((l) => DATED.test(l))
      .slice(0, MAX_ENTRIES)
      .map((l) => l.slice(0, 200)),
  };
}

export async function profileSuggestions(db: D1Database, candidateId: string): Promise<ProfileSuggestions> {
  const resume = await latestReadableResume(db, candidateId);
  if (!resume) return { resumeName: null, skills: [], title: null, years: null, experience: [] };
  return { resumeName: resume.name, ...suggestionsFromText(resume.text) };
}
