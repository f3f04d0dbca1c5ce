import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { APPLY_MESSAGES } from '../../src/contract/candidate';
import { MESSAGES } from '../../src/contract/messages';
import { makePdf } from '../fixtures/resume-files';
import { verifyInBrowser } from './accounts';
import { expect, test } from './fixtures';
import { axeClean, shoot } from './screen';

// The candidate workspace as a new user lives it, against `wrangler dev` with the demo seed:
// sign up, fill the profile, upload a PDF, search, open a job, see the match, apply, follow the
// application, withdraw, create an alert, open the company page; every page survives a reload.

const PASSWORD = 'Candidate#2026';
const RECRUITER = { email: 'riya@kestrelpay.example', password: 'Hireloop!2026' };
let TAG = '';
let JOB_TITLE = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  TAG = `e2e${Date.now().toString(36)}`;
  JOB_TITLE = `Platform Engineer ${TAG}`;
});

/** A small real PDF with a resume's text. */
const RESUME_PDF = Buffer.from(
  makePdf([
    [
      'Asha Verma - Platform Engineer',
      'Experience: 2018 - Present. Senior engineer at Initech building TypeScript services.',
      'Designed REST APIs in TypeScript and Node.js; owned PostgreSQL schemas and migrations.',
      'Ran Kubernetes clusters and CI pipelines; mentored three engineers.',
      'Education: B.Tech Computer Science, 2017.',
    ],
  ]),
);

/** A job posted through the API by the demo recruiter. */
async function postJob(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: RECRUITER });
  expect(login.ok()).toBe(true);
  const { accessToken } = await login.json();
  const res = await request.post('/api/recruiter/jobs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      title: JOB_TITLE,
      description:
        'Build the platform behind our payments APIs.\n\n- Design REST APIs in TypeScript\n- Own PostgreSQL schemas\n- Run services on Kubernetes',
      city: 'Gurugram',
      country: 'India',
      workplaceType: 'hybrid',
      employmentType: 'full-time',
      minYears: 3,
      salaryMin: 2_500_000,
      salaryMax: 4_000_000,
      requiredSkills: ['TypeScript', 'PostgreSQL', 'REST APIs'],
      niceToHaveSkills: ['Kubernetes', 'Go'],
      status: 'open',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; companyId: string; companyName: string };
}

async function ready(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.loading-state, .guard-wait')).toHaveCount(0);
}

