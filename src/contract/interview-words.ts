// Interviews' limits, states and words, and the time checks that need no schema, apart from
// interviews.ts and its schemas: the candidate's application page shows them without zod.
import { TIME_ZONE_MESSAGE } from './time';

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
export const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

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

export const INTERVIEW_EVENT_WORDS: Record<InterviewEventKind, string> = {
  proposed: 'Times proposed',
  picked: 'Time picked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  requested: 'Other times asked for',
};
