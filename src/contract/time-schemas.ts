import { z } from 'zod';

import { canonicalZone, isTimeZone, TIME_ZONE_MESSAGE } from './time';

// The zone's schemas, apart from time.ts: every page writes times, and that must not bring zod along.

export const timeZoneField = z
  .string({ error: TIME_ZONE_MESSAGE })
  .max(64, { error: TIME_ZONE_MESSAGE })
  .refine(isTimeZone, { error: TIME_ZONE_MESSAGE })
  .transform(canonicalZone);

/** Settings: the zone a user reads times in. */
export const timeZoneInputSchema = z.object({ timeZone: timeZoneField });
export const timeZoneAnswerSchema = z.object({ timeZone: z.string() });
