import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

import { OIDC_PORT } from '../../playwright.config';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { candidateApplies, open, PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, ready, shoot } from './screen';

// Privacy that keeps its promises: "Download my data" gives what the privacy page lists, and an
// account is deleted only on its owner's confirmation, after which an email says what is kept.
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DELETED_MAIL = 'Your Hireloop account has been deleted';
// Each journey sets up its own people and walks several pages.
test.slow();

/** The mailbox's email with this subject to this address. */
async function mail(page: Page, to: string, subject: string) {
  await open(page, `/dev/mailbox?to=${encodeURIComponent(to)}`);
  const article = page.locator('article').filter({ hasText: subject });
  await expect(article).toHaveCount(1);
  return article;
}

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings');
  // The banner's island hydrates when the browser is idle, which a loaded machine makes late.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('an export holds a message and a resume file, as the privacy page lists; a wrong password deletes nothing', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The wrong password is the point of the test's last part.
  consoleErrors.allow(/status of 400 .*\/api\/candidate\/account/);
  const t = tag();
  // An email at the company's own domain verifies it at once, so its job reaches candidates.
  const domain = `privacy-co-${t}.in`;
  const recruiter = await verifiedAccount(request, {
    fullName: 'Nila Rao',
    email: `nila@${domain}`,
    password: PASSWORD,
    role: 'recruiter',
  });
  expect(
    (
      await request.put('/api/recruiter/profile', {
        headers: recruiter.headers,
        data: { fullName: 'Nila Rao', company: { name: `Privacy Co ${t}`, website: `https://${domain}` } },
      })
    ).status(),
  ).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers: recruiter.headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Backend Engineer ${t}` },
  });
  expect(job.status()).toBe(201);
  const applicant = await candidateApplies(request, (await job.json()).id, 'Dev Mehta', STRONG_RESUME, t);
  const said = `Can we talk on Thursday? (${t})`;
  const started = await request.post('/api/messages', {
    headers: recruiter.headers,
    data: {
      candidateId: (await (await request.get('/api/candidate/profile', { headers: applicant.headers })).json()).id,
      body: said,
    },
  });
  expect(started.status()).toBe(201);

  // What the privacy page says the export holds.
  await open(page, '/privacy');
  const promised = page.locator('#export-contents li');
  const listed = await promised.evaluateAll((items) =>
    items.map((li) => ({ key: li.getAttribute('data-export-section'), label: li.textContent?.trim() })),
  );
  expect(listed.length).toBeGreaterThan(5);

  await signIn(page, applicant.email, '/dashboard');
  await openSettings(page);
  const yourData = page
    .locator('section, .card')
    .filter({ has: page.getByRole('heading', { name: 'Your data' }) })
    .last();
  await expect(yourData.getByRole('listitem')).toHaveText(listed.map((l) => l.label!));
  await shoot(page, 'settings-password-account');
  await axeClean(page, 'main');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('hireloop-my-data.zip');
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const manifest = JSON.parse(strFromU8(zip['manifest.json']!));
  // The page and the export agree: the same sections, in the same order, with the same words.
  expect(manifest.sections).toEqual(listed);
  expect(Object.keys(manifest.data)).toEqual(listed.map((l) => l.key));
  expect(manifest.data.profile).toMatchObject({ fullName: 'Dev Mehta', email: applicant.email });
  expect(manifest.data.messages[0].messages).toEqual([expect.objectContaining({ sender: 'recruiter', body: said })]);
  expect(manifest.data.applications[0].timeline[0]).toMatchObject({ to_status: 'applied' });
  const resume = manifest.data.resumes[0].file as string;
  expect(resume).toBe('resumes/Dev-Mehta.pdf');
  expect(manifest.files).toContain(resume);
  expect(strFromU8(zip[resume]!.subarray(0, 5))).toBe('%PDF-');

  // A wrong password is refused with a clear message, and the account is still there.
  const card = page
    .locator('section, .card')
    .filter({ has: page.getByRole('heading', { name: 'Delete account' }) })
    .last();
  await card.getByLabel('Your password').fill('not-my-password');
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await expect(card.getByText('That password is not correct. Nothing was deleted.')).toBeVisible();
  await openSettings(page);

  // The right one deletes at once, and an email says what is kept.
  await card.getByLabel('Your password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL('**/delete-account#deleted');
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
  const sent = await mail(page, applicant.email, DELETED_MAIL);
  await expect(sent).toContainText('An anonymous record of your application');
});

test.describe('a Google-only account', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  test.beforeAll(async () => {
    provider = await startOidcProvider({ port: OIDC_PORT });
  });
  test.afterAll(async () => provider.close());

  /** Signs in with Google as a new user of the local provider. */
  async function googleUser(page: Page) {
    const email = `google-${tag()}@example.com`;
    await page.context().addCookies([{ name: 'oidc_user', value: email, url: `http://127.0.0.1:${OIDC_PORT}` }]);
    await open(page, '/login');
    await page.getByRole('link', { name: /Continue with Google/i }).click();
    await page.waitForURL('**/dashboard');
    return email;
  }

  test('is deleted by a fresh Google sign-in, and an email confirms it', async ({ page, consoleErrors }) => {
    // The deleted account's settings, opened again at the end, are refused: that is the point. So
    // is every call the pages make after the deletion (the session check, the verification banner):
    // which of them fire before the page leaves depends on timing.
    consoleErrors.allow(/status of 401 .*\/api\/(candidate\/|auth\/(refresh|verification)\b)/);
    const email = await googleUser(page);
    await openSettings(page);
    const card = page
      .locator('section, .card')
      .filter({ has: page.getByRole('heading', { name: 'Delete account' }) })
      .last();
    await expect(card.getByLabel('Your password')).toHaveCount(0);
    await expect(card.getByText(/signs in with Google/)).toBeVisible();
    await shoot(page, 'settings-google-account');
    await axeClean(page, 'main');

    await card.getByRole('button', { name: 'Confirm with Google and delete' }).click();
    await page.waitForURL('**/delete-account#deleted');
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
    await shoot(page, 'account-deleted');
    const sent = await mail(page, email, DELETED_MAIL);
    await expect(sent).toContainText('Our security log of this deletion');

    // The session is gone with the account.
    await page.goto('/dashboard/settings');
    await page.waitForURL(/\/login/);
  });

  test('is deleted by the emailed link, which works once', async ({ page, consoleErrors }) => {
    // Opening the used link again is the point of the test's end.
    consoleErrors.allow(/status of 400 .*\/api\/account\/deletion/);
    const email = await googleUser(page);
    await openSettings(page);
    await page.getByRole('button', { name: 'Email me a confirmation link' }).click();
    await expect(page.getByText('We sent a confirmation link to your email.')).toBeVisible();

    const link = await mail(page, email, 'Confirm the deletion of your Hireloop account');
    await link.getByRole('link', { name: /\/delete-account#token=/ }).click();
    await page.waitForURL('**/delete-account#token=*');
    await ready(page);
    await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
    await shoot(page, 'delete-account-link');
    await axeClean(page, 'main');
    const used = page.url();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible();
    await mail(page, email, DELETED_MAIL);

    await open(page, used);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
  });
});
