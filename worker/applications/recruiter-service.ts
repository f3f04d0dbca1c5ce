import {
  APPLICATION_NOT_FOUND,
  applicationAlias,
  type ApplicationListQuery,
  type ApplicationPage,
  type ApplicationStatus,
  type BulkMessageInput,
  type BulkStatusInput,
  canRecruiterMove,
  identityVisible,
  MESSAGING_MESSAGES,
  OFFER_MESSAGES,
  RECRUITER_MOVES,
  type RecruiterApplication,
  type RecruiterApplicationDetail,
  type ResumeView,
  roleWord,
  UNDO_REFUSED,
  UNDO_WINDOW_MS,
  undoableMove,
} from '../../src/contract';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import type { Bindings } from '../env';
import { ApiFailure, notFound, uuidOf } from '../http';
import { jobOfRecruiter } from '../jobs';
import { blindLetter, blindResumeText } from '../matching';
import { ensureConversation, sendMessage } from '../messaging';
import { noticeIntent } from '../notices';
import { applicationResumeLink, storedResumeKind } from '../resumes';
import { applicationTotals, countScoresFrom } from '../stats';
import { messageFiller } from '../templates';
import { move } from './move';
import { parseBreakdown, toRecruiterApplication, totalPages } from './present';
import * as store from './store';
import { screeningAnswers } from './store';

export const CHANGED_MEANWHILE =
  'This application changed while you were looking at it. Reload to see its current status and try again.';
/** A bulk action's ids that are not all the company's (the same answer whichever are not). */
const SOME_NOT_FOUND = (count: number) =>
  count === 1 ? APPLICATION_NOT_FOUND : 'Some of the selected applications were not found';

export const BULK_CHANGED_MEANWHILE =
  'Some of the selected applications changed while you were looking at them, so none were moved. Reload and try again.';

const label = (s: ApplicationStatus) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why a recruiter may not make this move, or null when they may. */
export function refusedMove(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (canRecruiterMove(from, to)) return null;
  const allowed = RECRUITER_MOVES[from];
  if (allowed.length === 0) return `This application is ${label(from)}: its pipeline has ended and it cannot move.`;
  return `An application in ${label(from)} cannot move to ${label(to)}. Allowed: ${allowed.map(label).join(', ')}.`;
}

/**
 * How many of the company's applications (one job's with `jobId`) are in the status (any when
 * absent), and how many of those score at least `atsScore` or are reviewed without the score
 * (null without it): from counters.
 */
async function countList(
  db: D1Database,
  companyId: string,
  q: { status?: ApplicationStatus; atsScore?: number; jobId?: string },
) {
  const [scope, owner] = q.jobId ? (['job', q.jobId] as const) : (['company', companyId] as const);
  const [totals, scoring, humanReview] = await Promise.all([
    applicationTotals(db, scope, owner),
    q.atsScore === undefined ? null : countScoresFrom(db, scope, owner, q.atsScore, q.status),
    q.atsScore === undefined ? 0 : store.countHumanReview(db, scope, owner, q.status),
  ]);
  // Applications reviewed without the score pass every minimum score.
  return {
    inStatus: (q.status ? totals?.[q.status] : totals?.applications) ?? 0,
    scoring: scoring === null ? null : scoring + humanReview,
    humanReview,
  };
}

async function page(
  db: D1Database,
  companyId: string | null,
  blindReview: boolean,
  q: ApplicationListQuery,
): Promise<ApplicationPage> {
  const empty = { applications: [], page: q.page, limit: q.limit, total: 0, totalPages: 0 };
  if (!companyId) return empty;
  const { inStatus, scoring, humanReview } = await countList(db, companyId, q);
  // Counters keep no days and no answers: such lists are counted in the index.
  const dated = q.from !== undefined || q.to !== undefined || q.screening !== undefined || q.answeredYes !== undefined;
  const total = dated ? await store.countCompanyApplications(db, companyId, q, humanReview > 0) : (scoring ?? inStatus);
  const end = q.page * q.limit;
  if (total <= end - q.limit) return { ...empty, total, totalPages: totalPages(total, q.limit) };
  // A minimum score is a range of the score index. Newest first, walking the dates instead reads
  // about end × inStatus / scoring rows against `scoring` for sorting the range: take the smaller.
  const byScore = scoring !== null && (q.sort === 'atsScore' || scoring * scoring < end * inStatus);
  const rows = await store.pageCompanyApplications(db, companyId, q, { byScore, humanReview: humanReview > 0 });
  return {
    applications: rows.map((r) => toRecruiterApplication(r, blindReview)),
    page: q.page,
    limit: q.limit,
    total,
    totalPages: totalPages(total, q.limit),
  };
}

