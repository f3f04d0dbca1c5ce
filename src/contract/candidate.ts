import { z } from 'zod';

import { APPLICATION_STATUSES } from './applications';
import { APPLY_MESSAGES, COVER_LETTER_MAX } from './apply-words';
import { atsBreakdownSchema, atsNextStepSchema } from './ats';
import { newPasswordField } from './auth';
import { FEED_SORTS, POSTED_WITHIN_CHOICES, RESUME_UPLOAD_FIELD } from './candidate-words';
import { EMPLOYMENT_TYPES, JOB_STATUSES, jobSchema, salarySchema, WORKPLACE_TYPES } from './jobs';
import { candidateProfileInputSchema, companySchema } from './profiles';
import { absentIfEmpty, queryFields } from './query';
import { screeningAnswerSchema, screeningAnswersInputSchema } from './screening';

/** Shapes of the candidate workspace API (issue 5), shared by the worker and the islands. */

// Words the candidate's pages use without the schemas live apart (candidate-words.ts, apply-words.ts);
// importable from here too.
export { APPLY_MESSAGES, COVER_LETTER_MAX, FEED_SORTS, POSTED_WITHIN_CHOICES, RESUME_UPLOAD_FIELD };

/** A query-string enum: an empty value means "any". */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  absentIfEmpty(z.enum(values, { error }).optional());
const optionalCount = (max: number, error: string) =>
  absentIfEmpty(z.coerce.number({ error }).int({ error }).min(0, { error }).max(max, { error }).optional());

/** The profile form: spec section 3's fields plus the two settings (omitted = unchanged). */
export const candidateProfileUpdateSchema = candidateProfileInputSchema.extend({
  acceptsTargetedJobs: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
});
export type CandidateProfileUpdate = z.input<typeof candidateProfileUpdateSchema>;

export const RESUME_TEXT_STATUSES = ['ok', 'unreadable'] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];
export const RESUMES_MAX = 20;
export const RESUME_UPLOAD_FIELD_MESSAGE = `Send the file in the form field \`${RESUME_UPLOAD_FIELD}\``;

export const resumeSchema = z.object({
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  uploadedAt: z.string(),
  /** 'unreadable' files are kept and can be sent, but are never scored as if empty. */
  textStatus: z.enum(RESUME_TEXT_STATUSES),
});
export type Resume = z.infer<typeof resumeSchema>;

/** A short-lived link that serves a stored file (signed; anyone holding it can open it until then). */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;

export const FEED_PAGE_SIZE = 20;
export const FEED_MAX_PAGE_SIZE = 50;
/** "Best match" ranks at most this many of the newest jobs passing the filters. */
export const MATCH_WINDOW = 200;

/** Search and filters shared by the job feed and job alerts. */
export const jobSearchFields = {
  q: z.string().trim().max(200, { error: 'Keep keywords under 200 characters' }).default(''),
  location: z.string().trim().max(120, { error: 'Keep the location under 120 characters' }).default(''),
  workplaceType: optionalEnum(WORKPLACE_TYPES, 'Choose onsite, hybrid or remote'),
  employmentType: optionalEnum(EMPLOYMENT_TYPES, 'Choose an employment type'),
  minSalary: optionalCount(1_000_000_000, 'Minimum salary must be a whole number'),
  postedWithin: optionalCount(365, 'Posted within must be a number of days up to 365'),
};

