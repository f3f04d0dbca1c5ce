import type { Page } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifiedAccount } from './accounts';
import { DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// Self-identification fits the market: the owner of an Indian company sees its country, and a
// candidate who applies to its job answers the India set, by keyboard; the recruiter never sees it.

const RESUME_PDF = Buffer.from(
  makePdf([['Tara Nair - Marketing Analyst', 'Digital marketing, SEO and Google Analytics since 2019.']]),
);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a candidate of an Indian company answers the India set', async ({ page, newContext }) => {
  test.setTimeout(150_000);
  const tag = `sid${Date.now().toString(36)}`;
  const title = `Growth Marketer ${tag}`;

  // The owner of Kestrel Pay (an Indian company) sees its country and what it means for candidates.
  const owner = await newContext();
  const recruiter = await owner.newPage();
  await logIn(recruiter, RECRUITERS[0].email, DEMO_PASSWORD);
  await recruiter.waitForURL('**/recruiter/dashboard');
  await recruiter.goto('/recruiter/profile');
  await ready(recruiter);
  const country = recruiter.getByLabel('Country');
  await expect(country).toBeEnabled();
  await expect(country.locator('option:checked')).toHaveText('India');
  await expect(recruiter.getByText(/offered the India voluntary self-identification questions/)).toBeVisible();
  await axeClean(recruiter, 'main');
  await shoot(recruiter, 'company-country');

  // Its job (posted as setup, like the rest of the e2e suite).
  const login = await recruiter.request.post('/api/auth/login', {
    data: { email: RECRUITERS[0].email, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const posted = await recruiter.request.post('/api/recruiter/jobs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { ...SAMPLE_JOB_FIELDS, title },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: string };

  // A verified candidate uploads a resume and applies.
  const email = `${tag}@example.com`;
  const password = 'Candidate#2026';
  await verifiedAccount(page.request, { fullName: 'Tara Nair', email, password, role: 'candidate' });
  await logIn(page, email, password);
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/profile');
  await ready(page);
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'tara.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('tara.pdf')).toBeVisible();
  await page.goto(`/dashboard/apply/${job.id}`);
  await ready(page);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/dashboard/applied-jobs/*');
  await ready(page);
  const applicationId = new URL(page.url()).pathname.split('/').pop()!;

  // The India set, not the EEOC's: gender with transgender persons, disability, "Prefer not to say".
  const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Voluntary self-identification' }) });
  await expect(card.getByLabel('Sex')).toHaveCount(0);
  const gender = card.getByLabel('Gender');
  const disability = card.getByLabel('Disability');
  await expect(gender.locator('option')).toHaveText(['Woman', 'Man', 'Transgender person', 'Prefer not to say']);
  await expect(disability.locator('option').last()).toHaveText('Prefer not to say');
  // Each starts at "Prefer not to say"; nothing is kept until she saves.
  await expect(gender.locator('option:checked')).toHaveText('Prefer not to say');
  await expect(disability.locator('option:checked')).toHaveText('Prefer not to say');

  // By keyboard: a gender typed to, the disability question left at "Prefer not to say", saved.
  await gender.focus();
  await page.keyboard.type('Transgender');
  await expect(gender.locator('option:checked')).toHaveText('Transgender person');
  await page.keyboard.press('Tab');
  await expect(disability).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Save my answers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Thank you. Your answers are saved.')).toBeVisible();
  await page.reload();
  await ready(page);
  await expect(card.getByLabel('Gender').locator('option:checked')).toHaveText('Transgender person');
  await axeClean(page, 'main');
  await shoot(page, 'india-set');

  // The recruiter's view of the application shows none of it.
  await recruiter.goto(`/recruiter/jobs/${job.id}/applications?open=${applicationId}`);
  // The list and its panel load after the page: wait for the panel itself (slow on a busy machine).
  await expect(recruiter.getByRole('dialog').getByText('Tara Nair').first()).toBeVisible({ timeout: 30_000 });
  await expect(recruiter.locator('.loading-state')).toHaveCount(0, { timeout: 30_000 });
  await expect(recruiter.locator('body')).not.toContainText('Transgender');
  await owner.close();
});