/** One job's applications; a job of another company is "not found". */
export async function listJobApplications(
  db: D1Database,
  userId: string,
  jobId: string,
  q: ApplicationListQuery,
): Promise<ApplicationPage> {
  const [job, ctx] = await Promise.all([jobOfRecruiter(db, userId, jobId), recruiterContext(db, userId)]);
  return page(db, ctx.companyId, ctx.blindReview, { ...q, jobId: job.id });
}

/** Applications across the company's jobs (or one of them with `jobId`). */
export async function listCompanyApplications(
  db: D1Database,
  userId: string,
  q: ApplicationListQuery,
): Promise<ApplicationPage> {
  if (q.jobId) return listJobApplications(db, userId, q.jobId, q);
  const ctx = await recruiterContext(db, userId);
  return page(db, ctx.companyId, ctx.blindReview, q);
}

export async function countApplications(
  db: D1Database,
  userId: string,
  q: { status?: ApplicationStatus; jobId?: string },
): Promise<number> {
  if (q.jobId) await jobOfRecruiter(db, userId, q.jobId);
  const { companyId } = await recruiterContext(db, userId);
  return companyId ? (await countList(db, companyId, q)).inStatus : 0;
}

async function applicationOfRecruiter(db: D1Database, userId: string, id: string) {
  const ctx = await recruiterContext(db, userId);
  const row = ctx.companyId ? await store.findCompanyApplication(db, ctx.companyId, id) : null;
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return { row, blindReview: ctx.blindReview };
}

export async function getApplicationDetail(
  db: D1Database,
  userId: string,
  id: string,
): Promise<RecruiterApplicationDetail> {
  const { row, blindReview } = await applicationOfRecruiter(db, userId, id);
  const visible = identityVisible(row.status, blindReview);
  const events = await store.listEventsWithActors(db, id);
  return {
    ...toRecruiterApplication(row, blindReview),
    coverLetter: visible ? row.cover_letter : blindLetter(row.cover_letter, [row.candidate_name]),
    resumeName: visible ? row.resume_name : 'Resume (hidden during blind review)',
    resumeAvailable: visible,
    rejectionReason: row.rejection_reason,
    atsBreakdown: parseBreakdown(row.ats_breakdown),
    atsVersion: row.ats_version,
    timeline: events.map((e) => ({
      id: e.id,
      from: e.from_status,
      to: e.to_status,
      note: e.note,
      message: e.message,
      // The candidate's own events would name them: use the alias while their identity is hidden.
      actorName: e.actor_role === 'candidate' && !visible ? applicationAlias(row.id) : (e.actor_name ?? 'Hireloop'),
      actorRole: e.actor_role ? roleWord(e.actor_role) : 'System',
      createdAt: e.created_at,
    })),
    allowedMoves: [...RECRUITER_MOVES[row.status]],
    // Short text answers may name the candidate: blinded as the cover letter is.
    screeningAnswers: screeningAnswers(row.screening_answers).map((a) =>
      a.kind === 'text' && !visible ? { ...a, answer: blindLetter(a.answer, [row.candidate_name]) } : a,
    ),
  };
}

export const BLIND_RESUME = 'Blind review is on: the resume file opens once the candidate reaches Interview.';

/**
 * A short-lived link to the application's own copy of the resume (signed by the resumes area).
 * Under blind review the file would reveal who it is, so it stays closed until interview.
 */
export async function resumeLink(env: Bindings, userId: string, id: string) {
  const { row, blindReview } = await applicationOfRecruiter(env.DB, userId, id);
  if (!identityVisible(row.status, blindReview)) throw new ApiFailure(403, BLIND_RESUME);
  return applicationResumeLink(env, userId, id);
}

/**
 * The resume as the panel shows it. While blind review hides the candidate: the text with identity
 * removed and no file (resumeLink refuses it too); otherwise the text read on upload and the kind
 * of the stored file, if one is stored.
 */
export async function resumeView(env: Bindings, userId: string, id: string): Promise<ResumeView> {
  const { row, blindReview } = await applicationOfRecruiter(env.DB, userId, id);
  if (!identityVisible(row.status, blindReview))
    return { text: blindResumeText(row.resume_text, [row.candidate_name]), redacted: true, file: null };
  return { text: row.resume_text, redacted: false, file: await storedResumeKind(env, row.resume_r2_key) };
}

// A move that lost a race is tried again from the state the winner left, this many times in all.
const MOVE_ATTEMPTS = 3;

