/**
 * Resume sections. Headings are found by their words ("Work Experience", "EDUCATION", "Skill
 * Details"), either alone on a line or leading a line as in many exported resumes.
 */

export type SectionName = 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'other';

export interface Section {
  name: SectionName;
  /** Line index range [start, end) in the text's lines. */
  start: number;
  end: number;
}

const HEADINGS: ReadonlyArray<[SectionName, RegExp]> = [
  [
    'experience',
    /^(?:work\s+|professional\s+|employment\s+|career\s+|relevant\s+)?(?:experience|experiences|work history|employment history|employment|career history|company details|professional background|internships?|work profile)\b/i,
  ],
  [
    'education',
    /^(?:education(?:al)?(?:\s+(?:details|qualifications?|background))?|academic(?:s| qualifications?| details| background| profile)?|qualifications?|scholastic)\b/i,
  ],
  [
    'skills',
    /^(?:(?:technical|key|core|professional|it|computer|soft)\s+)?(?:skills?|skill set|skillset|competenc(?:y|ies)|expertise|technologies|tools)(?:\s+(?:details|summary|&\s*tools))?\b/i,
  ],
  ['projects', /^(?:(?:academic|key|major|personal)\s+)?projects?(?:\s+(?:details|undertaken|handled))?\b/i],
  ['certifications', /^(?:certifications?|certificates?|courses|trainings?|licen[cs]es?|achievements|awards)\b/i],
  ['summary', /^(?:(?:professional|career|profile)\s+)?(?:summary|objective|profile|about me|overview)\b/i],
  [
    'other',
    /^(?:personal (?:details|information|profile)|declaration|hobbies|interests|languages known|references|strengths)\b/i,
  ],
];

/** The section a line opens, if it is a heading (short, mostly the heading words). */
export function headingOf(line: string): SectionName | null {
  const t = line
    .trim()
    .replace(/^[\s*#>\-•:]+/, '')
    .replace(/[:\-–]+\s*$/, '');
  if (t.length === 0 || t.length > 40) return null;
  for (const [name, re] of HEADINGS) {
    const m = re.exec(t);
    if (m && t.length - m[0].length <= 12) return name;
  }
  return null;
}

export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [];
  let current: Section = { name: 'summary', start: 0, end: 0 };
  for (let i = 0; i < lines.length; i++) {
    const name = headingOf(lines[i]!);
    if (name) {
      current.end = i;
      if (current.end > current.start) sections.push(current);
      current = { name, start: i, end: i };
    }
  }
  current.end = lines.length;
  if (current.end > current.start) sections.push(current);
  return sections;
}

export function sectionAt(sections: readonly Section[], line: number): SectionName {
  for (const s of sections) if (line >= s.start && line < s.end) return s.name;
  return 'other';
}
