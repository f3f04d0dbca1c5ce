import {
  acceptsApplications,
  type CandidateJob,
  excerpt,
  type FeedQuery,
  type FeedResponse,
  type JobCard,
  type JobSearch,
  MATCH_WINDOW,
  utcDay,
} from '../../src/contract';
import { appliedJobIds, findCandidateApplicationForJob } from '../applications';
import { findProfile } from '../candidates';
import { clock } from '../clock';
import { findCompany, toCompany } from '../companies';
import { ApiFailure, notFound } from '../http';
import { JOB_NOT_FOUND, type JobRow, readableJob, toJob } from '../jobs';
import { type CandidateMatchProfile, matchSummary, prepareCandidate, scoreJob } from '../matching';
import { latestReadableResume } from '../resumes';
import * as store from './store';

/**
 * What a candidate is matched on: their newest readable resume, or else their profile (skills,
 * experience, bio) when it lists skills; null when there is nothing to match.
 */
export async function matchProfileOf(db: D1Database, candidateId: string): Promise<CandidateMatchProfile | null> {
  const resume = await latestReadableResume(db, candidateId);
  if (resume) return { source: 'resume', resumeName: resume.name, text: resume.text };
  const profile = await findProfile(db, candidateId);
  const skills = profile?.skills ? (JSON.parse(profile.skills) as string[]) : [];
  if (!profile || skills.length === 0) return null;
  return {
    source: 'profile',
    resumeName: null,
    text: [`Skills: ${skills.join(', ')}`, profile.experience ?? '', profile.bio ?? ''].join('\n\n'),
  };
}

export function toCard(row: JobRow, matchScore: number | null, applied: boolean): JobCard {
  const job = toJob(row, false);
  const {
    id,
    companyId,
    companyName,
    companyVerified,
    title,
    city,
    country,
    workplaceType,
    employmentType,
    minYears,
    requiredSkills,
    deadline,
    postedAt,
    status,
    salary,
  } = job;
  return {
    id,
    companyId,
    companyName,
    companyVerified,
    title,
    city,
    country,
    workplaceType,
    employmentType,
    minYears,
    requiredSkills,
    deadline,
    postedAt,
    status,
    salary,
    excerpt: excerpt(job.description),
    matchScore,
    applied,
  };
}

/** What a list of jobs shows a candidate: their match and whether they applied. */
export interface Viewer {
  profile: CandidateMatchProfile | null;
  applied: Set<string>;
}

export async function viewerOf(db: D1Database, candidateId: string): Promise<Viewer> {
  const [profile, applied] = await Promise.all([matchProfileOf(db, candidateId), appliedJobIds(db, candidateId)]);
  return { profile, applied };
}

export const NO_VIEWER: Viewer = { profile: null, applied: new Set() };

/** Cards for a candidate (null scores when there is nothing to match on). */
export function scoreRows(rows: JobRow[], viewer: Viewer): JobCard[] {
  const prepared = viewer.profile ? prepareCandidate(viewer.profile) : null;
  return rows.map((row) =>
    toCard(row, prepared ? scoreJob(prepared, toJob(row, false)).score : null, viewer.applied.has(row.id)),
  );
}

export const postedSince = (days: number | undefined, now = clock.date()) =>
  days ? new Date(now.getTime() - days * 86_400_000).toISOString() : undefined;

export type Cursor = { o: number } | { p: string; i: string };
export const encodeCursor = (c: Cursor) => btoa(JSON.stringify(c)).replace(/=+$/, '');
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const c = JSON.parse(atob(value)) as Cursor;
    if (
      ('o' in c && Number.isInteger(c.o) && c.o >= 0) ||
      ('p' in c && typeof c.p === 'string' && typeof c.i === 'string')
    )
      return c;
  } catch {
    // fall through
  }
  throw new ApiFailure(400, 'This page link is not valid; start the search again.', { cursor: 'Invalid cursor' });
}

