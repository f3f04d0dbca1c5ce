import { type z } from 'zod';

import {
  acceptsApplications,
  APPLICATION_NOT_FOUND,
  APPLY_MESSAGES,
  type applyInputSchema,
  type AtsBreakdown,
  type CandidateApplication,
  type CandidateApplicationDetail,
  canRequestHumanReview,
  canWithdraw,
  HUMAN_REVIEW,
  isHumanReview,
  type Job,
  screeningAnswersSchema,
  screeningRecord,
  unmetAnswers,
} from '../../src/contract';
import { findUserById } from '../auth';
import { clock } from '../clock';
import type { Bindings } from '../env';
import { ApiFailure, notFound } from '../http';
import { findJob, readableJob, toJob } from '../jobs';
import { type MatchResult, matchSummary, prepareCandidate, scoreResume } from '../matching';
import { noticeIntent } from '../notices';
import { findResume } from '../resumes';
import { move } from './move';
import * as store from './store';

export const CANDIDATE_APPLICATIONS_LIMIT = 200;

function toItem(row: store.CandidateApplicationRow): CandidateApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    companyId: row.company_id,
    companyName: row.company_name,
    jobStatus: row.job_status,
    status: row.status,
    atsScore: row.ats_score,
    atsStatus: row.ats_status,
    resumeName: row.resume_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
  };
}

export async function listApplications(db: D1Database, candidateId: string): Promise<CandidateApplication[]> {
  return (await store.listCandidateApplicationsWithJobs(db, candidateId, CANDIDATE_APPLICATIONS_LIMIT)).map(toItem);
}

/** The candidate sees their score, its breakdown and the timeline; recruiters' notes stay internal. */
export async function applicationDetail(
  db: D1Database,
  candidateId: string,
  id: string,
): Promise<CandidateApplicationDetail> {
  const row = await store.findCandidateApplication(db, candidateId, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const [events, jobRow] = await Promise.all([store.listEvents(db, id), findJob(db, row.job_id)]);
  const breakdown = JSON.parse(row.ats_breakdown || 'null') as AtsBreakdown | null;
  const result: MatchResult = {
    score: row.ats_score,
    status: row.ats_status === 'scored' ? 'scored' : 'insufficient_data',
    reason: row.ats_status === 'scored' ? null : 'The text of the resume could not be read well enough to score.',
    breakdown: breakdown && Object.keys(breakdown).length ? breakdown : null,
    version: row.ats_version,
  };
  return {
    ...toItem(row),
    coverLetter: row.cover_letter,
    atsVersion: row.ats_version,
    breakdown: result.breakdown,
    // What would raise the score: the resume sent, scored again by the current engine.
    match: matchSummary(
      result,
      { source: 'resume', resumeName: row.resume_name, text: '' },
      toJob(jobRow!, false),
      result.breakdown && row.resume_text
        ? prepareCandidate({ source: 'resume', resumeName: row.resume_name, text: row.resume_text })
        : undefined,
    ),
    canWithdraw: canWithdraw(row.status),
    humanReview: isHumanReview(row.ats_status),
    canRequestHumanReview: canRequestHumanReview(row.status, row.ats_status),
    timeline: events.map((e) => ({
      from: e.from_status,
      to: e.to_status,
      at: e.created_at,
      byYou: e.actor_id === candidateId,
      // Their own note, or what a recruiter sent them with a move; recruiters' notes stay internal.
      note: e.actor_id === candidateId ? e.note : e.message,
    })),
    screeningAnswers: store.screeningAnswers(row.screening_answers),
  };
}

/** Only an account whose email is verified applies (docs/decisions.md); Google accounts are. */
async function requireVerifiedEmail(db: D1Database, candidateId: string) {
  const account = await findUserById(db, candidateId);
  if (account && !account.email_verified_at) throw new ApiFailure(403, APPLY_MESSAGES.verifyEmail(account.email));
}

/**
 * The answers to the job's screening questions, checked as the apply form checks them (400 with
 * each question's message under `screeningAnswers.<id>`), as they will be kept.
 */
function checkedAnswers(job: Job, answers: Record<string, string>) {
  const parsed = screeningAnswersSchema(job.screeningQuestions).safeParse(answers);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [
        ['screeningAnswers', ...i.path, ...('keys' in i ? i.keys : [])].join('.'),
        i.message,
      ]),
    );
    throw new ApiFailure(400, parsed.error.issues[0]!.message, fields);
  }
  return screeningRecord(job.screeningQuestions, parsed.data);
}

/**
 * Applies with one of the candidate's resumes. The application gets its own copy of the file and
 * text and its score from the engine; the UNIQUE (job, candidate) constraint settles two at once.
 * The receipt and the recruiters' emails are a notice written with it (its id goes to `notices`).
 */
