import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  CONVERSATION_PAGE_LIMIT,
  MATCH_WINDOW,
  MAX_PAGE_DEPTH,
  PAGE_TOO_DEEP,
  RECENT_SIGNUPS_SHOWN,
  RESUMES_MAX,
  type Role,
  TARGETED_POOL_LIMIT,
  TEMPLATES_LIMIT,
  THREAD_PAGE_LIMIT,
} from '../../../src/contract';
import { ALERT_MATCHES_LIMIT, NEW_MATCHES_CAP } from '../../../worker/alerts/service';
import { CANDIDATE_APPLICATIONS_LIMIT } from '../../../worker/applications/candidate-service';
import { signAccessToken } from '../../../worker/auth/tokens';
import { MAILBOX_LIMIT } from '../../../worker/dev/routes';
import { COMPANY_JOBS_LIMIT } from '../../../worker/feed/company-page';
import { RECRUITER_JOBS_LIMIT } from '../../../worker/jobs/service';
import { ANALYTICS_JOB_LIMIT, WAITING_LIMIT } from '../../../worker/recruiters/analytics/service';
import { FEW_MATCHES } from '../../../worker/search/fts';
import { measured } from './counting-db';
import { SCALE, seedScale } from './seed';

/**
 * Every list and figure endpoint, called over HTTP as its role on the seeded database: the rows D1
 * says it read (meta.rows_read, summed over every statement) stay within a bound set by the page
 * size, never by the size of the tables. A page of n rows with j joins reads about (j + 2) × n:
 * the index entries, each row and its joins, the sort of the page. A page-number list also reads
 * the index entries it skips, at most MAX_PAGE_DEPTH of them.
 */
const users: Record<Role, string> = { candidate: 'cand-0', recruiter: 'rec-0', admin: 'admin-0' };
const tokens = {} as Record<Role, string>;
// Signing in, the recruiter's company, the counters beside a page: single-row reads.
const C = 15;
// A search with words first counts the full-text index's matches up to FEW_MATCHES + 1 (its plan).
const PLAN = FEW_MATCHES + 1;
const page = (rows: number, perRow: number) => perRow * rows + C;
const deep = (pageNumber: number, limit: number, perRow: number) => (pageNumber - 1) * limit + page(limit, perRow);
const one = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// The most applications a company (or everyone) made in one day: what a partial day can cost.
const busiestDay = (scope: 'company' | 'all', id: string) =>
  one("SELECT MAX(applications) AS n FROM application_stats WHERE scope = ? AND scope_id = ? AND day <> ''", scope, id);
const busiestActivity = async () =>
  (await one("SELECT MAX(n) AS n FROM counters WHERE name = 'signups'")) +
  (await one("SELECT MAX(n) AS n FROM counters WHERE name = 'jobs_posted'")) +
  (await busiestDay('all', ''));

beforeAll(async () => {
  await seedScale();
  for (const role of Object.keys(users) as Role[])
    tokens[role] = await signAccessToken(env, { userId: users[role], role, sessionVersion: 0 });
}, 60_000);

it('runs on a dataset much larger than any bound', async () => {
  expect(await one('SELECT COUNT(*) AS n FROM applications')).toBe(SCALE.applications);
  expect(await one("SELECT COUNT(*) AS n FROM applications WHERE job_id = 'job-0'")).toBe(SCALE.bigJobApplications);
  expect(await one('SELECT COUNT(*) AS n FROM application_events')).toBeGreaterThan(20_000);
  expect(await one('SELECT COUNT(*) AS n FROM users')).toBeGreaterThan(SCALE.candidates);
});

type Case = [Role, string, number | (() => Promise<number>)];

