import { type Section, sectionAt } from './sections';

/**
 * Years of experience, from what a resume offers: dated roles ("Jan 2018 - Present",
 * "2015-2019", "03/2016 to 05/2018"), stated totals ("6+ years of experience") and per-skill
 * durations ("Exprience - 24 months"). Overlapping roles count once; education dates never count.
 */

export interface Role {
  /** Months since year 0, inclusive start and exclusive end. */
  start: number;
  end: number;
  line: string;
}

export interface Experience {
  years: number | null;
  roles: Role[];
  /** Which evidence gave the figure. */
  source: 'dated_roles' | 'stated' | 'skill_durations' | 'none';
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const YEAR = "(?:19[5-9]\\d|20\\d\\d|'\\d\\d)";
const DATE = `(?:${MONTH}\\.?[\\s,'-]*${YEAR}|\\d{1,2}\\s*[/.-]\\s*(?:19|20)\\d\\d|${YEAR})`;
const OPEN = '(?:present|current(?:ly)?|now|till\\s*(?:date|now)|to\\s*date|date|today|ongoing|continuing)';
export const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|till|until|~)+\\s*(${DATE}|${OPEN})`, 'gi');
const STATED =
  /(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)(?:\s*(?:and|&)?\s*(\d{1,2})\s*months?)?[\s\w,'()-]{0,40}?\b(?:experience|exp\b|exprience)/gi;
const STATED_AFTER =
  /(?:experience|exprience)\s*(?:of|:|-)?\s*(?:over|about|around|nearly|more than)?\s*(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)/gi;
const SKILL_MONTHS = /(?:experience|exprience)\s*[-:]\s*(\d{1,3})\s*months?/gi;
export const EDUCATION_WORDS =
  /\b(?:(?:b\.?\s?e|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|mba|bba|bca|mca|ssc|hsc|cbse|icse|10th|12th|class x|ph\.?\s?d)(?![a-z])|university|college|school|institute|degree|diploma|bachelor|master'?s|graduat|intermediate|matriculation)/i;

function toMonth(raw: string, isEnd: boolean, asOf: number): number | null {
  const s = raw.toLowerCase().trim();
  if (new RegExp(`^${OPEN}$`, 'i').test(s)) return asOf;
  const yearMatch = /(19[5-9]\d|20\d\d)|'(\d\d)/.exec(s);
  if (!yearMatch) return null;
  const year = yearMatch[1] ? Number(yearMatch[1]) : 2000 + Number(yearMatch[2]);
  let month: number | null = null;
  const named = MONTHS.findIndex((m) => s.startsWith(m));
  if (named >= 0) month = named;
  const numeric = /^(\d{1,2})\s*[/.-]/.exec(s);
  if (numeric && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12) month = Number(numeric[1]) - 1;
  // A bare year: a role "2015-2019" spans from January of the first to the end of the last.
  if (month === null) month = isEnd ? 11 : 0;
  return year * 12 + month + (isEnd ? 1 : 0);
}

/** `asOf` is the month index (year * 12 + month) that "Present" means. */
export function extractExperience(lines: readonly string[], sections: readonly Section[], asOf: number): Experience {
  const roles: Role[] = [];
  let stated = 0;
  let skillMonths = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const inEducation = sectionAt(sections, i) === 'education';
    for (const m of line.matchAll(RANGE)) {
      if (inEducation || EDUCATION_WORDS.test(line)) continue;
      const start = toMonth(m[1]!, false, asOf);
      const end = toMonth(m[2]!, true, asOf);
      if (start === null || end === null || end <= start || end > asOf + 1 || end - start > 50 * 12) continue;
      roles.push({ start, end, line: line.trim().slice(0, 160) });
    }
    for (const m of line.matchAll(STATED)) stated = Math.max(stated, Number(m[1]) + (m[2] ? Number(m[2]) / 12 : 0));
    for (const m of line.matchAll(STATED_AFTER)) stated = Math.max(stated, Number(m[1]));
    for (const m of line.matchAll(SKILL_MONTHS)) skillMonths = Math.max(skillMonths, Number(m[1]));
  }
  const fromRoles = mergedMonths(roles) / 12;
  const candidates: Array<[number, Experience['source']]> = [
    [fromRoles, 'dated_roles'],
    [Math.min(stated, 50), 'stated'],
    [skillMonths / 12, 'skill_durations'],
  ];
  const [years, source] = candidates.reduce((a, b) => (b[0] > a[0] ? b : a));
  if (years <= 0) return { years: null, roles, source: 'none' };
  return { years: Math.round(years * 10) / 10, roles, source };
}

/** Total months covered by the roles, counting overlapping periods once. */
function mergedMonths(roles: readonly Role[]): number {
  const sorted = [...roles].sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const r of sorted) {
    if (r.start > curEnd) {
      total += curEnd - curStart;
      curStart = r.start;
      curEnd = r.end;
    } else {
      curEnd = Math.max(curEnd, r.end);
    }
  }
  return total + (curEnd - curStart);
}

export function monthIndex(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}
