import { lookupSkill, taxonomy } from '../taxonomy/taxonomy';
import { EDUCATION_WORDS, RANGE } from './experience';
import { headingOf, type Section, sectionAt, splitSections } from './sections';

/**
 * The fields a person writes about themselves on a resume, read by the layout people use: the
 * header block (name, headline, city, contact line), each role's header ("Title - Employer, Place"
 * beside or above its dates), the education lines, and the lines that are not about work (hobbies).
 * Pure and general: no list of employers, places or words of an evaluation set. The same reading
 * tells the engine which words name an employer, a place or a pastime, never the person's skill.
 */

export interface ReadRole {
  title: string | null;
  employer: string | null;
  place: string | null;
  /** YYYY-MM when the month is written, YYYY when only the year is; `present` for a role still held. */
  start: string | null;
  end: string | null;
}

export interface ReadEducation {
  qualification: string | null;
  institution: string | null;
  year: string | null;
}

export interface ResumeFields {
  headline: string | null;
  city: string | null;
  roles: ReadRole[];
  education: ReadEducation[];
}

/** Characters [from, to) of a line whose words name someone else or no work: an employer, a place, a hobby. */
export interface NotTheirs {
  line: number;
  from: number;
  to: number;
}

const DATED = new RegExp(RANGE.source, 'i');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Parts of a header: "Title - Employer, Place", "Title | Employer", "Title at Employer".
const PART_SPLIT = /\s+[-–—|@]\s+|\s+at\s+(?=\p{Lu})/u;
const INSTITUTION =
  /universit|college|institut|school|academy|vidyalaya|polytechnic|\bboard\b|\biit\b|\biim\b|\bnit\b|\bbits\b/i;
// A pastime, not work: "Hobbies: cooking, cricket", "Interests - chess".
const PASTIME = /\b(?:hobbies|interests|pastimes|leisure)(?:\s*(?:and|&)\s*(?:hobbies|interests))?\s*[:-]\s*/i;
const PASTIME_HEADING = /^(?:hobbies|interests|pastimes|hobbies\s*(?:and|&)\s*interests|extra-?curricular)\b/i;
const CONTACT = /@|\d{5,}|\d{3}[\s.-]\d{3}|https?:|www\.|\b[\w-]+\.(?:com|in|org|io|dev|me)\b|linkedin|github/i;
const LABEL = /^\s*(?:location|city|current location|based in|address|residence)\s*[:-]\s*(.+)$/i;
const DEGREE_FIRST =
  /^((?:b|m)\.?\s?(?:e|tech|sc|com|a|ca|ba|pharm|ed)\.?|mba|ph\.?\s?d\.?|s\.?\s?s\.?\s?c\.?|h\.?\s?s\.?\s?c\.?|diploma|10th|12th)\s+(?=\p{Lu})/iu;
const EDUCATION_LABEL = /^\s*(?:education|qualifications?|academics?)\s*[:-]\s*(.*\d.*)$/i;
const HEADLINE_LABEL =
  /^\s*(?:headline|title|designation|current role|profile|position|current position)\s*[:-]\s*(.+)$/i;
const NAME_LABEL = /^\s*(?:full\s+)?name\s*[:-]/i;
const DOCUMENT_TITLE = /^\s*(?:resume|r[ée]sum[ée]|cv|curriculum vitae|bio-?data)\s*$/i;
// A place as people write it: one to three capitalised words, a state after a comma allowed.
const PLACE = /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}(?:,\s*\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2})?$/u;

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|*>-]+|[\s,;:|*>-]+$/g, '')
    .trim();

/** "March 2022" -> 2022-03, "08/2017" -> 2017-08, "2019" -> 2019, "Present" -> present. */
export function dateValue(raw: string): string | null {
  const s = raw.toLowerCase().trim();
  const year = /(19\d\d|20\d\d)|'(\d\d)/.exec(s);
  if (!year) return /^[a-z]/.test(s) ? 'present' : null;
  const y = year[1] ?? `20${year[2]}`;
  const named = MONTHS.findIndex((m) => s.startsWith(m));
  const numeric = /^(\d{1,2})\s*[/.-]/.exec(s);
  const month = named >= 0 ? named + 1 : numeric && Number(numeric[1]) <= 12 ? Number(numeric[1]) : null;
  return month ? `${y}-${String(month).padStart(2, '0')}` : y;
}

