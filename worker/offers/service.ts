/**
 * Offers. A recruiter attaches (or revises) the offer text while the application is in Offer and
 * the candidate has not answered; the candidate accepts or declines it on their application page.
 * Accepting waits for a recruiter of the company to confirm, which moves the application to Hired;
 * declining withdraws the application with the candidate's reason in its timeline. Each step tells
 * the other side in the product through the notice `offer_event`, written in the step's own batch
 * (the move to Hired also through the usual status notice).
 */
import {
  APPLICATION_NOT_FOUND,
  expiryProblem,
  type FileLink,
  type Offer,
  OFFER_FILE_MAX_BYTES,
  OFFER_MESSAGES,
  offerExpired,
  type OfferInput,
  type OfferPay,
} from '../../src/contract';
import {
  findCandidateApplication,
  findCompanyApplication,
  hireThroughOffer,
  markOfferStatement,
  withdraw,
} from '../applications';
import { clock } from '../clock';
import { recruiterContext } from '../companies';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http';
import { assertSafePdf } from '../matching';
import { type NoticeEnv, noticeIntent } from '../notices';
import { notify } from '../notifications';
import { cleanName, fileLink } from '../resumes';
import * as store from './store';

const candidatePath = (id: string) => `/dashboard/applied-jobs/${encodeURIComponent(id)}`;
const recruiterPath = (jobId: string, id: string) =>
  `/recruiter/jobs/${encodeURIComponent(jobId)}/applications?open=${encodeURIComponent(id)}`;

