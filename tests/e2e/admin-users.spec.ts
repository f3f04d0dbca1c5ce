import type { Page } from '@playwright/test';

import { ADMIN, DEMO_PASSWORD } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// An admin finds an account in the user directory (search and filters), suspends it with the
// keyboard, hears the outcome and keeps focus on the row; hostile names and emails stay inside a
// 360 px screen, and a search that finds nobody says so; the audit log then finds the suspension.

async function signIn(page: Page) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/admin/dashboard');
}

test('an admin finds a user by search and filter, suspends them with the keyboard, and an empty search says so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const longWord = 'Supercalifragilisticexpialidocious'.padEnd(60, 'x');
  const target = { fullName: `Zara ${longWord} 🚀`, email: `z${longWord.slice(0, 40)}+${tag}@example.com` };
  const rtl = { fullName: `مريم العربية ${tag}`, email: `maryam+${tag}@example.com` };
  for (const a of [target, rtl]) {
    const res = await request.post('/api/auth/signup', {
      data: { ...a, password: 'Directory-42!', role: 'candidate' },
    });
    expect(res.status()).toBe(201);
  }

  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).first().click();
  await page.waitForURL('/admin/users');
  // Hydration can take a while on a loaded machine.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await ready(page);

  // Search by the plus tag and filter to unverified candidates (new sign-ups have not confirmed yet).
  const search = page.getByRole('searchbox', { name: 'Name or email' });
  await search.fill(`+${tag}`);
  await page.getByLabel('Role').selectOption('candidate');
  await page.getByLabel('Status').selectOption('unverified');
  await search.focus();
  await page.keyboard.press('Enter');
  const results = page.getByRole('heading', { name: '2 users found, page 1 of 1.' });
  await expect(results).toBeVisible();
  await expect(page.locator('#live-region')).toHaveText('2 users found, page 1 of 1.');
  const list = page.getByRole('list', { name: '2 users found, page 1 of 1.' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(rtl.fullName);
  await expect(list).toContainText(target.email);
  await axeClean(page, 'main');
  await shoot(page, 'users-found');

  // Keyboard only: Tab to the row's Suspend, Enter, Tab to the confirmation, Enter.
  const suspend = page.getByRole('button', { name: `Suspend ${target.fullName}` });
  await search.focus();
  for (let i = 0; i < 20 && !(await suspend.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(suspend).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suspend ${target.fullName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(target.email);
  await axeClean(page, 'dialog');
  await shoot(page, 'users-confirm');
  const confirm = dialog.getByRole('button', { name: 'Suspend account' });
  for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');

  const outcome = `${target.fullName} is suspended: signed out everywhere, open jobs closed.`;
  await expect(dialog).toBeHidden();
  await expect(page.locator('.alert').filter({ hasText: outcome })).toBeVisible();
  await expect(page.locator('#live-region')).toHaveText(outcome);
  // Focus is back on the same row, whose action is now Restore.
  const restore = page.getByRole('button', { name: `Restore ${target.fullName}` });
  await expect(restore).toBeFocused();
  const row = list.getByRole('listitem').filter({ hasText: target.email });
  await expect(row).toContainText('Suspended');
  await axeClean(page, 'main');
  await shoot(page, 'users-suspended');

  // The suspended filter finds them; the account cannot sign in.
  await page.getByLabel('Status').selectOption('suspended');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '1 user found, page 1 of 1.' })).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email: target.email, password: 'Directory-42!' } });
  expect(login.status()).toBe(403);

  // Nobody matches: a real empty state with a way back.
  await search.fill(`nobody-${tag}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No users match' })).toBeVisible();
  await expect(page.locator('#live-region')).toHaveText('No users match this search.');
  await axeClean(page, 'main');
  await shoot(page, 'users-empty');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');

  // The audit log finds the suspension by the person it concerned, with their full name.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.waitForURL('/admin/dashboard');
  const audit = page.getByRole('searchbox', { name: 'Search by person or action' });
  await expect(audit).toBeVisible({ timeout: 30_000 });
  await ready(page);
  await audit.fill(target.email);
  await page.keyboard.press('Enter');
  await expect(page.locator('#live-region')).toHaveText('1 action found.');
  const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`${ADMIN.fullName} suspended a user: ${target.fullName}`);
  await audit.fill(`nobody-${tag}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No actions match' })).toBeVisible();
  await expect(page.locator('#live-region')).toHaveText('No actions match this search.');
  await axeClean(page, 'main');
});