/** Reloading lands back on the same page, signed in, with its content. */
async function reloadStays(page: Page, heading: string | RegExp) {
  const url = page.url();
  await page.reload();
  await ready(page);
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a new candidate finds a job, applies with a PDF resume, follows and withdraws it, and sets an alert', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const job = await postJob(request);

  await signUp(page, TAG, 'Asha Verma');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Asha' })).toBeVisible();
  // Only a verified account applies: Asha opens the confirmation mail.
  await verifyInBrowser(page, `${TAG}@example.com`);

  // Profile and resume.
  await page.goto('/dashboard/profile');
  await ready(page);
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('Location').fill('Gurugram, India');
  await page.getByLabel('Bio').fill('Platform engineer who likes calm systems.');
  const skills = page.getByRole('textbox', { name: 'Skills' });
  for (const skill of ['TypeScript', 'PostgreSQL', 'Kubernetes']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'asha-verma.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('asha-verma.pdf')).toBeVisible();
  await expect(page.getByText('Used for matching')).toBeVisible();
  await reloadStays(page, 'Your profile');
  await expect(page.getByLabel('Phone')).toHaveValue('+91 98765 43210');
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('candidateProfile') ?? 'null'));
  expect(cached).toMatchObject({
    fullName: 'Asha Verma',
    location: 'Gurugram, India',
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
  });

  // Search and open the job.
  await page.goto('/dashboard/jobs');
  await ready(page);
  await page.getByLabel('Keywords').fill(TAG);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.cw-job', { hasText: JOB_TITLE });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: /% match/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
  await reloadStays(page, 'Find jobs');
  await expect(page.getByLabel('Keywords')).toHaveValue(TAG);
  await page.getByRole('link', { name: JOB_TITLE }).click();
  await page.waitForURL(`**/dashboard/jobs/${job.id}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your match' })).toBeVisible();
  await expect(page.locator('.cw-chip-found', { hasText: 'TypeScript' })).toBeVisible();
  // What would raise the score, each change with its points: here the missing "Go".
  await expect(page.getByRole('heading', { name: 'What would raise your score' })).toBeVisible();
  await expect(page.locator('.cw-next li', { hasText: 'If you have “Go”' })).toContainText(/^\+\d+(\.\d)? points/);
  await reloadStays(page, JOB_TITLE);

  // Apply.
  await page.getByRole('link', { name: 'Apply now' }).click();
  await page.waitForURL(`**/dashboard/apply/${job.id}`);
  await ready(page);
  await expect(page.getByRole('radio', { name: /asha-verma\.pdf/ })).toBeChecked();
  await page.getByLabel('Cover letter').fill('I have built exactly this kind of platform.');
  await reloadStays(page, `Apply: ${JOB_TITLE}`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/dashboard/applied-jobs/*');
  await ready(page);
  await expect(page.getByRole('status').getByText('Application sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the score was computed' })).toBeVisible();
  const detailUrl = page.url().split('?')[0]!;

  // Applied jobs, with the score.
  await page.goto('/dashboard/applied-jobs');
  await ready(page);
  const row = page.getByRole('row', { name: new RegExp(JOB_TITLE) });
  await expect(row.getByText('Applied', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: /% match/ })).toBeVisible();
  await reloadStays(page, 'Applied jobs');

  // Applying twice is refused politely.
  await page.goto(`/dashboard/apply/${job.id}`);
  await ready(page);
  await expect(page.getByText('You have already applied to this job')).toBeVisible();

  // Withdraw with confirmation.
  await page.goto(detailUrl);
  await ready(page);
  await reloadStays(page, JOB_TITLE);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await page.getByLabel('Reason').fill('Accepted another offer');
  await page.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(page.locator('.page-head .badge', { hasText: 'Withdrawn' })).toBeVisible();
  await expect(page.getByText('“Accepted another offer”')).toBeVisible();

  // A job alert that finds the job.
  await page.goto('/dashboard/job-alerts');
  await ready(page);
  await page.getByLabel('Keywords').fill(TAG);
  await page.getByLabel('Name').fill('Platform roles');
  await page.getByRole('button', { name: 'Create alert' }).click();
  const alert = page.locator('li.card', { hasText: 'Platform roles' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'See matches' }).click();
  await expect(alert.getByRole('link', { name: JOB_TITLE })).toBeVisible();
  await reloadStays(page, 'Job alerts');
  await expect(page.locator('li.card', { hasText: 'Platform roles' })).toBeVisible();

  // The company page, from the job page.
  await page.goto(`/dashboard/jobs/${job.id}`);
  await ready(page);
  await page.getByRole('link', { name: job.companyName }).first().click();
  await page.waitForURL(`**/company/${job.companyId}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: job.companyName })).toBeVisible();
  await expect(page.getByRole('link', { name: JOB_TITLE })).toBeVisible();
  await reloadStays(page, job.companyName);
});

