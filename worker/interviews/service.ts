/**
 * Interview scheduling. Any recruiter of the job's company proposes up to five times for an
 * application at the Interview stage; the candidate picks one; a recruiter may move a booked
 * interview to a new time, propose again or cancel. Each change is recorded in the schedule's
 * history with its notice intent (one batch); delivered after the answer, the notice tells the other side in the product, and emails both sides (verified addresses only,
 * as the outbox rules) with the calendar event once a time is booked: METHOD:REQUEST with the same
 * UID and a higher SEQUENCE for every new time, METHOD:CANCEL when a booked time goes away.
 * A withdrawn or rejected application's schedule is cancelled by the database itself
 * (migration 0152) and its notice delivered by `scheduleClosed`.
 */
import {
  APPLICATION_NOT_FOUND,
  applicationAlias,
  identityVisible,
  type Interview,
  INTERVIEW_MESSAGES,
  type InterviewAnswer,
  type InterviewProposal,
  type InterviewTime,
  slotsProblem,
  zonedTimeToUtc,
} from '../../src/contract';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import type { Bindings } from '../env';
import { ApiFailure, notFound, uuidOf } from '../http';
import { noticeIntent } from '../notices';
import { notify } from '../notifications';
import { type Change, interviewEmails } from './emails';
import * as store from './store';

type Env = Pick<Bindings, 'DB' | 'DELIVERIES' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN'>;

const candidatePath = (id: string) => `/dashboard/applied-jobs/${encodeURIComponent(id)}`;
const recruiterPath = (jobId: string, id: string) =>
  `/recruiter/jobs/${encodeURIComponent(jobId)}/applications?open=${encodeURIComponent(id)}`;

function toInterview(row: store.InterviewRow): Interview {
  return {
    state: row.state,
    slots: JSON.parse(row.slots) as string[],
    start: row.start_at,
    durationMinutes: row.duration_minutes,
    timeZone: row.time_zone,
    details: row.details,
    organizer: row.organizer_name,
    sequence: row.sequence,
    updatedAt: row.updated_at,
    request:
      row.state !== 'cancelled' && row.request_note !== null ? { note: row.request_note, at: row.requested_at! } : null,
  };
}

/** The schedule and its history as one side reads it; `actorName` names whoever did each step. */
async function answer(
  db: D1Database,
  id: string,
  companyId: string,
  actorName: (e: store.InterviewEventRow) => string,
): Promise<InterviewAnswer> {
  const row = await store.findInterview(db, id);
  if (!row || row.company_id !== companyId) return { interview: null, history: [] };
  const events = await store.listEvents(db, id);
  return {
    interview: toInterview(row),
    history: events.map((e) => ({ kind: e.kind, by: actorName(e), start: e.start_at, at: e.created_at })),
  };
}

async function companyApplication(db: D1Database, userId: string, id: string) {
  const ctx = await recruiterContext(db, userId);
  const row = ctx.companyId ? await store.companyApplication(db, ctx.companyId, id) : null;
  if (!row || !ctx.companyId) throw notFound(APPLICATION_NOT_FOUND);
  return { row, companyId: ctx.companyId, blindReview: ctx.blindReview };
}

export async function recruiterInterview(db: D1Database, userId: string, id: string): Promise<InterviewAnswer> {
  const { row, companyId, blindReview } = await companyApplication(db, userId, id);
  const candidate = identityVisible(row.status, blindReview) ? row.candidate_name : applicationAlias(row.id);
  return answer(db, id, companyId, (e) =>
    e.actor_id === null
      ? 'Hireloop'
      : e.actor_id === userId
        ? 'You'
        : e.actor_id === row.candidate_id
          ? candidate
          : (e.actor_name ?? ''),
  );
}

/** The current schedule of the company's application, or null (another company's counts as none). */
async function currentOf(db: D1Database, id: string, companyId: string) {
  const row = await store.findInterview(db, id);
  return row && row.company_id === companyId ? row : null;
}

const live = (row: store.InterviewRow | null): row is store.InterviewRow => row !== null && row.state !== 'cancelled';

/** Tells both sides of a change: the candidate and the organizer in the product, both by email. */
async function tell(env: Env, applicationId: string, change: Change, actorId: string | null, now: Date) {
  const [row, ctx] = await Promise.all([
    store.findInterview(env.DB, applicationId),
    store.interviewContext(env.DB, applicationId),
  ]);
  if (!row || !ctx) return;
  const mails = interviewEmails(env, row, ctx, change, now);
  const candidateNotice = { kind: 'interview', link: candidatePath(ctx.id), ...mails.candidateNotice };
  const recruiterNotice = { kind: 'interview', link: recruiterPath(ctx.job_id, ctx.id), ...mails.recruiterNotice };
  if (actorId !== ctx.candidate_id) await notify(env, ctx.candidate_id, candidateNotice, now);
  if (actorId !== row.organizer_id) await notify(env, row.organizer_id, recruiterNotice, now);
  await mails.queue();
}

