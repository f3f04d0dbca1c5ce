import type { Page } from '@playwright/test';

import { ADMIN, CANDIDATES, DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';

// Moderation as people live it: a candidate reports a job, the admin removes it from the queue,
// the job disappears for candidates, and the admin's dashboard shows the action and the new counts.

let TAG = '';
let JOB_TITLE = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  TAG = `mod${Date.now().toString(36)}`;
  JOB_TITLE = `Growth Marketer ${TAG}`;
});

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function openReportsStat(page: Page) {
  return page.locator('.stat', { hasText: 'Open reports' }).locator('.stat-value');
}

test('a reported job is removed by the admin and disappears for candidates', async ({
  page,
  newContext,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404 .*\/api\/candidate\/jobs\//);
  // A fresh job from the demo recruiter, so removing it leaves the demo data alone.
  const login = await request.post('/api/auth/login', {
    data: { email: RECRUITERS[0].email, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const posted = await request.post('/api/recruiter/jobs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { ...SAMPLE_JOB_FIELDS, title: JOB_TITLE },
  });
  expect(posted.status()).toBe(201);
  const jobId = ((await posted.json()) as { id: string }).id;

  // The admin's figures before.
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, ADMIN.email);
  await admin.waitForURL('/admin/dashboard');
  await expect(openReportsStat(admin)).toHaveText(/^\d+$/);
  const openBefore = Number(await openReportsStat(admin).textContent());

  // A candidate reports the job from its page.
  await logIn(page, CANDIDATES[0]!.email);
  await page.waitForURL('/dashboard');
  await page.goto(`/dashboard/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: JOB_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Misleading or false').check();
  await dialog.getByLabel(/Details/).fill('The pay on this listing does not match what the recruiter told me.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thanks for telling us' })).toBeVisible();

  // Its recruiter rewrites the listing once it is reported.
  const rewritten =
    'A calm, ordinary marketing role with a fair salary, posted by a careful recruiter who never asks for fees.';
  const edited = await request.put(`/api/recruiter/jobs/${jobId}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { ...SAMPLE_JOB_FIELDS, title: JOB_TITLE, description: rewritten },
  });
  expect(edited.status()).toBe(200);

  // The admin sees it in the queue as it was reported, and as it reads now; removes it, after confirming.
  await admin.goto('/admin/reports');
  await admin.getByRole('button', { name: new RegExp(JOB_TITLE) }).click();
  const asReported = admin.locator('.as-reported');
  await expect(asReported.getByText(SAMPLE_JOB_FIELDS.description)).toBeVisible();
  await expect(asReported.getByText('Changed since it was reported')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'The job now' })).toBeVisible();
  await expect(admin.getByText(rewritten)).toBeVisible();
  await admin.getByRole('button', { name: 'Remove job' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm: remove job' }).click();
  await expect(admin.getByRole('dialog')).toHaveCount(0);

  // Gone for candidates: its page and the search.
  await page.goto(`/dashboard/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: JOB_TITLE })).toHaveCount(0);
  await page.goto(`/dashboard/jobs?q=${TAG}`);
  await expect(page.getByRole('link', { name: new RegExp(JOB_TITLE) })).toHaveCount(0);

  // The action is in recent actions and the open-report count is back where it was.
  await admin.goto('/admin/dashboard');
  await expect(admin.getByText(`${ADMIN.fullName} removed a job`).first()).toBeVisible();
  await expect(openReportsStat(admin)).toHaveText(String(openBefore));
  await adminContext.close();
});

test('the admin reads /admin/analytics: the totals the API counts, the breakdowns, and another range', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const summary = await (
    await request.get('/api/admin/analytics/summary', { headers: { Authorization: `Bearer ${accessToken}` } })
  ).json();

  await logIn(page, ADMIN.email);
  await page.waitForURL('**/admin/dashboard');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const stat = (label: string) => page.locator('.stat', { hasText: label }).locator('.stat-value');
  await expect(stat('Users')).toHaveText(summary.users.total.toLocaleString('en-US'));
  await expect(stat('Jobs')).toHaveText(summary.jobs.total.toLocaleString('en-US'));
  await expect(stat('Applications')).toHaveText(summary.applications.total.toLocaleString('en-US'));
  for (const chart of ['Users by role', 'Jobs by status', 'Applications by status'])
    await expect(page.getByRole('figure', { name: chart })).toBeVisible();

  const range = page.getByRole('group', { name: 'Range' });
  await expect(range.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await range.getByRole('button', { name: '7 days' }).click();
  await expect(range.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(range.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('figure', { name: /per day · [\d,]+ in all/ }).first()).toBeVisible();
});
