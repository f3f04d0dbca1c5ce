import { z } from 'zod';

import { ANALYTICS_DAYS } from './analytics-period';
import { APPLICATION_STATUSES, MAX_PAGE_SIZE } from './applications';
import { atsBreakdownSchema } from './ats';
import { DEFAULT_APPLICATION_PAGE_SIZE, DEFAULT_PAGE } from './constants';
import { JOB_STATUSES } from './jobs';
import { messageBodyField } from './messaging';
import { withPageDepth } from './paging';
import { choice, queryFields } from './query';
import { roleWordSchema } from './role-schemas';
import { screeningAnswerSchema } from './screening';
import { templateText, withPlaceholders } from './templates';

/**
 * The recruiter workspace's shapes: applications as a recruiter sees them (identity hidden under
 * blind review), bulk moves, settings, candidates, dashboard and analytics.
 */

const statusEnum = z.enum(APPLICATION_STATUSES, { error: 'Choose a valid status' });

/** Who applied. Under blind review `fullName` is an alias ("Candidate #A1B2") and `email` is null. */
export const candidateIdentitySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  hidden: z.boolean(),
});
export type CandidateIdentity = z.infer<typeof candidateIdentitySchema>;

/** The short "why" of an ATS score, shown beside it in lists. */
export const atsReasonsSchema = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  summary: z.string(),
});
export type AtsReasons = z.infer<typeof atsReasonsSchema>;

export const recruiterApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  candidate: candidateIdentitySchema,
  status: statusEnum,
  atsScore: z.number().nullable(),
  atsStatus: z.string(),
  reasons: atsReasonsSchema,
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /** The questions whose knockout the answers do not meet: flagged, never rejected automatically. */
  screeningUnmet: z.array(z.string()),
});
export type RecruiterApplication = z.infer<typeof recruiterApplicationSchema>;

