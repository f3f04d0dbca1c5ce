import type { Page } from '@playwright/test';

import { CONTACT } from '../../src/contract/constants';
import { MESSAGES } from '../../src/contract/messages';
import { ADMIN, DEMO_PASSWORD } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// The contact form reaches a person (a deliberate departure from spec section 2, PRODUCT.md): a
// visitor writes from the home page, the message lands in the operator's inbox (the dev mailbox
// locally) and in the admins' "Messages from the site", where an admin marks it answered.

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/admin/dashboard');
}

test('a visitor’s message reaches the mailbox and the admins’ list, where it is marked answered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const name = `Meera Iyer ${tag}`;
  const text = `Please delete my candidate data (request ${tag}).`;

  // The visitor, on the home page.
  await page.goto('/');
  const form = page.locator('form[data-contact-form]');
  await form.scrollIntoViewIfNeeded();
  await axeClean(page, '#contact');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill('meera@example.com');
  await form.getByLabel('Message', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.contactSent);
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  await form.getByRole('status').scrollIntoViewIfNeeded();
  await shoot(page, 'landing-contact-sent');

  // The operator's inbox.
  const { emails } = (await (await request.get(`/dev/mailbox.json?to=${CONTACT.email}`)).json()) as {
    emails: Array<{ subject: string; text: string }>;
  };
  expect(emails.find((e) => e.text.includes(text))?.subject).toBe(`Message from the site: ${name}`);

  // The admin, on the dashboard.
  await signInAsAdmin(page);
  const panel = page.getByRole('region', { name: 'Messages from the site' });
  // On a busy machine the dashboard's islands take a while to wake.
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
  await ready(page);
  await expect(panel.getByRole('button', { name: 'New', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const item = panel.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: `Reply to ${name} by email` })).toHaveAttribute(
    'href',
    'mailto:meera@example.com',
  );
  await axeClean(page, '#contact-messages');
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'admin-messages-from-the-site');

  await item.getByRole('button', { name: `Mark answered: message from ${name}` }).click();
  await expect(panel.getByRole('alert').or(panel.locator('.alert'))).toContainText(
    `The message from ${name} is marked answered.`,
  );
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Answered', exact: true }).click();
  const answered = panel.getByRole('listitem').filter({ hasText: text });
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answered.getByRole('button', { name: `Mark as new: message from ${name}` })).toBeVisible();
  await axeClean(page, '#contact-messages');
});
