import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifiedAccount } from './accounts';
import { ADMIN, DEMO_PASSWORD, RECRUITERS, SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { liveRegion } from './screen';

// The day's work with the keyboard only (Tab, Shift+Tab, Enter, Escape, arrows, and Space for a
// checkbox): focus is asserted after every step, and outcomes are heard through the page's one
// live region. Signing in and setting up data are not the journeys under test.

const PASSWORD = 'Keyb0ard!pass';
const RESUME = [
  [
    'Experience',
    'Growth Marketer, Retail Co, 2019 - 2025',
    'Ran SEO and paid campaigns; reported results weekly in Google Analytics.',
    'Skills: Digital marketing, SEO, Google Analytics, Copywriting',
  ],
];

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

async function signIn(page: Page, email: string, password: string, lands: string) {
  await ready(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(lands);
}

async function bearer(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** A fresh job of the demo recruiter, and candidates who applied to it through the API. */
async function jobWithApplicants(request: APIRequestContext, tag: string, names: string[]) {
  const recruiter = await bearer(request, RECRUITERS[0].email);
  const posted = await request.post('/api/recruiter/jobs', {
    headers: recruiter,
    data: { ...SAMPLE_JOB_FIELDS, title: `Keyboard Marketer ${tag}` },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: string; title: string };
  const candidates: { email: string; headers: Record<string, string>; applicationId: string }[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase()}-${tag}@example.com`;
    const { headers } = await verifiedAccount(request, {
      fullName: `${name} Keys`,
      email,
      password: PASSWORD,
      role: 'candidate',
    });
    const upload = await request.post('/api/candidate/resumes', {
      headers,
      multipart: { file: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(makePdf(RESUME)) } },
    });
    expect(upload.status()).toBe(201);
    const resume = (await upload.json()) as { name: string };
    const applied = await request.post(`/api/candidate/jobs/${job.id}/apply`, {
      headers,
      data: { resumeName: resume.name, coverLetter: '' },
    });
    expect(applied.status()).toBe(201);
    candidates.push({ email, headers, applicationId: ((await applied.json()) as { id: string }).id });
  }
  return { job, candidates };
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test('the application panel keeps focus inside, moves by keyboard, and gives focus back; the bell closes on Escape', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = `kb${Date.now().toString(36)}${test.info().retry}`;
  const { job } = await jobWithApplicants(request, tag, ['Asha', 'Bilal']);
  await signIn(page, RECRUITERS[0].email, DEMO_PASSWORD, '/recruiter/dashboard');
  await ready(page, `/recruiter/jobs/${job.id}/applications`);
  await expect(page.locator('.app-row')).toHaveCount(2);
  await expect(page.locator('.app-head input[type=checkbox]')).toBeVisible();
  // The list's count is said once it arrives.
  await expect(liveRegion(page)).toHaveText('2 applications.');

  // The bell: Enter opens it with focus inside, Escape closes it and focus is back on the bell.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.locator('#bell-panel')).toBeVisible();
  expect(await focusInside(page, '#bell-panel')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.locator('#bell-panel')).toHaveCount(0);
  await expect(bell).toBeFocused();

  // Open the first application from its row.
  const opener = page.locator('.app-row').first().locator('.app-who button');
  const name = (await opener.textContent())!;
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('heading', { name: 'Change status' })).toBeVisible();
  expect(await focusInside(page, '.panel')).toBe(true);

  // Tab and Shift+Tab never leave it (today Tab walked onto the page behind).
  const stops = await panel.evaluate((el) => el.querySelectorAll('button, select, textarea, input, a[href]').length);
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.panel'), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < stops + 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '.panel'), `Shift+Tab ${i + 1}`).toBe(true);
  }

  // Move to Screening with the arrows and Enter: the outcome is heard, focus is back on "Move to".
  const moveTo = panel.getByLabel('Move to');
  await tabTo(page, moveTo);
  await page.keyboard.press('ArrowDown');
  await expect(moveTo).toHaveValue('screening');
  await tabTo(page, panel.getByRole('button', { name: 'Move' }));
  await page.keyboard.press('Enter');
  // A move to Screening can be undone for a while, and says so.
  await expect(liveRegion(page)).toHaveText(`Moved ${name} to Screening. Undo is available for 10 seconds.`);
  await expect(panel.locator('.badge', { hasText: 'Screening' }).first()).toBeVisible();
  await expect(moveTo).toBeFocused();

  // Escape closes the panel; focus returns to the row that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Filtered to Applied, a move takes the row away: closing lands on the list, never on <body>.
  const stage = page.getByLabel('Stage');
  await tabTo(page, stage, { back: true });
  await page.keyboard.press('ArrowDown'); // Applied
  await expect(stage).toHaveValue('applied');
  await expect(page.locator('.app-row')).toHaveCount(1);
  await expect(liveRegion(page)).toHaveText('1 application.');
  const other = page.locator('.app-row').first().locator('.app-who button');
  await tabTo(page, other);
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog');
  await expect(second.getByRole('heading', { name: 'Change status' })).toBeVisible();
  await tabTo(page, second.getByLabel('Move to'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, second.getByRole('button', { name: 'Move' }));
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toContainText('to Screening. Undo is available for 10 seconds.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No applications match these filters' })).toBeVisible();
  await expect(stage).toBeFocused();

  // Clear filters takes itself away: focus goes back to the Stage filter.
  await tabTo(page, page.locator('.empty-state').getByRole('button', { name: 'Clear filters' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('.app-row')).toHaveCount(2);
  await expect(stage).toBeFocused();
  await expect(stage).toHaveValue('');
});

test('a bulk move by keyboard: the sticky bar never hides the focused row, the result is heard, focus lands on the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = `kbb${Date.now().toString(36)}${test.info().retry}`;
  const { job } = await jobWithApplicants(request, tag, ['Chitra', 'Dev', 'Esha', 'Firoz', 'Gita', 'Hari']);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, RECRUITERS[0].email, DEMO_PASSWORD, '/recruiter/dashboard');
  await ready(page, `/recruiter/jobs/${job.id}/applications`);
  await expect(page.locator('.app-row')).toHaveCount(6);

  // Select the first row with Space: the bulk bar appears and sticks under the header.
  const checks = page.locator('.app-row input[type=checkbox]');
  await tabTo(page, checks.first());
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toBeVisible();
  await expect(checks.first()).toBeFocused();

  // Tabbing down the list, every focused checkbox scrolls clear of the bar (WCAG 2.4.11).
  for (let i = 1; i < 6; i++) {
    await tabTo(page, checks.nth(i));
    const [barBox, box] = [await bar.boundingBox(), await checks.nth(i).boundingBox()];
    expect(box!.y, `row ${i + 1} below the bar`).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
    if (i === 2) await page.keyboard.press('Space');
  }
  await expect(bar).toContainText('2 selected');

  // Move both to Screening from the bar.
  const moveTo = bar.getByLabel('Move to');
  await tabTo(page, moveTo, { back: true, max: 80 });
  await page.keyboard.press('ArrowDown');
  await expect(moveTo).toHaveValue('screening');
  await tabTo(page, bar.getByRole('button', { name: 'Move 2' }));
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toHaveText('2 applications moved to Screening.');
  await expect(bar).toHaveCount(0);
  // On a phone the list has no "select all" row: focus lands on the first row's box.
  await expect(checks.first()).toBeFocused();
  await expect(page.locator('.app-row', { hasText: 'Screening' })).toHaveCount(2);
});

test('the admin acts on a report by keyboard: the dialog holds focus, the outcome is heard, focus lands on the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `kba${Date.now().toString(36)}${test.info().retry}`;
  const { job, candidates } = await jobWithApplicants(request, tag, ['Indu']);
  const filed = await request.post('/api/reports', {
    headers: candidates[0]!.headers,
    data: { targetType: 'job', targetId: job.id, reason: 'misleading', details: `Keyboard report ${tag}` },
  });
  expect(filed.status()).toBe(201);

  await signIn(page, ADMIN.email, DEMO_PASSWORD, '/admin/dashboard');
  await ready(page, '/admin/reports');
  const item = page.getByRole('button', { name: new RegExp(job.title) });
  await tabTo(page, item, { max: 120 });
  await page.keyboard.press('Enter');
  const dismiss = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Dismiss' });
  await tabTo(page, dismiss);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await focusInside(page, 'dialog')).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'dialog'), `Tab ${i + 1}`).toBe(true);
  }
  // Escape cancels: focus is back on Dismiss.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(dismiss).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm: dismiss' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(liveRegion(page)).toHaveText('Dismiss: done. The reporter has been told the outcome.');
  // The report left the open queue with the button that was focused: focus is on the queue, not <body>.
  await expect(page.getByRole('button', { name: new RegExp(job.title) })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? '')).toMatch(/queue-item|tab/);
});

test('the candidate searches and withdraws by keyboard: counts and outcomes are heard, focus never falls to the page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `kbc${Date.now().toString(36)}${test.info().retry}`;
  const { job, candidates } = await jobWithApplicants(request, tag, ['Jaya']);
  const me = candidates[0]!;
  await signIn(page, me.email, PASSWORD, '/dashboard');

  // A search that finds nothing says so; Clear filters gives focus back to the search box.
  await ready(page, `/dashboard/jobs?q=zzz${tag}`);
  await expect(liveRegion(page)).toHaveText('No jobs match these filters.');
  const clear = page.locator('.empty-state').getByRole('button', { name: 'Clear filters' });
  await tabTo(page, clear);
  await page.keyboard.press('Enter');
  const keywords = page.getByLabel('Keywords');
  await expect(keywords).toBeFocused();
  await expect(keywords).toHaveValue('');
  await expect(liveRegion(page)).toHaveText(/^\d+( or more)? jobs? found\.$/);

  // Typing and Enter searches; the count is heard.
  await page.keyboard.type(`Keyboard Marketer ${tag}`);
  await page.keyboard.press('Enter');
  await expect(page.locator('.cw-list > li')).toHaveCount(1);
  await expect(liveRegion(page)).toHaveText('1 job found.');
  await expect(keywords).toBeFocused();

  // Withdraw: the question takes focus, Keep gives it back, Yes lands on the status.
  await ready(page, `/dashboard/applied-jobs/${me.applicationId}`);
  const withdraw = page.getByRole('button', { name: 'Withdraw application' });
  await tabTo(page, withdraw);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('group', { name: 'Confirm withdrawal' });
  await expect(confirm).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Keep my application' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(withdraw).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, withdraw' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('.page-head .badge', { hasText: 'Withdrawn' })).toBeVisible();
  await expect(liveRegion(page)).toHaveText(`Application to ${job.title} withdrawn.`);
  await expect(page.locator('#application-status')).toBeFocused();
});
