import { type ProfileSuggestions, SKILLS_MAX } from '../../src/contract';
import { readForProfile } from '../ats';
import { latestReadableResume } from './store';

/**
 * What the newest readable resume suggests for the profile, from the engine's one reading
 * (worker/ats/extract/suggest.ts): headline, city, years, every role, the education, and the skills,
 * sure ones first. Nothing is saved here; the candidate confirms and saves.
 */
export function suggestionsFromText(text: string): Omit<ProfileSuggestions, 'resumeName'> {
  const read = readForProfile(text);
  const skills = [...read.skills.filter((s) => s.sure), ...read.skills.filter((s) => !s.sure)];
  return {
    skills: skills.slice(0, SKILLS_MAX),
    // A resume without a headline line still says its newest title.
    headline: read.headline ?? read.roles.find((r) => r.title)?.title ?? null,
    city: read.city,
    years: read.years === null ? null : Math.round(read.years),
    roles: read.roles,
    education: read.education,
  };
}

export async function profileSuggestions(db: D1Database, candidateId: string): Promise<ProfileSuggestions> {
  const resume = await latestReadableResume(db, candidateId);
  if (!resume)
    return { resumeName: null, skills: [], headline: null, city: null, years: null, roles: [], education: [] };
  return { resumeName: resume.name, ...suggestionsFromText(resume.text) };
}
