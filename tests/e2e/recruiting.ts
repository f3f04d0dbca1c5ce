import type { APIRequestContext, Page } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect } from './fixtures';

// People of the recruiting journeys, set up through the API: recruiters with a company and jobs,
// candidates who upload a resume and apply.

/** This run's tag for names; a spec calls newRun in beforeAll, since a repeat reuses the loaded module. */
export let run = Date.now().toString(36);
export function newRun() {
  run = Date.now().toString(36);
}
export const PASSWORD = 'Recruit3r!pass';

export const STRONG_RESUME = [
  [
    'Experience',
    'Senior Backend Engineer, Logistics Co, 2017 - 2025',
    'Built REST APIs in TypeScript and Node.js serving two million requests a day.',
    'Designed PostgreSQL schemas, wrote migrations and tuned slow queries for payments.',
    'Ran services on Kubernetes with Docker images built in CI and mentored two engineers.',
    'Skills: TypeScript, Node.js, PostgreSQL, REST APIs, Go, Kubernetes, Docker',
  ],
];
export const WEAK_RESUME = [
  [
    'Experience',
    'Graphic Designer, Print Studio, 2021 - 2025',
    'Designed brochures, posters and brand guides for retail clients in Adobe Illustrator.',
    'Photographed products and retouched images in Photoshop for catalogues and the web.',
    'Ran print production with vendors, checked proofs and managed colour profiles for clients.',
    'Skills: Illustrator, Photoshop, InDesign, typography, colour theory, photography',
  ],
];

export async function open(page: Page, path: string) {
  await page.goto(path);
  // Every island hydrated. The banner's client:idle one waits for an idle CPU, which a loaded
  // machine may not offer within the default 5 s (a CI run failed there once).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** A candidate signs up, uploads a resume and applies, all through the API. */
export async function candidateApplies(
  request: APIRequestContext,
  jobId: string,
  name: string,
  pages: string[][],
  tag = run,
) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${tag}@example.com`;
  const { headers } = await verifiedAccount(request, { fullName: name, email, password: PASSWORD, role: 'candidate' });
  const upload = await request.post('/api/candidate/resumes', {
    headers,
    multipart: {
      file: { name: `${name.replace(' ', '-')}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(makePdf(pages)) },
    },
  });
  expect(upload.status()).toBe(201);
  const resume = await upload.json();
  const applied = await request.post(`/api/candidate/jobs/${jobId}/apply`, {
    headers,
    data: { resumeName: resume.name, coverLetter: `Hello from ${name}.` },
  });
  expect(applied.status()).toBe(201);
  const application = (await applied.json()) as { id: string };
  return { headers, name, email, applicationId: application.id };
}

/**
 * A recruiter of its own, set up through the API: verified email at the company's domain (so a
 * verified employer), a company, seven open jobs (one
 * more than the dashboard's open-jobs list shows) and one applicant. Nothing another test does
 * reaches it, so the screens read the same in any order and on every repetition.
 */
export async function recruiterWithJobs(request: APIRequestContext, tag: string) {
  // An email at the company's own domain verifies the company at once, as a real employer's would:
  // an unverified employer's jobs wait in review, out of candidates' reach.
  const domain = `screens-${tag}.in`;
  const email = `tara@${domain}`;
  const { headers } = await verifiedAccount(request, {
    fullName: 'Tara Sen',
    email,
    password: PASSWORD,
    role: 'recruiter',
  });
  const company = await request.put('/api/recruiter/profile', {
    headers,
    data: { fullName: 'Tara Sen', company: { name: `Screens Co ${tag}`, website: `https://${domain}` } },
  });
  expect(company.status()).toBe(200);
  const jobs: { id: string; title: string }[] = [];
  for (let i = 1; i <= 7; i++) {
    const res = await request.post('/api/recruiter/jobs', {
      headers,
      data: { ...SAMPLE_JOB_FIELDS, title: `Growth Marketing Lead ${i} ${tag}` },
    });
    expect(res.status()).toBe(201);
    jobs.push(await res.json());
  }
  const draft = await request.post('/api/recruiter/jobs', {
    headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Draft role ${tag}`, status: 'draft' },
  });
  expect(draft.status()).toBe(201);
  await candidateApplies(request, jobs[0]!.id, 'Kiran Das', STRONG_RESUME, tag);
  return { email, jobs, headers };
}

/**
 * A recruiter of their own (verified, at the company's domain, so the job reaches candidates), one
 * job, and a verified candidate whose application the recruiter moved to `status`; all through the
 * API. `tag` keeps each test's people apart.
 */
export async function applicationAt(
  request: APIRequestContext,
  status: 'applied' | 'screening' | 'interview' | 'offer',
  tag: string,
) {
  const stamp = `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const domain = `pipeline-${stamp}.in`;
  const recruiterEmail = `nila@${domain}`;
  const recruiter = await verifiedAccount(request, {
    fullName: 'Nila Recruiter',
    email: recruiterEmail,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers: recruiter.headers,
    data: { fullName: 'Nila Recruiter', company: { name: `Pipeline Co ${stamp}`, website: `https://${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers: recruiter.headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Platform Engineer ${stamp}` },
  });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;
  const {
    email: candidateEmail,
    headers: candidateHeaders,
    applicationId,
  } = await candidateApplies(request, jobId, 'Devi Candidate', STRONG_RESUME, stamp);
  if (status !== 'applied') {
    const moved = await request.put(`/api/recruiter/applications/${applicationId}/status`, {
      headers: recruiter.headers,
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  return {
    recruiterEmail,
    recruiterHeaders: recruiter.headers,
    candidateEmail,
    candidateHeaders,
    jobId,
    applicationId,
  };
}

/** Signs in through the login form and waits for the role's home. */
export async function signIn(page: Page, email: string, home: string, password = PASSWORD) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(home);
}
