import { z } from 'zod';

import { TIME_ZONE_MESSAGE } from './time';
import { timeZoneField } from './time-schemas';

/**
 * Interview scheduling: a recruiter proposes up to INTERVIEW_SLOTS_MAX start times in a time zone
 * they choose, for an application at the Interview stage (the only stage that allows it); the
 * candidate picks one. Times travel as UTC instants; the form sends wall-clock times with their zone.
 */
export const INTERVIEW_SLOTS_MAX = 5;
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
/** How far ahead a slot may be: about six months. */
export const INTERVIEW_HORIZON_DAYS = 183;
export const INTERVIEW_DETAILS_MAX = 500;
export const INTERVIEW_STATES = ['proposed', 'scheduled', 'cancelled'] as const;
export const INTERVIEW_EVENT_KINDS = ['proposed', 'picked', 'rescheduled', 'cancelled', 'requested'] as const;
/** The candidate's note when asking for other times: a sentence or two. */
export const INTERVIEW_REQUEST_NOTE_MAX = 300;
export type InterviewEventKind = (typeof INTERVIEW_EVENT_KINDS)[number];

export const INTERVIEW_MESSAGES = {
  slotsRequired: 'Propose at least one time',
  tooManySlots: `Propose at most ${INTERVIEW_SLOTS_MAX} times`,
  slotInvalid: 'Give each time as a date and a time',
  slotPast: 'A proposed time has already passed',
  slotTooFar: `Propose times within the next ${INTERVIEW_HORIZON_DAYS} days`,
  slotsOverlap: 'Two proposed times overlap',
  durationInvalid: 'Choose how long the interview lasts',
  timeZoneInvalid: TIME_ZONE_MESSAGE,
  detailsTooLong: `Keep the details under ${INTERVIEW_DETAILS_MAX} characters`,
  notInInterview: 'Move the application to Interview first.',
  noInterview: 'There is no interview to change on this application.',
  notScheduled: 'Only a booked interview can move to a new time.',
  notProposed: 'This interview is not waiting for a pick.',
  slotNotProposed: 'Pick one of the proposed times.',
  requestNoteRequired: 'Say which times would suit you',
  requestNoteTooLong: `Keep the note under ${INTERVIEW_REQUEST_NOTE_MAX} characters`,
  requestNotOpen: 'Other times can be asked for only while the interview is proposed or booked and still ahead.',
  requestAlreadyOpen: 'You have already asked for other times. The recruiter will answer with new times.',
} as const;

/** A wall-clock time as a datetime-local field gives it: 2026-12-01T10:30. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The zone's offset from UTC at the instant `utcMs`, in ms. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) -
    Math.floor(utcMs / 1000) * 1000
  );
}

/** The UTC instant of a wall-clock time in `zone` (a time skipped by a clock change moves forward). */
export function zonedTimeToUtc(local: string, zone: string): number {
  const [date, time] = local.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, h, min);
  const first = naive - zoneOffsetMs(naive, zone);
  const second = naive - zoneOffsetMs(first, zone);
  return second;
}

/** The wall-clock time of a UTC instant in `zone`, as a datetime-local field shows it. */
export function utcToZonedTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + zoneOffsetMs(ms, zone)).toISOString().slice(0, 16);
}

/** What is wrong with a set of start times (UTC ms) of `minutes` each at `now`, or null. */
export function slotsProblem(starts: readonly number[], minutes: number, now: number): string | null {
  if (starts.some((s) => s <= now)) return INTERVIEW_MESSAGES.slotPast;
  if (starts.some((s) => s > now + INTERVIEW_HORIZON_DAYS * 86_400_000)) return INTERVIEW_MESSAGES.slotTooFar;
  const sorted = [...starts].sort((a, b) => a - b);
  if (sorted.some((s, i) => i > 0 && s < sorted[i - 1]! + minutes * 60_000)) return INTERVIEW_MESSAGES.slotsOverlap;
  return null;
}

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

export const INTERVIEW_EVENT_WORDS: Record<InterviewEventKind, string> = {
  proposed: 'Times proposed',
  picked: 'Time picked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  requested: 'Other times asked for',
};
