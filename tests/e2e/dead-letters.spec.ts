import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { DEAD_LETTER_REQUEUED, NOT_A_DEAD_LETTER } from '../../src/contract/admin-words';
import { ADMIN, DEMO_PASSWORD } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// An email the provider refuses for good lands in "Undelivered emails" on the admin dashboard; the
// admin sends it again with the keyboard, the provider takes it this time and it leaves the list.
// The dev mailbox's switch (development only) plays the provider: refusing, then accepting.
// Setting up the email and reading the mailbox go through the API; the journey is the admin's.

const SHOTS = 'test-results/dead-letter-shots';

async function mailbox(request: APIRequestContext, mode: 'refusing' | 'accepting' | 'off') {
  expect((await request.put('/dev/mailbox/provider', { data: { mode } })).status()).toBe(200);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/admin/dashboard');
}

/** Tab (never a click) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.afterEach(async ({ request }) => {
  await mailbox(request, 'off');
});

test('an email the provider refused is sent again from "Undelivered emails" with the keyboard, delivered, and leaves the list', async ({
  page,
  request,
  apiContract,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const to = `undelivered-${Date.now().toString(36)}@example.com`;

  const signUp = async (email: string) => {
    const res = await request.post('/api/auth/signup', {
      data: { fullName: 'Una Delivered', email, password: 'Undelivered-42!', role: 'candidate' },
    });
    expect(res.status()).toBe(201);
  };
  // The provider refuses: the new account's confirmation email is given up after its answer. Each
  // email is delivered on its own (the delivery queue carries its id), so the refusal meets only
  // what is sent while it lasts.
  await mailbox(request, 'refusing');
  await signUp(to);
  const login = await request.post('/api/auth/login', { data: { email: ADMIN.email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const deadTo = async () =>
    (
      (await (await request.get('/api/admin/emails/dead-letter', { headers })).json()) as {
        emails: Array<{ to: string }>;
      }
    ).emails.map((e) => e.to);
  await expect.poll(deadTo, { timeout: 30_000 }).toContain(to);
  const sentAt = async () =>
    (
      (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        emails: Array<{ sentAt: string | null }>;
      }
    ).emails[0]?.sentAt ?? null;
  expect(await sentAt()).toBeNull();

  // The cause is fixed: the provider takes emails again.
  await mailbox(request, 'accepting');

  await signIn(page);
  const panel = page.getByRole('region', { name: 'Undelivered emails' });
  const sendAgain = panel.getByRole('button', { name: new RegExp(`^Send again: .+ to ${escape(to)}$`) });
  await expect(sendAgain).toBeVisible();
  const letter = panel.getByRole('listitem').filter({ hasText: `to ${to}` });
  await expect(letter.getByRole('button', { name: /^Send again/ })).toHaveAccessibleName(
    new RegExp(`^Send again: .+ to ${escape(to)}$`),
  );
  await expect(letter).toContainText('the dev mailbox refuses every email');
  // Notices the queue gave up on have their own list in the panel (tests/worker/queue/queue.test.ts
  // kills and retries one: the queue's last try comes hours after the first).
  await expect(panel.getByRole('heading', { name: 'Notices not delivered' })).toBeVisible();
  await expect(panel.getByText('Every notice went out.')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="dead-letters-heading"]').analyze();
  expect(axe.violations).toEqual([]);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `${SHOTS}/listed-${width}.png` });
  }

  // A colleague's tab, opened before the retry, keeps the stale list.
  const stale = await page.context().newPage();
  await stale.goto('/admin/dashboard');
  const staleSendAgain = stale
    .getByRole('region', { name: 'Undelivered emails' })
    .getByRole('button', { name: new RegExp(`^Send again: .+ to ${escape(to)}$`) });
  await expect(staleSendAgain).toBeVisible();

  // Keyboard only: Tab to the email's button, Enter; focus lands on the announced outcome.
  await page.bringToFront();
  await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
  await tabTo(page, sendAgain);
  await page.keyboard.press('Enter');
  const outcome = panel.locator('.dead-letter-outcome');
  await expect(outcome).toBeFocused();
  await expect(outcome.getByRole('status')).toContainText(`to ${to}: ${DEAD_LETTER_REQUEUED}`);
  await expect(sendAgain).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Every email went out' })).toBeVisible();
  await expect.poll(sentAt, { timeout: 30_000 }).not.toBeNull();
  expect(await deadTo()).not.toContain(to);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await panel.screenshot({ path: `${SHOTS}/sent-${width}.png` });
  }
  const after = await new AxeBuilder({ page }).include('section[aria-labelledby="dead-letters-heading"]').analyze();
  expect(after.violations).toEqual([]);

  // The stale tab's retry finds no dead letter (a 404, which its console reports): it says so, with focus on the outcome.
  // The list it then reads again cannot be read (the dashboard's first screen comes in the HTML, so only a read after
  // it can fail): the panel says so and offers Try again, which reads it once it can.
  consoleErrors.allow(/status of 404 .*\/api\/admin\/emails\/[^/]+\/retry/);
  apiContract.ignore(/^\/api\/admin\/emails\/dead-letter$/);
  consoleErrors.allow(/status of 500/);
  await stale.route('**/api/admin/emails/dead-letter', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The outbox could not be read.', requestId: 'e2e' }),
    }),
  );
  await stale.bringToFront();
  await stale.locator('body').evaluate((body) => (body as HTMLElement).focus());
  await tabTo(stale, staleSendAgain);
  await stale.keyboard.press('Enter');
  const staleOutcome = stale.getByRole('region', { name: 'Undelivered emails' }).locator('.dead-letter-outcome');
  await expect(staleOutcome).toBeFocused();
  await expect(staleOutcome.getByRole('alert')).toContainText(NOT_A_DEAD_LETTER);
  const stalePanel = stale.getByRole('region', { name: 'Undelivered emails' });
  const failed = stalePanel.getByRole('alert').filter({ hasText: 'Could not load the undelivered emails' });
  await expect(failed).toContainText('The outbox could not be read.');
  await stalePanel.screenshot({ path: `${SHOTS}/error-360.png` });
  await stale.unroute('**/api/admin/emails/dead-letter');
  await stale.locator('body').evaluate((body) => (body as HTMLElement).focus());
  await tabTo(stale, failed.getByRole('button', { name: 'Try again' }));
  await stale.keyboard.press('Enter');
  await expect(stalePanel.getByRole('heading', { name: 'Every email went out' })).toBeVisible();
  await stale.close();
});
