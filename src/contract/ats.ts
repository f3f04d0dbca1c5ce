import { z } from 'zod';

/**
 * The matching engine's ("ATS score") shapes shared by the worker and the islands: the job input,
 * the stored breakdown the UI displays, and the upload limits the resume form shows.
 */

export {
  ATS_INPUT_ERROR_CODES,
  ATS_INPUT_MESSAGES,
  type AtsInputErrorCode,
  DOCX_XML_MAX_BYTES,
  PDF_OBJECT_STREAMS_MAX_BYTES,
  RESUME_ACCEPT_ATTR,
  RESUME_MAX_BYTES,
} from './resume-files';

const skillList = z.array(z.string().trim().min(1).max(80)).max(50);

/** What the engine needs to know about a job. */
export const atsJobInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(20_000).default(''),
  requiredSkills: skillList.default([]),
  niceToHaveSkills: skillList.default([]),
  minYears: z.number().min(0).max(50).default(0),
});
export type AtsJobInput = z.input<typeof atsJobInputSchema>;

export const skillEvidenceSchema = z.object({
  /** The skill as the job names it. */
  skill: z.string(),
  /** Canonical taxonomy name, when the skill is in the taxonomy. */
  canonical: z.string().nullable(),
  found: z.boolean(),
  /** The resume line that shows the skill (identity already removed). */
  evidence: z.string().nullable(),
  /** The resume wording that matched, e.g. "k8s" for Kubernetes. */
  matchedAs: z.string().nullable(),
});
export type SkillEvidence = z.infer<typeof skillEvidenceSchema>;

const part = z.object({
  /** 0..1 before weighting. */
  value: z.number(),
  /** Share of the total score, 0..1 (the weights actually used sum to 1). */
  weight: z.number(),
  /** value x weight x 100: the points this part contributed. */
  points: z.number(),
});

export const atsBreakdownSchema = z.object({
  requiredSkills: part.extend({ items: z.array(skillEvidenceSchema) }),
  niceToHaveSkills: part.extend({ items: z.array(skillEvidenceSchema) }),
  relevance: part.extend({
    /** Informative job terms found in the resume, most informative first. */
    matchedTerms: z.array(z.string()),
    /** Informative job terms absent from the resume. */
    missingTerms: z.array(z.string()),
    /** For each term shown, the phrase of the job it comes from (absent in breakdowns before ats-2). */
    termSources: z.record(z.string(), z.string()).optional(),
    /** Overlap of the skill areas (e.g. "Software testing") of the resume and the job, 0..1. */
    areaOverlap: z.number(),
  }),
  /** How closely the resume's own role titles and phrases match the job title. */
  title: part.extend({
    jobTitle: z.string(),
    /** The title's word pairs (side by side), words and skills found in the resume, pairs first. */
    matchedPhrases: z.array(z.string()),
    /** Whether the resume names the role: a pair of the title's words side by side, or a one-word title (from ats-2). */
    roleNamed: z.boolean().optional(),
    /** The first resume line that names the title's best pair. */
    evidence: z.string().nullable(),
  }),
  /** Role identity: the skills that define the job against those the resume centres on (from ats-2). */
  role: part
    .extend({
      /** The job's role skills the resume shows, most telling first. */
      sharedSkills: z.array(z.string()),
      /** Skills the resume centres on that the job does not name. */
      resumeFocus: z.array(z.string()),
      /** The skills that define the role (the job's heaviest), each found on the resume or not (from ats-2.3). */
      definingSkills: z.array(z.object({ skill: z.string(), found: z.boolean() })).optional(),
      /** The resume's phrase that names the job's role, if any (from ats-2.3). */
      titlePhrase: z.string().nullable().optional(),
    })
    .optional(),
  experience: part.extend({
    resumeYears: z.number().nullable(),
    minYears: z.number(),
  }),
});
export type AtsBreakdown = z.infer<typeof atsBreakdownSchema>;

export const atsResultSchema = z.object({
  /** Integer 0..100, or null when the resume could not be read well enough to score. */
  score: z.number().int().min(0).max(100).nullable(),
  status: z.enum(['scored', 'insufficient_data']),
  /** Why the status is insufficient_data. */
  reason: z.string().nullable(),
  breakdown: atsBreakdownSchema.nullable(),
  version: z.string(),
});
export type AtsResult = z.infer<typeof atsResultSchema>;

/** A change that would raise a candidate's score, with the points the engine computed it is worth. */
export const atsNextStepSchema = z.object({
  kind: z.enum(['skill', 'title', 'years']),
  text: z.string(),
  points: z.number(),
});
export type AtsNextStep = z.infer<typeof atsNextStepSchema>;

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
