import { z } from 'zod';

import { AUDIT_SUPPRESSED, AUDIT_WITHHELD } from './ai';
import { dayField, queryFields } from './query';
import { SELF_ID_SET_KEYS } from './self-id';

// The audit's and the notice's schemas, apart from ai.ts: the notice and the human-review choice
// show on many pages, and that must not bring zod along.

export const aiAuditQuerySchema = z
  .object(
    queryFields({
      from: dayField.optional(),
      to: dayField.optional(),
      companyId: z.string().trim().min(1).max(64).optional(),
    }),
  )
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: 'The end date is before the start date' });
export type AiAuditQuery = z.infer<typeof aiAuditQuerySchema>;

export const auditRowSchema = z.object({
  category: z.string(),
  label: z.string(),
  applicants: z.number(),
  /** Applicants with a score (not those reviewed by people alone or whose resume could not be read). */
  scored: z.number(),
  aboveMedian: z.number(),
  /** Share of the scored applicants scoring above the median of all scored applicants in the range. */
  scoringRate: z.number().nullable(),
  selected: z.number(),
  /** Share of applicants advanced to interview or beyond. */
  selectionRate: z.number().nullable(),
  scoringImpactRatio: z.number().nullable(),
  selectionImpactRatio: z.number().nullable(),
  /** Under AUDIT_MIN_SHARE of the applicants with a known category: no impact ratio. */
  excluded: z.boolean(),
  smallSample: z.boolean(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const aiAuditSchema = z.object({
  from: z.string(),
  to: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  generatedAt: z.string(),
  scorerVersions: z.array(z.string()),
  totals: z.object({
    applicants: z.number(),
    scored: z.number(),
    humanReview: z.number(),
    selected: z.number(),
    medianScore: z.number().nullable(),
  }),
  dimensions: z.array(
    z.object({
      /** The self-identification set whose categories these are. */
      set: z.enum(SELF_ID_SET_KEYS),
      key: z.string(),
      label: z.string(),
      rows: z.array(auditRowSchema),
      /** Applicants who did not answer, declined, or applied to a company that asks another set (or none). */
      unknown: z.number(),
    }),
  ),
  /** Oversight: moves to a later stage past a higher-scored open application of the same job and scorer version. */
  overrides: z.object({ count: z.number(), forwardMoves: z.number(), rate: z.number().nullable() }),
  warnings: z.array(z.string()),
});
export type AiAudit = z.infer<typeof aiAuditSchema>;

/** A count as published: the number, or why it is not shown. */
export const auditCellSchema = z.union([z.number(), z.literal(AUDIT_SUPPRESSED), z.literal(AUDIT_WITHHELD)]);
export type AuditCell = z.infer<typeof auditCellSchema>;

/**
 * The audit as the public summary shows it: the same shape, every count a cell (1 to 4 people
 * suppressed, a second cell withheld where the totals would give one away), and no rate or impact
 * ratio that a hidden count goes into.
 */
export const publicAuditSchema = aiAuditSchema.extend({
  totals: aiAuditSchema.shape.totals.extend({
    applicants: auditCellSchema,
    scored: auditCellSchema,
    humanReview: auditCellSchema,
    selected: auditCellSchema,
  }),
  dimensions: z.array(
    aiAuditSchema.shape.dimensions.element.extend({
      rows: z.array(
        auditRowSchema.extend({
          applicants: auditCellSchema,
          scored: auditCellSchema,
          aboveMedian: auditCellSchema,
          selected: auditCellSchema,
        }),
      ),
      unknown: auditCellSchema,
    }),
  ),
});
export type PublicAudit = z.infer<typeof publicAuditSchema>;

export const aiAuditPublicationSchema = z.object({
  id: z.string(),
  publishedAt: z.string(),
  audit: publicAuditSchema,
});
export type AiAuditPublication = z.infer<typeof aiAuditPublicationSchema>;
export const publishAuditInputSchema = aiAuditQuerySchema;

export const aiNoticeSchema = z.object({
  version: z.string(),
  parts: z.array(z.object({ key: z.string(), name: z.string(), weight: z.number(), assesses: z.string().nullable() })),
});
export type AiNotice = z.infer<typeof aiNoticeSchema>;