export const applicationPageSchema = z.object({
  applications: z.array(recruiterApplicationSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const applicationEventSchema = z.object({
  id: z.string(),
  from: statusEnum.nullable(),
  to: statusEnum,
  note: z.string(),
  /** What the candidate read with the move, as filled for them ('' when nothing was sent). */
  message: z.string(),
  /** The person who made the change; the candidate's alias under blind review. */
  actorName: z.string(),
  /** A role word, or System for changes nobody made by hand. */
  actorRole: z.enum([...roleWordSchema.options, 'System']),
  createdAt: z.string(),
});

export const recruiterApplicationDetailSchema = recruiterApplicationSchema.extend({
  coverLetter: z.string(),
  resumeName: z.string(),
  /** False under blind review before interview: the file would reveal who it is. */
  resumeAvailable: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** The engine's stored breakdown (see the ATS contract), or null when it could not score. */
  atsBreakdown: atsBreakdownSchema.nullable(),
  atsVersion: z.string(),
  timeline: z.array(applicationEventSchema),
  /** The moves this recruiter may make from the current status. */
  allowedMoves: z.array(statusEnum),
  screeningAnswers: z.array(screeningAnswerSchema),
});
export type RecruiterApplicationDetail = z.infer<typeof recruiterApplicationDetailSchema>;

/** The resume in the recruiter's panel: its text, and whether its file may be shown. */
export const resumeViewSchema = z.object({
  /** The text read from the file on upload; identity removed while blind review hides the candidate. */
  text: z.string(),
  /** True while blind review hides the candidate: the text is redacted and the file stays closed. */
  redacted: z.boolean(),
  /** The stored file's kind when the recruiter may open it; null under blind review or when no file is stored. */
  file: z.enum(['pdf', 'docx']).nullable(),
});
export type ResumeView = z.infer<typeof resumeViewSchema>;

export const BULK_MAX = 100;

/** The selected applications of a bulk action: up to BULK_MAX, each once. */
const bulkIds = z
  .array(z.string().min(1).max(64), { error: 'Select at least one application' })
  .min(1, { error: 'Select at least one application' })
  .max(BULK_MAX, { error: `Select at most ${BULK_MAX} applications at once` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each application may appear once' });

export const bulkStatusSchema = z
  .object({
    ids: bulkIds,
    status: statusEnum,
    note: z.string().trim().max(2_000).optional(),
    reason: z.string().trim().max(500).optional(),
    /** What each candidate reads with the move, its placeholders filled for each of them. */
    message: templateText(2_000).optional(),
  })
  .refine((v) => v.status !== 'rejected' || (v.reason?.length ?? 0) >= 3, {
    path: ['reason'],
    error: 'Give a reason when rejecting',
  });
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

/** One message to each selected application's candidate, in its conversation, filled for each. */
export const bulkMessageSchema = z.object({
  ids: bulkIds,
  body: withPlaceholders(messageBodyField),
});
export type BulkMessageInput = z.infer<typeof bulkMessageSchema>;

export const countQuerySchema = z.object(
  queryFields({ status: choice('Status', APPLICATION_STATUSES).optional(), jobId: z.string().max(64).optional() }),
);

export const blindReviewSchema = z.object({ enabled: z.boolean({ error: 'Choose on or off' }) });

const emailSwitches = z.object({
  /** Email me when someone applies to one of my company's jobs. */
  emailOnNewApplication: z.boolean({ error: 'Choose on or off' }),
  /** Email me when a colleague @mentions me in a private note (the notice in the product always comes). */
  emailOnMention: z.boolean({ error: 'Choose on or off' }),
});
/** The switches to change; those left out stay as they are. */
export const notificationPrefsSchema = emailSwitches.partial();
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const recruiterSettingsSchema = emailSwitches.extend({ blindReview: z.boolean() });
export type RecruiterSettings = z.infer<typeof recruiterSettingsSchema>;

/** Candidates who applied to the company: search by skill, paged like applications. */
export const candidateSearchQuerySchema = withPageDepth(
  z.object(
    queryFields({
      q: z.string().trim().max(60).optional(),
      page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_APPLICATION_PAGE_SIZE),
    }),
  ),
);

export const companyCandidateSchema = z.object({
  candidate: candidateIdentitySchema,
  skills: z.array(z.string()),
  bestMatch: z.object({ score: z.number(), jobId: z.string(), jobTitle: z.string() }).nullable(),
  applicationCount: z.number(),
  lastAppliedAt: z.string(),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;

export const candidatePageSchema = z.object({
  candidates: z.array(companyCandidateSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

export const candidateApplicationsSchema = z.object({
  candidate: candidateIdentitySchema,
  skills: z.array(z.string()),
  applications: z.array(recruiterApplicationSchema),
});

export const dashboardSchema = z.object({
  openJobs: z.number(),
  draftJobs: z.number(),
  newApplications: z.number(),
  totalApplications: z.number(),
  inInterview: z.number(),
  waitingLongest: z.array(recruiterApplicationSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const analyticsQuerySchema = z.object(
  queryFields({
    jobId: z.string().max(64).optional(),
    days: z.coerce
      .number({ error: 'Days must be a number' })
      .int({ error: 'Days must be a whole number' })
      .min(1, { error: 'Days must be at least 1' })
      .max(ANALYTICS_DAYS.max, { error: `Days must be at most ${ANALYTICS_DAYS.max}` })
      .default(ANALYTICS_DAYS.default),
  }),
);

export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  jobId: z.string().nullable(),
  overTime: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Applications that reached each stage; conversion is the share of the previous stage. */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), reached: z.number(), conversion: z.number().nullable() })),
  rejected: z.number(),
  withdrawn: z.number(),
  /** Average hours spent in a stage before moving on (completed stays only). */
  timeInStage: z.array(z.object({ stage: statusEnum, averageHours: z.number().nullable(), moves: z.number() })),
  /** Scores in buckets of 10 (the last is 90-100), plus applications that could not be scored. */
  scoreDistribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  /** Applications whose resume could not be read well enough to score (never those in human review). */
  unscored: z.number(),
  /** Applications the candidate asked a person to review without the score: not a failure to score. */
  humanReview: z.number(),
  jobs: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      status: z.enum(JOB_STATUSES),
      views: z.number(),
      applications: z.number(),
      newApplications: z.number(),
      averageScore: z.number().nullable(),
      interviews: z.number(),
      hired: z.number(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
