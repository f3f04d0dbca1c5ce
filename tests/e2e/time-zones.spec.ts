import type { Page } from '@playwright/test';

import { dateTimeText, zoneLabel } from '../../src/contract/time';
import { verifiedAccount } from './accounts';
import { ADMIN, DEMO_PASSWORD, SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { candidateApplies, PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, ready, shoot } from './screen';

// One rule for time: a person reads every time in their account's zone, named (IST for India).
// The zone comes from the browser at the first sign-in; a browser elsewhere later does not move
// it; settings do, for every role.

const RUN = Date.now().toString(36);

/** The first time of the application's timeline, and the instant it stands for. */
async function firstStamp(page: Page, applicationId: string) {
  await page.goto(`/dashboard/applied-jobs/${applicationId}`);
  const stamp = page.locator('.cw-timeline time').first();
  await expect(stamp).toBeVisible({ timeout: 20_000 });
  await ready(page);
  return { stamp, iso: (await stamp.getAttribute('datetime'))! };
}

test('a candidate in India reads times in IST; a browser in London keeps them so until settings change the zone', async ({
  newContext,
  request,
}) => {
  test.setTimeout(180_000);
  // An email at the company's own domain verifies it at once, so its job reaches candidates.
  const domain = `zone-co-${RUN}.in`;
  const { headers } = await verifiedAccount(request, {
    fullName: 'Zoya Khan',
    email: `zoya@${domain}`,
    password: PASSWORD,
    role: 'recruiter',
  });
  expect(
    (
      await request.put('/api/recruiter/profile', {
        headers,
        data: { fullName: 'Zoya Khan', company: { name: `Zone Co ${RUN}`, website: `https://${domain}` } },
      })
    ).status(),
  ).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Payments Engineer ${RUN}` },
  });
  expect(job.status()).toBe(201);
  const { email, applicationId } = await candidateApplies(
    request,
    ((await job.json()) as { id: string }).id,
    'Meera Iyer',
    STRONG_RESUME,
    `tz-${RUN}`,
  );

  // In India: the first sign-in keeps the browser's zone; times read "… IST".
  const india = await (await newContext({ timezoneId: 'Asia/Kolkata' })).newPage();
  await signIn(india, email, '/dashboard');
  const inIndia = await firstStamp(india, applicationId);
  await expect(inIndia.stamp).toHaveText(dateTimeText(inIndia.iso, 'Asia/Kolkata'));
  await expect(inIndia.stamp).toHaveText(/, \d{2}:\d{2} IST$/);
  await axeClean(india, 'main');
  await shoot(india, 'times-in-ist');

  await india.goto('/dashboard/settings');
  const zoneField = india.getByLabel('Time zone', { exact: true });
  await expect(zoneField).toHaveValue('Asia/Kolkata', { timeout: 20_000 });
  await ready(india);
  await expect(india.getByText(/Times are shown like this: .* IST\./)).toBeVisible();
  await axeClean(india, 'main');
  await shoot(india, 'time-zone-settings');

  // The same person in a London browser: the stored zone wins.
  const london = await (await newContext({ timezoneId: 'Europe/London' })).newPage();
  await signIn(london, email, '/dashboard');
  const inLondon = await firstStamp(london, applicationId);
  await expect(inLondon.stamp).toHaveText(dateTimeText(inLondon.iso, 'Asia/Kolkata'));

  // Settings change it: chosen with the keyboard, saved, and every time follows.
  await london.goto('/dashboard/settings');
  const field = london.getByLabel('Time zone', { exact: true });
  await expect(field).toHaveValue('Asia/Kolkata', { timeout: 20_000 });
  await ready(london);
  await field.selectOption('Europe/London');
  await london.getByRole('button', { name: 'Save time zone' }).focus();
  await london.keyboard.press('Enter');
  // A save waits on the server, which a loaded machine makes slow.
  await expect(london.getByRole('status').filter({ hasText: 'Times are now shown' })).toHaveText(
    `Times are now shown in ${zoneLabel('Europe/London')}.`,
    { timeout: 20_000 },
  );
  const moved = await firstStamp(london, applicationId);
  await expect(moved.stamp).toHaveText(dateTimeText(moved.iso, 'Europe/London'));
  await expect(moved.stamp).toHaveText(/, \d{2}:\d{2} (GMT|BST)$/);
});

test('an admin changes their time zone in their own settings, by keyboard, and it stays', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN.email, '/admin/dashboard', DEMO_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.waitForURL('/admin/settings');
  const field = page.getByLabel('Time zone', { exact: true });
  await expect(field).toBeVisible({ timeout: 20_000 });
  await ready(page);
  const before = await field.inputValue();
  const next = before === 'Europe/London' ? 'Asia/Kolkata' : 'Europe/London';
  await axeClean(page, 'main');
  await shoot(page, 'admin-time-zone-settings');

  await field.selectOption(next);
  await page.getByRole('button', { name: 'Save time zone' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Times are now shown' })).toHaveText(
    `Times are now shown in ${zoneLabel(next)}.`,
    { timeout: 20_000 },
  );
  await page.reload();
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue(next, { timeout: 20_000 });

  // The demo admin is shared by other journeys: their zone goes back as it was.
  await ready(page);
  await page.getByLabel('Time zone', { exact: true }).selectOption(before);
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Times are now shown' })).toHaveText(
    `Times are now shown in ${zoneLabel(before)}.`,
    { timeout: 20_000 },
  );
});
