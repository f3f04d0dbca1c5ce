import {
  deadlineBlocksOpening,
  EMPLOYER_MESSAGES,
  type Job,
  JOB_DEADLINE_PASSED_MESSAGE,
  type JobInput,
  type JobStatus,
} from '../../src/contract';
import { auditStatement } from '../audit';
import { clock } from '../clock';
import { companyIdOfRecruiter, recruiterStanding } from '../companies';
import { ApiFailure, notFound } from '../http';
import { noticeIntent } from '../notices';
import * as store from './store';

export const NO_COMPANY_MESSAGE = 'Add your company in your profile before posting a job.';
export const CLOSED_INSTEAD_MESSAGE =
  'This job has applications, so it was closed instead of deleted. Its applications stay in your pipeline.';

async function requireCompany(db: D1Database, recruiterId: string): Promise<string> {
  const companyId = await companyIdOfRecruiter(db, recruiterId);
  if (!companyId) throw new ApiFailure(409, NO_COMPANY_MESSAGE);
  return companyId;
}

/**
 * A job of the recruiter's own company (colleagues share their company's jobs). Any other id, or a
 * job an admin removed, is "not found": never confirm that someone else's job exists.
 */
export async function jobOfRecruiter(db: D1Database, recruiterId: string, jobId: string): Promise<store.JobRow> {
  const [companyId, row] = await Promise.all([companyIdOfRecruiter(db, recruiterId), store.findJob(db, jobId)]);
  if (!row || !companyId || row.company_id !== companyId || row.removed_at) throw notFound('Job not found');
  return row;
}

/** Only a recruiter who verified their email publishes; drafts are always allowed. */
async function requireVerifiedEmailToPublish(db: D1Database, recruiterId: string) {
  if (!(await recruiterStanding(db, recruiterId)).emailVerified)
    throw new ApiFailure(403, EMPLOYER_MESSAGES.verifyEmailToPublish, {
      status: EMPLOYER_MESSAGES.verifyEmailToPublish,
    });
}

function refusePastDeadline(input: JobInput, previous: store.JobRow | null) {
  if (deadlineBlocksOpening(input, previous, clock.date()))
    throw new ApiFailure(400, JOB_DEADLINE_PASSED_MESSAGE, { deadline: JOB_DEADLINE_PASSED_MESSAGE });
}

/** Publishing writes a notice (job alerts hear of it) in the job's own batch; its id goes to `notices`. */
function publishNotice(db: D1Database, jobId: string, publishing: boolean, notices: string[], now: Date) {
  if (!publishing) return [];
  const notice = noticeIntent(db, 'job_published', jobId, now);
  notices.push(notice.id);
  return [notice.statement];
}

/**
 * Changing what a job asks candidates changes who is flagged: audited, in the job's own batch,
 * with the questions as they now are.
 */
function questionsAudit(db: D1Database, actorId: string, jobId: string, before: string, input: JobInput, now: Date) {
  if (input.screeningQuestions === undefined || JSON.stringify(input.screeningQuestions) === before) return [];
  return [
    auditStatement(
      db,
      {
        actorId,
        action: 'job_screening_changed',
        targetType: 'job',
        targetId: jobId,
        detail: { questions: input.screeningQuestions.map((q) => ({ label: q.label, accepted: q.accepted })) },
      },
      now,
    ),
  ];
}

/** `id` is the new job's (the same on a keyed retry: one that landed is answered as is). */
export async function createJob(
  db: D1Database,
  recruiterId: string,
  input: JobInput,
  notices: string[],
  id: string = crypto.randomUUID(),
): Promise<Job> {
  const companyId = await requireCompany(db, recruiterId);
  const landed = await store.findJob(db, id);
  if (landed && landed.recruiter_id === recruiterId) return store.toJob(landed, true);
  if (input.status === 'closed')
    throw new ApiFailure(400, 'A new job is saved as a draft or published', { status: 'Choose draft or open' });
  refusePastDeadline(input, null);
  if (input.status === 'open') await requireVerifiedEmailToPublish(db, recruiterId);
  const now = clock.date();
  await store.insertJob(db, { id, companyId, recruiterId, now: now.toISOString() }, input, [
    ...publishNotice(db, id, input.status === 'open', notices, now),
    ...questionsAudit(db, recruiterId, id, '[]', input, now),
  ]);
  return store.toJob((await store.findJob(db, id))!, true);
}

/**
 * What follows a job's edit in the concern above this one: its open applications scored again against
 * the requirements as they are now (`rescoreOpenApplications`, worker/applications, which imports jobs,
 * so the root hands it in: worker/api.ts).
 */
export type RescoreApplications = (db: D1Database, job: Job) => Promise<unknown>;

export async function updateJob(
  db: D1Database,
  recruiterId: string,
  jobId: string,
  input: JobInput,
  notices: string[],
  rescore: RescoreApplications,
): Promise<Job> {
  const existing = await jobOfRecruiter(db, recruiterId, jobId);
  // Once published, a job cannot go back to draft: candidates may already have applied.
  if (input.status === 'draft' && existing.posted_at)
    throw new ApiFailure(400, 'A published job cannot go back to draft; close it instead', {
      status: 'Choose open or closed',
    });
  refusePastDeadline(input, existing);
  const publishing = input.status === 'open' && existing.status !== 'open';
  if (publishing) await requireVerifiedEmailToPublish(db, recruiterId);
  const now = clock.date();
  await store.updateJob(db, jobId, input, now.toISOString(), [
    ...publishNotice(db, jobId, publishing, notices, now),
    ...questionsAudit(db, recruiterId, jobId, existing.screening_questions, input, now),
  ]);
  const job = store.toJob((await store.findJob(db, jobId))!, true);
  // Applications still in the pipeline are judged against the requirements as they are now.
  await rescore(db, job);
  return job;
}

/** Deleting a job with applications closes it instead, so no candidate's application disappears. */
export async function deleteJob(
  db: D1Database,
  recruiterId: string,
  jobId: string,
): Promise<{ deleted: boolean; message: string; job?: Job }> {
  const existing = await jobOfRecruiter(db, recruiterId, jobId);
  if (await store.hasApplications(db, jobId)) {
    if (existing.status !== 'closed') await store.setJobStatus(db, jobId, 'closed', clock.iso());
    return {
      deleted: false,
      message: CLOSED_INSTEAD_MESSAGE,
      job: store.toJob((await store.findJob(db, jobId))!, true),
    };
  }
  await store.deleteJob(db, jobId);
  return { deleted: true, message: 'Job deleted' };
}

export async function getJobForRecruiter(db: D1Database, recruiterId: string, jobId: string): Promise<Job> {
  return store.toJob(await jobOfRecruiter(db, recruiterId, jobId), true);
}

export const RECRUITER_JOBS_LIMIT = 200;

export async function listRecruiterJobs(db: D1Database, recruiterId: string, status?: JobStatus): Promise<Job[]> {
  const companyId = await companyIdOfRecruiter(db, recruiterId);
  if (!companyId) return [];
  const rows = await store.listCompanyJobs(db, companyId, status, RECRUITER_JOBS_LIMIT);
  return rows.map((row) => store.toJob(row, true));
}
