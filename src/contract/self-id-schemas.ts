import { z } from 'zod';

import {
  COUNTRY_CODES,
  COUNTRY_MESSAGE,
  type Options,
  SELF_ID_SET_KEYS,
  SELF_ID_SETS,
  selfIdChoiceMessage,
} from './self-id';

// The schemas of self-identification, apart from self-id.ts: the country names and the audit's
// sets show on many pages, and that must not bring zod along.

export const countryField = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((c) => COUNTRY_CODES.includes(c), { error: COUNTRY_MESSAGE });

const choice = <const O extends Options>(q: { label: string; options: O }) =>
  z.enum(q.options.map(([c]) => c) as unknown as [O[number][0], ...O[number][0][]], {
    error: selfIdChoiceMessage(q),
  });
const [gender, disability] = SELF_ID_SETS.india.questions;
const [sex, raceEthnicity] = SELF_ID_SETS.eeoc.questions;

/** PUT /api/candidate/self-identification: one set's answers, each from that set's own options. */
export const selfIdentificationInputSchema = z.discriminatedUnion('set', [
  z.object({ set: z.literal('india'), answers: z.object({ gender: choice(gender), disability: choice(disability) }) }),
  z.object({ set: z.literal('eeoc'), answers: z.object({ sex: choice(sex), raceEthnicity: choice(raceEthnicity) }) }),
]);
export type SelfIdentificationInput = z.infer<typeof selfIdentificationInputSchema>;

export const selfIdentificationQuerySchema = z.object({ jobId: z.string().trim().min(1).max(64) });

export const selfIdentificationSchema = z.object({
  /** The set this job's company asks; null: its country asks none. */
  set: z.enum(SELF_ID_SET_KEYS).nullable(),
  /** The candidate's answers to that set, null until they answer (or after they delete them). */
  answers: z.record(z.string(), z.string()).nullable(),
  updatedAt: z.string().nullable(),
});
export type SelfIdentification = z.infer<typeof selfIdentificationSchema>;