export const feedQuerySchema = z.object({
  ...jobSearchFields,
  sort: optionalEnum(FEED_SORTS, 'Sort by match or newest').default('match'),
  ...queryFields({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(FEED_MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
  }),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;
export type JobSearch = Pick<
  FeedQuery,
  'q' | 'location' | 'workplaceType' | 'employmentType' | 'minSalary' | 'postedWithin'
>;

/** A job as a card in lists: no full description. */
export const jobCardSchema = jobSchema
  .pick({
    id: true,
    companyId: true,
    companyName: true,
    companyVerified: true,
    title: true,
    city: true,
    country: true,
    workplaceType: true,
    employmentType: true,
    minYears: true,
    requiredSkills: true,
    deadline: true,
    postedAt: true,
    status: true,
  })
  .extend({
    salary: salarySchema.nullable(),
    excerpt: z.string(),
    /** 0..100 from the matching engine; null without a resume or skills to match. */
    matchScore: z.number().nullable(),
    /** Whether the signed-in candidate has applied to it. */
    applied: z.boolean(),
  });
export type JobCard = z.infer<typeof jobCardSchema>;

export const MATCH_SOURCES = ['resume', 'profile'] as const;
export const feedResponseSchema = z.object({
  jobs: z.array(jobCardSchema),
  nextCursor: z.string().nullable(),
  /** What the scores were computed from; null when there was nothing to match. */
  matchSource: z.enum(MATCH_SOURCES).nullable(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const jobMatchSchema = z.object({
  score: z.number().nullable(),
  status: z.enum(['scored', 'insufficient_data', 'no_resume']),
  /** Why a resume could not be scored (insufficient_data). */
  reason: z.string().nullable(),
  source: z.enum(MATCH_SOURCES).nullable(),
  resumeName: z.string().nullable(),
  requiredFound: z.array(z.string()),
  requiredMissing: z.array(z.string()),
  niceFound: z.array(z.string()),
  niceMissing: z.array(z.string()),
  /** The two or three changes that would raise the score most, with their points (none without a scored resume). */
  nextSteps: z.array(atsNextStepSchema),
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

export const candidateJobSchema = z.object({
  job: jobSchema,
  company: companySchema,
  match: jobMatchSchema,
  application: z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), createdAt: z.string() }).nullable(),
  acceptsApplications: z.boolean(),
});
export type CandidateJob = z.infer<typeof candidateJobSchema>;

export const applyInputSchema = z.object({
  resumeName: z.string({ error: 'Choose a resume' }).trim().min(1, { error: 'Choose a resume' }).max(200),
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX, { error: `Cover letter must be at most ${COVER_LETTER_MAX} characters` })
    .default(''),
  /** Review without the score: none is computed for this application. */
  humanReview: z.boolean().default(false),
  /** Answers to the job's screening questions, by question id (checked against them: screeningAnswersSchema). */
  screeningAnswers: screeningAnswersInputSchema,
});
export type ApplyInput = z.input<typeof applyInputSchema>;

export const candidateApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  status: z.enum(APPLICATION_STATUSES),
  atsScore: z.number().nullable(),
  atsStatus: z.string(),
  resumeName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  statusChangedAt: z.string(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

export const timelineEntrySchema = z.object({
  from: z.enum(APPLICATION_STATUSES).nullable(),
  to: z.enum(APPLICATION_STATUSES),
  at: z.string(),
  byYou: z.boolean(),
  /** The candidate's own note, or the message a recruiter sent with a move; recruiters' notes are internal. */
  note: z.string(),
});

export const candidateApplicationDetailSchema = candidateApplicationSchema.extend({
  coverLetter: z.string(),
  atsVersion: z.string(),
  /** The engine's breakdown (skills found and missing with evidence, weights); null when not scored. */
  breakdown: atsBreakdownSchema.nullable(),
  match: jobMatchSchema,
  canWithdraw: z.boolean(),
  /** Reviewed without the score, at the candidate's request. */
  humanReview: z.boolean(),
  /** Whether human review may still be asked for: only before the application first moves. */
  canRequestHumanReview: z.boolean(),
  timeline: z.array(timelineEntrySchema),
  /** The answers to the job's screening questions as submitted (they cannot be changed). */
  screeningAnswers: z.array(screeningAnswerSchema),
});
export type CandidateApplicationDetail = z.infer<typeof candidateApplicationDetailSchema>;

export const withdrawInputSchema = z.object({
  reason: z.string().trim().max(500, { error: 'Keep the reason under 500 characters' }).default(''),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(256),
    newPassword: newPasswordField,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    error: 'Choose a password different from the current one',
  });

export const companyPageSchema = z.object({
  company: companySchema,
  jobs: z.array(jobCardSchema),
  recruiters: z.array(z.object({ fullName: z.string() })),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