/**
 * Moves one application; the candidate hears of it (notification, and email if they keep it on).
 * When a colleague moved it at the same moment, the move is applied after theirs if it is still
 * allowed from the new state, so both moves and both events stand; if the colleague already moved it
 * where this request wanted, that is the answer. With `held`, a move that can be undone holds its
 * notice there for the undo window (undoMove). An application with an offer in the product is not
 * hired here (`hireThroughOffer` is that way).
 */
export function changeStatus(
  env: Bindings,
  userId: string,
  id: string,
  input: { status: ApplicationStatus; note?: string; reason?: string; message?: string },
  notices: string[],
  held?: string[],
): Promise<RecruiterApplicationDetail> {
  return moveOne(env, userId, id, input, notices, { held, refusals: offerRefusals, also: [] });
}

/**
 * Hires through the offer the candidate accepted (worker/offers asks, having checked it): the move
 * to Hired and `confirm`, the offer's own statement, go in one batch.
 */
export function hireThroughOffer(
  env: Bindings,
  userId: string,
  id: string,
  confirm: D1PreparedStatement,
  notices: string[],
): Promise<RecruiterApplicationDetail> {
  const input = { status: 'hired' as const, note: 'Offer accepted by the candidate; hire confirmed.' };
  return moveOne(env, userId, id, input, notices, { refusals: async () => ({}), also: [confirm] });
}

async function moveOne(
  env: Bindings,
  userId: string,
  id: string,
  input: { status: ApplicationStatus; note?: string; reason?: string; message?: string },
  notices: string[],
  o: {
    held?: string[];
    refusals: (db: D1Database, ids: string[], to: ApplicationStatus) => Promise<Record<string, string>>;
    also: D1PreparedStatement[];
  },
): Promise<RecruiterApplicationDetail> {
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    const { row, blindReview } = await applicationOfRecruiter(env.DB, userId, id);
    if (attempt > 0 && row.status === input.status) return getApplicationDetail(env.DB, userId, id);
    const refused = refusedMove(row.status, input.status) ?? (await o.refusals(env.DB, [id], input.status))[id];
    if (refused) throw new ApiFailure(409, refused);
    const message = input.message
      ? (await messageFiller(env.DB, userId, input.message))(recipientOf(row, blindReview))
      : '';
    const undoable = !!o.held && undoableMove(input.status);
    const notice = statusNotice(env.DB, id, row.status, input.status, message, undoable);
    const closing = await move(env.DB, [{ id, from: row.status, message }], moveDetails(userId, input), [
      notice.statement,
      ...o.also,
    ]);
    if (closing) {
      (undoable ? o.held! : notices).push(notice.id);
      notices.push(...closing);
      return getApplicationDetail(env.DB, userId, id);
    }
  }
  throw new ApiFailure(409, CHANGED_MEANWHILE);
}

/**
 * One message to each selected application's candidate, in that application's conversation with this
 * recruiter (opened on first use), filled for each of them. Every id must be the company's and every
 * fill allowed before anything is sent. The sends are not one batch: under an Idempotency-Key each
 * conversation's and message's id is drawn from the key and the application, so a retry after a
 * failure part way sends only what had not landed, and answers the same.
 */
export async function bulkMessage(
  env: Bindings,
  userId: string,
  input: BulkMessageInput,
  keyId?: string,
): Promise<{ sent: number; notices: string[] }> {
  const db = env.DB;
  const ctx = await recruiterContext(db, userId);
  if (!ctx.companyId) throw new ApiFailure(409, MESSAGING_MESSAGES.noCompany);
  const companyId = ctx.companyId;
  const rows = await store.findCompanyApplications(db, companyId, input.ids);
  if (rows.length !== input.ids.length) throw notFound(SOME_NOT_FOUND(input.ids.length));
  const fill = await messageFiller(db, userId, input.body, 'body');
  const bodies = rows.map((r) => fill(recipientOf(r, ctx.blindReview)));
  const idOf = async (what: string, applicationId: string) =>
    keyId ? uuidOf(`${keyId}\n${what}\n${applicationId}`) : crypto.randomUUID();
  const notices: string[] = [];
  for (const [i, r] of rows.entries()) {
    const anchor = { candidateId: r.candidate_id, recruiterId: userId, companyId, jobId: r.job_id };
    const { row } = await ensureConversation(
      db,
      { ...anchor, applicationId: r.id, targetedSendId: null },
      await idOf('conversation', r.id),
    );
    const sent = await sendMessage(
      env,
      { id: userId, role: 'recruiter' },
      row.id,
      bodies[i]!,
      await idOf('message', r.id),
    );
    notices.push(...sent.notices);
  }
  return { sent: rows.length, notices };
}

