import {
  type AnalyzeOptions,
  analyzeResume,
  everydayWordKeys,
  readableLines,
  type ResumeProfile,
} from '../read/analyze';
import { tokenize } from '../read/text';
import { keyOf, lookupSkill, taxonomy } from '../taxonomy/taxonomy';
import { readFields, type ResumeFields } from './fields';
import { readLanguages } from './languages';
import { type Section, sectionAt, splitSections } from './sections';

/**
 * What a resume offers the person's own profile, read once: the fields (fields.ts: headline, city,
 * every role, education), the years the score counts and the skills the score finds, each marked
 * sure or not. The score and "Fill from my resume" read the same text the same way; the profile
 * only adds how sure each skill is, since the person decides what is theirs.
 */

export interface SuggestedSkill {
  name: string;
  /**
   * Named by the person: written by a name of its own (not a broader skill implied by the one
   * written, "Spring Boot" gives Spring Framework), first seen outside the education and projects
   * lines ("M.C.A", "Hotel Administration", a project's subject), and, when that name is one plain
   * word ("ledger", "POS"), standing in the skills section or a list of short items, or written
   * twice. Measured on the development resumes: 0.86 of the ticked skills are right, 0.55 of the
   * unticked ones.
   */
  sure: boolean;
}

export interface ProfileReading extends ResumeFields {
  years: number | null;
  /** The languages the person says they speak, as written ("Hindi", "Tamil", "te reo Māori"). */
  languages: string[];
  skills: SuggestedSkill[];
}

// A line of short items: "Python, Django, REST APIs" or "Excel | Tally | GST".
const LIST_SPLIT = /[,;|•·]|\s[-–]\s/;
const LIST_ITEM_WORDS = 4;

function listLine(line: string): boolean {
  const items = line.split(LIST_SPLIT).filter((s) => /\p{L}/u.test(s));
  return items.length >= 3 && items.filter((s) => tokenize(s).length <= LIST_ITEM_WORDS).length >= items.length * 0.7;
}

/**
 * One plain word, which names many things besides the skill: an everyday word ("alerts"), a word
 * written all in lowercase ("ledger", "audit"; products are capitalised) or a short acronym ("POS").
 */
function plainWord(written: string): boolean {
  const words = tokenize(written);
  const w = written.trim();
  return (
    words.length === 1 && (everydayWordKeys().has(keyOf(words[0]!)) || /^\p{Ll}+$/u.test(w) || /^[A-Z]{2,4}s?$/.test(w))
  );
}

function sureOf(profile: ResumeProfile, sections: readonly Section[], name: string): boolean {
  const s = profile.skills[name]!;
  const tax = taxonomy();
  const written = lookupSkill(tax, s.matchedAs);
  if (written === null || tax.skills[written]!.name !== name) return false;
  // The evidence is the first line showing the skill, shortened around it on a long line.
  const at = profile.lines.findIndex((l) => l.includes(s.evidence.replace(/^…|…$/g, '')));
  const section = at < 0 ? 'other' : sectionAt(sections, at);
  if (section === 'projects' || (section === 'education' && !listLine(profile.lines[at]!))) return false;
  return !plainWord(s.matchedAs) || section === 'skills' || listLine(profile.lines[at]!) || s.count >= 2;
}

export function readForProfile(text: string, options: AnalyzeOptions = {}): ProfileReading {
  const profile = analyzeResume(text, options);
  const sections = splitSections(profile.lines);
  const lines = readableLines(text);
  return {
    ...readFields(lines),
    years: profile.years,
    languages: readLanguages(lines),
    skills: Object.keys(profile.skills).map((name) => ({ name, sure: sureOf(profile, sections, name) })),
  };
}
