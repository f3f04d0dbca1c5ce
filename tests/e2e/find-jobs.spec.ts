import type { Page } from '@playwright/test';

import { JOB_CHOICE_FILTERS, JOB_TEXT_FILTERS } from '../../src/contract/job-filters';
import { CANDIDATES, DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// Visitors find the jobs: the public header's Jobs and the landing's "Find your next role" lead
// to the board, and a search there carries into a signed-in candidate's Find jobs, which has the
// same filters.

/** The search form's field labels, in order. */
const labelsOf = (page: Page, form: string) =>
  page.locator(`${form} label.label`).evaluateAll((ls) => ls.map((l) => l.textContent!.trim()));

test('a visitor reaches /jobs from the header and the landing, and signing in keeps the search in Find jobs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Login', 'Sign Up', 'Jobs']);
  await shoot(page, 'header-with-jobs');
  await nav.getByRole('link', { name: 'Jobs', exact: true }).click();
  await page.waitForURL('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find work that fits you' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.goto('/');
  await page.getByRole('link', { name: 'Find your next role' }).click();
  await page.waitForURL('/jobs');

  // The board's filters, chosen like a person would.
  const board = await labelsOf(page, 'form[role="search"]');
  expect(board).toEqual([
    JOB_TEXT_FILTERS.q.label,
    JOB_TEXT_FILTERS.location.label,
    ...JOB_CHOICE_FILTERS.map((f) => f.label),
    JOB_TEXT_FILTERS.minSalary.label,
  ]);
  await page.getByLabel('Location').fill('Bengaluru');
  await page.getByLabel('Workplace').selectOption({ label: 'Hybrid' });
  await page.getByLabel('Posted').selectOption({ label: 'Last 30 days' });
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await page.waitForURL(/\/jobs\?/);
  const asked = new URL(page.url()).searchParams;
  expect([asked.get('location'), asked.get('workplaceType'), asked.get('postedWithin')]).toEqual([
    'Bengaluru',
    'hybrid',
    '30',
  ]);
  await axeClean(page, 'main');
  await shoot(page, 'board-filters');

  // Signing in from the board continues the same search in Find jobs.
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/login\?redirect=/);
  await ready(page);
  await page.getByLabel('Email').fill(CANDIDATES[0]!.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/jobs\?location=Bengaluru&workplaceType=hybrid&postedWithin=30/);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Find jobs' })).toBeVisible();
  const feed = await labelsOf(page, 'form[role="search"]');
  expect(feed.slice(0, board.length)).toEqual(board);
  await expect(page.getByLabel('Location')).toHaveValue('Bengaluru');
  await expect(page.getByLabel('Workplace')).toHaveValue('hybrid');
  await expect(page.getByLabel('Posted')).toHaveValue('30');
  await axeClean(page, 'main');
  await shoot(page, 'find-jobs-filters');
});

test('a visitor who writes “Remote” as the location finds the remote jobs, with pay in lakhs per annum', async ({
  page,
  request,
}) => {
  const tag = `remote${Date.now().toString(36)}`;
  const login = await request.post('/api/auth/login', {
    data: { email: RECRUITERS[0]!.email, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (const [title, workplaceType] of [
    [`Remote Analyst ${tag}`, 'remote'],
    [`Office Analyst ${tag}`, 'onsite'],
  ] as const) {
    const res = await request.post('/api/recruiter/jobs', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { ...SAMPLE_JOB_FIELDS, title, workplaceType, salaryMin: 1_000_000, salaryMax: 1_400_000 },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/jobs');
  await page.getByLabel('Keywords').fill(tag);
  await page.getByLabel('Location').fill('Remote');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await page.waitForURL(/location=Remote/);
  const cards = page.locator('.jb-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Remote Analyst ${tag}`);
  await expect(cards.first()).toContainText('₹10-14 LPA');
  await axeClean(page, 'main');
  await shoot(page, 'board-remote-search');

  await cards
    .first()
    .getByRole('link', { name: `Remote Analyst ${tag}` })
    .click();
  await expect(page.getByText('₹10-14 LPA').first()).toBeVisible();
  await shoot(page, 'job-page-lpa');
});
