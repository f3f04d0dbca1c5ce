import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../../worker/app';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../worker/auth/tokens';
import {
  adminDashboardFirstScreen,
  candidateApplicationsFirstScreen,
  candidateDashboardFirstScreen,
  recruiterAnalyticsFirstScreen,
  recruiterDashboardFirstScreen,
  seatViewer,
  viewerOf,
} from '../../../worker/pages';
import { cookieValue, PASSWORD, setCookies, uniqueEmail } from '../auth/helpers';
import { api, apply, createRecruiter, createUser, ORIGIN, postJob } from '../helpers';

/**
 * The worker as production runs it up to Astro: the real guard hands its viewer to the renderer,
 * which seats it on the page's request (worker/index.ts). Astro needs the built site, so this
 * renderer answers what a page would read: its viewer and its first screen.
 */
const firstScreens = {
  '/recruiter/dashboard': recruiterDashboardFirstScreen,
  '/dashboard': candidateDashboardFirstScreen,
  '/dashboard/applied-jobs': candidateApplicationsFirstScreen,
  '/admin/dashboard': adminDashboardFirstScreen,
  '/recruiter/analytics': recruiterAnalyticsFirstScreen,
} as const;
type Page = keyof typeof firstScreens;

const app = createApp(async (request, pageEnv, _ctx, viewer) => {
  seatViewer(request, pageEnv, viewer);
  const read = firstScreens[new URL(request.url).pathname as Page];
  return Response.json({ viewer: await viewerOf(request), firstScreen: read ? await read(request) : null });
});

