import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { createApp } from '../../../worker/app';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../worker/auth/tokens';
import {
  adminDashboardFirstScreen,
  candidateApplicationsFirstScreen,
  candidateDashboardFirstScreen,
  candidateFeedFirstScreen,
  jobApplicationsFirstScreen,
  recruiterAnalyticsFirstScreen,
  recruiterApplicationsFirstScreen,
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
  '/dashboard/jobs': candidateFeedFirstScreen,
  '/admin/dashboard': adminDashboardFirstScreen,
  '/recruiter/analytics': recruiterAnalyticsFirstScreen,
  '/recruiter/applications': recruiterApplicationsFirstScreen,
} as const;
type Page = keyof typeof firstScreens | `/recruiter/jobs/${string}/applications`;

/** The page's reader, as its Astro page calls it (a job's applications take the job id from the path). */
function readerOf(path: string) {
  const jobId = /^\/recruiter\/jobs\/([^/]+)\/applications$/.exec(path)?.[1];
  if (jobId) return (request: Request) => jobApplicationsFirstScreen(request, decodeURIComponent(jobId));
  return firstScreens[path as keyof typeof firstScreens];
}

const app = createApp(async (request, pageEnv, _ctx, viewer) => {
  seatViewer(request, pageEnv, viewer);
  const read = readerOf(new URL(request.url).pathname);
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

  it("Find jobs holds the feed's first page for the address's search, as the API answers that candidate", async () => {
    const recruiter = await createRecruiter('Juno Hires');
    const tag = crypto.randomUUID().slice(0, 8);
    const [remote, onsite] = await Promise.all([
      postJob(recruiter, { title: `Remote Kiln Operator ${tag}`, workplaceType: 'remote' }),
      postJob(recruiter, { title: `Onsite Kiln Operator ${tag}`, workplaceType: 'onsite' }),
    ]);
    const kiran = await createUser('candidate', { fullName: 'Kiran Candidate' });
    const lena = await createUser('candidate', { fullName: 'Lena Candidate' });
    await apply(remote.id, { candidate: kiran });

    for (const [search, apiQuery, titles] of [
      [`?q=${tag}&sort=newest`, `q=${tag}&sort=newest`, [onsite.title, remote.title]],
      [`?q=${tag}&workplaceType=remote`, `q=${tag}&workplaceType=remote`, [remote.title]],
      // A choice the filter does not offer is dropped, as the island drops it.
      [`?q=${tag}&workplaceType=moon&sort=newest`, `q=${tag}&sort=newest`, [onsite.title, remote.title]],
    ] as const) {
      for (const me of [kiran, lena]) {
        const res = await page('/dashboard/jobs', `hl_access=${me.token}`, search);
        expect(res.status).toBe(200);
        expect(res.body.viewer).toMatchObject({ id: me.id, role: 'Candidate' });
        expect(res.body.firstScreen.feed).toEqual(
          (await api(`/api/candidate/feed?${apiQuery}`, { token: me.token })).json,
        );
        const jobs = res.body.firstScreen.feed.jobs as Array<{ title: string; id: string; applied: boolean }>;
        expect(jobs.map((j) => j.title).sort()).toEqual([...titles].sort());
        // Kiran's application shows as his, and only on his screen.
        expect(jobs.find((j) => j.id === remote.id)!.applied).toBe(me === kiran);
      }
    }
    const searched = await page('/dashboard/jobs', `hl_access=${kiran.token}`, `?q=${tag}&minSalary=5000`);
    expect(searched.body.firstScreen.search).toEqual({
      q: tag,
      location: '',
      workplaceType: '',
      employmentType: '',
      minSalary: '5000',
      postedWithin: '',
      sort: 'match',
    });
    // A search the API refuses has no first screen: the island asks and shows the API's message.
    const refused = await page('/dashboard/jobs', `hl_access=${kiran.token}`, `?q=${'x'.repeat(201)}`);
    expect(refused.body.firstScreen).toBeNull();
    expect((await api(`/api/candidate/feed?q=${'x'.repeat(201)}`, { token: kiran.token })).status).toBe(400);
  });

  it("the applications pages hold the address's list page as the API answers that recruiter, and no one else's", async () => {
    const mia = await createRecruiter('Mia Recruits');
    const noor = await createRecruiter('Noor Recruits');
    const miaJob = await postJob(mia, { title: 'Glassblower at Mia' });
    const noorJob = await postJob(noor, { title: 'Potter at Noor' });
    await apply(miaJob.id, { name: 'Omar Applicant' });
    await apply(miaJob.id, { name: 'Priya Applicant' });
    await apply(noorJob.id, { name: 'Quinn Applicant' });
    const settings = async (me: { token: string }) => (await api('/api/recruiter/settings', { token: me.token })).json;

    for (const [me, job, mine, theirs] of [
      [mia, miaJob, ['Omar Applicant', 'Priya Applicant'], 'Quinn Applicant'],
      [noor, noorJob, ['Quinn Applicant'], 'Omar Applicant'],
    ] as const) {
      const names = (list: { applications: Array<{ candidate: { fullName: string } }> }) =>
        list.applications.map((a) => a.candidate.fullName).sort();
      for (const [search, query] of [
        ['', 'page=1&limit=20&sort=createdAt'],
        ['?sort=atsScore&status=applied&page=1', 'page=1&limit=20&sort=atsScore&status=applied'],
        // A status the list does not know is dropped, as the island drops it.
        ['?status=teleported', 'page=1&limit=20&sort=createdAt'],
      ] as const) {
        const all = await page('/recruiter/applications', `hl_access=${me.token}`, search);
        expect(all.status).toBe(200);
        expect(all.body.viewer).toMatchObject({ id: me.id, role: 'Recruiter' });
        const [jobs, list] = await Promise.all([
          api('/api/recruiter/jobs', { token: me.token }),
          api(`/api/recruiter/jobs/applications?${query}`, { token: me.token }),
        ]);
        expect(all.body.firstScreen).toMatchObject({ jobs: jobs.json, list: list.json, settings: await settings(me) });
        expect(names(all.body.firstScreen.list)).toEqual([...mine]);
        expect(JSON.stringify(all.body.firstScreen)).not.toContain(theirs);

        const one = await page(`/recruiter/jobs/${job.id}/applications`, `hl_access=${me.token}`, search);
        expect(one.body.firstScreen).toEqual({
          address: all.body.firstScreen.address,
          settings: await settings(me),
          job: (await api(`/api/recruiter/jobs/${job.id}`, { token: me.token })).json,
          list: (await api(`/api/recruiter/jobs/${job.id}/applications?${query}`, { token: me.token })).json,
        });
      }
    }

    // Another company's job has no first screen (the island shows the API's answer); the board view loads its own.
    expect(
      (await page(`/recruiter/jobs/${noorJob.id}/applications`, `hl_access=${mia.token}`)).body.firstScreen,
    ).toBeNull();
    const board = await page(`/recruiter/jobs/${miaJob.id}/applications`, `hl_access=${mia.token}`, '?view=board');
    expect(board.body.firstScreen).toMatchObject({ job: { id: miaJob.id }, list: null });
    // Dates the API refuses (the end before the start) leave the list to the island.
    const refused = await page('/recruiter/applications', `hl_access=${mia.token}`, '?from=2026-05-02&to=2026-05-01');
    expect(refused.body.firstScreen.list).toBeNull();

    // Blind review hides names in the first screen exactly as the API hides them.
    const blind = await api('/api/recruiter/settings/blind-review', {
      token: mia.token,
      method: 'PUT',
      body: { enabled: true },
    });
    expect(blind.status).toBe(200);
    const hidden = await page('/recruiter/applications', `hl_access=${mia.token}`);
    expect(hidden.body.firstScreen.settings.blindReview).toBe(true);
    expect(hidden.body.firstScreen.list).toEqual(
      (await api('/api/recruiter/jobs/applications?page=1&limit=20&sort=createdAt', { token: mia.token })).json,
    );
    expect(JSON.stringify(hidden.body.firstScreen)).not.toMatch(/Omar Applicant|Priya Applicant/);
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
    expect(await recruiterApplicationsFirstScreen(request)).toBeNull();
    expect(await jobApplicationsFirstScreen(request, 'any-job')).toBeNull();
    const recruiter = await createUser('recruiter');
    const other = new Request(`${ORIGIN}/dashboard`);
    seatViewer(other, env, { id: recruiter.id, role: 'Recruiter' });
    expect(await candidateDashboardFirstScreen(other)).toBeNull();
    expect(await candidateApplicationsFirstScreen(other)).toBeNull();
    expect(await candidateFeedFirstScreen(other)).toBeNull();

    expect(await adminDashboardFirstScreen(other)).toBeNull();
  });
});
