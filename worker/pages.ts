import {
  analyticsDaysOf,
  applicationListQuerySchema,
  contactMessageListQuerySchema,
  DEAD_LETTERS_SHOWN,
  feedQuery,
  feedQuerySchema,
  feedSearchOf,
  filtersOf,
  jobApplicationListQuerySchema,
  listAddressOf,
  recentActionsQuerySchema,
  type Role,
  sameRole,
  type User,
} from '../src/contract';
import { adminOverview, recentActions } from './admin';
import { listAlerts } from './alerts';
import { listApplications, listCompanyApplications, listJobApplications } from './applications';
import { ACCESS_COOKIE, findUserById, publicUser, readCookie, verifyAccessToken } from './auth';
import { getProfile } from './candidates';
import { listContactMessages } from './contact';
import { deadLetters } from './email';
import type { Bindings, Viewer } from './env';
import { candidateFeed } from './feed';
import { ApiFailure } from './http';
import { getJobForRecruiter, listRecruiterJobs } from './jobs';
import { deadNotices } from './notices';
import { getDashboard, getRecruiterAnalytics, getRecruiterProfile, getRecruiterSettings } from './recruiters';
import { listResumes } from './resumes';
import { savedJobs } from './saved-jobs';

/**
 * The one module Astro pages import from the worker: what a server-rendered page may read.
 */
export { jobPostingJsonLd, jsonLdText } from './public-jobs';
export { publicBoard, publicCompany, publicJob } from './public-jobs';

/** The role of the signed-in viewer from the access cookie (the edge guard has checked it), else null. */
export async function viewerRole(env: Bindings, cookieHeader: string | null): Promise<Role | null> {
  const access = readCookie(cookieHeader, ACCESS_COOKIE);
  return (access ? await verifyAccessToken(env, access) : null)?.role ?? null;
}
export { aiNotice } from './matching';
export { latestPublication as latestAiAudit } from './ai-audit';

/** The edge guard's viewer of a page, and the request's env (its D1 session), keyed by the page's request. */
const seats = new WeakMap<Request, { env: Bindings; viewer: Viewer }>();

/**
 * Hands the edge guard's viewer to the page rendered for `request` (worker/index.ts): Astro renders
 * with the very Request it was given, so the page finds its viewer with `viewerOf(Astro.request)`.
 */
export function seatViewer(request: Request, env: Bindings, viewer: Viewer | null): void {
  if (viewer) seats.set(request, { env, viewer });
}

/**
 * The signed-in user a page renders for, as sign-in answers it (name, email, role, zone: what the
 * session store seeds from); null when no one is, and in proxy mode, where the worker holds no data.
 */
export async function viewerOf(request: Request): Promise<User | null> {
  const seat = seats.get(request);
  const row = seat ? await findUserById(seat.env.DB, seat.viewer.id) : null;
  return row ? publicUser(row) : null;
}

/** The viewer's seat when they have `role`: a page's first screen is read as them and no one else. */
function seatOf(request: Request, role: Role) {
  const seat = seats.get(request);
  return seat && sameRole(seat.viewer.role, role) ? { db: seat.env.DB, userId: seat.viewer.id } : null;
}

/** /recruiter/dashboard's first screen: the answers of the three calls the island makes, or null without a viewer. */
export async function recruiterDashboardFirstScreen(request: Request) {
  const seat = seatOf(request, 'recruiter');
  if (!seat) return null;
  const [dashboard, profile, jobs] = await Promise.all([
    getDashboard(seat.db, seat.userId),
    getRecruiterProfile(seat.db, seat.userId),
    listRecruiterJobs(seat.db, seat.userId),
  ]);
  return { dashboard, profile, jobs };
}

/** /dashboard's first screen: the answers of the six calls the island makes, or null without a candidate viewer. */
export async function candidateDashboardFirstScreen(request: Request) {
  const seat = seatOf(request, 'candidate');
  if (!seat) return null;
  const [profile, resumes, feed, applications, alerts, saved] = await Promise.all([
    getProfile(seat.db, seat.userId),
    listResumes(seat.db, seat.userId),
    // The island's query, read as the route reads it.
    candidateFeed(seat.db, seat.userId, feedQuerySchema.parse({ limit: '12' })),
    listApplications(seat.db, seat.userId),
    listAlerts(seat.db, seat.userId),
    savedJobs(seat.db, seat.userId),
  ]);
  return { profile, resumes, feed, applications, alerts, saved: saved.jobs };
}