async function page(path: Page, cookie: string, search = '') {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}${search}`, { headers: { Cookie: cookie } }), env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, headers: res.headers, body: (await res.json()) as { viewer: any; firstScreen: any } };
}

/** What the island asks the API for the same screen, as the same user. */
async function recruiterDashboardByApi(token: string) {
  const [dashboard, profile, jobs] = await Promise.all(
    ['/api/recruiter/dashboard', '/api/recruiter/profile', '/api/recruiter/jobs'].map((path) => api(path, { token })),
  );
  return { dashboard: dashboard!.json, profile: profile!.json, jobs: jobs!.json.jobs };
}

/** The six calls the candidate's dashboard makes, as the same user. */
async function candidateDashboardByApi(token: string) {
  const paths = ['profile', 'resumes', 'feed?limit=12', 'applications', 'alerts', 'saved-jobs'];
  const [profile, resumes, feed, applications, alerts, saved] = await Promise.all(
    paths.map((path) => api(`/api/candidate/${path}`, { token })),
  );
  return {
    profile: profile!.json,
    resumes: resumes!.json.resumes,
    feed: feed!.json,
    applications: applications!.json.applications,
    alerts: alerts!.json.alerts,
    saved: saved!.json.jobs,
  };
}

describe("a page's first screen is read on the server as its viewer", () => {
  it("the recruiter dashboard holds that recruiter's figures, jobs and candidates, and no one else's", async () => {
    const ana = await createRecruiter('Ana Works');
    const ben = await createRecruiter('Ben Builds');
    const anaJob = await postJob(ana, { title: 'Platform Engineer at Ana' });
    const benJob = await postJob(ben, { title: 'Data Analyst at Ben' });
    await apply(anaJob.id, { name: 'Asha Applicant' });
    await apply(benJob.id, { name: 'Bilal Applicant' });

    for (const [me, mine, theirs] of [
      [ana, ['Platform Engineer at Ana', 'Asha Applicant', 'Ana Works'], ['Data Analyst at Ben', 'Bilal Applicant']],
      [ben, ['Data Analyst at Ben', 'Bilal Applicant', 'Ben Builds'], ['Platform Engineer at Ana', 'Asha Applicant']],
    ] as const) {
      const res = await page('/recruiter/dashboard', `hl_access=${me.token}`);
      expect(res.status).toBe(200);
      expect(res.body.viewer).toMatchObject({ id: me.id, email: me.email, role: 'Recruiter' });
      // The same answers the API gives the island, so the island's types do not fork.
      expect(res.body.firstScreen).toEqual(await recruiterDashboardByApi(me.token));
      const text = JSON.stringify(res.body.firstScreen);
      for (const word of mine) expect(text).toContain(word);
      for (const word of theirs) expect(text).not.toContain(word);
    }
  });

  it("the candidate dashboard and applied jobs hold that candidate's applications and profile, and no one else's", async () => {
    const recruiter = await createRecruiter('Cleo Hires');
    const [cJob, dJob] = await Promise.all([
      postJob(recruiter, { title: 'Support Lead for Chitra' }),
      postJob(recruiter, { title: 'Field Engineer for Dev' }),
    ]);
    const chitra = await createUser('candidate', { fullName: 'Chitra Candidate' });
    const dev = await createUser('candidate', { fullName: 'Dev Candidate' });
    await apply(cJob.id, { candidate: chitra });
    await apply(dJob.id, { candidate: dev });

    for (const [me, mine, theirs] of [
      [chitra, 'Support Lead for Chitra', 'Dev Candidate'],
      [dev, 'Field Engineer for Dev', 'Chitra Candidate'],
    ] as const) {
      const res = await page('/dashboard', `hl_access=${me.token}`);
      expect(res.status).toBe(200);
      expect(res.body.viewer).toMatchObject({ id: me.id, role: 'Candidate' });
      expect(res.body.firstScreen).toEqual(await candidateDashboardByApi(me.token));
      expect(res.body.firstScreen.applications.map((a: { jobTitle: string }) => a.jobTitle)).toEqual([mine]);
      expect(JSON.stringify(res.body.firstScreen)).not.toContain(theirs);

      const applied = await page('/dashboard/applied-jobs', `hl_access=${me.token}`);
      expect(applied.body.firstScreen).toEqual((await api('/api/candidate/applications', { token: me.token })).json);
      expect(applied.body.firstScreen.applications.map((a: { jobTitle: string }) => a.jobTitle)).toEqual([mine]);
    }
  });

  it("recruiter analytics hold that recruiter's figures for the address's period, and no one else's", async () => {
    const eve = await createRecruiter('Eve Counts');
    const fay = await createRecruiter('Fay Tallies');
    const eveJob = await postJob(eve, { title: 'Analyst at Eve' });
    const fayJob = await postJob(fay, { title: 'Welder at Fay' });
    await apply(eveJob.id, { name: 'Gita Applicant' });
    await apply(fayJob.id, { name: 'Hari Applicant' });
    await apply(fayJob.id, { name: 'Ira Applicant' });

    for (const [me, mine, theirs, applications] of [
      [eve, 'Analyst at Eve', 'Welder at Fay', 1],
      [fay, 'Welder at Fay', 'Analyst at Eve', 2],
    ] as const) {
      for (const [search, days] of [
        ['', 30],
        ['?days=7', 7],
        ['?days=12', 30], // a period the screen does not offer reads as its default, as in the browser
      ] as const) {
        const res = await page('/recruiter/analytics', `hl_access=${me.token}`, search);
        expect(res.status).toBe(200);
        const [jobs, analytics] = await Promise.all([
          api('/api/recruiter/jobs', { token: me.token }),
          api(`/api/recruiter/analytics?days=${days}`, { token: me.token }),
        ]);
        expect(res.body.firstScreen).toEqual({ days, jobs: jobs.json, analytics: analytics.json });
        const text = JSON.stringify(res.body.firstScreen);
        expect(text).toContain(mine);
        expect(text).not.toContain(theirs);
        expect(res.body.firstScreen.analytics.days).toBe(days);
        expect(res.body.firstScreen.analytics.funnel[0]).toMatchObject({ stage: 'applied', reached: applications });
      }
    }
  });

  it("the admin dashboard holds each panel's first answer, as the API gives it to that admin", async () => {
    const admin = await createUser('admin', { fullName: 'Ada First' });
    const paths = [
      '/api/admin/overview',
      '/api/admin/contact-messages?status=new&page=1',
      '/api/admin/emails/dead-letter',
      '/api/admin/notices/dead-letter',
      '/api/admin/recent-actions?page=1',
    ];
    const [overview, messages, letters, notices, actions] = await Promise.all(
      paths.map((path) => api(path, { token: admin.token })),
    );
    const res = await page('/admin/dashboard', `hl_access=${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.body.viewer).toMatchObject({ id: admin.id, role: 'Admin' });
    expect(res.body.firstScreen).toEqual({
      overview: overview!.json,
      messages: messages!.json,
      letters: letters!.json,
      notices: notices!.json,
      actions: actions!.json,
    });
    expect(res.body.firstScreen.overview.totalUsers).toBeGreaterThan(0);
  });

  it('reads as the user of a session the guard refreshed at the edge', async () => {
    const signup = await api('/api/auth/signup', {
      body: { fullName: 'Rita Refresh', email: uniqueEmail('rita'), password: PASSWORD, role: 'Recruiter' },
    });
    const refresh = cookieValue(setCookies(signup.headers).hl_refresh);
    const expired = await signAccessToken(
      env,
      { userId: signup.json.user.id, role: 'recruiter', sessionVersion: 0 },
      Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000,
    );
    const res = await page('/recruiter/dashboard', `hl_access=${expired}; hl_refresh=${refresh}`);
    expect(res.status).toBe(200);
    expect(setCookies(res.headers).hl_access).toBeDefined();
    expect(res.body.viewer).toMatchObject({ id: signup.json.user.id, fullName: 'Rita Refresh' });
    expect(res.body.firstScreen.profile.companyProfile).toBeNull();
  });

  it('has no first screen for a request the guard did not seat, nor for another role', async () => {
    expect(await recruiterDashboardFirstScreen(new Request(`${ORIGIN}/recruiter/dashboard`))).toBeNull();
    const candidate = await createUser('candidate');
    const request = new Request(`${ORIGIN}/recruiter/dashboard`);
    seatViewer(request, env, { id: candidate.id, role: 'Candidate' });
    expect(await recruiterDashboardFirstScreen(request)).toBeNull();
    expect(await recruiterAnalyticsFirstScreen(request)).toBeNull();
    const recruiter = await createUser('recruiter');
    const other = new Request(`${ORIGIN}/dashboard`);
    seatViewer(other, env, { id: recruiter.id, role: 'Recruiter' });
    expect(await candidateDashboardFirstScreen(other)).toBeNull();
    expect(await candidateApplicationsFirstScreen(other)).toBeNull();
    expect(await adminDashboardFirstScreen(other)).toBeNull();
  });
});