/** The id of the notice of the change whose event is `eventId`: drawn from it, so a keyed retry finds it again. */
const noticeIdOf = (eventId: string) => uuidOf(`interview_changed\n${eventId}`);

/** A change's event id and its notice, written in its batch only once its event is. */
async function changeWrite(db: D1Database, eventId: string, change: Change, now: Date) {
  const notice = noticeIntent(
    db,
    'interview_changed',
    eventId,
    now,
    { change },
    { id: await noticeIdOf(eventId), condition: store.eventWritten(eventId) },
  );
  return { write: { eventId, also: [notice.statement] }, notices: [notice.id] };
}

/**
 * A keyed retry whose first try landed (its event is written): nothing is written again, and the
 * first try's notice, if it is still waiting, is delivered.
 */
async function landed(db: D1Database, eventId: string) {
  return (await store.findEvent(db, eventId)) ? [await noticeIdOf(eventId)] : null;
}

/** The `interview_changed` notice: tells both sides of the change recorded as event `eventId`. */
export async function interviewChanged(
  env: Env,
  eventId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const event = await store.findEvent(env.DB, eventId);
  if (event) await tell(env, event.application_id, detail.change as Change, event.actor_id, now);
}

/** What a change answers: the schedule, and the notices to deliver after the answer. */
export interface Changed {
  answer: InterviewAnswer;
  notices: string[];
}

function slotInstants(slots: readonly string[], zone: string, minutes: number, now: Date): string[] {
  const starts = slots.map((s) => zonedTimeToUtc(s, zone));
  const problem = slotsProblem(starts, minutes, now.getTime());
  if (problem) throw new ApiFailure(400, problem, { slots: problem });
  return starts.map((ms) => new Date(ms).toISOString());
}

/**
 * Proposes times: a first proposal, a new one over a live proposal, or a new one over a booked time
 * (rescheduling it). `eventId` is the change's (the same on a keyed retry).
 */
