import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from './fixtures';

/** Opens the newest verification link of `email` through the dev mailbox's page (no browser: API setups). */
export async function verifyByMailbox(request: APIRequestContext, email: string) {
  const mailbox = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const verify = mailbox.match(/\/api\/auth\/verify-email\/[^"<\s]+/)?.[0];
  expect(verify, 'verification link in the dev mailbox').toBeTruthy();
  expect((await request.get(verify!.replaceAll('&amp;', '&'))).ok()).toBe(true);
}

/**
 * Verifies the email of the account signed in on `page` as a person does: opens the dev mailbox,
 * clicks the link of the newest "Confirm your email" mail, and lands verified (`?verified=1`).
 * Only a verified account applies (docs/decisions.md).
 */
export async function verifyInBrowser(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page
    .locator('article')
    .filter({ hasText: 'Confirm your email for Hireloop' })
    .first()
    .getByRole('link', { name: /\/api\/auth\/verify-email\// })
    .click();
  await page.waitForURL(/verified=1/);
}

/**
 * A fresh account signed up through the API, its email verified through the dev mailbox's link;
 * answers the Authorization header of its session and its user id.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  a: { fullName: string; email: string; password: string; role: 'candidate' | 'recruiter' },
) {
  const signup = await request.post('/api/auth/signup', { data: a });
  expect(signup.status()).toBe(201);
  const { accessToken, user } = (await signup.json()) as { accessToken: string; user: { id: string } };
  await verifyByMailbox(request, a.email);
  return { id: user.id, headers: { Authorization: `Bearer ${accessToken}` } };
}
