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

// The parts in words live apart (ats-words.ts, no zod): the candidate's application page shows them.
// Importable from here too.
export { ATS_NEGLIGIBLE_POINTS, ATS_PART_NAMES, type AtsPartText, atsPartTexts } from './ats-words';

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
