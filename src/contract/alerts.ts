import { z } from 'zod';

import { ALERT_FREQUENCIES, ALERTS_MAX } from './alert-words';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './auth';
import { jobSearchFields } from './candidate';

/** Job alerts: saved searches (PRODUCT.md). Delivery is another issue; the shapes live here. */

// The frequencies and limit live apart (alert-words.ts, no zod); importable from here too.
export { ALERT_FREQUENCIES, ALERTS_MAX };

export const alertInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(80, { error: 'Keep the name under 80 characters' })
      .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE })
      .default(''),
    keywords: jobSearchFields.q,
    location: jobSearchFields.location,
    workplaceType: jobSearchFields.workplaceType.nullable().default(null),
    employmentType: jobSearchFields.employmentType.nullable().default(null),
    minSalary: jobSearchFields.minSalary.nullable().default(null),
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose instant, daily or weekly' }).default('daily'),
    active: z.boolean().default(true),
  })
  .refine((a) => a.keywords || a.location || a.workplaceType || a.employmentType || a.minSalary, {
    path: ['keywords'],
    error: 'Add keywords or at least one filter',
  });
export type AlertInput = z.input<typeof alertInputSchema>;

export const alertSchema = z.object({
  id: z.string(),
  name: z.string(),
  keywords: z.string(),
  location: z.string(),
  workplaceType: z.string().nullable(),
  employmentType: z.string().nullable(),
  minSalary: z.number().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  active: z.boolean(),
  /** Matching jobs posted since the candidate last looked at this alert's matches. */
  newMatches: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
