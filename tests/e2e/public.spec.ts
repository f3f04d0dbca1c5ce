import { expect, test } from '@playwright/test';

test('the landing page greets the visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Hireloop' })).toBeVisible();
});

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
});