/** Pieces split on commas outside brackets: "Trends (Reliance, Retail), Bhopal" gives two. */
function commaPieces(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map(clean).filter(Boolean);
}

/** A place: capitalised words, no digit, no taxonomy skill ("React" is no place), or a place named with a state. */
function placeLike(s: string): boolean {
  const t = clean(s);
  if (!PLACE.test(t) || t.length > 48) return false;
  const first = t.split(',')[0]!.trim();
  return lookupSkill(taxonomy(), first) === null;
}

/** The employer as written, without a description in brackets ("(a restaurant chain)", "(contract)"). */
function employerName(s: string): string {
  return clean(s.replace(/\s*\((?=\s*[\p{Ll}])[^)]*\)/gu, ''));
}

interface Header {
  line: number;
  text: string;
  /** Where the header's text starts in its line. */
  at: number;
}

/** The header a dated line belongs to: the line itself without its dates, or the nearest line above with parts. */
function headerOf(lines: readonly string[], i: number, dates: RegExpMatchArray): Header | null {
  const line = lines[i]!;
  const before = line.slice(0, dates.index!);
  const rest = clean(before + ' ' + line.slice(dates.index! + dates[0].length));
  if (/\p{L}{2,}/u.test(before) && PART_SPLIT.test(before.trim().replace(/[\s,|-]+$/, ''))) {
    return { line: i, text: clean(before), at: line.indexOf(clean(before)) };
  }
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    const l = lines[j]!;
    if (headingOf(l) || DATED.test(l)) break;
    if (/^\s*(?:project|client|role|team|responsibilities|description)\s*:/i.test(l)) continue;
    if (l.length > 100 || !(PART_SPLIT.test(l) || l.includes(','))) continue;
    return { line: j, text: clean(l), at: l.indexOf(clean(l)) };
  }
  return rest && PART_SPLIT.test(rest) ? { line: i, text: rest, at: line.indexOf(rest.slice(0, 8)) } : null;
}

/** A role from its header and dates; the employer's and place's characters are not the person's. */
function roleOf(lines: readonly string[], h: Header, start: string | null, end: string | null): [ReadRole, NotTheirs] {
  const parts = h.text.split(PART_SPLIT).map(clean).filter(Boolean);
  let title: string | null;
  let rest: string[];
  if (parts.length >= 2) [title, rest] = [parts[0]!, parts.slice(1)];
  else {
    const pieces = commaPieces(h.text);
    [title, rest] = [pieces[0] ?? null, pieces.length > 1 ? [pieces.slice(1).join(', ')] : []];
  }
  const pieces = rest.flatMap(commaPieces);
  const employer = pieces[0] ? employerName(pieces[0]) : null;
  const last = pieces.length > 1 ? pieces[pieces.length - 1]! : null;
  const place = last && placeLike(last) ? last : null;
  const line = lines[h.line]!;
  const from = rest.length > 0 ? line.indexOf(rest[0]!.slice(0, 12), h.at) : -1;
  const to = h.at + h.text.length;
  if (title && (title.length > 60 || /^\d/.test(title))) title = null;
  return [
    { title: title || null, employer: employer || null, place, start, end },
    { line: h.line, from: from < 0 ? to : from, to },
  ];
}

/** Roles newest first as written, and the characters that name employers and places. */
export function readRoles(
  lines: readonly string[],
  sections: readonly Section[] = splitSections(lines),
): { roles: ReadRole[]; notTheirs: NotTheirs[] } {
  const roles: ReadRole[] = [];
  const notTheirs: NotTheirs[] = [];
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // The data set's exported form: "company - Datamites".
    const company = /^\s*company\s*[-:]\s*(.+)$/i.exec(line);
    if (company) {
      roles.push({ title: null, employer: employerName(company[1]!), place: null, start: null, end: null });
      notTheirs.push({ line: i, from: line.indexOf(company[1]!), to: line.length });
      continue;
    }
    const s = sectionAt(sections, i);
    if (s === 'education' || s === 'projects' || EDUCATION_WORDS.test(line)) continue;
    const dates = DATED.exec(line);
    if (!dates) continue;
    const h = headerOf(lines, i, dates);
    if (!h || used.has(h.line)) continue;
    used.add(h.line);
    const [role, span] = roleOf(lines, h, dateValue(dates[1]!), dateValue(dates[2]!));
    roles.push(role);
    if (span.to > span.from) notTheirs.push(span);
  }
  return { roles, notTheirs };
}

