/**
 * The only place the candidate workspace talks to the matching engine (worker/ats). Resumes,
 * feed, apply and alerts call these functions, so the engine's API is adapted here and only here.
 */
import {
  ATS_INPUT_MESSAGES,
  type AtsInputErrorCode,
  type AtsResult,
  type Job,
  type JobMatch,
  type JobSearch,
  RESUME_MAX_BYTES,
  type ResumeTextStatus,
} from '../../src/contract';
import {
  analyzeJob,
  analyzeResume,
  ATS_SCORER_VERSION,
  AtsInputError,
  extractResumeText,
  type JobProfile,
  matchesAlert,
  nextSteps,
  redactedLines,
  redactIdentity,
  type ResumeProfile,
  scoreMatch,
  sniff,
} from '../ats';
import { ApiFailure } from '../http';

export { RESUME_MAX_BYTES, ATS_SCORER_VERSION };
export type MatchResult = AtsResult;

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

/**
 * Files refused outright: anything that does not open as a PDF or DOCX whatever its name says (the
 * content decides the type), a password-protected file, a PDF carrying active content, a DOCX
 * with macros, remote content or DDE fields, a DOCX that unpacks to far more than a resume. A PDF
 * or DOCX that opens but yields no text (a scanned page) is kept but flagged 'unreadable': a
 * recruiter can still open it, it is just never scored.
 */
const REFUSED: Partial<Record<AtsInputErrorCode, 400 | 413>> = {
  too_large: 413,
  empty_file: 400,
  unsupported_type: 400,
  legacy_doc: 400,
  encrypted: 400,
  unreadable: 400,
  active_content: 400,
  active_content_docx: 400,
  oversized_content: 400,
};

const refuse = (status: 400 | 413, message: string) => new ApiFailure(status, message, { file: message });

export const resumeTooLarge = () => refuse(413, ATS_INPUT_MESSAGES.too_large);

/** Checked before the bytes are read into memory. */
export function assertResumeSize(size: number): void {
  if (size > RESUME_MAX_BYTES) throw resumeTooLarge();
  if (size === 0) throw refuse(400, ATS_INPUT_MESSAGES.empty_file);
}

/** Checks a file (size cap, PDF or DOCX by its content) and reads its text once, on upload. */
export async function readResume(bytes: Uint8Array, _filename: string): Promise<ReadResume> {
  try {
    const { text, kind } = await extractResumeText(bytes);
    if (kind === 'txt') throw new AtsInputError('unsupported_type');
    return { mime: MIME[kind], extension: kind, text, textStatus: 'ok' };
  } catch (err) {
    if (!(err instanceof AtsInputError)) throw err;
    const status = REFUSED[err.code];
    if (status) throw refuse(status, ATS_INPUT_MESSAGES[err.code]);
    const kind = sniff(bytes) === 'docx' ? 'docx' : 'pdf';
    return { mime: MIME[kind], extension: kind, text: '', textStatus: 'unreadable' };
  }
}

/**
 * Checks a file that must be a PDF (an offer letter) the way a resume is checked: refused, with the
 * same messages, when it is encrypted, damaged, unsafe or unpacks too far; `notPdf` when its
 * content is no PDF. Its text is not needed, so a scanned letter passes.
 */
export async function assertSafePdf(bytes: Uint8Array, notPdf: () => ApiFailure): Promise<void> {
  if (sniff(bytes) !== 'pdf') throw notPdf();
  const read = await readResume(bytes, '');
  if (read.extension !== 'pdf') throw notPdf();
}

/** What a candidate is matched on: their resume text, or their profile written out as text. */
export interface CandidateMatchProfile {
  source: 'resume' | 'profile';
  resumeName: string | null;
  text: string;
}

/** Analyses a candidate once, to score many jobs. */
export function prepareCandidate(profile: CandidateMatchProfile): ResumeProfile {
  return analyzeResume(profile.text);
}