const CASES: Case[] = [
  // Candidate
  ['candidate', '/api/candidate/feed?sort=newest', page(21, 4)],
  // A third of the jobs are remote: the index is walked past the others.
  ['candidate', '/api/candidate/feed?sort=newest&q=engineer&workplaceType=remote', page(21, 6) + PLAN],
  // Best match ranks a fixed window of the newest jobs.
  ['candidate', '/api/candidate/feed?sort=match', page(MATCH_WINDOW, 4)],
  // Full-text search (jobs_fts): a rare word reads its few matches, a common one walks the index
  // as a filter would; a long word, a place by its variant, best match over a search.
  ['candidate', '/api/candidate/feed?sort=newest&q=2999', page(1, 6) + PLAN],
  ['candidate', '/api/candidate/feed?sort=newest&q=typescript&location=gurgaon', page(21, 6) + PLAN],
  ['candidate', `/api/candidate/feed?sort=newest&q=${'k'.repeat(200)}`, PLAN + C],
  ['candidate', '/api/candidate/feed?sort=match&q=engineer', page(MATCH_WINDOW, 6) + PLAN],
  ['candidate', '/api/companies/co-0', page(COMPANY_JOBS_LIMIT, 3)],
  ['candidate', '/api/candidate/applications', page(CANDIDATE_APPLICATIONS_LIMIT, 4)],
  ['candidate', '/api/candidate/resumes', page(RESUMES_MAX, 1)],
  // Each alert counts its new matches up to a cap (keywords that match most jobs, as here).
  // Alerts with keywords also plan their search and ask the index about each job they count.
  [
    'candidate',
    '/api/candidate/alerts',
    async () =>
      page(20, 2 * NEW_MATCHES_CAP + 2) +
      (await one("SELECT COUNT(*) AS n FROM job_alerts WHERE candidate_id = 'cand-0' AND keywords <> ''")) *
        (PLAN + NEW_MATCHES_CAP),
  ],
  ['candidate', '/api/candidate/alerts/alert-1/matches', page(ALERT_MATCHES_LIMIT, 6) + 2 * NEW_MATCHES_CAP + 2 * PLAN],
  ['candidate', '/api/notifications', page(20, 2)],
  ['candidate', '/api/notifications?unread=true', page(20, 2)],
  ['candidate', '/api/notifications?page=50', deep(50, 20, 2)],
  ['candidate', '/api/notifications?page=20&limit=50', deep(20, 50, 2)],
  ['candidate', '/api/messages', page(CONVERSATION_PAGE_LIMIT, 7)],
  // Recruiter: one job with 4,000 applications, and the company's 5,247.
  // One fixed read more than the candidate's side (a recruiter's request reads its company context once).
  ['recruiter', '/api/messages', page(CONVERSATION_PAGE_LIMIT, 7) + 1],
  ['recruiter', '/api/messages/conv-0', page(THREAD_PAGE_LIMIT, 2)],
  ['recruiter', '/api/recruiter/jobs', page(RECRUITER_JOBS_LIMIT, 2)],
  ['recruiter', '/api/recruiter/jobs?status=draft', page(RECRUITER_JOBS_LIMIT, 2)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?page=50', deep(50, 20, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?page=10&limit=100', deep(10, 100, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?sort=atsScore', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?sort=atsScore&page=50', deep(50, 20, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?status=interview', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?sort=atsScore&status=screening', page(20, 5)],
  [
    'recruiter',
    '/api/recruiter/jobs/job-0/applications?sort=atsScore&atsScore=60',
    () => scoreBound("job_id = 'job-0'", 60, 1, true),
  ],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?atsScore=60', () => scoreBound("job_id = 'job-0'", 60, 1)],
  ['recruiter', '/api/recruiter/jobs/job-0/applications?atsScore=95', () => scoreBound("job_id = 'job-0'", 95, 1)],
  [
    'recruiter',
    '/api/recruiter/jobs/job-0/applications?atsScore=40&page=30',
    () => scoreBound("job_id = 'job-0'", 40, 30),
  ],
  ['recruiter', '/api/recruiter/jobs/applications', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/applications?page=50', deep(50, 20, 5)],
  ['recruiter', '/api/recruiter/jobs/applications?sort=atsScore', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/applications?sort=atsScore&page=50', deep(50, 20, 5)],
  ['recruiter', '/api/recruiter/jobs/applications?status=hired', page(20, 5)],
  ['recruiter', '/api/recruiter/jobs/applications?sort=atsScore&status=offer&page=12', deep(12, 20, 5)],
  [
    'recruiter',
    '/api/recruiter/jobs/applications?atsScore=60',
    () => scoreBound("recruiter_company_id = 'co-0'", 60, 1),
  ],
  [
    'recruiter',
    '/api/recruiter/jobs/applications?atsScore=90&status=applied&page=5',
    () => scoreBound("recruiter_company_id = 'co-0' AND status = 'applied'", 90, 5),
  ],
  ['recruiter', '/api/recruiter/jobs/applications?jobId=job-0&status=applied', page(20, 5)],
  ['recruiter', '/api/recruiter/applications/count', page(0, 0)],
  ['recruiter', '/api/recruiter/applications/count?status=screening&jobId=job-0', page(0, 0)],
  // Candidates: the page, then each one's best match and newest application (its id is their alias
  // under blind review): lookups of their applications.
  ['recruiter', '/api/recruiter/candidates', page(20, 14)],
  ['recruiter', '/api/recruiter/candidates?page=50', deep(50, 20, 14)],
  // A search plans on candidates_fts; a word most profiles have walks the applicants newest first,
  // asking the index about each (3 rows each), and counts them up to the deepest page (1,000).
  ['recruiter', '/api/recruiter/candidates?q=typescript', page(20, 18) + 3 * MAX_PAGE_DEPTH + PLAN],
  ['recruiter', `/api/recruiter/candidates?q=${'k'.repeat(60)}`, PLAN + C],
  ['recruiter', '/api/recruiter/candidates/cand-1', page(10, 4)],
  ['recruiter', '/api/recruiter/targeted/candidates?jobId=job-3', page(TARGETED_POOL_LIMIT, 3)],
  // The company's templates (at most TEMPLATES_LIMIT), each with its editor's name.
  ['recruiter', '/api/recruiter/templates', page(TEMPLATES_LIMIT, 4)],
  // Figures: counters, one row per day of the range, and the part of a day where a window starts.
  [
    'recruiter',
    '/api/recruiter/dashboard',
    async () => page(WAITING_LIMIT, 5) + 8 + (await busiestDay('company', 'co-0')),
  ],
  ...[30, 365].map((days): Case => ['recruiter', `/api/recruiter/analytics?days=${days}`, () => analyticsBound(days)]),
  [
    'recruiter',
    '/api/recruiter/analytics?jobId=job-0&days=90',
    async () => page(1, 6) + 3 * 90 + (await busiestDay('company', 'co-0')),
  ],
  // Admin
  ['admin', '/api/admin/overview', async () => page(RECENT_SIGNUPS_SHOWN, 1) + 3 * 8 + 2 * (await busiestActivity())],
  ...[1, 30, 366].map((days): Case => [
    'admin',
    `/api/admin/analytics/summary?days=${days}`,
    async () => page(0, 0) + 3 * 2 * days + 4 * (await busiestActivity()),
  ]),
  ['admin', '/api/admin/analytics/trends?days=366', page(3 * 366, 1)],
  // Each entry also reads its target's row for the target's name (a user, a job or a company).
  ['admin', '/api/admin/recent-actions', page(20, 5)],
  ['admin', '/api/admin/recent-actions?page=50', deep(50, 20, 5)],
  ['admin', '/api/admin/reports', page(20, 8)],
  ['admin', '/api/admin/reports?status=open', page(20, 8)],
  ['admin', '/api/admin/reports?status=open&page=30', deep(30, 20, 8)],
  ['admin', '/api/admin/reports/summary', page(18, 1)],
  ['admin', '/api/notifications', page(20, 2)],
  ['admin', '/dev/mailbox.json', page(MAILBOX_LIMIT, 1)],
  ['admin', '/dev/mailbox.json?to=cand5@scale.test', page(MAILBOX_LIMIT, 1)],
];

/**
 * The analytics page: a row per day of the range, and its newest jobs with a row per job and day
 * that had applications (read, then grouped), six reads per job (the job, the lookup of its days,
 * of the part of a day where "new" starts, the grouping and the order), plus that part-day.
 */
/**
 * A minimum score: the per-score counters (up to 101 rows), then the cheaper of walking the dates
 * past lower scores (about end × all / matching entries) and sorting the matching range of the
 * score index (twice `matching`); sorted by score, the range is read in order.
 */
async function scoreBound(where: string, min: number, pageNumber: number, sortedByScore = false) {
  const all = await one(`SELECT COUNT(*) AS n FROM applications WHERE ${where}`);
  const matching = await one(`SELECT COUNT(*) AS n FROM applications WHERE ${where} AND ats_score >= ?`, min);
  const end = pageNumber * 20;
  return Math.ceil(sortedByScore ? end : Math.min((end * all) / matching, 2 * matching)) + page(20, 4) + 101;
}

async function analyticsBound(days: number) {
  const fromDay = dayOf(Date.now() - (days - 1) * DAY);
  const jobDays = await one(
    `SELECT COUNT(*) AS n FROM application_stats WHERE scope = 'job' AND day >= ?
       AND scope_id IN (SELECT id FROM jobs WHERE company_id = 'co-0' AND removed_at IS NULL ORDER BY created_at DESC LIMIT ?)`,
    fromDay,
    ANALYTICS_JOB_LIMIT,
  );
  return page(ANALYTICS_JOB_LIMIT, 6) + days + 2 * jobDays + (await busiestDay('company', 'co-0'));
}

describe('rows read per request', () => {
  it.each(CASES)('%s %s', async (role, path, bound) => {
    const limit = typeof bound === 'number' ? bound : await bound();
    const res = await measured(path, tokens[role]);
    expect(res.status, res.text).toBe(200);
    expect(res.rowsRead).toBeLessThanOrEqual(limit);
    // Far below the tables: no bound comes near half the applications.
    expect(limit).toBeLessThan(SCALE.applications / 2);
  });

  it('reads the next page of the feed by its cursor', async () => {
    const first = await measured('/api/candidate/feed?sort=newest', tokens.candidate);
    const next = await measured(`/api/candidate/feed?sort=newest&cursor=${first.json.nextCursor}`, tokens.candidate);
    expect(next.status).toBe(200);
    expect(next.json.jobs[0].id).not.toBe(first.json.jobs[0].id);
    expect(next.rowsRead).toBeLessThanOrEqual(page(21, 4));
  });
});

describe('page-number lists stop at MAX_PAGE_DEPTH rows', () => {
  it.each([
    ['recruiter', '/api/recruiter/jobs/job-0/applications?page=51'],
    ['recruiter', '/api/recruiter/jobs/applications?page=11&limit=100'],
    ['recruiter', '/api/recruiter/candidates?page=51'],
    ['candidate', '/api/notifications?page=21&limit=50'],
    ['admin', '/api/admin/recent-actions?page=51'],
    ['admin', '/api/admin/reports?page=51'],
  ] as [Role, string][])('%s %s answers 400', async (role, path) => {
    const res = await measured(path, tokens[role]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: PAGE_TOO_DEEP, fields: { page: PAGE_TOO_DEEP } });
    expect(res.rowsRead).toBeLessThanOrEqual(C);
  });
});