/**
 * An application with an offer in the product is hired only through it (the candidate accepts,
 * a recruiter confirms: worker/offers), never by a plain move; the refusal of each such id.
 */
async function offerRefusals(db: D1Database, ids: string[], to: ApplicationStatus): Promise<Record<string, string>> {
  if (to !== 'hired') return {};
  return Object.fromEntries([...(await store.withOffers(db, ids))].map((id) => [id, OFFER_MESSAGES.hireThroughOffer]));
}

/** Whom a message is filled for: the application's candidate, hidden while blind review hides them. */
const recipientOf = (row: store.RecruiterApplicationRow, blindReview: boolean) => ({
  candidateName: row.candidate_name,
  jobTitle: row.job_title,
  identityHidden: !identityVisible(row.status, blindReview),
});

/**
 * The candidate hears of a move through a notice written in the move's batch; a single move that can
 * be undone (`undoable`) holds its notice for the undo window.
 */
const statusNotice = (
  db: D1Database,
  id: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  message = '',
  undoable = false,
) => {
  const now = clock.date();
  return noticeIntent(
    db,
    'status_changed',
    id,
    now,
    { from, to, ...(message ? { message } : {}) },
    undoable ? { notBefore: new Date(now.getTime() + UNDO_WINDOW_MS) } : {},
  );
};

/**
 * Takes back the recruiter's own latest move while its notice still waits out the undo window: the
 * stage before it comes back, and the move's event and notice go, so the candidate never hears of it.
 * Refused (409) after the window, when the move was someone else's, or when the application moved since.
 */
export async function undoMove(env: Bindings, userId: string, id: string): Promise<RecruiterApplicationDetail> {
  const { row } = await applicationOfRecruiter(env.DB, userId, id);
  const last = await store.latestMove(env.DB, id);
  const undone =
    last &&
    last.actor_id === userId &&
    last.to_status === row.status &&
    undoableMove(last.to_status) &&
    (await store.undoMove(env.DB, { id, eventId: last.id, from: last.from_status, to: last.to_status }, clock.iso()));
  if (!undone) throw new ApiFailure(409, UNDO_REFUSED);
  return getApplicationDetail(env.DB, userId, id);
}

function moveDetails(userId: string, input: { status: ApplicationStatus; note?: string; reason?: string }) {
  const rejecting = input.status === 'rejected';
  return {
    to: input.status,
    actorId: userId,
    note: input.note ?? '',
    reason: rejecting ? (input.reason ?? null) : null,
    now: clock.iso(),
  };
}

/**
 * Moves every selected application or none: each id must be the company's and each move allowed
 * (checked first, naming every refusal), then all move in one batch that rolls back if any of them
 * changed state meanwhile.
 */
export async function bulkChangeStatus(
  env: Bindings,
  userId: string,
  input: BulkStatusInput,
  notices: string[],
): Promise<{ updated: number; applications: RecruiterApplication[] }> {
  const db = env.DB;
  const ctx = await recruiterContext(db, userId);
  const rows = ctx.companyId ? await store.findCompanyApplications(db, ctx.companyId, input.ids) : [];
  if (rows.length !== input.ids.length) throw notFound(SOME_NOT_FOUND(input.ids.length));
  const refusals = {
    ...(await offerRefusals(db, input.ids, input.status)),
    ...Object.fromEntries(
      rows.flatMap((r) => {
        const why = refusedMove(r.status, input.status);
        return why ? [[r.id, why]] : [];
      }),
    ),
  };
  const refusedCount = Object.keys(refusals).length;
  if (refusedCount > 0) {
    throw new ApiFailure(
      409,
      `${refusedCount} of ${rows.length} selected applications cannot move to ${label(input.status)}, so none were moved.`,
      refusals,
    );
  }
  const fill = input.message ? await messageFiller(db, userId, input.message) : null;
  const messages = rows.map((r) => fill?.(recipientOf(r, ctx.blindReview)) ?? '');
  const intents = rows.map((r, i) => statusNotice(db, r.id, r.status, input.status, messages[i]));
  const closing = await move(
    db,
    rows.map((r, i) => ({ id: r.id, from: r.status, message: messages[i] })),
    moveDetails(userId, input),
    intents.map((n) => n.statement),
  );
  if (!closing) throw new ApiFailure(409, BULK_CHANGED_MEANWHILE);
  notices.push(...intents.map((n) => n.id), ...closing);
  const after = await store.findCompanyApplications(db, ctx.companyId!, input.ids);
  return { updated: after.length, applications: after.map((r) => toRecruiterApplication(r, ctx.blindReview)) };
}
