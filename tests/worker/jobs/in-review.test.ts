import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

import { boardQuerySchema } from '../../../src/contract';
import { publicBoard, publicJob } from '../../../worker/public-jobs/service';
import { api, createUser, ORIGIN, SAMPLE_JOB } from '../helpers';

const COMPANY = { website: '', logoUrl: '', about: '', size: '', industry: 'Staffing', location: 'Pune' };
const word = () => `zr${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** A recruiter who signs up and sets up their company through the profile API, as a real one does. */
async function newEmployer(email: string, company: { name: string; website?: string }) {
  const recruiter = await createUser('recruiter', { email, fullName: 'Sunil Kumar' });
  const saved = await api('/api/recruiter/profile', {
    method: 'PUT',
    token: recruiter.token,
    body: { fullName: 'Sunil Kumar', company: { ...COMPANY, ...company } },
  });
  expect(saved.status).toBe(200);
  return { ...recruiter, companyId: saved.json.companyProfile.id as string };
}

async function candidateWithAlert(keywords: string) {
  const candidate = await createUser('candidate');
  const alert = await api('/api/candidate/alerts', {
    token: candidate.token,
    body: { keywords, frequency: 'instant' },
  });
  expect(alert.status).toBe(201);
  return { ...candidate, alertId: alert.json.id as string };
}

/** Where candidates meet a job: the board, the sitemap, the job's page (JSON-LD), the feed and alerts. */
async function reach(jobId: string, tag: string, candidate: { token: string; alertId: string }) {
  const board = await publicBoard(env.DB, boardQuerySchema.parse({ q: tag }));
  const sitemap = await (await SELF.fetch(`${ORIGIN}/sitemap.xml`, { headers: { Cookie: 'hl_refresh=x' } })).text();
  // The job's public page and its JobPosting JSON-LD are rendered from this (null: 404, no JSON-LD).
  const page = await publicJob(env.DB, jobId);
  const feed = await api(`/api/candidate/feed?q=${tag}`, { token: candidate.token });
  const matches = await api(`/api/candidate/alerts/${candidate.alertId}/matches`, { token: candidate.token });
  const delivered = await env.DB.prepare('SELECT COUNT(*) AS n FROM alert_deliveries WHERE job_id = ?')
    .bind(jobId)
    .first<{ n: number }>();
  return {
    board: board.jobs.some((j) => j.id === jobId),
    sitemap: sitemap.includes(jobId),
    page: page !== null,
    feed: (feed.json.jobs as { id: string }[]).some((j) => j.id === jobId),
    alert: (matches.json.jobs as { id: string }[]).some((j) => j.id === jobId) || delivered!.n > 0,
  };
}

const NOWHERE = { board: false, sitemap: false, page: false, feed: false, alert: false };
const EVERYWHERE = { board: true, sitemap: true, page: true, feed: true, alert: true };

describe('an unverified employer’s jobs wait in review', { timeout: 60_000 }, () => {
  it('keeps a free-mail company’s open job off the board, sitemap, JSON-LD, feeds and alerts until an admin verifies it', async () => {
    const tag = word();
    const candidate = await candidateWithAlert(tag);
    const sunil = await newEmployer('sunil.staffing@gmail.com', { name: `Sunil Staffing Solutions ${tag}` });
    const posted = await api('/api/recruiter/jobs', {
      token: sunil.token,
      body: { ...SAMPLE_JOB, title: `Data entry ${tag}`, description: `${SAMPLE_JOB.description} ${tag}` },
    });
    expect(posted.status).toBe(201);
    const jobId = posted.json.id as string;
    // The recruiter is told why, and how to be verified at once.
    expect(posted.json).toMatchObject({ status: 'open', companyVerified: false, inReview: true });
    const mine = await api('/api/recruiter/jobs', { token: sunil.token });
    expect(mine.json.jobs.find((j: { id: string }) => j.id === jobId)).toMatchObject({ inReview: true });

    expect(await reach(jobId, tag, candidate)).toEqual(NOWHERE);
    expect((await api(`/api/candidate/jobs/${jobId}`, { token: candidate.token })).status).toBe(404);

    // Admins see the job in the verification queue, beside the company.
    const admin = await createUser('admin');
    const queue = await api('/api/admin/companies', { token: admin.token });
    const entry = queue.json.companies.find((c: { id: string }) => c.id === sunil.companyId);
    expect(entry.jobsInReview).toEqual([{ id: jobId, title: `Data entry ${tag}` }]);

    const approved = await api(`/api/admin/companies/${sunil.companyId}/verification`, {
      method: 'PUT',
      token: admin.token,
      body: { decision: 'approve', reason: 'Registered staffing agency; called the office.' },
    });
    expect(approved.status).toBe(200);
    expect(await reach(jobId, tag, candidate)).toEqual(EVERYWHERE);
    // The instant alert hears of it once it reaches candidates.
    const delivered = await env.DB.prepare('SELECT COUNT(*) AS n FROM alert_deliveries WHERE job_id = ?')
      .bind(jobId)
      .first<{ n: number }>();
    expect(delivered!.n).toBe(1);
    const after = await api('/api/recruiter/jobs', { token: sunil.token });
    expect(after.json.jobs.find((j: { id: string }) => j.id === jobId)).toMatchObject({ inReview: false });
  });

  it('reaches candidates at once when the recruiter verified an email at the company’s own domain', async () => {
    const tag = word();
    const candidate = await candidateWithAlert(tag);
    const real = await newEmployer(`hr@${tag}.in`, { name: `Orchard Foods ${tag}`, website: `https://${tag}.in` });
    const posted = await api('/api/recruiter/jobs', {
      token: real.token,
      body: { ...SAMPLE_JOB, title: `Chef ${tag}`, description: `${SAMPLE_JOB.description} ${tag}` },
    });
    expect(posted.json).toMatchObject({ companyVerified: true, inReview: false });
    expect(await reach(posted.json.id, tag, candidate)).toEqual(EVERYWHERE);
  });

  it('puts a new candidate’s feed first to verified employers only', async () => {
    const tag = word();
    const scam = await newEmployer(`jobs.${tag}@gmail.com`, { name: `Quick Hiring ${tag}` });
    await api('/api/recruiter/jobs', { token: scam.token, body: { ...SAMPLE_JOB, title: `Remote typing ${tag}` } });
    const candidate = await createUser('candidate');
    const feed = await api('/api/candidate/feed', { token: candidate.token });
    expect(feed.status).toBe(200);
    expect((feed.json.jobs as { companyId: string }[]).every((j) => j.companyId !== scam.companyId)).toBe(true);
  });
});
