import { z } from 'zod';

import { isSingleLine, SINGLE_LINE_MESSAGE } from './auth';
import { CURRENCIES, EMPLOYMENT_TYPES, JOB_LIMITS, SALARY_PERIODS, WORKPLACE_TYPES } from './job-kinds';
import { JOB_STATUSES, type JobStatus } from './job-statuses';
import { choice, queryFields } from './query';
import { screeningQuestionOutSchema, screeningQuestionsSchema } from './screening';

// A job's statuses live apart (job-statuses.ts, for pages that must not bring zod); they stay importable from here.
export { JOB_STATUSES, type JobStatus };
// So do the kinds of work, pay and limits (job-kinds.ts), which the candidate's API calls check a query
// against and the job form shows.
export * from './job-kinds';
// So do its deadline rules (job-deadlines.ts), which the recruiter's job list shows.
export {
  acceptsApplications,
  deadlineBlocksOpening,
  deadlinePassed,
  JOB_DEADLINE_PASSED_MESSAGE,
} from './job-deadlines';

const skillList = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: 'Skills cannot be empty' })
      .max(JOB_LIMITS.skillMax, { error: `Each skill must be at most ${JOB_LIMITS.skillMax} characters` })
      .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE }),
  )
  .max(JOB_LIMITS.skillsMax, { error: `List at most ${JOB_LIMITS.skillsMax} skills` })
  // The same skill twice (in any case) counts once.
  .transform((skills) => [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()]);

/**
 * A job as GET answers it carries `salary: { min, max, currency, period }`; saving it back must keep
 * the salary, so that object is read as the flat salary fields (which win when both are sent).
 */
function salaryAsFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('salary' in value)) return value;
  const { salary, ...rest } = value as Record<string, unknown>;
  if (!salary || typeof salary !== 'object') return rest;
  const { min, max, currency, period } = salary as Record<string, unknown>;
  return { salaryMin: min, salaryMax: max, salaryCurrency: currency, salaryPeriod: period, ...rest };
}

/** A job as a recruiter writes it: the post-job form and the worker validate with this schema. */
const jobFieldsSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(3, { error: 'Title must be at least 3 characters' })
      .max(JOB_LIMITS.titleMax, { error: `Title must be at most ${JOB_LIMITS.titleMax} characters` })
      .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE }),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(JOB_LIMITS.descriptionMin, { error: `Description must be at least ${JOB_LIMITS.descriptionMin} characters` })
      .max(JOB_LIMITS.descriptionMax, { error: `Description must be at most ${JOB_LIMITS.descriptionMax} characters` }),
    city: z.string().trim().max(80).refine(isSingleLine, { error: SINGLE_LINE_MESSAGE }).default(''),
    country: z.string().trim().max(80).refine(isSingleLine, { error: SINGLE_LINE_MESSAGE }).default(''),
    workplaceType: z.enum(WORKPLACE_TYPES, { error: 'Choose onsite, hybrid or remote' }),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
    minYears: z.coerce
      .number({ error: 'Experience must be a number of years' })
      .int()
      .min(0)
      .max(JOB_LIMITS.yearsMax)
      .default(0),
    salaryMin: z.coerce.number().int().min(0).nullable().default(null),
    salaryMax: z.coerce.number().int().min(0).nullable().default(null),
    salaryCurrency: z.enum(CURRENCIES).default('INR'),
    salaryPeriod: z.enum(SALARY_PERIODS).default('year'),
    showSalary: z.boolean().default(true),
    requiredSkills: skillList.refine((s) => s.length > 0, { error: 'Add at least one required skill' }),
    niceToHaveSkills: skillList.default([]),
    openings: z.coerce.number().int().min(1, { error: 'At least one opening' }).max(JOB_LIMITS.openingsMax).default(1),
    /** ISO date (YYYY-MM-DD) after which applications close; null for none. */
    deadline: z.iso.date({ error: 'Deadline must be a date' }).nullable().default(null),
    status: z.enum(JOB_STATUSES).default('draft'),
    /** The screening questions of the apply screen; left out, a saved job keeps its own (a new one has none). */
    screeningQuestions: screeningQuestionsSchema.optional(),
  })
  .refine((j) => j.salaryMin === null || j.salaryMax === null || j.salaryMax >= j.salaryMin, {
    path: ['salaryMax'],
    error: 'Maximum salary must be at least the minimum',
  })
  .refine((j) => j.workplaceType === 'remote' || j.city.length > 0 || j.country.length > 0, {
    path: ['city'],
    error: 'Give a city or country for onsite and hybrid jobs',
  });
export const jobInputSchema = z.preprocess(salaryAsFields, jobFieldsSchema);

export type JobInput = z.infer<typeof jobInputSchema>;

export const salarySchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string(),
  period: z.enum(SALARY_PERIODS),
});

/** A job as the API answers it. `salary` is null where the recruiter hides it from candidates. */
/** The recruiter's job list: optionally one status. */
export const recruiterJobListQuerySchema = z.object(queryFields({ status: choice('Status', JOB_STATUSES).optional() }));

export const jobSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The company is a verified employer (its own email domain or an admin's approval). */
  companyVerified: z.boolean(),
  /** Open, but waiting in review: candidates meet it once its company is verified (EMPLOYER_MESSAGES.jobInReview). */
  inReview: z.boolean(),
  recruiterId: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  country: z.string(),
  workplaceType: z.enum(WORKPLACE_TYPES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  minYears: z.number(),
  salary: salarySchema.nullable(),
  showSalary: z.boolean(),
  requiredSkills: z.array(z.string()),
  niceToHaveSkills: z.array(z.string()),
  openings: z.number(),
  deadline: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  postedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewCount: z.number(),
  applicationCount: z.number(),
  screeningQuestions: z.array(screeningQuestionOutSchema),
});
export type Job = z.infer<typeof jobSchema>;
