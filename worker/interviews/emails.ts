/**
 * The words and calendar files of a schedule change, for the candidate and for the organizer.
 * Times in words are given in each reader's own zone (src/contract/time.ts), named as people say
 * it; the .ics carries UTC, so each calendar shows its owner's own time. The organizer's copy names the candidate only as blind
 * review lets the company see them (the alias, and no address, while it hides them).
 */
import { applicationAlias, identityVisible, PRODUCT_NAME, slotWords, zoneOf } from '../../src/contract';
import { type EmailAttachment, queueEmail, renderEmail } from '../email';
import type { Bindings } from '../env';
import { clientOrigin } from '../http';
import { type CalendarEvent, writeCalendar } from './ics';
import type { InterviewContextRow, InterviewRow } from './store';

export type Change =
  | { kind: 'proposed' }
  | { kind: 'picked' }
  | { kind: 'requested'; note: string }
  | { kind: 'moved'; previousStart: string }
  | { kind: 'reproposed'; previousStart: string }
  | { kind: 'cancelled'; wasBooked: boolean; closed: boolean };

type Env = Pick<Bindings, 'DB' | 'DELIVERIES' | 'PUBLIC_ORIGIN' | 'CLIENT_ORIGIN'>;

export function interviewEmails(env: Env, row: InterviewRow, ctx: InterviewContextRow, change: Change, now: Date) {
  const origin = clientOrigin(env);
  const candidateLink = `${origin}/dashboard/applied-jobs/${encodeURIComponent(ctx.id)}`;
  const recruiterLink = `${origin}/recruiter/jobs/${encodeURIComponent(ctx.job_id)}/applications?open=${encodeURIComponent(ctx.id)}`;
  const visible = identityVisible(ctx.status, ctx.blind_review === 1);
  const candidate = visible ? ctx.candidate_name : applicationAlias(ctx.id);
  const toCandidate = (iso: string) => slotWords(iso, zoneOf(ctx.candidate_time_zone));
  const toRecruiter = (iso: string) => slotWords(iso, zoneOf(row.organizer_time_zone));
  const job = `${ctx.job_title} at ${ctx.company_name}`;

  const calendar = (method: CalendarEvent['method'], start: string, forCandidate: boolean): EmailAttachment => ({
    filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    contentType: `text/calendar; method=${method}`,
    content: writeCalendar({
      method,
      uid: row.uid,
      sequence: row.sequence,
      stamp: now,
      start: new Date(start),
      minutes: row.duration_minutes,
      summary: forCandidate ? `Interview: ${job}` : `Interview with ${candidate}: ${ctx.job_title}`,
      description: [row.details, forCandidate ? candidateLink : recruiterLink].filter(Boolean).join('\n\n'),
      organizer: { name: row.organizer_name, email: row.organizer_email },
      attendee: forCandidate || visible ? { name: ctx.candidate_name, email: ctx.candidate_email } : null,
    }),
  });

  const booked = row.start_at;
  let words: { candidate: [string, string]; recruiter: [string, string] };
  let files: { method: CalendarEvent['method']; start: string } | null = null;
  switch (change.kind) {
    case 'proposed':
      words = {
        candidate: [
          `Pick a time for your interview: ${job}`,
          `${row.organizer_name} proposed ${(JSON.parse(row.slots) as string[]).length} times. Pick the one that suits you.`,
        ],
        recruiter: [
          `Interview times proposed to ${candidate}`,
          `${ctx.job_title}: waiting for the candidate to pick a time.`,
        ],
      };
      break;
    case 'picked':
      words = {
        candidate: [
          `Interview booked: ${job}`,
          `${toCandidate(booked!)}, ${row.duration_minutes} minutes, with ${row.organizer_name}.`,
        ],
        recruiter: [
          `${candidate} picked an interview time`,
          `${ctx.job_title}: ${toRecruiter(booked!)}, ${row.duration_minutes} minutes.`,
        ],
      };
      files = { method: 'REQUEST', start: booked! };
      break;
    case 'requested':
      // Only the organizer is told (the candidate asked), in the note's words as sent.
      words = {
        candidate: [`You asked for other interview times: ${job}`, change.note],
        recruiter: [
          `${candidate} asked for other interview times`,
          `${ctx.job_title}: “${change.note}” Propose new times from the application.`,
        ],
      };
      break;
    case 'moved':
      words = {
        candidate: [
          `Interview moved: ${job}`,
          `Now ${toCandidate(booked!)}, ${row.duration_minutes} minutes (was ${toCandidate(change.previousStart)}).`,
        ],
        recruiter: [
          `Interview with ${candidate} moved`,
          `${ctx.job_title}: now ${toRecruiter(booked!)} (was ${toRecruiter(change.previousStart)}).`,
        ],
      };
      files = { method: 'REQUEST', start: booked! };
      break;
    case 'reproposed':
      words = {
        candidate: [
          `Interview moved: pick a new time for ${job}`,
          `The interview of ${toCandidate(change.previousStart)} no longer stands. ${row.organizer_name} proposed new times: pick the one that suits you.`,
        ],
        recruiter: [
          `New interview times proposed to ${candidate}`,
          `${ctx.job_title}: the interview of ${toRecruiter(change.previousStart)} is off the calendar until the candidate picks a new time.`,
        ],
      };
      files = { method: 'CANCEL', start: change.previousStart };
      break;
    case 'cancelled': {
      const what = (when: (iso: string) => string) =>
        change.wasBooked && booked ? `The interview of ${when(booked)}` : 'The proposed interview times';
      const why = change.closed
        ? ctx.status === 'withdrawn'
          ? ' The application was withdrawn.'
          : ' The application is closed.'
        : '';
      words = {
        candidate: [`Interview cancelled: ${job}`, `${what(toCandidate)} was cancelled.${why}`],
        recruiter: [
          `Interview with ${candidate} cancelled`,
          `${ctx.job_title}: ${what(toRecruiter).charAt(0).toLowerCase()}${what(toRecruiter).slice(1)} was cancelled.${why}`,
        ],
      };
      if (change.wasBooked && booked) files = { method: 'CANCEL', start: booked };
    }
  }

  const mail = (to: string, [subject, body]: [string, string], link: string, forCandidate: boolean) => {
    const rendered = renderEmail({
      subject,
      greeting: 'Hello,',
      paragraphs: [body, ...(row.details && change.kind !== 'cancelled' ? [row.details] : [])],
      action: { label: 'Open the application', href: link },
      footer: [
        files
          ? files.method === 'CANCEL'
            ? 'The attached file removes the event from your calendar.'
            : 'The attached file adds the event to your calendar.'
          : `Sent by ${PRODUCT_NAME} for ${ctx.company_name}.`,
      ],
    });
    return {
      to,
      ...rendered,
      kind: 'interview',
      attachments: files ? [calendar(files.method, files.start, forCandidate)] : [],
    };
  };

  return {
    candidateNotice: { title: words.candidate[0], body: words.candidate[1] },
    recruiterNotice: { title: words.recruiter[0], body: words.recruiter[1] },
    /**
     * Queues the emails: the candidate's unless they asked for other times themselves, the
     * organizer's when a calendar event changed or the candidate asked for other times.
     */
    async queue() {
      const asked = change.kind === 'requested';
      if (!asked) await queueEmail(env, mail(ctx.candidate_email, words.candidate, candidateLink, true), now);
      if (files || asked) await queueEmail(env, mail(row.organizer_email, words.recruiter, recruiterLink, false), now);
    },
  };
}
