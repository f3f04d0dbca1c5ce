import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { expect, test } from './fixtures';
import {
  candidateApplies,
  newRun,
  open,
  PASSWORD,
  recruiterWithJobs,
  run,
  STRONG_RESUME,
  WEAK_RESUME,
} from './recruiting';

// The recruiter workspace as a new user meets it: sign up, create the company, post a job, review
// two candidates who applied through the candidate API, and see the candidates' side change.

// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(newRun);

async function statusSeenBy(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/candidate/applications', { headers });
  const body = await res.json();
  return (body.applications as { status: string }[])[0]?.status;
}

test('a new recruiter sets up, posts a job and moves two applicants through the pipeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);

  // Sign up as a recruiter.
  await open(page, '/signup');
  await page.getByText("I'm hiring for my team").click();
  await page.getByLabel('Full name').fill('Meera Kapoor');
  // Her email is at the company's own domain, so the company is verified at once and its job
  // reaches candidates (an unverified employer's jobs wait in review).
  const domain = `northwind-labs-${run}.in`;
  const email = `meera@${domain}`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Set up your company to start hiring' })).toBeVisible();

  // Verify the email through the dev mailbox: publishing needs it.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .locator('article')
    .filter({ hasText: 'Confirm your email for Hireloop' })
    .getByRole('link', { name: /\/api\/auth\/verify-email\// })
    .click();
  await page.waitForURL(/\/recruiter\/dashboard/);

  // Create the company.
  await page.getByRole('link', { name: 'Set up your company' }).click();
  await expect(page.getByRole('heading', { name: 'Company', exact: true })).toBeVisible();
  await page.getByLabel('Company name').fill(`Northwind Labs ${run}`);
  await page.getByLabel('Industry').fill('Software');
  await page
    .getByRole('region', { name: 'Company' })
    .getByLabel(/^Website/)
    .fill(`https://${domain}`);
  await page.getByRole('button', { name: 'Create company and save' }).click();
  await expect(page.getByText('Company created. You can post jobs now.')).toBeVisible();

  // Post a job, with live validation on the way.
  await open(page, '/recruiter/post-job');
  await page.getByLabel('Job title').fill('Ba');
  await page.getByLabel('Job title').blur();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Job title').fill('Senior Backend Engineer');
  await page
    .getByLabel('Description')
    .fill(
      'Build and run the APIs behind our logistics products. You will design services in TypeScript, own PostgreSQL schemas and mentor two engineers.',
    );
  await page.getByLabel('City').fill('Gurugram');
  const skills = page.getByLabel('Required skills');
  for (const skill of ['TypeScript', 'PostgreSQL', 'REST APIs']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await expect(page.locator('.job-preview .cw-job-title-lg')).toHaveText('Senior Backend Engineer');
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published. Candidates can apply now.')).toBeVisible();
  const href = await page.getByRole('link', { name: 'Senior Backend Engineer' }).getAttribute('href');
  const jobId = href!.split('/')[3]!;

  // Two candidates apply through the candidate API.
  const strong = await candidateApplies(request, jobId, 'Asha Rao', STRONG_RESUME);
  const weak = await candidateApplies(request, jobId, 'Ravi Menon', WEAK_RESUME);

  // Filter by score: only the strong match is left.
  await open(page, `/recruiter/jobs/${jobId}/applications`);
  await expect(page.locator('.app-row')).toHaveCount(2);
  await page.getByLabel('Minimum score').selectOption('50');
  await expect(page.locator('.app-row')).toHaveCount(1);
  await expect(page.locator('.app-row')).toContainText('Asha Rao');

  // Open it, read the resume, move it to interview.
  await page.getByRole('button', { name: 'Asha Rao' }).click();
  const panel = page.getByRole('dialog', { name: 'Asha Rao' });
  await expect(panel.getByText('Hello from Asha Rao.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Why this score' })).toBeVisible();
  const [resumeFile] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download resume' }).click(),
  ]);
  expect(resumeFile.url()).toContain('/api/files/');
  // The file that downloads is the one the candidate sent, byte for byte.
  expect((await readFile(await resumeFile.path())).equals(Buffer.from(makePdf(STRONG_RESUME)))).toBe(true);
  await panel.getByLabel('Move to').selectOption('interview');
  await panel.getByRole('textbox', { name: 'Note (optional)' }).fill('Strong API design experience');
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(panel.locator('.timeline')).toContainText('Applied → Interview');
  await expect(panel.locator('.timeline')).toContainText('Strong API design experience');
  await panel.getByRole('button', { name: 'Close application' }).click();

  // Reject the other, which needs a reason.
  await page.getByLabel('Minimum score').selectOption('');
  await page.getByRole('button', { name: 'Ravi Menon' }).click();
  const other = page.getByRole('dialog', { name: 'Ravi Menon' });
  await other.getByLabel('Move to').selectOption('rejected');
  await other.getByRole('button', { name: 'Reject' }).click();
  await expect(other.getByText('Give a reason when rejecting')).toBeVisible();
  await other.getByLabel('Reason for rejecting').fill('Looking for backend experience');
  await other.getByRole('button', { name: 'Reject' }).click();
  await expect(other.getByText('Looking for backend experience')).toBeVisible();
  await other.getByRole('button', { name: 'Close application' }).click();

  // The candidates see both changes.
  expect(await statusSeenBy(request, strong.headers)).toBe('interview');
  expect(await statusSeenBy(request, weak.headers)).toBe('rejected');

  // Analytics shows the new applications.
  await open(page, '/recruiter/analytics');
  const figure = (label: string) =>
    page
      .locator('.stat')
      .filter({ has: page.locator('.stat-label', { hasText: new RegExp(`^${label}$`) }) })
      .locator('.stat-value');
  await expect(figure('Applications received')).toHaveText('2');
  await expect(figure('Reached interview')).toHaveText('1');
  await expect(figure('Rejected')).toHaveText('1');
  await expect(figure('Hired')).toHaveText('0');
  await expect(page.getByRole('table').last()).toContainText('Senior Backend Engineer');
});

