import { headingOf } from './extract/sections';

/**
 * Identity removal. Everything that names or stands for a person (name, contact details, gender,
 * age, birth date, address, marital status, nationality, religion, photos) is cut from the text
 * before any analysis, so it can neither add to nor take from a score.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const URL = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|in|org|net|io|me|co)(?:\/\S*)?\b/gi;
// Phone numbers: 8+ digits with optional country code, spaces, dashes, dots or brackets.
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d(?:[\s.-]?\d){7,13}\b/g;
const LABELLED =
  /^\s*(?:name|full name|candidate name|father'?s? name|mother'?s? name|husband'?s? name|spouse|date of birth|d\.?\s?o\.?\s?b\.?|birth ?date|born|age|sex|gender|marital status|nationality|religion|caste|category|blood group|passport(?: no\.?| number)?|address|permanent address|present address|current address|residential address|correspondence address|contact|contact no\.?|contact number|mobile|mobile no\.?|phone|phone no\.?|tel|e-?mail|email id|linkedin|github|photo|place|pin ?code|height|weight)\s*[:\-–]\s*.*$/gim;
const GENDER_WORDS =
  /\b(?:male|female|man|woman|men|women|he|she|him|her|his|hers|himself|herself|sir|madam|son|daughter|wife|husband|married|unmarried|divorced|widowed|boy|girl|gentleman|lady|hindu|muslim|christian|sikh|jain|buddhist)\b/gi;
// Courtesy titles only before a capitalised name, so "MS-SQL" and "MS Office" survive.
const TITLES = /\b(?:Mr|Mrs|Ms|Miss|Mister|Shri|Smt|Kumari)\b\.?(?=\s+\p{Lu})/gu;
const AGE = /\b\d{1,2}\s*(?:years?|yrs?)\s*old\b|\baged?\s*:?\s*\d{1,2}\b/gi;
// A street address runs from the house number to the end of its line.
const ADDRESS =
  /\b\d+[A-Za-z]?(?:[/-]\d+)?,?\s+(?:[\p{L}.'-]+,?\s+){0,4}(?:street|st|road|rd|avenue|ave|lane|ln|nagar|colony|sector|marg|chowk|layout|cross|block|apartments?|flat|floor|society|vihar|enclave|drive|boulevard|blvd)\b[^\n]*/giu;
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[1-9]\d{2}\s?\d{3})\b/g;
const PIN = /\b(?:pin|zip|postal)\s*(?:code)?\s*[:-]?\s*\d{5,6}\b/gi;

/** 10 to 15 digits, and not a run of years such as "2015-2019" or "2012 2014 2016". */
function isPhone(match: string): boolean {
  const digits = match.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return false;
  const groups = match
    .trim()
    .split(/[\s.()-]+/)
    .filter(Boolean);
  return !groups.every((g) => /^(?:19|20)\d\d$/.test(g));
}

export interface RedactOptions {
  /** Names known from the candidate's profile: removed wherever they appear. */
  names?: readonly string[];
  /** A resume's top lines are its contact block and go whole; a letter keeps its sentences (default true). */
  contactBlock?: boolean;
}

/** Text with identity removed; line structure is kept so evidence lines still make sense. */
export function redactIdentity(text: string, options: RedactOptions = {}): string {
  const lines = text.split('\n');
  const names = new Set<string>();
  for (const n of options.names ?? [])
    for (const part of n.split(/\s+/)) if (part.length > 1) names.add(part.toLowerCase());
  // The first non-empty line of a resume is usually the person's name: take it when it looks like one.
  const first = lines.findIndex((l) => l.trim().length > 0);
  if (first >= 0 && looksLikeName(lines[first]!)) {
    for (const part of lines[first]!.trim().split(/\s+/))
      if (part.length > 1) names.add(part.replace(/[.,]/g, '').toLowerCase());
    lines[first] = '';
  }
  // The contact block at the top: any early line holding an email, phone or address goes whole,
  // taking the city and any labels beside them.
  for (let i = 0; options.contactBlock !== false && i < Math.min(lines.length, 8); i++) {
    const line = lines[i]!;
    if (i > first && headingOf(line)) break;
    const phone = [...line.matchAll(PHONE)].some((m) => isPhone(m[0]));
    if (phone || new RegExp(EMAIL.source, 'u').test(line) || new RegExp(ADDRESS.source, 'iu').test(line)) lines[i] = '';
  }
  let out = lines
    .join('\n')
    .replace(LABELLED, ' ')
    .replace(EMAIL, ' ')
    .replace(URL, ' ')
    .replace(PHONE, (m) => (isPhone(m) ? ' ' : m))
    .replace(AGE, ' ')
    .replace(PIN, ' ')
    .replace(ADDRESS, ' ')
    .replace(POSTCODE, ' ')
    .replace(TITLES, ' ')
    .replace(GENDER_WORDS, ' ');
  if (names.size > 0) {
    const escaped = [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  return out;
}

const HEADER_WORDS =
  /\b(?:resume|curriculum|vitae|cv|profile|summary|objective|skills?|experience|education|details|engineer|developer|manager|analyst|consultant)\b/i;

/** Two to four capitalised words and nothing else: "Priya R. Sharma", "JOHN DOE". */
function looksLikeName(line: string): boolean {
  const t = line.trim().replace(/^(?:name\s*[:-]\s*)/i, '');
  if (t.length > 60 || /[\d@|:]/.test(t) || HEADER_WORDS.test(t)) return false;
  const words = t.split(/\s+/);
  return words.length >= 1 && words.length <= 4 && words.every((w) => /^\p{Lu}[\p{L}'.-]*$/u.test(w));
}
