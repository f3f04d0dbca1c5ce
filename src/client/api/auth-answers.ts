import { z } from 'zod';

import { normalizeRole, ROLES } from '../../contract/roles';

/**
 * The checks of the auth answers, in their own module: api.ts imports it only when such an answer
 * arrives, so zod is not among the scripts every signed-in page loads.
 */

/** The user of a login or signup answer; the role compares case-insensitively. */
export const authAnswerSchema = z.object({
  user: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: z.string().transform(normalizeRole).pipe(z.enum(ROLES)),
    timeZone: z.string(),
  }),
  accessToken: z.string().min(1),
});
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** A refresh's answer. */
export const refreshAnswerSchema = z.object({ accessToken: z.string().min(1) });
