import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { utcDay } from '../../src/contract/days';
import { JOB_DEADLINE_PASSED_MESSAGE } from '../../src/contract/jobs';
import { DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// A recruiter's guard rails: a past deadline never goes live, closing asks first and can be undone,
// the preview is the candidate's page, and analytics tables download as CSV that stays text.

async function signIn(page: Page) {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(RECRUITERS[0].email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/recruiter/dashboard');
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('publishing with a past deadline is refused with a message; the preview is the candidate renderer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `g${Date.now().toString(36)}${test.info().retry}`;
  await signIn(page);
  await ready(page, '/recruiter/post-job');
  await page.getByLabel('Job title').fill(`Deadline Guard ${tag}`);
  await page
    .getByLabel('Description')
    .fill(
      '## What you will do\n\n- Run campaigns end to end\n- Report what worked every week\n\nYou will work with sales and product.',
    );
  await page.getByLabel('Workplace').selectOption('remote');
  await page.getByLabel('City').fill('Bengaluru');
  const skills = page.getByLabel('Required skills');
  await skills.fill('SEO');
  await skills.press('Enter');
  await page.getByLabel('Salary from', { exact: true }).fill('1200000');
  await page.getByLabel('Salary to', { exact: true }).fill('1800000');
  // The pay as candidates will read it: lakhs per annum.
  await expect(page.getByText('Candidates see it as ₹12-18 LPA.')).toBeVisible();

  // The preview is the candidate's page: its headings, bullets, salary and place.
  const preview = page.locator('.job-preview');
  await expect(preview.getByRole('heading', { level: 2, name: `Deadline Guard ${tag}` })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'About the role' })).toBeVisible();
  await expect(preview.locator('.cw-rich h3')).toHaveText('What you will do');
  await expect(preview.locator('.cw-rich li')).toHaveText([
    'Run campaigns end to end',
    'Report what worked every week',
  ]);
  await expect(preview.locator('.cw-facts li')).toHaveText(['Bengaluru', 'Remote', 'Full-time']);
  await expect(preview.locator('.cw-salary')).toHaveText('₹12-18 LPA');

  const yesterday = utcDay(new Date(Date.now() - 86_400_000));
  await page.getByLabel('Application deadline').fill(yesterday);
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.locator('.field-error', { hasText: JOB_DEADLINE_PASSED_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/recruiter\/post-job$/);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`post-job-${width}.png`), fullPage: true });
  }
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()).violations).toEqual([]);

  // Today is fine: the job publishes.
  await page.getByLabel('Application deadline').fill(utcDay());
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page.getByText('Job published. Candidates can apply now.')).toBeVisible();
});

test('Close asks first, then offers Undo; the analytics table downloads as CSV that stays text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `c${Date.now().toString(36)}${test.info().retry}`;
  const login = await request.post('/api/auth/login', {
    data: { email: RECRUITERS[0].email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const title = `=HYPERLINK("http://evil.example") Closer ${tag}`;
  const posted = await request.post('/api/recruiter/jobs', { headers, data: { ...SAMPLE_JOB_FIELDS, title } });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: string };

  await signIn(page);
  await ready(page, '/recruiter/jobs');
  const row = page.locator(`#job-${job.id}`);
  await row.getByRole('button', { name: 'Close' }).click();
  const question = row.getByRole('group', { name: 'Confirm closing' });
  await expect(question).toBeFocused();
  await expect(question).toContainText('Candidates can no longer apply.');
  // Keep open: nothing changes, focus back on the row's first action.
  await question.getByRole('button', { name: 'Keep open' }).click();
  await expect(row.locator('.badge', { hasText: 'Open' })).toBeVisible();

  await row.getByRole('button', { name: 'Close' }).click();
  await question.getByRole('button', { name: 'Yes, close' }).click();
  await expect(row.locator('.badge', { hasText: 'Closed' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(page.locator('#live-region')).toContainText('is closed: candidates can no longer apply');
  await undo.press('Enter');
  await expect(row.locator('.badge', { hasText: 'Open' })).toBeVisible();
  await expect(page.locator('#live-region')).toContainText('is open again.');

  // Analytics: the "By job" table as CSV; the formula-like title stays text.
  await ready(page, '/recruiter/analytics');
  await expect(page.getByRole('columnheader', { name: 'In interview now' })).toBeVisible();
  await expect(page.locator('.stat', { hasText: 'Reached interview' })).toContainText('got to interview or further');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: By job' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('by-job.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Job,Page views (all time),Applications received,New (last 7 days),Average match score,In interview now,Hired',
  );
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") Closer ${tag}",`);
  expect(csv).not.toMatch(/^=/m);
});
