import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

import { DEMO_PASSWORD as PASSWORD } from '../../scripts/seed/content';

// Demo accounts of the seed: Riya recruits for Kestrel Pay; Vikram and Rohan are candidates who have
// not applied to the jobs sent here (a candidate who applied is not sent the same job).
const RIYA = 'riya@kestrelpay.example';
const VIKRAM = 'vikram@example.com';
const ROHAN = 'rohan@example.com';

// Each person gets their own browser context; their pages must log no errors either.
const problems: string[] = [];
test.beforeEach(() => {
  problems.length = 0;
});
test.afterEach(() => expect(problems, 'console errors in the signed-in contexts').toEqual([]));

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`${email}: ${msg.text()} (${msg.location().url})`));
  page.on('pageerror', (err) => problems.push(`${email}: ${err.message}`));
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(dashboard|recruiter\/dashboard)$/);
  return page;
}

/** Calls the API as the signed-in page does (its stored access token). */
async function apiAs<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('authToken')}` },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

test('a candidate and a recruiter exchange messages and each sees the other’s without reloading', async ({ browser }) => {
  const recruiter = await signedIn(browser, RIYA);
  const sent = await apiAs<{ results: Array<{ conversationId: string | null }> }>(recruiter, '/api/recruiter/targeted/send', {
    jobId: 'demo-job-backend',
    candidateIds: ['demo-candidate-vikram'],
    note: 'Hi Vikram, would you like to talk about our payments team?',
  });
  const id = sent.results[0]!.conversationId!;
  const candidate = await signedIn(browser, VIKRAM);

  await candidate.goto(`/dashboard/messages?c=${id}`);
  await recruiter.goto(`/recruiter/messages?c=${id}`);
  for (const page of [candidate, recruiter]) {
    await expect(page.locator('.msg-body', { hasText: 'Hi Vikram, would you like to talk about our payments team?' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  }

  await candidate.getByPlaceholder(/Write to Riya/).fill('Yes please! <b>Tuesday</b> works for me.');
  await candidate.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(recruiter.locator('.msg-body', { hasText: 'Yes please! <b>Tuesday</b> works for me.' })).toBeVisible();

  await recruiter.getByPlaceholder(/Write to Vikram/).fill('Great, I will send an invite.');
  await recruiter.getByPlaceholder(/Write to Vikram/).press('Enter');
  await expect(candidate.locator('.msg-body', { hasText: 'Great, I will send an invite.' })).toBeVisible();
  // Hostile-looking text is shown as text, never as markup.
  await expect(recruiter.locator('.msg-body b')).toHaveCount(0);
});

test('a targeted job reaches the candidate as a notification and a message', async ({ browser }) => {
  const recruiter = await signedIn(browser, RIYA);
  await recruiter.goto('/recruiter/targeted-job-sending');
  const job = recruiter.getByLabel('Job', { exact: true });
  // Rohan's confirmed skills include SQL, which the analyst role asks: the pool matches profiles, never resumes.
  await job.selectOption((await job.locator('option', { hasText: 'Data Analyst' }).getAttribute('value'))!);
  await recruiter.getByLabel('Filter').fill('Rohan');
  await recruiter.locator('.tg-row').filter({ hasText: 'Rohan Mehta' }).getByRole('checkbox').check();
  await recruiter.getByLabel(/Note/).fill('Your API work would fit our checkout team.');
  await recruiter.getByRole('button', { name: 'Send job' }).click();
  await expect(recruiter.getByText('Sent to 1 candidate')).toBeVisible();
  await expect(recruiter.getByRole('link', { name: 'Open conversation' })).toBeVisible();

  const candidate = await signedIn(browser, ROHAN);
  const bell = candidate.getByRole('button', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await candidate.getByRole('button', { name: /Kestrel Pay sent you a job/ }).click();
  await candidate.waitForURL(/\/dashboard\/messages\?c=/);
  await expect(candidate.locator('.msg-body', { hasText: 'Your API work would fit our checkout team.' })).toBeVisible();
});
