import type { APIRequestContext, Page } from '@playwright/test';

import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, type NewContext, test } from './fixtures';

const PASSWORD = 'Messaging#2026';

/**
 * Each test's own people: Riya recruits for a verified employer (her email is at the company's own
 * domain) with one open analyst job; the candidate lets verified employers find them and has the
 * skills the job asks. No other test sends to them, so a test passes in any order and on repeats.
 */
async function world(request: APIRequestContext, candidateName: string) {
  const tag = `${Date.now().toString(36)}${test.info().repeatEachIndex}${Math.random().toString(36).slice(2, 6)}`;
  const domain = `kestrel-${tag}.io`;
  const riya = { email: `riya@${domain}`, company: `Kestrel Analytics ${tag}` };
  const recruiter = await verifiedAccount(request, {
    fullName: 'Riya Kapoor',
    email: riya.email,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers: recruiter.headers,
    data: { fullName: 'Riya Kapoor', company: { name: riya.company, website: `https://www.${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers: recruiter.headers,
    data: {
      ...SAMPLE_JOB_FIELDS,
      title: `Data Analyst ${tag}`,
      requiredSkills: ['SQL', 'Tableau'],
      niceToHaveSkills: [],
    },
  });
  expect(job.status()).toBe(201);
  const email = `${candidateName.split(' ')[0]!.toLowerCase()}-${tag}@example.com`;
  const candidate = await verifiedAccount(request, {
    fullName: candidateName,
    email,
    password: PASSWORD,
    role: 'candidate',
  });
  const consent = await request.put('/api/candidate/profile', {
    headers: candidate.headers,
    data: { fullName: candidateName, skills: ['SQL', 'Tableau'], acceptsTargetedJobs: true },
  });
  expect(consent.status()).toBe(200);
  return { riya, job: (await job.json()) as { id: string; title: string }, candidate: { id: candidate.id, email } };
}

// Each person gets their own browser context (`newContext`: the console and contract checks watch it).
async function signedIn(newContext: NewContext, email: string): Promise<Page> {
  const page = await (await newContext()).newPage();
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

test('a candidate and a recruiter exchange messages and each sees the other’s without reloading', async ({
  newContext,
  request,
}) => {
  // Two sign-ups, a verified employer and a job before the two browsers meet.
  test.setTimeout(90_000);
  const { riya, job, candidate: vikram } = await world(request, 'Vikram Singh');
  const recruiter = await signedIn(newContext, riya.email);
  const sent = await apiAs<{ results: Array<{ conversationId: string | null }> }>(
    recruiter,
    '/api/recruiter/targeted/send',
    {
      jobId: job.id,
      candidateIds: [vikram.id],
      note: 'Hi Vikram, would you like to talk about our payments team?',
    },
  );
  const id = sent.results[0]!.conversationId!;
  expect(id).toBeTruthy();
  const candidate = await signedIn(newContext, vikram.email);

  await candidate.goto(`/dashboard/messages?c=${id}`);
  await recruiter.goto(`/recruiter/messages?c=${id}`);
  for (const page of [candidate, recruiter]) {
    await expect(
      page.locator('.msg-body', { hasText: 'Hi Vikram, would you like to talk about our payments team?' }),
    ).toBeVisible();
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

  // Typing on while a message is still on its way: those words are the next message and stay in
  // the box when the first one's answer comes in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await recruiter.route(/\/api\/messages\/[^/?]+\/messages$/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const composer = recruiter.getByPlaceholder(/Write to Vikram/);
  await composer.fill('First of two.');
  await composer.press('Enter');
  await expect(recruiter.getByRole('button', { name: 'Sending', exact: true })).toBeDisabled();
  await composer.fill('Second of two.');
  release();
  await expect(candidate.locator('.msg-body', { hasText: 'First of two.' })).toBeVisible();
  await expect(recruiter.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await expect(composer).toHaveValue('Second of two.');
  await composer.press('Enter');
  await expect(candidate.locator('.msg-body', { hasText: 'Second of two.' })).toBeVisible();
  await expect(composer).toHaveValue('');
});

test('a targeted job reaches the candidate as a notification and a message', async ({ newContext, request }) => {
  test.setTimeout(90_000);
  const { riya, job: analyst, candidate: rohan } = await world(request, 'Rohan Mehta');
  const recruiter = await signedIn(newContext, riya.email);
  await recruiter.goto('/recruiter/targeted-job-sending');
  const job = recruiter.getByLabel('Job', { exact: true });
  // Rohan's profile skills are the ones the analyst role asks: the pool matches profiles, never resumes.
  await job.selectOption(analyst.id);
  await recruiter.getByLabel('Filter').fill('Rohan');
  // The demo world has a Rohan Mehta too: this test's is the row of its own candidate.
  const row = recruiter.locator('.tg-row').filter({ has: recruiter.locator(`#pick-${rohan.id}`) });
  await expect(row).toContainText('Rohan Mehta');
  await row.getByRole('checkbox').check();
  // The note is edited while the job is on its way: the new words are the next batch's and stay.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await recruiter.route('**/api/recruiter/targeted/send', async (route) => {
    await held;
    await route.continue();
  });
  const note = recruiter.getByLabel(/Note/);
  await note.fill('Your API work would fit our checkout team.');
  await recruiter.getByRole('button', { name: 'Send job' }).click();
  await expect(recruiter.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await note.fill('A note for the next batch.');
  release();
  await expect(recruiter.getByText('Sent to 1 candidate')).toBeVisible();
  await expect(note).toHaveValue('A note for the next batch.');
  await expect(recruiter.getByRole('link', { name: 'Open conversation' })).toBeVisible();

  const candidate = await signedIn(newContext, rohan.email);
  const bell = candidate.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await candidate.getByRole('button', { name: new RegExp(`${riya.company} sent you a job`) }).click();
  await candidate.waitForURL(/\/dashboard\/messages\?c=/);
  await expect(candidate.locator('.msg-body', { hasText: 'Your API work would fit our checkout team.' })).toBeVisible();
});