export function searchOf(q: JobSearch): JobSearch {
  return {
    q: q.q,
    location: q.location,
    workplaceType: q.workplaceType,
    employmentType: q.employmentType,
    minSalary: q.minSalary,
    postedWithin: q.postedWithin,
  };
}

/**
 * Newest: a keyset page in index order. Best match: the newest MATCH_WINDOW jobs passing the
 * filters, ranked by the engine (ties: newest first), paged by offset within that window. Without
 * anything to match on, best match falls back to newest.
 */
export async function feed(
  db: D1Database,
  candidateId: string,
  query: FeedQuery,
  now = clock.date(),
): Promise<FeedResponse> {
  const viewer = await viewerOf(db, candidateId);
  const { profile } = viewer;
  const cursor = decodeCursor(query.cursor);
  const base = { today: utcDay(now), postedSince: postedSince(query.postedWithin, now) };
  const search = searchOf(query);
  if (query.sort === 'match' && profile) {
    const offset = cursor && 'o' in cursor ? cursor.o : 0;
    const cards = scoreRows(await store.searchJobs(db, search, { ...base, limit: MATCH_WINDOW }), viewer);
    const ranked = cards
      .map((card, index) => ({ card, index }))
      .sort((a, b) => (b.card.matchScore ?? -1) - (a.card.matchScore ?? -1) || a.index - b.index);
    const page = ranked.slice(offset, offset + query.limit).map((r) => r.card);
    return {
      jobs: page,
      nextCursor: offset + query.limit < ranked.length ? encodeCursor({ o: offset + query.limit }) : null,
      matchSource: profile.source,
    };
  }
  return { ...(await newestPage(db, search, cursor, query.limit, viewer, now)), matchSource: profile?.source ?? null };
}

/** A keyset page of open jobs passing the search, newest first. */
export async function newestPage(
  db: D1Database,
  search: JobSearch,
  cursor: Cursor | null,
  limit: number,
  viewer: Viewer,
  now = clock.date(),
) {
  const after = cursor && 'p' in cursor ? { postedAt: cursor.p, id: cursor.i } : undefined;
  const rows = await store.searchJobs(db, search, {
    today: utcDay(now),
    postedSince: postedSince(search.postedWithin, now),
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    jobs: scoreRows(page, viewer),
    nextCursor: rows.length > limit && last?.posted_at ? encodeCursor({ p: last.posted_at, i: last.id }) : null,
  };
}

/** The signed-in candidate's match and applied mark for jobs listed on a public page. */
export async function matchesFor(db: D1Database, candidateId: string, ids: string[], now = clock.date()) {
  const [rows, viewer] = await Promise.all([store.openJobsByIds(db, ids, utcDay(now)), viewerOf(db, candidateId)]);
  return {
    matches: scoreRows(rows, viewer).map((card) => ({ id: card.id, score: card.matchScore, applied: card.applied })),
  };
}

/** The job page: the job, its company, "your match", whether already applied. Counts one view a day. */
export async function candidateJob(
  db: D1Database,
  candidateId: string,
  jobId: string,
  now = clock.date(),
): Promise<CandidateJob> {
  const row = await readableJob(db, jobId);
  const job = toJob(row, false);
  const [company, profile, application] = await Promise.all([
    findCompany(db, row.company_id),
    matchProfileOf(db, candidateId),
    findCandidateApplicationForJob(db, candidateId, jobId),
    store.recordView(db, jobId, candidateId, utcDay(now)),
  ]);
  if (!company) throw notFound(JOB_NOT_FOUND);
  const resume = profile ? prepareCandidate(profile) : undefined;
  const result = resume ? scoreJob(resume, job) : null;
  return {
    job,
    company: toCompany(company),
    match: matchSummary(result, profile, job, resume),
    application: application
      ? { id: application.id, status: application.status, createdAt: application.created_at }
      : null,
    acceptsApplications: acceptsApplications(job, now),
  };
}
