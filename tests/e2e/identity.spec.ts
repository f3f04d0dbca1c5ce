import type { Page } from '@playwright/test';

import { EMPLOYER_MESSAGES } from '../../src/contract/employer-words';
import { ADMIN, DEMO_PASSWORD } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// An employer's identity cannot be borrowed: a company whose name holds a verified employer's
// (the seeded Kestrel Pay) is held for an admin even though its recruiter has an email at its own
// domain; the owner is told why, its job waits in review, and the admin sees which verified
// employer it resembles and the job waiting, and decides.
const PASSWORD = 'Identity#2026';
let RUN = '';
test.beforeAll(() => {
  RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
});

async function signUpRecruiter(page: Page, fullName: string, email: string) {
  await page.goto('/signup');
  await ready(page);
  await page.getByText("I'm hiring for my team").click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/recruiter\/dashboard/);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .locator('article')
    .filter({ hasText: 'Confirm your email for Hireloop' })
    .getByRole('link', { name: /\/api\/auth\/verify-email\// })
    .click();
  await page.waitForURL(/verified=1/);
}

test('a lookalike of a verified employer is held: the owner is told, its job waits, the admin sees lookalikeOf', async ({
  page,
  newContext,
}) => {
  test.setTimeout(240_000);
  const domain = `kp-india-${RUN}.in`;
  const company = `Kestrel Pay India ${RUN}`;

  // 1. A recruiter with a verified email at the company's own domain sets up a lookalike name.
  await signUpRecruiter(page, 'Vikram Rao', `vikram@${domain}`);
  await page.goto('/recruiter/profile');
  await ready(page);
  await page.getByLabel('Company name').fill(company);
  await page
    .getByRole('region', { name: 'Company' })
    .getByLabel(/^Website/)
    .fill(`https://www.${domain}`);
  await page.getByRole('button', { name: 'Create company and save' }).click();

  // 2. The owner is told: held for review, close to Kestrel Pay, even with an email at its domain.
  await expect(page.getByText('Saved. Your company is held for review: see why under Company.')).toBeVisible();
  const held = page.locator('#company-held');
  await expect(held).toContainText('Held for review');
  await expect(held).toContainText('“Kestrel Pay”, a verified employer');
  await axeClean(page, '#company-held');
  await shoot(page, 'identity-owner-held');

  // 3. Its job is published but waits in review, and the recruiter reads why and how to be verified.
  await page.goto('/recruiter/post-job');
  await ready(page);
  await page.getByLabel('Job title').fill(`Payments Engineer ${RUN}`);
  await page
    .getByLabel('Description')
    .fill('Build UPI collections and settlements in TypeScript on PostgreSQL for small merchants across India.');
  await page.getByLabel('City').fill('Gurugram');
  const skills = page.getByLabel('Required skills');
  for (const skill of ['TypeScript', 'PostgreSQL']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published. It waits in review until your company is verified.')).toBeVisible();
  const row = page.locator('.job-row').filter({ hasText: `Payments Engineer ${RUN}` });
  await expect(row.locator('.job-row-flag')).toContainText(EMPLOYER_MESSAGES.jobInReview);
  await shoot(page, 'identity-job-in-review');

  // 4. An admin sees the case with lookalikeOf (Kestrel Pay) and the job waiting in review.
  const admin = await (await newContext()).newPage();
  await admin.goto('/login');
  await ready(admin);
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.waitForURL(/\/admin\/dashboard/);
  await admin.goto('/admin/reports');
  // The reports page hydrates several islands: on a loaded machine that takes longer than ready's wait.
  await expect(admin.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await ready(admin);
  const entry = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: company }) });
  await expect(entry.locator('.vq-lookalike')).toContainText('Lookalike of a verified employer');
  await expect(entry.locator('.vq-lookalike').getByRole('link', { name: 'Kestrel Pay' })).toHaveAttribute(
    'href',
    '/companies/demo-company-kestrel',
  );
  await expect(entry.locator('.vq-jobs')).toContainText(`Payments Engineer ${RUN}`);
  await entry.scrollIntoViewIfNeeded();
  await axeClean(admin, '.vq');
  await shoot(admin, 'identity-admin-lookalike');

  // 5. It may be a real subsidiary: approving it is allowed, and its job then reaches candidates.
  await entry.getByLabel('Reason (the recruiters read it)').fill('Kestrel Pay confirmed this is its Indian arm.');
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${company}: approved as a verified employer.`, { exact: false })).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(
    page
      .locator('.job-row')
      .filter({ hasText: `Payments Engineer ${RUN}` })
      .locator('.job-row-flag'),
  ).toHaveCount(0);
});
