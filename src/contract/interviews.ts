import { z } from 'zod';

import {
  INTERVIEW_DETAILS_MAX,
  INTERVIEW_DURATIONS,
  INTERVIEW_EVENT_KINDS,
  INTERVIEW_MESSAGES,
  INTERVIEW_REQUEST_NOTE_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATES,
  LOCAL_TIME,
} from './interview-words';
import { timeZoneField } from './time-schemas';

/**
 * Interview scheduling: a recruiter proposes up to INTERVIEW_SLOTS_MAX start times in a time zone
 * they choose, for an application at the Interview stage (the only stage that allows it); the
 * candidate picks one. Times travel as UTC instants; the form sends wall-clock times with their zone.
 */

// Their limits, states and words and the time checks that need no schema live apart
// (interview-words.ts, no zod): the candidate's application page shows them. Importable from here too.
export * from './interview-words';

const localTime = z
  .string({ error: INTERVIEW_MESSAGES.slotInvalid })
  .regex(LOCAL_TIME, { error: INTERVIEW_MESSAGES.slotInvalid });
const duration = z
  .number({ error: INTERVIEW_MESSAGES.durationInvalid })
  .int()
  .refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n), { error: INTERVIEW_MESSAGES.durationInvalid });

export const interviewProposalSchema = z.object({
  slots: z
    .array(localTime, { error: INTERVIEW_MESSAGES.slotsRequired })
    .min(1, { error: INTERVIEW_MESSAGES.slotsRequired })
    .max(INTERVIEW_SLOTS_MAX, { error: INTERVIEW_MESSAGES.tooManySlots }),
  timeZone: timeZoneField,
  durationMinutes: duration,
  details: z.string().trim().max(INTERVIEW_DETAILS_MAX, { error: INTERVIEW_MESSAGES.detailsTooLong }).default(''),
});
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** A booked interview moved to a new time by the recruiter. */
export const interviewTimeSchema = z.object({ start: localTime, timeZone: timeZoneField, durationMinutes: duration });
export type InterviewTime = z.infer<typeof interviewTimeSchema>;

export const interviewPickSchema = z.object({
  start: z
    .string({ error: INTERVIEW_MESSAGES.slotNotProposed })
    .min(1, { error: INTERVIEW_MESSAGES.slotNotProposed })
    .max(40),
});

/** The candidate asks for other times, saying which would suit them. */
export const interviewRequestSchema = z.object({
  note: z
    .string({ error: INTERVIEW_MESSAGES.requestNoteRequired })
    .trim()
    .min(1, { error: INTERVIEW_MESSAGES.requestNoteRequired })
    .max(INTERVIEW_REQUEST_NOTE_MAX, { error: INTERVIEW_MESSAGES.requestNoteTooLong }),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

export const interviewSchema = z.object({
  state: z.enum(INTERVIEW_STATES),
  /** The proposed starts, UTC ISO instants. */
  slots: z.array(z.string()),
  /** The booked start (UTC ISO) once picked; kept on a cancelled one that was booked. */
  start: z.string().nullable(),
  durationMinutes: z.number(),
  /** The zone the recruiter proposed in. */
  timeZone: z.string(),
  details: z.string(),
  organizer: z.string(),
  /** The calendar event's revision (RFC 5545 SEQUENCE). */
  sequence: z.number(),
  updatedAt: z.string(),
  /** The candidate's open request for other times, until the recruiter answers it; null without one. */
  request: z.object({ note: z.string(), at: z.string() }).nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewEventSchema = z.object({
  kind: z.enum(INTERVIEW_EVENT_KINDS),
  /** Who did it, as the reader may see them: "You", a name, the candidate's alias, or Hireloop. */
  by: z.string(),
  start: z.string().nullable(),
  at: z.string(),
});
export type InterviewEvent = z.infer<typeof interviewEventSchema>;

export const interviewAnswerSchema = z.object({
  interview: interviewSchema.nullable(),
  history: z.array(interviewEventSchema),
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;