export async function apply(
  env: Bindings,
  candidateId: string,
  jobId: string,
  input: z.output<typeof applyInputSchema>,
  notices: string[],
  now = clock.date(),
  id: string = crypto.randomUUID(),
): Promise<CandidateApplicationDetail> {
  const jobRow = await readableJob(env.DB, jobId);
  await requireVerifiedEmail(env.DB, candidateId);
  const existing = await store.findCandidateApplicationForJob(env.DB, candidateId, jobId);
  // A retry of this very apply that landed (its answer lost) answers the application it made.
  if (existing?.id === id) return applicationDetail(env.DB, candidateId, id);
  if (existing) throw new ApiFailure(409, APPLY_MESSAGES.duplicate);
  const job = toJob(jobRow, false);
  if (!acceptsApplications(job, now))
    throw new ApiFailure(409, job.status === 'open' ? APPLY_MESSAGES.deadlinePassed : APPLY_MESSAGES.closed);
  const screening = checkedAnswers(job, input.screeningAnswers);
  const resume = await findResume(env.DB, candidateId, input.resumeName);
  if (!resume) throw new ApiFailure(400, APPLY_MESSAGES.resumeMissing, { resumeName: APPLY_MESSAGES.resumeMissing });
  const file = await env.FILES.get(resume.r2_key);
  if (!file)
    throw new ApiFailure(409, 'The file of this resume is missing. Upload it again.', {
      resumeName: 'Upload this resume again',
    });

  const key = `applications/${id}/${resume.id}`;
  await env.FILES.put(key, await file.arrayBuffer(), { httpMetadata: { contentType: resume.mime } });
  // Asked to be reviewed without the score: the engine never sees this application. The engine
  // never sees the screening answers either: they are kept beside the score, not in it.
  const result = input.humanReview ? null : scoreResume(resume.text, resume.text_status, job);
  const notice = noticeIntent(env.DB, 'application_received', id, now);
  const inserted = await store.insertApplication(
    env.DB,
    {
      id,
      jobId,
      candidateId,
      resumeId: resume.id,
      resumeName: resume.name,
      resumeR2Key: key,
      resumeText: resume.text,
      coverLetter: input.coverLetter,
      atsScore: result?.score ?? null,
      atsStatus: result?.status ?? HUMAN_REVIEW.status,
      atsBreakdown: JSON.stringify(result?.breakdown ?? null),
      atsVersion: result?.version ?? '',
      screeningAnswers: JSON.stringify(screening),
      screeningUnmet: unmetAnswers(screening).length > 0,
      note: result ? '' : HUMAN_REVIEW.note,
      now: now.toISOString(),
    },
    [notice.statement],
  );
  if (!inserted) {
    await env.FILES.delete(key);
    throw new ApiFailure(409, APPLY_MESSAGES.duplicate);
  }
  notices.push(notice.id);
  return applicationDetail(env.DB, candidateId, id);
}

/** Drops the score of an application that has not moved yet; it is reviewed by people alone from now on. */
export async function requestHumanReview(
  db: D1Database,
  candidateId: string,
  id: string,
): Promise<CandidateApplicationDetail> {
  const row = await store.findCandidateApplication(db, candidateId, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (isHumanReview(row.ats_status)) return applicationDetail(db, candidateId, id);
  if (!canRequestHumanReview(row.status, row.ats_status) || !(await store.markHumanReview(db, id, HUMAN_REVIEW.note)))
    throw new ApiFailure(409, HUMAN_REVIEW.tooLate);
  return applicationDetail(db, candidateId, id);
}

/**
 * The candidate withdraws (or declines their offer, which withdraws): `also` runs in the move's
 * batch, and the notice ids the move wrote are added to `notices`.
 */
export async function withdraw(
  db: D1Database,
  candidateId: string,
  id: string,
  reason: string,
  notices: string[] = [],
  also: D1PreparedStatement[] = [],
): Promise<CandidateApplicationDetail> {
  const row = await store.findCandidateApplication(db, candidateId, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!canWithdraw(row.status)) throw new ApiFailure(409, APPLY_MESSAGES.notWithdrawable);
  const closing = await move(
    db,
    [{ id, from: row.status }],
    {
      to: 'withdrawn',
      actorId: candidateId,
      note: reason,
      reason: null,
      now: clock.iso(),
    },
    also,
  );
  // Lost a race with a recruiter's move: the state it was withdrawn from is gone.
  if (!closing) throw new ApiFailure(409, APPLY_MESSAGES.notWithdrawable);
  notices.push(...closing);
  return applicationDetail(db, candidateId, id);
}