/** Characters of lines about pastimes ("Hobbies: baking, Kathak"), and every line under a hobbies heading. */
export function pastimes(lines: readonly string[]): NotTheirs[] {
  const out: NotTheirs[] = [];
  let under = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heading = headingOf(line);
    if (heading || PASTIME_HEADING.test(line.trim())) under = PASTIME_HEADING.test(line.trim());
    if (under) {
      out.push({ line: i, from: 0, to: line.length });
      continue;
    }
    const m = PASTIME.exec(line);
    if (m) out.push({ line: i, from: m.index, to: line.length });
  }
  return out;
}

/** Every qualification of the education section: as written, the institution, and the year. */
export function readEducation(lines: readonly string[], sections: readonly Section[]): ReadEducation[] {
  const entries: string[] = [];
  // "Education: B.Tech Computer Science, 2017." on a line of its own, outside any education section.
  lines.forEach((line, i) => {
    const labelled = EDUCATION_LABEL.exec(line);
    if (labelled && sectionAt(sections, i) !== 'education') entries.push(labelled[1]!);
  });
  for (const s of sections) {
    if (s.name !== 'education') continue;
    let cur = '';
    for (let i = s.start; i < s.end; i++) {
      const line = lines[i]!;
      if (i === s.start && headingOf(line)) {
        // "Education Details" may lead its first entry on the same line.
        const after = line.replace(/^\s*[\p{L}\s]*?(?:details|education|qualifications?)\s*[:-]?\s*/iu, '');
        if (!/\d/.test(after)) continue;
      }
      cur = cur ? `${cur} ${line}` : line;
      if (/[,-]\s*$/.test(line) && i + 1 < s.end) continue;
      entries.push(cur);
      cur = '';
    }
    if (cur) entries.push(cur);
  }
  const out: ReadEducation[] = [];
  for (const entry of entries) {
    const years = [...entry.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => m[0]);
    if (years.length === 0 && !EDUCATION_WORDS.test(entry)) continue;
    const text = entry.replace(/^\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d\d\s+/, '');
    const parts = text
      .split(/\s+[-|]\s+/)
      .map(clean)
      .filter(
        (p) => p && !/^[\d\s.%/]*(?:%|cgpa|cpi|gpa|percent|marks)?[\d\s.%/]*$/i.test(p) && !/^(?:19|20)\d\d$/.test(p),
      );
    let qualification: string | null;
    let institution: string | null;
    const k = parts.findIndex((p) => INSTITUTION.test(p));
    if (k > 0) [qualification, institution] = [parts.slice(0, k).join(' - '), commaPieces(parts[k]!)[0] ?? null];
    else {
      const pieces = commaPieces(parts[0] ?? '');
      const ki = pieces.findIndex((p) => INSTITUTION.test(p));
      if (ki > 0) [qualification, institution] = [pieces.slice(0, ki).join(', '), pieces[ki]!];
      else if (ki === 0) [qualification, institution] = [parts[1] ?? null, pieces[0]!];
      else [qualification, institution] = [parts[0] ?? null, parts[1] && !/\d/.test(parts[1]) ? parts[1] : null];
    }
    qualification = qualification ? clean(qualification.replace(/\b(?:19|20)\d\d\b.*$/, '')) || null : null;
    // "MBA Bharathiar University", "HSC R.V.G. Hr Sec School": the degree leads the institution's line.
    const lead = !qualification && institution ? DEGREE_FIRST.exec(institution) : null;
    if (lead) [qualification, institution] = [clean(lead[1]!), clean(institution!.slice(lead[0].length)) || null];
    if (!qualification && !institution) continue;
    out.push({ qualification, institution, year: years.at(-1) ?? null });
  }
  return out;
}