test('every recruiter screen loads, at phone and desktop widths, without serious accessibility issues, and the dashboard lists six of seven open jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}-${test.info().repeatEachIndex}-${test.info().retry}`;
  const own = await recruiterWithJobs(request, tag);
  const job = own.jobs[0]!;
  await open(page, '/login');
  await page.getByLabel('Email').fill(own.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/recruiter/dashboard');
  const openJobs = page.getByRole('region', { name: 'Open jobs' }).getByRole('listitem');
  await expect(openJobs).toHaveCount(6);
  for (const text of await openJobs.allTextContents())
    expect(
      own.jobs.some((j) => text.startsWith(j.title)),
      text,
    ).toBe(true);
  await expect(page.getByRole('region', { name: 'Open jobs' })).not.toContainText('Draft role');
  const screens: Array<[string, string]> = [
    ['/recruiter/dashboard', 'Welcome'],
    ['/recruiter/jobs', 'Jobs'],
    ['/recruiter/post-job', 'Post a job'],
    [`/recruiter/jobs/${job.id}/edit`, 'Edit job'],
    [`/recruiter/jobs/${job.id}/applications`, job.title],
    ['/recruiter/applications', 'Applications'],
    ['/recruiter/candidates', 'Candidates'],
    ['/recruiter/analytics', 'Analytics'],
    ['/recruiter/profile', 'Profile'],
    ['/recruiter/settings', 'Settings'],
    ['/recruiter/help', 'Help'],
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of screens) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('.loading-state')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width} px`,
      ).toBeLessThanOrEqual(width);
      if (width === 1280) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
  }
});

// On a page the island loads itself: the dashboard's first screen now comes in the HTML (worker/pages.ts).
test('a jobs answer the page cannot read crashes into the shell boundary, whose Try Again reloads the working page', async ({
  page,
  request,
  consoleErrors,
  apiContract,
}) => {
  test.setTimeout(90_000);
  const own = await recruiterWithJobs(
    request,
    `${Date.now().toString(36)}-crash-${test.info().repeatEachIndex}-${test.info().retry}`,
  );
  await open(page, '/login');
  await page.getByLabel('Email').fill(own.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/recruiter/dashboard');
  await open(page, '/recruiter/jobs');
  const firstJob = page.getByRole('link', { name: own.jobs[0]!.title, exact: true });
  await expect(firstJob).toBeVisible();

  // The jobs answer arrives without its list: rendering it throws.
  consoleErrors.allow(/Cannot read properties of undefined/);
  apiContract.ignore(/^\/api\/recruiter\/jobs$/);
  await page.route('**/api/recruiter/jobs', (route) => route.fulfill({ json: { total: 7 } }));
  await page.reload();
  const boundary = page.getByRole('alert');
  await expect(boundary.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(boundary.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(firstJob).toHaveCount(0);

  // The answer is whole again: Try Again brings the page back.
  await page.unroute('**/api/recruiter/jobs');
  await boundary.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  await expect(firstJob).toBeVisible();
});

test('a job with 21 applications pages them 20 at a time with Next and Previous', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = `${Date.now().toString(36)}-pager-${test.info().repeatEachIndex}-${test.info().retry}`;
  const own = await recruiterWithJobs(request, tag);
  const job = own.jobs[0]!;
  const names = [
    'Aarav',
    'Bina',
    'Chetan',
    'Divya',
    'Eshan',
    'Farah',
    'Gautam',
    'Hema',
    'Imran',
    'Jaya',
    'Kabir',
    'Lata',
    'Manav',
    'Nisha',
    'Omkar',
    'Pooja',
    'Qasim',
    'Ritu',
    'Sahil',
    'Tanvi',
  ];
  for (const first of names) await candidateApplies(request, job.id, `${first} Pagerson`, WEAK_RESUME, tag);

  await open(page, '/login');
  await page.getByLabel('Email').fill(own.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/recruiter/dashboard');
  await open(page, `/recruiter/jobs/${job.id}/applications`);
  const pager = page.getByRole('navigation', { name: 'Pages of applications' });
  const rows = page.locator('.app-row');
  await expect(pager).toContainText('Page 1 of 2 · 21 applications');
  await expect(rows).toHaveCount(20);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await rows.allTextContents();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2 · 21 applications');
  await expect(rows).toHaveCount(1);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  const last = (await rows.textContent())!;
  expect(firstPage).not.toContain(last);
  // Every applicant shows on exactly one of the two pages.
  for (const name of ['Kiran Das', ...names.map((n) => `${n} Pagerson`)])
    expect(
      [...firstPage, last].filter((t) => t.includes(name)),
      name,
    ).toHaveLength(1);

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2 · 21 applications');
  await expect(rows).toHaveCount(20);
});
