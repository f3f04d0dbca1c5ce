import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { ATS_PART_NAMES } from '../../src/contract/ats';
import { makePdf } from '../fixtures/resume-files';
import { verifyInBrowser } from './accounts';
import { ADMIN, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { ready } from './screen';

// Accountable AI as people meet it: the notice where the score is used, a candidate who asks for a
// human review, the recruiter who then sees no score, and an admin who publishes the bias audit.

let TAG = '';
let JOB_TITLE = '';
// Fresh names for every run of this file: a repeat (--repeat-each) reuses the loaded module, so
// names fixed when it loads would meet the data the first run made.
test.beforeAll(() => {
  TAG = `ai${Date.now().toString(36)}`;
  JOB_TITLE = `Data Platform Engineer ${TAG}`;
});
const SHOTS = 'test-results/ai-shots';
// The shipped weights and version (tests/unit/scripts/ai-model-card.test.ts holds them equal to the engine's).
const card = JSON.parse(readFileSync('src/data/ai-model-card.json', 'utf8')) as {
  scorerVersion: string;
  weights: Record<keyof typeof ATS_PART_NAMES, number>;
};
const PARTS = Object.entries(card.weights).map(([key, weight]) => ({
  name: ATS_PART_NAMES[key as keyof typeof ATS_PART_NAMES],
  weight,
}));
const RESUME_PDF = Buffer.from(
  makePdf([
    [
      'Meera Iyer - Data Engineer',
      'Experience: 2019 - Present. Built TypeScript services and PostgreSQL schemas.',
      'Designed REST APIs; ran Kubernetes.',
    ],
  ]),
);

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function axeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function postJob(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: RECRUITERS[0].email, password: DEMO_PASSWORD },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await page.request.post('/api/recruiter/jobs', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      title: JOB_TITLE,
      description: 'Build the data platform.\n\n- TypeScript services\n- PostgreSQL schemas',
      city: 'Gurugram',
      country: 'India',
      workplaceType: 'hybrid',
      employmentType: 'full-time',
      minYears: 2,
      requiredSkills: ['TypeScript', 'PostgreSQL'],
      niceToHaveSkills: ['Kubernetes'],
      status: 'open',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a candidate applies asking for human review, answers self-identification, and the recruiter sees no score', async ({
  page,
  newContext,
}) => {
  test.setTimeout(150_000);
  const job = await postJob(page);

  // The public job page says how applications are scored, part by part, with the model card link.
  await page.goto(`/jobs/${job.id}`);
  const notice = page.locator('[data-ai-notice]');
  await expect(notice.getByRole('heading', { name: 'How applications are scored' })).toBeVisible();
  for (const p of PARTS) await expect(notice.getByText(`${p.name}`, { exact: true })).toBeVisible();
  await expect(notice.getByRole('link', { name: /model card/ })).toHaveAttribute('href', '/ai');
  expect(await axeClean(page)).toEqual([]);
  await shoot(page, 'public-job');

  // A new candidate with a resume.
  await page.goto('/signup');
  await ready(page);
  await page.getByRole('radio', { name: /Candidate/ }).check();
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(`${TAG}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Candidate#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Candidate#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  // Only a verified account applies: Meera opens the confirmation mail.
  await verifyInBrowser(page, `${TAG}@example.com`);
  await page.goto('/dashboard/profile');
  await ready(page);
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'meera.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('meera.pdf')).toBeVisible();

  // The apply screen: the notice, and the choice of a review without the score.
  await page.goto(`/dashboard/apply/${job.id}`);
  await ready(page);
  await expect(
    page.locator('[data-ai-notice]').getByRole('heading', { name: 'How applications are scored' }),
  ).toBeVisible();
  expect(await axeClean(page, '[data-ai-notice]')).toEqual([]);
  const choice = page.getByRole('checkbox', { name: 'Review my application without the score' });
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await shoot(page, 'apply');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.waitForURL('**/dashboard/applied-jobs/*');
  await ready(page);
  const applicationId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Human review requested').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the score was computed' })).toHaveCount(0);

  // Voluntary self-identification: Kestrel Pay is an Indian company, so the India set.
  await page.getByLabel('Gender').selectOption({ label: 'Woman' });
  await page.getByLabel('Disability').selectOption({ label: 'Prefer not to say' });
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Thank you. Your answers are saved.')).toBeVisible();
  await shoot(page, 'application');

  // The recruiter: "Human review requested" in the list and the panel, no score anywhere.
  const context = await newContext();
  const recruiter = await context.newPage();
  await logIn(recruiter, RECRUITERS[0].email);
  await recruiter.waitForURL('**/recruiter/dashboard');
  await recruiter.goto(`/recruiter/jobs/${job.id}/applications?sort=atsScore&atsScore=90`);
  await ready(recruiter);
  const list = recruiter.locator('main');
  await expect(list.locator('.score-human', { hasText: 'Human review requested' }).first()).toBeVisible();
  await expect(list.getByText('Meera Iyer').first()).toBeVisible();
  await expect(list.getByText('Woman')).toHaveCount(0);
  await recruiter.goto(`/recruiter/jobs/${job.id}/applications?open=${applicationId}`);
  await ready(recruiter);
  const panel = recruiter.getByRole('dialog');
  await expect(panel.locator('.score-human')).toHaveText('Human review requested');
  await expect(panel.getByText(/the candidate asked to be reviewed without the score/)).toBeVisible();
  await expect(panel.getByText(/Scorer ats-/)).toHaveCount(0);
  await shoot(recruiter, 'recruiter-panel');
  await context.close();
});

test('an admin runs the bias audit, downloads its CSV, publishes it, and /ai/audit shows it', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ADMIN.email);
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('link', { name: 'AI audit' }).first().click();
  await page.waitForURL('**/admin/ai-audit');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'AI audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Run audit' }).click();
  const applicants = page.locator('.stat', { hasText: 'Applicants' }).locator('.stat-value');
  await expect(applicants).toHaveText(/^\d[\d,]*$/);
  const count = (await applicants.textContent())!.trim();
  await expect(page.locator('.stat', { hasText: 'Overrides of the ranking' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
  expect(await axeClean(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hireloop-ai-audit-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await shoot(page, 'admin-audit');

  await page.getByRole('button', { name: 'Publish as the public summary' }).click();
  await expect(page.getByText('Published: the public summary at /ai/audit now shows this audit.')).toBeVisible();

  await page.goto('/ai/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Bias audit summary' })).toBeVisible();
  await expect(page.locator('.ai-audit-facts')).toContainText(`${count} (`);
  for (const dim of ['Gender (India)', 'Disability (India)', 'Sex', 'Race / ethnicity', 'Sex and race / ethnicity'])
    await expect(page.getByRole('heading', { level: 2, name: dim, exact: true })).toBeVisible();
  expect(await axeClean(page)).toEqual([]);
  await shoot(page, 'ai-audit');
});

test('the model card at /ai names every part and weight, its versions and evaluation, and passes axe', async ({
  page,
}) => {
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'How the match score works' })).toBeVisible();
  const parts = page.getByRole('region', { name: 'Parts of the score and their weights' });
  for (const p of PARTS)
    await expect(
      parts.getByRole('row', { name: new RegExp(`^${p.name} ${Math.round(p.weight * 100)}%`) }),
    ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Scorer versions' }).getByRole('rowheader', { name: card.scorerVersion }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ranking quality' })).toContainText('BM25 baseline');
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(await axeClean(page)).toEqual([]);
  await shoot(page, 'model-card');
});
