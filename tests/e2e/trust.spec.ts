import type { Page } from '@playwright/test';

import { OIDC_PORT } from '../../playwright.config';
import { startOidcProvider } from '../fixtures/oidc-provider';
import { expect, test } from './fixtures';

// Identity journeys against the real worker: email verification through the dev mailbox, and a
// squatted email taken back by its owner through Google (the local OpenID provider stands in).
const PASSWORD = 'Squatter#2026';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const BANNER = /Please confirm your email address/;

async function signUp(page: Page, fullName: string, email: string) {
  await page.goto('/signup');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('/dashboard');
}

test('sign up, open the verification link from the dev mailbox, and the banner is gone', async ({ page }) => {
  const email = uniqueEmail('verify');
  await signUp(page, 'Vera Fied', email);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend the link' })).toBeVisible();

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const article = page.locator('article').filter({ hasText: 'Confirm your email for Hireloop' });
  await expect(article).toHaveCount(1);
  await article.getByRole('link', { name: /\/api\/auth\/verify-email\// }).click();

  await page.waitForURL('/dashboard?verified=1');
  await expect(page.getByText('Vera').first()).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Vera').first()).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test.describe('a squatted email', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  test.beforeAll(async () => {
    provider = await startOidcProvider({ port: OIDC_PORT });
  });
  test.afterAll(async () => provider.close());

  test("its owner signs in with Google and the squatter's password stops working", async ({
    page,
    newContext,
    consoleErrors,
  }) => {
    // The squatter's refused password is the point of the test.
    consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
    const email = uniqueEmail('owner');
    // The squatter signs up with the owner's address and never verifies it.
    const squatterContext = await newContext();
    const squatter = await squatterContext.newPage();
    await signUp(squatter, 'Squat Ter', email);

    // The owner signs in with Google as that address (the browser is signed in to the provider as them).
    await page.context().addCookies([{ name: 'oidc_user', value: email, url: `http://127.0.0.1:${OIDC_PORT}` }]);
    await page.goto('/login');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('link', { name: /Continue with Google/i }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByText(BANNER)).toHaveCount(0);

    // The squatter's session is over, and the password no longer signs in.
    await squatter.goto('/dashboard');
    await squatter.waitForURL(/\/login\/?\?redirect=/);
    await expect(squatter.locator('astro-island[ssr]')).toHaveCount(0);
    await squatter.getByLabel('Email').fill(email);
    await squatter.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await squatter.getByRole('button', { name: 'Sign in' }).click();
    await expect(squatter.getByRole('alert')).toContainText('Invalid email or password');
    expect(new URL(squatter.url()).pathname).toBe('/login');
    await squatterContext.close();
  });
});
