/**
 * The only place the candidate workspace talks to the matching engine (worker/ats). Everything
 * else (resumes, feed, apply, alerts) calls these functions, so adapting to the engine is one edit.
 *
 * TEMPORARY until worker/ats lands on main: files are checked by type and size but no text is
 * extracted, so every resume is 'unreadable' and every match is 'insufficient_data'. No scorer of
 * our own is written here on purpose.
 */
import type { Job, JobMatch, JobSearch, ResumeTextStatus } from '../../src/contract';
import { ApiFailure } from '../http/errors';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export interface ReadResume {
  mime: string;
  extension: 'pdf' | 'docx';
  text: string;
  textStatus: ResumeTextStatus;
}

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function sniff(bytes: Uint8Array): 'pdf' | 'docx' | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 8));
  if (head.startsWith('%PDF-')) return 'pdf';
  if (head.startsWith('PK\u0003\u0004') && new TextDecoder('latin1').decode(bytes).includes('word/')) return 'docx';
  return null;
}

/**
 * Checks a file (size cap, PDF or DOCX by its content) and reads its text. A refused file throws
 * a 400/413 with a clear message; a valid file whose text cannot be read comes back 'unreadable'.
 */
const refuse = (status: 400 | 413, message: string) => new ApiFailure(status, message, { file: message });

/** Checked before the bytes are read into memory. */
export function assertResumeSize(size: number): void {
  if (size > RESUME_MAX_BYTES) throw refuse(413, `The file is larger than ${RESUME_MAX_BYTES / 1024 / 1024} MB.`);
  if (size === 0) throw refuse(400, 'The file is empty.');
}

export async function readResume(bytes: Uint8Array, _filename: string): Promise<ReadResume> {
  assertResumeSize(bytes.byteLength);
  const kind = sniff(bytes);
  if (!kind) throw refuse(400, 'Only PDF and DOCX resumes are supported (the file content is neither).');
  return { mime: MIME[kind], extension: kind, text: '', textStatus: 'unreadable' };
}

/** What matching needs about a candidate: their resume text, or their profile as text. */
export interface CandidateMatchProfile {
  source: 'resume' | 'profile';
  resumeName: string | null;
  text: string;
}

export interface MatchResult {
  score: number | null;
  status: 'scored' | 'insufficient_data';
  breakdown: Record<string, unknown> | null;
  version: string;
}

/** Prepares a candidate once for scoring many jobs. */
export function prepareCandidate(profile: CandidateMatchProfile) {
  return profile;
}

export function scoreJob(_candidate: ReturnType<typeof prepareCandidate>, _job: Job): MatchResult {
  return { score: null, status: 'insufficient_data', breakdown: null, version: 'pending-engine' };
}

/** Scores a stored resume against a job; an unreadable resume is never scored as if empty. */
export function scoreResume(text: string, textStatus: ResumeTextStatus, job: Job): MatchResult {
  if (textStatus !== 'ok') return { score: null, status: 'insufficient_data', breakdown: null, version: 'pending-engine' };
  return scoreJob(prepareCandidate({ source: 'resume', resumeName: null, text }), job);
}

/** The "your match" summary of a result: the job's skills found and missing. */
export function matchSummary(result: MatchResult | null, profile: CandidateMatchProfile | null, job: Job): JobMatch {
  if (!profile || !result) {
    return { score: null, status: 'no_resume', source: null, resumeName: null, requiredFound: [], requiredMissing: job.requiredSkills, niceFound: [], niceMissing: job.niceToHaveSkills };
  }
  return { score: result.score, status: result.status, source: profile.source, resumeName: profile.resumeName, requiredFound: [], requiredMissing: job.requiredSkills, niceFound: [], niceMissing: job.niceToHaveSkills };
}

/** A final say on whether a job the search found belongs to an alert (the SQL filters did the rest). */
export function jobMatchesAlert(_search: JobSearch, _job: Job): boolean {
  return true;
}
