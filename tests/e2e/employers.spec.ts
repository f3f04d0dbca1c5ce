import type { Page } from '@playwright/test';

import { EMPLOYER_MESSAGES } from '../../src/contract/employer-words';
import { TARGETED_CONSENT_TEXT } from '../../src/contract/targeted-words';
import { ADMIN, DEMO_PASSWORD } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// Employers earn reach: a free-mail recruiter verifies their email before publishing, is an
// unverified employer until an admin approves the company (its jobs wait in review meanwhile), and
// only then reaches candidates and sends jobs; a recruiter at
// the company's own domain is verified at once; a candidate who opts in is found and sees the badge.
const PASSWORD = 'Employer#2026';
let RUN = '';
let JOB_TITLE = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  JOB_TITLE = `Platform Engineer ${RUN}`;
});

async function signUp(page: Page, role: 'candidate' | 'recruiter', fullName: string, email: string) {
  await page.goto('/signup');
  await ready(page);
  if (role === 'recruiter') await page.getByText("I'm hiring for my team").click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(role === 'recruiter' ? /\/recruiter\/dashboard/ : /\/dashboard/);
}

async function verifyThroughMailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .locator('article')
    .filter({ hasText: 'Confirm your email for Hireloop' })
    .getByRole('link', { name: /\/api\/auth\/verify-email\// })
    .click();
  await page.waitForURL(/verified=1/);
}

async function setUpCompany(page: Page, name: string, website = '') {
  await page.goto('/recruiter/profile');
  await ready(page);
  await page.getByLabel('Company name').fill(name);
  if (website)
    await page
      .getByRole('region', { name: 'Company' })
      .getByLabel(/^Website/)
      .fill(website);
  await page.getByRole('button', { name: 'Create company and save' }).click();
  await expect(page.getByText('Company created. You can post jobs now.')).toBeVisible();
}

async function fillJob(page: Page) {
  await page.goto('/recruiter/post-job');
  await ready(page);
  await page.getByLabel('Job title').fill(JOB_TITLE);
  await page
    .getByLabel('Description')
    .fill(
      'Run the platform behind our products: services in TypeScript, PostgreSQL schemas, and calm on-call rotations for a small team.',
    );
  await page.getByLabel('City').fill('Gurugram');
  const skills = page.getByLabel('Required skills');
  for (const skill of ['TypeScript', 'PostgreSQL']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
}

test('employers earn reach: verify to publish, unverified until approved, verified by domain at once, consenting candidates found', async ({
  page,
  newContext,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  // The refusals below are answers the screens show, not failures.
  consoleErrors.allow(/status of 403 .*\/api\/recruiter\/(jobs|targeted\/candidates)/);
  const freeMail = `owner-${RUN}@gmail.com`;
  const company = `Quiet Bakery ${RUN}`;

  // 1. A free-mail recruiter cannot publish before verifying their email; drafts are fine.
  await signUp(page, 'recruiter', 'Farah Owner', freeMail);
  await setUpCompany(page, company);
  await fillJob(page);
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText(EMPLOYER_MESSAGES.verifyEmailToPublish).first()).toBeVisible();
  await verifyThroughMailbox(page, freeMail);
  await fillJob(page);
  await page.getByRole('button', { name: 'Publish job' }).click();
  // An unverified employer's job waits in review: the recruiter is told why and how to be verified.
  await expect(page.getByText('Job published. It waits in review until your company is verified.')).toBeVisible();
  await expect(page.locator('.job-row-flag').first()).toContainText(EMPLOYER_MESSAGES.jobInReview);
  const href = await page.getByRole('link', { name: JOB_TITLE }).getAttribute('href');
  const jobId = href!.split('/')[3]!;

  // Candidates do not meet it: its public page is not found until the company is verified.
  expect((await page.request.get(`/jobs/${jobId}`)).status()).toBe(404);
  await page.goto('/recruiter/profile');
  await ready(page);
  await expect(page.locator('.employer-status')).toContainText('Unverified employer');
  await axeClean(page, '.employer-status');
  await shoot(page, 'recruiter-profile-unverified');

  // Targeted sending is refused until the company is verified.
  await page.goto('/recruiter/targeted-job-sending');
  await ready(page);
  await expect(page.getByText(EMPLOYER_MESSAGES.companyNotVerified)).toBeVisible();
  await shoot(page, 'targeted-refused');

  // 2. A candidate signs up and opts in to being found, with skills on their profile.
  const candidateContext = await newContext();
  const candidate = await candidateContext.newPage();
  await signUp(candidate, 'candidate', `Ravi Candidate ${RUN}`, `ravi-${RUN}@example.com`);
  await candidate.goto('/dashboard/profile');
  await ready(candidate);
  await candidate.getByRole('textbox', { name: /^Headline/ }).fill('Platform Engineer');
  const skills = candidate.getByRole('textbox', { name: 'Skills' });
  for (const skill of ['TypeScript', 'PostgreSQL']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await candidate.getByRole('button', { name: 'Save profile' }).click();
  await expect(candidate.getByText('Profile saved.')).toBeVisible();
  const consent = candidate.getByRole('checkbox', { name: TARGETED_CONSENT_TEXT });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expect(candidate.getByText('Verified employers can now find you and send you jobs.')).toBeVisible();
  await axeClean(candidate, 'main');
  await shoot(candidate, 'candidate-profile-consent');

  // 3. An admin approves the company in the verification queue beside the reports.
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await ready(admin);
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/dashboard/);
  await admin.goto('/admin/reports');
  await ready(admin);
  const entry = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: company }) });
  await expect(entry).toContainText(freeMail);
  await axeClean(admin, '.vq');
  await shoot(admin, 'admin-verification-queue');
  await admin.setViewportSize({ width: 1280, height: 900 });
  // Keyboard: the reason field and the decision buttons are reachable in order.
  await entry.getByLabel('Reason (the recruiters read it)').focus();
  await admin.keyboard.press('Tab');
  await expect(entry.getByRole('button', { name: 'Approve' })).toBeFocused();
  await entry.getByLabel('Reason (the recruiters read it)').fill('Spoke to the owner on the phone.');
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByText(`${company}: approved as a verified employer. Its recruiters have been told.`),
  ).toBeVisible();
  // Verified now, its job reaches candidates, with the badge.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.locator('.pj-company')).toContainText('Verified employer');

  // 4. Now the recruiter finds the consenting candidate and sends the job.
  await page.goto('/recruiter/targeted-job-sending');
  await ready(page);
  await page.getByLabel('Filter').fill('Platform Engineer');
  const row = page.locator('.tg-rows li').filter({ hasText: `Ravi Candidate ${RUN}` });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send job' }).click();
  await expect(page.getByText('Sent to 1 candidate')).toBeVisible();

  // 5. The candidate's message carries the employer's badge.
  await candidate.goto('/dashboard/messages');
  await ready(candidate);
  await candidate
    .getByRole('button', { name: /Farah Owner/ })
    .first()
    .click();
  await expect(candidate.locator('.msg-thread-head')).toContainText('Verified employer');
  await shoot(candidate, 'candidate-thread-verified');

  // 6. A recruiter whose verified email is at the company's own domain is verified at once.
  const domainContext = await newContext();
  const domainRecruiter = await domainContext.newPage();
  const domain = `northwind-${RUN}.io`;
  await signUp(domainRecruiter, 'recruiter', 'Nina Talent', `nina@${domain}`);
  await verifyThroughMailbox(domainRecruiter, `nina@${domain}`);
  await setUpCompany(domainRecruiter, `Northwind ${RUN}`, `https://www.${domain}`);
  await expect(domainRecruiter.locator('.employer-status')).toContainText('Verified employer');
  await shoot(domainRecruiter, 'recruiter-profile-verified');

  await Promise.all([candidateContext.close(), adminContext.close(), domainContext.close()]);
});