export async function propose(
  env: Env,
  userId: string,
  id: string,
  input: InterviewProposal,
  eventId: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<Changed> {
  const { row, companyId } = await companyApplication(env.DB, userId, id);
  const again = await landed(env.DB, eventId);
  if (again) return { answer: await recruiterInterview(env.DB, userId, id), notices: again };
  if (row.status !== 'interview') throw new ApiFailure(409, INTERVIEW_MESSAGES.notInInterview);
  const slots = slotInstants(input.slots, input.timeZone, input.durationMinutes, now);
  const stored = await store.findInterview(env.DB, id);
  const current = stored?.company_id === companyId ? stored : null;
  const wasBooked = current?.state === 'scheduled';
  const change: Change = wasBooked ? { kind: 'reproposed', previousStart: current.start_at! } : { kind: 'proposed' };
  const { write, notices } = await changeWrite(env.DB, eventId, change, now);
  const written = await store.propose(
    env.DB,
    {
      applicationId: id,
      companyId,
      organizerId: live(current) ? current.organizer_id : userId,
      slots,
      minutes: input.durationMinutes,
      zone: input.timeZone,
      details: input.details,
      now: now.toISOString(),
      kind: wasBooked ? 'rescheduled' : 'proposed',
      expected: stored?.updated_at ?? null,
    },
    write,
  );
  if (!written) throw new ApiFailure(409, INTERVIEW_MESSAGES.notProposed);
  return { answer: await recruiterInterview(env.DB, userId, id), notices };
}

/** Moves a booked interview to a new time: the same calendar event, its next SEQUENCE. */
export async function moveTime(
  env: Env,
  userId: string,
  id: string,
  input: InterviewTime,
  now = clock.date(),
): Promise<Changed> {
  const { row, companyId } = await companyApplication(env.DB, userId, id);
  if (row.status !== 'interview') throw new ApiFailure(409, INTERVIEW_MESSAGES.notInInterview);
  const current = await currentOf(env.DB, id, companyId);
  if (current?.state !== 'scheduled') throw new ApiFailure(409, INTERVIEW_MESSAGES.notScheduled);
  const [start] = slotInstants([input.start], input.timeZone, input.durationMinutes, now) as [string];
  const { write, notices } = await changeWrite(
    env.DB,
    crypto.randomUUID(),
    { kind: 'moved', previousStart: current.start_at! },
    now,
  );
  if (
    !(await store.reschedule(
      env.DB,
      id,
      userId,
      { start, minutes: input.durationMinutes, zone: input.timeZone },
      current.updated_at,
      now.toISOString(),
      write,
    ))
  ) {
    throw new ApiFailure(409, INTERVIEW_MESSAGES.notScheduled);
  }
  return { answer: await recruiterInterview(env.DB, userId, id), notices };
}

/** Cancels the proposed or booked interview; `eventId` is the change's (the same on a keyed retry). */
export async function cancel(
  env: Env,
  userId: string,
  id: string,
  eventId: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<Changed> {
  const { companyId } = await companyApplication(env.DB, userId, id);
  const again = await landed(env.DB, eventId);
  if (again) return { answer: await recruiterInterview(env.DB, userId, id), notices: again };
  const current = await currentOf(env.DB, id, companyId);
  if (!live(current)) throw new ApiFailure(409, INTERVIEW_MESSAGES.noInterview);
  const { write, notices } = await changeWrite(
    env.DB,
    eventId,
    { kind: 'cancelled', wasBooked: current.state === 'scheduled', closed: false },
    now,
  );
  if (!(await store.cancel(env.DB, id, userId, current.updated_at, now.toISOString(), write)))
    throw new ApiFailure(409, INTERVIEW_MESSAGES.noInterview);
  return { answer: await recruiterInterview(env.DB, userId, id), notices };
}

async function candidateApplication(db: D1Database, candidateId: string, id: string) {
  const app = await store.candidateApplication(db, candidateId, id);
  if (!app) throw notFound(APPLICATION_NOT_FOUND);
  return app;
}

export async function candidateInterview(db: D1Database, candidateId: string, id: string): Promise<InterviewAnswer> {
  const app = await candidateApplication(db, candidateId, id);
  return answer(db, id, app.company_id, (e) =>
    e.actor_id === null ? 'Hireloop' : e.actor_id === candidateId ? 'You' : (e.actor_name ?? ''),
  );
}

/** The candidate books one of the proposed times, once; `eventId` is the change's (the same on a keyed retry). */
export async function pick(
  env: Env,
  candidateId: string,
  id: string,
  start: string,
  eventId: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<Changed> {
  const app = await candidateApplication(env.DB, candidateId, id);
  const again = await landed(env.DB, eventId);
  if (again) return { answer: await candidateInterview(env.DB, candidateId, id), notices: again };
  const row = await store.findInterview(env.DB, id);
  if (!row || row.company_id !== app.company_id || app.status !== 'interview' || row.state !== 'proposed')
    throw new ApiFailure(409, INTERVIEW_MESSAGES.notProposed);
  const ms = Date.parse(start);
  const chosen = (JSON.parse(row.slots) as string[]).find((s) => Date.parse(s) === ms);
  if (!chosen)
    throw new ApiFailure(400, INTERVIEW_MESSAGES.slotNotProposed, { start: INTERVIEW_MESSAGES.slotNotProposed });
  if (ms <= now.getTime()) throw new ApiFailure(409, INTERVIEW_MESSAGES.slotPast);
  const { write, notices } = await changeWrite(env.DB, eventId, { kind: 'picked' }, now);
  if (!(await store.pick(env.DB, id, candidateId, chosen, row.updated_at, now.toISOString(), write)))
    throw new ApiFailure(409, INTERVIEW_MESSAGES.notProposed);
  return { answer: await candidateInterview(env.DB, candidateId, id), notices };
}

/**
 * The candidate asks for other times with a note: only on their own application at Interview, only
 * while the schedule is proposed, or booked for a time still ahead, and one open request at a time
 * (the recruiter's new times, move or cancellation answer it). The organizer is told.
 */
export async function requestTimes(
  env: Env,
  candidateId: string,
  id: string,
  note: string,
  eventId: string = crypto.randomUUID(),
  now = clock.date(),
): Promise<Changed> {
  const app = await candidateApplication(env.DB, candidateId, id);
  const again = await landed(env.DB, eventId);
  if (again) return { answer: await candidateInterview(env.DB, candidateId, id), notices: again };
  const row = await store.findInterview(env.DB, id);
  if (
    !live(row) ||
    row.company_id !== app.company_id ||
    app.status !== 'interview' ||
    (row.state === 'scheduled' && Date.parse(row.start_at!) <= now.getTime())
  )
    throw new ApiFailure(409, INTERVIEW_MESSAGES.requestNotOpen);
  if (row.request_note !== null) throw new ApiFailure(409, INTERVIEW_MESSAGES.requestAlreadyOpen);
  const { write, notices } = await changeWrite(env.DB, eventId, { kind: 'requested', note }, now);
  if (!(await store.requestTimes(env.DB, id, candidateId, note, row.updated_at, now.toISOString(), write)))
    throw new ApiFailure(409, INTERVIEW_MESSAGES.requestAlreadyOpen);
  return { answer: await candidateInterview(env.DB, candidateId, id), notices };
}

/** The notice of a schedule the database cancelled when its application was withdrawn or rejected. */
export async function scheduleClosed(
  env: Env,
  applicationId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tell(
    env,
    applicationId,
    { kind: 'cancelled', wasBooked: detail.wasScheduled === 1 || detail.wasScheduled === true, closed: true },
    null,
    now,
  );
}