/**
 * /dashboard/jobs' first screen: the search its address asks for, read as the island reads it, and the feed's first
 * page for that search; null without a candidate viewer, or when the API would refuse the search (the island then
 * asks and shows the API's message).
 */
export async function candidateFeedFirstScreen(request: Request) {
  const seat = seatOf(request, 'candidate');
  if (!seat) return null;
  const search = feedSearchOf(new URL(request.url).search);
  const query = feedQuerySchema.safeParse(feedQuery(search));
  return query.success ? { search, feed: await candidateFeed(seat.db, seat.userId, query.data) } : null;
}

/** /dashboard/applied-jobs' first screen: the candidate's applications as the API lists them, or null. */
export async function candidateApplicationsFirstScreen(request: Request) {
  const seat = seatOf(request, 'candidate');
  return seat ? { applications: await listApplications(seat.db, seat.userId) } : null;
}

/** /admin/dashboard's first screen: the answers of its panels' first calls (figures, new messages, undelivered mail and notices, the audit's first page), or null. */
export async function adminDashboardFirstScreen(request: Request) {
  const seat = seatOf(request, 'admin');
  if (!seat) return null;
  const [overview, messages, letters, notices, actions] = await Promise.all([
    adminOverview(seat.db),
    // The panels' first queries, read as their routes read them.
    listContactMessages(seat.db, contactMessageListQuerySchema.parse({ status: 'new', page: '1' })),
    deadLetters(seat.db, DEAD_LETTERS_SHOWN),
    deadNotices(seat.db, DEAD_LETTERS_SHOWN),
    recentActions(seat.db, recentActionsQuerySchema.parse({ page: '1' })),
  ]);
  return { overview, messages, letters, notices, actions };
}

/** /recruiter/analytics' first screen for the period its address asks for: the recruiter's jobs and that period's figures. */
export async function recruiterAnalyticsFirstScreen(request: Request) {
  const seat = seatOf(request, 'recruiter');
  if (!seat) return null;
  const days = analyticsDaysOf(new URL(request.url).search);
  const [jobs, analytics] = await Promise.all([
    listRecruiterJobs(seat.db, seat.userId),
    getRecruiterAnalytics(seat.db, seat.userId, { days }),
  ]);
  return { days, jobs: { jobs }, analytics };
}

/**
 * /recruiter/applications' first screen (every job's applications): the address's list page as the API answers it,
 * the recruiter's jobs for the filter and the company's blind-review setting, which the list's names already follow.
 * The list is null when the API would refuse the address's filters (the island asks and shows why).
 */
export async function recruiterApplicationsFirstScreen(request: Request) {
  const seat = seatOf(request, 'recruiter');
  if (!seat) return null;
  const address = listAddressOf(new URL(request.url).search);
  const query = applicationListQuerySchema.safeParse(filtersOf(address));
  const [settings, jobs, list] = await Promise.all([
    getRecruiterSettings(seat.db, seat.userId),
    listRecruiterJobs(seat.db, seat.userId),
    query.success ? listCompanyApplications(seat.db, seat.userId, query.data) : null,
  ]);
  return { address, settings, jobs: { jobs }, list };
}

/**
 * /recruiter/jobs/{jobId}/applications' first screen: the job, its list page for the address (none on the board
 * view, which loads its columns itself) and the blind-review setting; null when the job is not the recruiter's
 * company's, so the island shows the API's answer.
 */
export async function jobApplicationsFirstScreen(request: Request, jobId: string) {
  const seat = seatOf(request, 'recruiter');
  if (!seat) return null;
  const address = listAddressOf(new URL(request.url).search);
  const query = jobApplicationListQuerySchema.safeParse(filtersOf({ ...address, jobId: '' }));
  const job = await getJobForRecruiter(seat.db, seat.userId, jobId).catch((err: unknown) => {
    if (err instanceof ApiFailure && err.status === 404) return null;
    throw err;
  });
  if (!job) return null;
  const [settings, list] = await Promise.all([
    getRecruiterSettings(seat.db, seat.userId),
    query.success && address.view !== 'board' ? listJobApplications(seat.db, seat.userId, jobId, query.data) : null,
  ]);
  return { address, settings, job, list };
}