/** JSON with every object's keys in order: the same content always serialises the same way. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The version of an offer's content: SHA-256 (hex) of its canonical serialisation. */
export async function offerVersion(content: Record<string, unknown>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(content)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the candidate reads of an offer, as its version covers it: the columns the store names. */
const offerContent = (row: store.OfferContentRow): store.OfferContentRow =>
  Object.fromEntries(store.OFFER_CONTENT_COLUMNS.map((c) => [c, row[c]])) as store.OfferContentRow;

async function toOffer(row: store.OfferRow | null): Promise<Offer | null> {
  return (
    row && {
      text: row.body,
      state: row.state,
      sentBy: row.sent_by_name,
      sentAt: row.sent_at,
      answeredAt: row.answered_at,
      declineReason: row.decline_reason,
      fileName: row.file_name,
      title: row.title,
      pay:
        row.pay_amount !== null
          ? {
              amount: row.pay_amount,
              currency: row.pay_currency as OfferPay['currency'],
              period: row.pay_period as OfferPay['period'],
            }
          : null,
      joiningDate: row.joining_date,
      location: row.location,
      expiresAt: row.expires_at,
      version: await offerVersion(offerContent(row)),
    }
  );
}

async function companyApplication(db: D1Database, userId: string, id: string) {
  const ctx = await recruiterContext(db, userId);
  const row = ctx.companyId ? await findCompanyApplication(db, ctx.companyId, id) : null;
  if (!row || !ctx.companyId) throw notFound(APPLICATION_NOT_FOUND);
  return { row, companyId: ctx.companyId };
}

/** The offer of one of the company's applications (null before one is sent). */
export async function recruiterOffer(db: D1Database, userId: string, id: string): Promise<Offer | null> {
  const { companyId } = await companyApplication(db, userId, id);
  const row = await store.findOffer(db, id);
  return row && row.company_id === companyId ? toOffer(row) : null;
}

/** The structured fields as stored: a field left out is NULL; the expiry must be ahead (400 otherwise). */
function storedFields(input: OfferInput, now: Date): store.OfferFields {
  const problem = input.expiresAt === null ? null : expiryProblem(input.expiresAt, now.getTime());
  if (problem) throw new ApiFailure(400, problem, { expiresAt: problem });
  return {
    title: input.title || null,
    pay_amount: input.pay?.amount ?? null,
    pay_currency: input.pay?.currency ?? null,
    pay_period: input.pay?.period ?? null,
    joining_date: input.joiningDate,
    location: input.location || null,
    // One spelling of the instant, so the store compares it with others as text.
    expires_at: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
  };
}

type OfferEvent = 'sent' | 'accepted' | 'declined';

/**
 * A step and its notice in one batch: the notice is written only when the step (an UPDATE or
 * upsert of the offer, which changes nothing once the offer was answered) took effect. True when it did.
 * `also` runs last in the batch (after the notice, whose condition reads the step's changes).
 */
async function stepWithNotice(
  db: D1Database,
  step: D1PreparedStatement,
  id: string,
  event: OfferEvent,
  now: Date,
  notices: string[],
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  const notice = offerNotice(db, id, event, now);
  const [done] = await db.batch([step, notice.statement, ...also]);
  if (!done?.meta.changes) return false;
  notices.push(notice.id);
  return true;
}

const offerNotice = (db: D1Database, id: string, event: OfferEvent, now: Date) =>
  noticeIntent(db, 'offer_event', id, now, { event }, { condition: { sql: 'changes() > 0', values: [] } });

/** Delivers the notice `offer_event`: the candidate hears of a sent offer, its sender of an answer. */
export async function announceOffer(env: NoticeEnv, id: string, event: unknown, now: Date): Promise<void> {
  const o = await store.offerToAnnounce(env.DB, id);
  if (!o) return;
  const toRecruiter = { link: recruiterPath(o.job_id, id), kind: 'offer' } as const;
  if (event === 'sent')
    await notify(
      env,
      o.candidate_id,
      {
        kind: 'offer',
        title: `An offer for ${o.job_title}`,
        body: 'Read it and accept or decline on your application.',
        link: candidatePath(id),
      },
      now,
    );
  else if (event === 'accepted')
    await notify(
      env,
      o.sent_by,
      {
        ...toRecruiter,
        title: `Offer accepted for ${o.job_title}`,
        body: 'Confirm the hire to move the application to Hired.',
      },
      now,
    );
  else if (event === 'declined')
    await notify(
      env,
      o.sent_by,
      { ...toRecruiter, title: `Offer declined for ${o.job_title}`, body: o.decline_reason ?? '' },
      now,
    );
}

export async function sendOffer(
  env: Bindings,
  userId: string,
  id: string,
  input: OfferInput,
  notices: string[],
  now = clock.date(),
): Promise<Offer | null> {
  const { row, companyId } = await companyApplication(env.DB, userId, id);
  if (row.status !== 'offer') throw new ApiFailure(409, OFFER_MESSAGES.notInOffer);
  const fields = storedFields(input, now);
  const upsert = store.upsertOffer(env.DB, {
    applicationId: id,
    companyId,
    sentBy: userId,
    body: input.text,
    now: now.toISOString(),
    fields,
  });
  // The application learns it has an offer (a plain move to Hired is then refused) in the offer's batch;
  // when an answered offer refuses the upsert, it already knew.
  const offered = markOfferStatement(env.DB, id);
  if (!(await stepWithNotice(env.DB, upsert, id, 'sent', now, notices, [offered])))
    throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
  return recruiterOffer(env.DB, userId, id);
}

/** A recruiter of the company confirms the hire the candidate accepted: the application moves to Hired. */
export async function confirmHire(env: Bindings, userId: string, id: string, notices: string[], now = clock.date()) {
  await companyApplication(env.DB, userId, id);
  const offer = await store.findOffer(env.DB, id);
  if (offer?.state !== 'accepted') throw new ApiFailure(409, OFFER_MESSAGES.notAccepted);
  // The confirmation is stored in the hire's own batch.
  const confirm = store.answerOffer(env.DB, id, 'accepted', 'confirmed', now.toISOString());
  return hireThroughOffer(env, userId, id, confirm, notices);
}

async function candidateOfferRow(db: D1Database, candidateId: string, id: string) {
  const app = await findCandidateApplication(db, candidateId, id);
  if (!app) throw notFound(APPLICATION_NOT_FOUND);
  const offer = await store.findOffer(db, id);
  // An offer written by a company the job no longer belongs to is not shown.
  return { app, offer: offer && offer.company_id === app.company_id ? offer : null };
}

export async function candidateOffer(db: D1Database, candidateId: string, id: string): Promise<Offer | null> {
  return toOffer((await candidateOfferRow(db, candidateId, id)).offer);
}

/**
 * The candidate accepts the offer as they read it (`version`, from `Offer.version`): if anything
 * they read changed since (the text, the letter, a structured field), 409 `changed`, and reading it
 * again shows the new offer; past its expiry, 410 `expired`. The checks and the answer are one
 * statement, so a change or the expiry cannot slip in between. Then the recruiter who sent it is
 * asked to confirm the hire.
 */
export async function acceptOffer(
  env: Bindings,
  candidateId: string,
  id: string,
  version: string,
  notices: string[],
  now = clock.date(),
): Promise<Offer | null> {
  const { app, offer } = await candidateOfferRow(env.DB, candidateId, id);
  if (!offer) throw notFound(OFFER_MESSAGES.noOffer);
  if (app.status !== 'offer' || offer.state !== 'sent') throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
  if ((await offerVersion(offerContent(offer))) !== version) throw new ApiFailure(409, OFFER_MESSAGES.changed);
  if (offerExpired({ expiresAt: offer.expires_at }, now.getTime())) throw new ApiFailure(410, OFFER_MESSAGES.expired);
  const accept = store.acceptAsRead(env.DB, id, offer, now.toISOString());
  if (!(await stepWithNotice(env.DB, accept, id, 'accepted', now, notices))) {
    // Answered, changed or expired since it was read a moment ago: say which.
    const current = await store.findOffer(env.DB, id);
    if (current?.state !== 'sent') throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
    if (offerExpired({ expiresAt: current.expires_at }, now.getTime()))
      throw new ApiFailure(410, OFFER_MESSAGES.expired);
    throw new ApiFailure(409, OFFER_MESSAGES.changed);
  }
  return candidateOffer(env.DB, candidateId, id);
}

/**
 * The candidate declines with a reason: the application is withdrawn, the reason in its timeline,
 * and the answer, its notice and the closing of an open interview are in the withdrawal's batch.
 */
export async function declineOffer(
  env: Bindings,
  candidateId: string,
  id: string,
  reason: string,
  notices: string[],
  now = clock.date(),
): Promise<Offer | null> {
  const { app, offer } = await candidateOfferRow(env.DB, candidateId, id);
  if (!offer) throw notFound(OFFER_MESSAGES.noOffer);
  if (app.status !== 'offer' || offer.state !== 'sent') throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
  const notice = offerNotice(env.DB, id, 'declined', now);
  const answer = store.answerOffer(env.DB, id, 'sent', 'declined', now.toISOString(), reason);
  await withdraw(env.DB, candidateId, id, `Declined the offer: ${reason}`, notices, [answer, notice.statement]);
  notices.push(notice.id);
  return candidateOffer(env.DB, candidateId, id);
}

/**
 * Attaches (or replaces) the offer's PDF while the candidate has not answered: stored in R2 first,
 * then the offer points at it (a replaced or unclaimed file is left to the orphan sweep). `fileId`
 * names the object (the same on a keyed retry, which then writes the same object again).
 */
export async function attachOfferFile(
  env: Bindings,
  userId: string,
  id: string,
  file: File,
  fileId: string = crypto.randomUUID(),
): Promise<Offer | null> {
  const { companyId } = await companyApplication(env.DB, userId, id);
  const offer = await store.findOffer(env.DB, id);
  if (!offer || offer.company_id !== companyId) throw new ApiFailure(409, OFFER_MESSAGES.noOffer);
  if (offer.state !== 'sent') throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
  if (file.size > OFFER_FILE_MAX_BYTES) throw new ApiFailure(413, OFFER_MESSAGES.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The same checks as a resume (content type, encryption, active content), and always a .pdf name.
  await assertSafePdf(bytes, () => new ApiFailure(400, OFFER_MESSAGES.fileNotPdf, { file: OFFER_MESSAGES.fileNotPdf }));
  const name = cleanName(file.name, 'pdf', 'offer');
  const key = `offers/${id}/${fileId}.pdf`;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } });
  if (!(await store.setOfferFile(env.DB, id, key, name))) throw new ApiFailure(409, OFFER_MESSAGES.alreadyAnswered);
  return recruiterOffer(env.DB, userId, id);
}

async function offerFileLink(env: Bindings, offer: store.OfferRow | null): Promise<FileLink> {
  if (!offer?.file_key || !offer.file_name) throw notFound(OFFER_MESSAGES.noFile);
  return fileLink(env, { key: offer.file_key, name: offer.file_name, mime: 'application/pdf' });
}

/** A short-lived link to the offer's PDF for a recruiter of the company. */
export async function recruiterOfferFile(env: Bindings, userId: string, id: string): Promise<FileLink> {
  const { companyId } = await companyApplication(env.DB, userId, id);
  const offer = await store.findOffer(env.DB, id);
  return offerFileLink(env, offer?.company_id === companyId ? offer : null);
}

/** A short-lived link to the offer's PDF for the candidate whose application it is. */
export async function candidateOfferFile(env: Bindings, candidateId: string, id: string): Promise<FileLink> {
  return offerFileLink(env, (await candidateOfferRow(env.DB, candidateId, id)).offer);
}