// Analysing a job costs about ten times scoring it, and a best-match feed scores MATCH_WINDOW jobs
// per request: the isolate keeps the newest analyses, keyed by everything the analysis reads, so an
// edited job is analysed afresh and a stale one can never be used.
const JOB_PROFILE_CACHE_SIZE = 2_000;
const jobProfiles = new Map<string, JobProfile>();

/** The engine's view of a job; made once per job, then compared with many resumes or alerts. */
export function jobProfile(job: Job): JobProfile {
  const input = {
    title: job.title,
    description: job.description,
    requiredSkills: job.requiredSkills,
    niceToHaveSkills: job.niceToHaveSkills,
    minYears: job.minYears,
  };
  const key = JSON.stringify(input);
  const cached = jobProfiles.get(key);
  if (cached) {
    // Re-inserting marks it as recently used: the Map's first key is always the least recent.
    jobProfiles.delete(key);
    jobProfiles.set(key, cached);
    return cached;
  }
  const profile = analyzeJob(input);
  jobProfiles.set(key, profile);
  if (jobProfiles.size > JOB_PROFILE_CACHE_SIZE) jobProfiles.delete(jobProfiles.keys().next().value!);
  return profile;
}

export function scoreJob(candidate: ResumeProfile, job: Job): MatchResult {
  return scoreMatch(candidate, jobProfile(job));
}

/** Scores a stored resume against a job; an unreadable resume is never scored as if empty. */
export function scoreResume(text: string, textStatus: ResumeTextStatus, job: Job): MatchResult {
  if (textStatus !== 'ok')
    return {
      score: null,
      status: 'insufficient_data',
      reason: 'The text of this resume could not be read.',
      breakdown: null,
      version: ATS_SCORER_VERSION,
    };
  return scoreJob(analyzeResume(text), job);
}

/**
 * A resume's text as a recruiter reads it while blind review hides who wrote it: identity removed
 * exactly as the engine removes it (so evidence lines appear in it word for word), and the names
 * the candidate is known by as well.
 */
export function blindResumeText(text: string, names: readonly string[]): string {
  return redactedLines(text, { names }).join('\n');
}

/** A cover letter read blind: the same identity removal, its paragraphs kept. */
export function blindLetter(text: string, names: readonly string[]): string {
  return redactIdentity(text, { names, contactBlock: false })
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .trim();
}

/**
 * The "your match" summary of a result: the job's skills found and missing, from the breakdown, and,
 * given the analysed resume, what would raise the score most.
 */
export function matchSummary(
  result: MatchResult | null,
  profile: CandidateMatchProfile | null,
  job: Job,
  resume?: ResumeProfile,
): JobMatch {
  const none = {
    requiredFound: [],
    requiredMissing: job.requiredSkills,
    niceFound: [],
    niceMissing: job.niceToHaveSkills,
    nextSteps: [],
  };
  if (!profile || !result)
    return { score: null, status: 'no_resume', reason: null, source: null, resumeName: null, ...none };
  const b = result.breakdown;
  const split = (items: { skill: string; found: boolean }[], found: boolean) =>
    items.filter((i) => i.found === found).map((i) => i.skill);
  return {
    score: result.score,
    status: result.status,
    reason: result.reason,
    source: profile.source,
    resumeName: profile.resumeName,
    ...(b
      ? {
          requiredFound: split(b.requiredSkills.items, true),
          requiredMissing: split(b.requiredSkills.items, false),
          niceFound: split(b.niceToHaveSkills.items, true),
          niceMissing: split(b.niceToHaveSkills.items, false),
          nextSteps: resume ? nextSteps(resume, jobProfile(job)) : [],
        }
      : none),
  };
}

/** The engine's say on a job the SQL search found for an alert: every keyword, through the taxonomy. */
export function jobMatchesAlert(search: JobSearch, job: Job): boolean {
  return matchesAlert({ keywords: search.q.split(/\s+/).join(',') }, jobProfile(job));
}