/** A new candidate signed up through the form, on their dashboard. */
async function signUp(page: Page, tag: string, fullName: string) {
  await page.goto('/signup');
  await ready(page);
  await page.getByRole('radio', { name: /Candidate/ }).check();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(`${tag}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  await ready(page);
}

test('a new candidate who has not verified their email sees why they cannot apply, verifies from the mailbox and applies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const job = await postJob(request);
  const email = `${TAG}-unverified@example.com`;
  await signUp(page, `${TAG}-unverified`, 'Kavya Rao');
  await page.goto('/dashboard/profile');
  await ready(page);
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'kavya-rao.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('kavya-rao.pdf')).toBeVisible();

  // The apply screen says why there is no form, and how to verify.
  await page.goto(`/dashboard/apply/${job.id}`);
  await ready(page);
  const panel = page.locator('.alert', { hasText: 'Verify your email to apply' });
  await expect(panel).toContainText(APPLY_MESSAGES.verifyEmail(email));
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await axeClean(page, 'main');
  await shoot(page, 'apply-verify-first');
  await panel.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(panel).toContainText(MESSAGES.verificationSent);
  await panel.getByRole('button', { name: 'I have verified it, continue' }).click();
  await expect(panel).toContainText(`${email} is not verified yet`);

  // The newest mail's link verifies; back on the job, the form is there and the application goes.
  await verifyInBrowser(page, email);
  await page.goto(`/dashboard/apply/${job.id}`);
  await ready(page);
  await expect(page.locator('.alert', { hasText: 'Verify your email to apply' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /kavya-rao\.pdf/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/dashboard/applied-jobs/*');
  await ready(page);
  await expect(page.getByRole('status').getByText('Application sent')).toBeVisible();
});

test('a candidate edits, pauses, resumes and deletes an alert, and deletes a resume', async ({ page }) => {
  await signUp(page, `${TAG}-alerts`, 'Ravi Menon');

  await page.goto('/dashboard/job-alerts');
  await ready(page);
  await page.getByLabel('Keywords').fill('kotlin');
  await page.getByLabel('Name').fill('Android roles');
  await page.getByRole('button', { name: 'Create alert' }).click();
  const first = page.locator('li.card', { hasText: 'Android roles' });
  await expect(first).toBeVisible();

  // Edit: the new name replaces the old one, and stays after a reload.
  await first.getByRole('button', { name: 'Edit' }).click();
  await first.getByLabel('Name').fill('Mobile roles');
  await first.getByRole('button', { name: 'Save changes' }).click();
  const alert = page.locator('li.card', { hasText: 'Mobile roles' });
  await expect(alert).toBeVisible();
  await expect(page.locator('li.card', { hasText: 'Android roles' })).toHaveCount(0);

  // Pause, then resume.
  await alert.getByRole('button', { name: 'Pause' }).click();
  await expect(alert.locator('.badge', { hasText: 'Paused' })).toBeVisible();
  await reloadStays(page, 'Job alerts');
  await expect(
    page.locator('li.card', { hasText: 'Mobile roles' }).locator('.badge', { hasText: 'Paused' }),
  ).toBeVisible();
  await page.locator('li.card', { hasText: 'Mobile roles' }).getByRole('button', { name: 'Resume' }).click();
  await expect(
    page.locator('li.card', { hasText: 'Mobile roles' }).getByRole('button', { name: 'Pause' }),
  ).toBeVisible();
  await expect(
    page.locator('li.card', { hasText: 'Mobile roles' }).locator('.badge', { hasText: 'Paused' }),
  ).toHaveCount(0);

  // Delete, after confirming.
  await page
    .locator('li.card', { hasText: 'Mobile roles' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await page.getByRole('button', { name: 'Delete alert' }).click();
  await expect(page.getByText('No job alerts yet')).toBeVisible();
  await reloadStays(page, 'Job alerts');
  await expect(page.getByText('No job alerts yet')).toBeVisible();

  // A resume deleted from the profile is gone after a reload.
  await page.goto('/dashboard/profile');
  await ready(page);
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'ravi-menon.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  const resumes = page.getByRole('list', { name: 'Your resumes' });
  await expect(resumes.getByText('ravi-menon.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Delete ravi-menon.pdf' }).click();
  await page.locator('.cw-confirm').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('ravi-menon.pdf')).toHaveCount(0);
  await page.reload();
  await ready(page);
  await expect(page.getByLabel('Resume file', { exact: true })).toHaveCount(1);
  await expect(page.getByText('ravi-menon.pdf')).toHaveCount(0);
});

test('signed-out visitors are sent to login, and the public job page carries JobPosting data', async ({
  page,
  request,
}) => {
  const job = await postJob(request);
  await page.goto(`/dashboard/jobs/${job.id}`);
  await page.waitForURL(/\/login/);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JOB_TITLE })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title: JOB_TITLE,
    employmentType: 'FULL_TIME',
    hiringOrganization: { name: job.companyName },
  });
});

test('every candidate screen passes the WCAG A and AA checks', async ({ page, request }) => {
  test.setTimeout(90_000);
  const job = await postJob(request);
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Hireloop!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const paths = [
    '/dashboard',
    '/dashboard/jobs',
    `/dashboard/jobs/${job.id}`,
    `/dashboard/apply/${job.id}`,
    '/dashboard/applied-jobs',
    '/dashboard/profile',
    '/dashboard/job-alerts',
    '/dashboard/settings',
    '/dashboard/help',
    `/company/${job.companyId}`,
    `/jobs/${job.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await ready(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