/** Headline and city from the header block (the lines before the first section heading). */
export function readHeader(
  lines: readonly string[],
  roles: readonly ReadRole[],
  education: readonly ReadEducation[],
): { headline: string | null; city: string | null } {
  let headline: string | null = null;
  let city: string | null = null;
  const elsewhere = [...roles.map((r) => r.place), ...education.map((e) => e.institution)]
    .filter((x): x is string => Boolean(x))
    .join(' | ')
    .toLowerCase();
  // "Chennai (Sriperumbudur) – 602105" and "Mangaluru / Bengaluru" name a city too.
  const placeOf = (segment: string): string | null => {
    const bare = clean(segment.replace(/\s*\([^)]*\)/g, '').replace(/[\s,–-]*\d{5,6}$/, ''));
    const first = bare.split(/\s+\/\s+/)[0]!;
    return bare.split(/\s+\/\s+/).every(placeLike) ? first : null;
  };
  const cityOf = (segment: string) => clean(segment.split(',')[0]!);
  for (const line of lines) {
    const labelled = LABEL.exec(line);
    const place = labelled ? commaPieces(labelled[1]!).map(placeOf).find(Boolean) : undefined;
    if (place && !city) city = cityOf(place);
  }
  // The name opens the header block unless a line says it ("NAME: ..."); "RESUME" above it is no name.
  let named = false;
  for (let i = 0; i < Math.min(lines.length, 8); i++) {
    const line = lines[i]!;
    // The header block ends at the first heading, a long line or a dated line.
    if (headingOf(line) || line.length > 100 || DATED.test(line)) break;
    if (DOCUMENT_TITLE.test(line) || LABEL.test(line)) continue;
    if (NAME_LABEL.test(line)) {
      named = true;
      continue;
    }
    const labelled = HEADLINE_LABEL.exec(line);
    if (labelled) {
      headline ??= clean(labelled[1]!).slice(0, 120);
      continue;
    }
    const segments = line
      .split(/\s+[-–|]\s+|\s*[|•·]\s*|\s{2,}/)
      .map(clean)
      .filter(Boolean);
    // A section run into one line ("Skills • Python • SQL") ends the header block too.
    if (segments[0] && headingOf(segments[0])) break;
    // A name line may carry the headline and city after the name.
    const own = named ? segments : segments.slice(1);
    named = true;
    if (CONTACT.test(line)) {
      const place = own
        .filter((s) => !CONTACT.test(s))
        .map(placeOf)
        .find(Boolean);
      if (place && !city) city = cityOf(place);
      continue;
    }
    if (own.length === 0) continue;
    const places = own.filter((s) => {
      const place = placeOf(s);
      return place !== null && (s.includes(',') || s.includes('/') || elsewhere.includes(cityOf(place).toLowerCase()));
    });
    if (places[0] && !city) city = cityOf(placeOf(places[0])!);
    const rest = own.filter((s) => !places.includes(s));
    if (rest.length > 0 && !headline && /\p{L}{3,}/u.test(rest.join(' ')) && !/\b(?:19|20)\d\d\b/.test(line))
      headline = rest.join(' - ').slice(0, 120);
  }
  return { headline, city };
}

/** A role without a title (the data set's "company - Datamites") takes it from a "Title - Employer" line. */
function titled(lines: readonly string[], role: ReadRole): ReadRole {
  if (role.title || !role.employer) return role;
  const employer = role.employer.toLowerCase();
  for (const line of lines) {
    const m = /^(.{2,60}?)\s+[-–|]\s+(.+)$/.exec(line);
    if (m && clean(m[2]!).toLowerCase() === employer && !/^(?:company|employer)$/i.test(clean(m[1]!)))
      return { ...role, title: clean(m[1]!) };
  }
  return role;
}

/** Every field of a resume's lines (normalised text, identity kept: the person reads their own). */
export function readFields(lines: readonly string[]): ResumeFields {
  const sections = splitSections(lines);
  const roles = readRoles(lines, sections).roles.map((r) => titled(lines, r));
  const education = readEducation(lines, sections);
  return { ...readHeader(lines, roles, education), roles, education };
}
