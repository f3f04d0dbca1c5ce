import type { Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/contract/constants';
import { MESSAGES } from '../../src/contract/messages';
import { CANDIDATES, DEMO_PASSWORD } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// The product rides out a blip: a gateway that answers 503 once, a browser that goes offline.

const MEERA = CANDIDATES[0]!.email;

async function ready(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('.loading-state, .guard-wait')).toHaveCount(0);
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

test('a job alert is loaded and created through a 503 blip: once, under one Idempotency-Key', async ({ page, consoleErrors, apiContract }) => {
  // The stubbed 503s are what this test is about: Chromium logs them, and no route declares them.
  consoleErrors.allow(/status of 503/);
  apiContract.ignore(/^\/api\/candidate\/alerts$/);
  await signIn(page, MEERA);

  const failedOnce = new Set<string>();
  const postKeys: Array<string | undefined> = [];
  await page.route('**/api/candidate/alerts', async (route) => {
    const method = route.request().method();
    if (method === 'POST') postKeys.push(route.request().headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    if (failedOnce.has(method)) return route.continue();
    failedOnce.add(method);
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
  });

  await page.goto('/dashboard/job-alerts');
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  expect(failedOnce.has('GET'), 'the list load met the 503').toBe(true);

  const name = `Blip roles ${Date.now()}`;
  await page.getByLabel('Keywords').fill('payments');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.locator('li.card', { hasText: name })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The user pressed once: two sends, one key.
  expect(postKeys).toHaveLength(2);
  expect(postKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(postKeys[1]).toBe(postKeys[0]);

  await page.unroute('**/api/candidate/alerts');
  await page.reload();
  await ready(page);
  await expect(page.locator('li.card', { hasText: name })).toHaveCount(1);
});

test('an offline banner shows while the browser is offline and goes when it returns', async ({ page, context }) => {
  await signIn(page, MEERA);
  await ready(page);
  // The bar sits inside the polite live region, so its coming and going is announced.
  const banner = page.getByRole('status').getByText(MESSAGES.offline);
  await expect(page.getByText(MESSAGES.offline)).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`offline-${width}.png`) });
  }

  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.offline)).toHaveCount(0);
  // The same polite region says so, for those who cannot see the bar go.
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.backOnline })).toHaveCount(1);
});
