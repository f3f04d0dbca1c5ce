import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// A candidate changes their password in settings, as a person would: a wrong current password is
// refused under its field and loses nothing, the right one changes it, and the other device they were
// signed in on is signed out; the old password no longer signs in, the new one does.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OLD_PASSWORD = 'First#Secret26';
const NEW_PASSWORD = 'Second#Secret27';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a password change refuses a wrong current password, then signs out the other device and replaces the old password', async ({
  page,
  newContext,
  consoleErrors,
}) => {
  // The refused current password, and the old password tried after the change, are the point.
  consoleErrors.allow(/status of 400 .*\/api\/candidate\/password/);
  consoleErrors.allow(/status of 401 .*\/api\/auth\/login/);
  const email = `pw-${RUN}+settings@example.com`;
  await page.goto('/signup');
  await ready(page);
  await page.getByRole('radio', { name: /Candidate/ }).check();
  await page.getByLabel('Full name').fill('Meher Kapoor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');

  // The same person on another device.
  const other = await (await newContext()).newPage();
  await signIn(other, email, OLD_PASSWORD);
  await other.waitForURL('**/dashboard');

  await page.goto('/dashboard/settings');
  await ready(page);
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');

  // Wrong current password: said under its field, the typed new password kept.
  await current.fill('not-my-password');
  await next.fill(NEW_PASSWORD);
  await next.press('Enter');
  await expect(page.getByText('Your current password is not correct').first()).toBeVisible();
  await expect(next).toHaveValue(NEW_PASSWORD);
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  // The right one: changed, announced, the fields emptied.
  await current.fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await axeClean(page, 'main');
  await shoot(page, 'password-changed');

  // This device stays signed in; the other one is sent to sign in again.
  await page.reload();
  await ready(page);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await other.goto('/dashboard');
  await other.waitForURL(/\/login\/?\?redirect=/);

  // The old password is refused there; the new one signs in.
  await signIn(other, email, OLD_PASSWORD);
  await expect(other.getByRole('alert')).toContainText('Invalid email or password');
  await other.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await other.waitForURL('**/dashboard');
});
