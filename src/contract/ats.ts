import { z } from 'zod';

/**
 * The matching engine's ("ATS score") shapes shared by the worker and the islands: the job input,
 * the stored breakdown the UI displays, and the upload limits the resume form shows.
 */

/** Largest resume file accepted for text extraction (the upload form shows the same limit). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Most text a DOCX may unpack to: a resume's word/document.xml is tens of kilobytes. */
export const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024;
/** File kinds a candidate may upload; plain text is accepted only by the command line. */
export const RESUME_ACCEPTED_KINDS = ['pdf', 'docx'] as const;
export const RESUME_ACCEPT_ATTR = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Why a file was refused; each code has one clear message in ATS_INPUT_MESSAGES. */
export const ATS_INPUT_ERROR_CODES = [
  'too_large',
  'empty_file',
  'unsupported_type',
  'legacy_doc',
  'encrypted',
  'unreadable',
  'no_text',
  'active_content',
  'oversized_content',
] as const;
export type AtsInputErrorCode = (typeof ATS_INPUT_ERROR_CODES)[number];

export const ATS_INPUT_MESSAGES: Record<AtsInputErrorCode, string> = {
  too_large: `The file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB.`,
  empty_file: 'The file is empty.',
  unsupported_type: 'Only PDF and DOCX resumes are supported (the file content is neither).',
  legacy_doc: 'Old Word .doc files are not supported; save the resume as DOCX or PDF.',
  encrypted: 'The file is password-protected; upload a copy without a password.',
  unreadable: 'The file is damaged or not a valid PDF/DOCX and could not be read.',
  no_text: 'No text could be read from the file (it may be a scanned image); upload a text-based PDF or DOCX.',
  active_content: 'The PDF contains scripts or actions that launch programs; print or export it to a new PDF and upload that.',
  oversized_content: `The DOCX unpacks to more than ${DOCX_XML_MAX_BYTES / 1024 / 1024} MB, far more than any resume; upload a PDF or save the document again.`,
};

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
    /** Adjacent word pairs of the title found side by side in the resume (stemmed). */
    matchedPhrases: z.array(z.string()),
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
