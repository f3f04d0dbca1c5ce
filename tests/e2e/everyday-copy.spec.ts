import type { Page } from '@playwright/test';

import { ADMIN, CANDIDATES, DEMO_PASSWORD, RECRUITERS } from './demo';
import { expect, test } from './fixtures';
import { axeClean, shoot } from './screen';

// Copy and controls that agree with the product: each screen says what is true for the person
// looking at it, and the chrome shows where they are.

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(dashboard|recruiter|admin)/);
}

/** Every section heading of the main area is no larger than its page title. */
async function expectOneHeadingScale(page: Page) {
  const sizes = await page.locator('main').evaluate((main) => {
    const px = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const h1 = main.querySelector('h1');
    return {
      title: h1 ? px(h1) : 0,
      larger: [...main.querySelectorAll('h2, h3')]
        .filter((h) => h1 && px(h) > px(h1))
        .map((h) => `${h.tagName} “${h.textContent?.trim()}” ${px(h)}px`),
    };
  });
  expect(sizes.title).toBeGreaterThan(0);
  expect(sizes.larger, 'section headings larger than the page title').toEqual([]);
}

test('a candidate: a missing job offers the board, the apply page sits under Find jobs, one heading scale', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.allow(/status of 404/);
  await signIn(page, CANDIDATES[0]!.email);

  await page.goto('/dashboard/jobs/no-such-job');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await axeClean(page, 'main');
  await main.getByRole('link', { name: 'Browse jobs' }).click();
  await page.waitForURL('/dashboard/jobs');

  // Apply to the first job of the feed: the sidebar marks Find jobs.
  const first = page.locator('.cw-list a[href^="/dashboard/jobs/"]').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const jobId = (await first.getAttribute('href'))!.split('/').pop()!;
  await page.goto(`/dashboard/apply/${jobId}`);
  const nav = page.getByRole('navigation', { name: 'Candidate workspace' });
  await expect(nav.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectOneHeadingScale(page);
  await shoot(page, 'apply-page');

  await page.goto('/dashboard/no-such');
  await page.goto('/dashboard');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectOneHeadingScale(page);
});

test('on a phone the workspace tab strip shows the current tab', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, CANDIDATES[0]!.email);
  await page.goto('/dashboard/help');
  const nav = page.getByRole('navigation', { name: 'Candidate workspace' });
  const current = nav.getByRole('link', { name: 'Help' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('tab-strip-help-360.png') });
});

test('an unverified recruiter’s banner speaks of publishing jobs, not job alerts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `copy${Date.now().toString(36)}@example.com`;
  const password = 'Recruiter#2026';
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'Rhea Recruiter', email, password, role: 'recruiter' },
  });
  expect(signup.status()).toBe(201);
  await signIn(page, email, password);

  const banner = page.locator('.ws-verify');
  await expect(banner).toContainText('you cannot publish jobs', { timeout: 20_000 });
  await expect(banner).not.toContainText('job alerts');
});

test('a recruiter’s blind review names its reach, and the profile has no stale invitation note', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, RECRUITERS[0]!.email);
  await page.goto('/recruiter/profile');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('by invitation is not available yet')).toHaveCount(0);

  await page.goto('/recruiter/applications');
  const blind = page.getByRole('switch', { name: /Blind review/ });
  await expect(blind).toBeVisible({ timeout: 20_000 });
  await expect(blind).toHaveAccessibleName('Blind review (whole company)');
  await expectOneHeadingScale(page);
  await axeClean(page, 'main');
  await shoot(page, 'recruiter-applications');
});

test('an admin reads figures in the right number: “1 admin”', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN.email);
  await page.goto('/admin/analytics');
  const summary = page.locator('.chart').filter({ hasText: 'Users by role' }).locator('p.visually-hidden');
  await expect(summary).toContainText(/\b(1 admin|\d+ admins)\b/, { timeout: 20_000 });
  await expect(summary).not.toContainText(/\b1 admins\b/);
  await expectOneHeadingScale(page);
});
