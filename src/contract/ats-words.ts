// The breakdown's parts in words (their names, and a sentence each from the evidence), apart from
// ats.ts and its schemas: the candidate's application page shows them without zod.
import type { AtsBreakdown } from './ats';

/** The parts' names as people read them (breakdowns, the AI notice, the model card). */
export const ATS_PART_NAMES = {
  requiredSkills: 'Required skills',
  niceToHaveSkills: 'Nice-to-have skills',
  relevance: 'Relevance to the description',
  title: 'Fit with the job title',
  role: 'Role identity',
  experience: 'Experience',
} as const;

/** One part of a breakdown as people read it: its points and the evidence that earned them. */
export interface AtsPartText {
  key: 'requiredSkills' | 'niceToHaveSkills' | 'relevance' | 'title' | 'role' | 'experience';
  name: string;
  weight: number;
  points: number;
  /** One sentence naming the evidence behind the points (or saying there is none). */
  text: string;
  /** The resume's own words or skills that earned the points; empty when the part earned none. */
  evidence: string[];
}

// Fewer points than this read as "none": rounding noise, or partial credit too small to name.
export const ATS_NEGLIGIBLE_POINTS = 0.5;

const listed = (items: readonly string[], most = 4, quote = (i: string) => `“${i}”`) => {
  const shown = items.slice(0, most).map(quote);
  return items.length > most ? `${shown.join(', ')} and ${items.length - most} more` : shown.join(', ');
};

/**
 * The parts of a breakdown in words, each sentence built from the evidence that earned the part's
 * points. Breakdowns stored by older scorers lack some parts and fields: those parts are left out.
 */
export function atsPartTexts(b: AtsBreakdown): AtsPartText[] {
  const out: AtsPartText[] = [];
  const push = (
    key: AtsPartText['key'],
    name: string,
    p: { weight: number; points: number },
    text: string,
    evidence: string[],
  ) => out.push({ key, name, weight: p.weight, points: p.points, text, evidence });
  for (const [key, name, part] of [
    ['requiredSkills', ATS_PART_NAMES.requiredSkills, b.requiredSkills],
    ['niceToHaveSkills', ATS_PART_NAMES.niceToHaveSkills, b.niceToHaveSkills],
  ] as const) {
    if (part.items.length === 0) continue;
    const found = part.items.filter((i) => i.found).map((i) => i.skill);
    const text = found.length
      ? `${found.length} of ${part.items.length} found on the resume: ${listed(found)}.`
      : part.points >= ATS_NEGLIGIBLE_POINTS
        ? `None of the ${part.items.length} found as such; partial credit for related skills of the same areas on the resume.`
        : `None of the ${part.items.length} found on the resume.`;
    push(key, name, part, text, found);
  }
  const r = b.relevance;
  push(
    'relevance',
    ATS_PART_NAMES.relevance,
    r,
    r.matchedTerms.length
      ? `The resume shares the job's words ${listed(r.matchedTerms, 4, (t) => (r.termSources?.[t] ? `“${t}” (job: “${r.termSources[t]}”)` : `“${t}”`))}; skill areas overlap ${Math.round(r.areaOverlap * 100)}%.`
      : r.points >= ATS_NEGLIGIBLE_POINTS
        ? `No words of the job in common; skill areas overlap ${Math.round(r.areaOverlap * 100)}%.`
        : 'The resume shares none of the job’s informative words or skill areas.',
    r.matchedTerms.length
      ? r.matchedTerms
      : r.points >= ATS_NEGLIGIBLE_POINTS
        ? [`${Math.round(r.areaOverlap * 100)}% area overlap`]
        : [],
  );
  const t = b.title as AtsBreakdown['title'] | undefined;
  if (t && t.weight > 0) {
    // Breakdowns before ats-2 listed only pairs found side by side.
    const named = t.roleNamed ?? t.matchedPhrases.length > 0;
    const text = named
      ? `The resume names ${listed(t.matchedPhrases, 6)}, as in the title “${t.jobTitle}”.`
      : t.matchedPhrases.length
        ? `The resume uses ${listed(t.matchedPhrases, 6)} of the title “${t.jobTitle}”, but never names the role as such.`
        : `No role like “${t.jobTitle}” found on the resume.`;
    push('title', ATS_PART_NAMES.title, t, text, t.matchedPhrases);
  }
  const role = b.role;
  if (role && role.weight > 0 && role.definingSkills) {
    const found = role.definingSkills.filter((d) => d.found).map((d) => d.skill);
    const named = role.titlePhrase ? `Names the role (“${role.titlePhrase}”). ` : '';
    const defining = found.length
      ? `Shows ${found.length} of the ${role.definingSkills.length} skills that define the role: ${listed(found)}`
      : `Shows none of the skills that define the role (${listed(role.definingSkills.map((d) => d.skill))})`;
    const also = role.sharedSkills.filter((s) => !found.includes(s));
    const more = [
      also.length ? `; also the job's ${listed(also, 3)}` : '',
      role.resumeFocus.length ? `; centres on ${listed(role.resumeFocus, 3)}, which the job does not name` : '',
    ].join('');
    push('role', ATS_PART_NAMES.role, role, `${named}${defining}${more}.`, [...found, ...also]);
  } else if (role && role.weight > 0) {
    const text = role.sharedSkills.length
      ? `Centres on the job's own skills ${listed(role.sharedSkills)}${role.resumeFocus.length ? `; also on ${listed(role.resumeFocus, 3)}, which the job does not name` : ''}.`
      : `None of the skills that define the role${role.resumeFocus.length ? `; the resume centres on ${listed(role.resumeFocus, 3)}` : ''}.`;
    push('role', ATS_PART_NAMES.role, role, text, role.sharedSkills);
  }
  const e = b.experience;
  if (e.weight > 0) {
    const text =
      e.resumeYears === null
        ? `The resume shows no dated roles: half credit against the ${e.minYears} years asked.`
        : `About ${e.resumeYears} years on the resume; the job asks for ${e.minYears}.`;
    push('experience', ATS_PART_NAMES.experience, e, text, e.resumeYears === null ? [] : [`${e.resumeYears} years`]);
  }
  return out;
}
