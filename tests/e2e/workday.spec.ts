import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { candidateApplies, open, recruiterWithJobs, signIn, STRONG_RESUME, WEAK_RESUME } from './recruiting';

// The recruiter's working day: every application in one list, talking from where the work is,
// notices of new applications, and a board per job.

const tagOf = (name: string) =>
  `${Date.now().toString(36)}-${name}-${test.info().repeatEachIndex}-${test.info().retry}`;

async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** At 360 and 1280 px: nothing wider than the screen, axe clean, a screenshot to look at. */
async function checkWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    expect(await axeSerious(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/desk-shots/${name}-${width}.png`, fullPage: true });
  }
}

test('a new application notice opens its panel; all applications filter by job and stage, and the filters survive a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithJobs(request, tagOf('all'));
  const [first, second] = own.jobs;
  const tag = tagOf('all-people');
  await candidateApplies(request, second!.id, 'Asha Rao', STRONG_RESUME, tag);
  const ravi = await candidateApplies(request, second!.id, 'Ravi Menon', WEAK_RESUME, tag);
  const moved = await request.put(`/api/recruiter/applications/${ravi.applicationId}/status`, {
    headers: own.headers,
    data: { status: 'screening' },
  });
  expect(moved.status()).toBe(200);

  await signIn(page, own.email, '/recruiter/dashboard');
  // Each application came with a notice in the product: job and score, linking to its panel.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByRole('button', { name: /New application:/ })).toHaveCount(3);
  await expect(notices).toContainText('Match score:');
  await notices.getByRole('button', { name: new RegExp(`New application: ${first!.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/jobs/${first!.id}/applications\\?open=`));
  await expect(page.getByRole('dialog', { name: 'Kiran Das' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Applications', exact: true }).first().click();
  await expect(page).toHaveURL(/\/recruiter\/applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
  const rows = page.locator('.app-row');
  await expect(rows).toHaveCount(3);
  // Each row names its job, linked to the job's own list.
  await expect(rows.filter({ hasText: 'Kiran Das' }).getByRole('link', { name: first!.title })).toHaveAttribute(
    'href',
    `/recruiter/jobs/${first!.id}/applications`,
  );
  await expect(rows.filter({ hasText: 'Asha Rao' })).toContainText(second!.title);

  await page.getByLabel('Job').selectOption(second!.id);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Kiran Das' })).toHaveCount(0);
  await page.getByLabel('Stage').selectOption('screening');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ravi Menon');
  await expect(page).toHaveURL(
    new RegExp(`jobId=${second!.id}.*status=screening|status=screening.*jobId=${second!.id}`),
  );

  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByLabel('Job')).toHaveValue(second!.id);
  await expect(page.getByLabel('Stage')).toHaveValue('screening');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ravi Menon');
  await checkWidths(page, 'all-applications');

  // The same side panel as the job's list, its address kept too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Ravi Menon' }).click();
  const panel = page.getByRole('dialog', { name: 'Ravi Menon' });
  await expect(panel.getByText('Hello from Ravi Menon.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`open=${ravi.applicationId}`));
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Ravi Menon' })).toBeVisible();
  await page.getByRole('button', { name: 'Close application' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/open=/);

  // Clear filters brings every application back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/\/recruiter\/applications$/);

  // A job's own list keeps its filters in the address as well.
  await open(page, `/recruiter/jobs/${second!.id}/applications`);
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Stage').selectOption('screening');
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Stage')).toHaveValue('screening');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ravi Menon');
});

test('the recruiter messages a candidate from the panel and the candidate answers from the application page, live', async ({
  page,
  newContext,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithJobs(request, tagOf('talk'));
  const asha = await candidateApplies(request, own.jobs[1]!.id, 'Asha Rao', STRONG_RESUME, tagOf('talk-people'));

  // The candidate, in a browser of their own: no conversation yet, and the empty state says how to start one.
  const candidate = await (await newContext()).newPage();
  await signIn(candidate, asha.email, '/dashboard');
  await open(candidate, '/dashboard/messages');
  await expect(candidate.getByText('No messages yet')).toBeVisible();
  await expect(candidate.getByText('open one of your applications and choose Message recruiter')).toBeVisible();

  // The recruiter opens the application and messages from the panel (a double click opens one conversation).
  await signIn(page, own.email, '/recruiter/dashboard');
  await open(page, '/recruiter/applications');
  await page.getByRole('button', { name: 'Asha Rao' }).click();
  const panel = page.getByRole('dialog', { name: 'Asha Rao' });
  await panel.getByRole('button', { name: 'Message candidate' }).dblclick();
  await page.waitForURL(/\/recruiter\/messages\?c=/);
  const conversationId = new URL(page.url()).searchParams.get('c')!;
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const list = await (await request.get('/api/messages', { headers: own.headers })).json();
  expect(list.conversations.map((c: { id: string; applicationId: string }) => [c.id, c.applicationId])).toEqual([
    [conversationId, asha.applicationId],
  ]);
  await page.getByPlaceholder(/Write to Asha/).fill('Hello Asha, are you free on Thursday for a call?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.locator('.msg-body', { hasText: 'free on Thursday' })).toBeVisible();

  // The candidate answers from their application page: the same conversation opens.
  await open(candidate, `/dashboard/applied-jobs/${asha.applicationId}`);
  await checkWidths(candidate, 'candidate-application');
  await candidate.getByRole('button', { name: 'Message recruiter' }).click();
  await candidate.waitForURL(`/dashboard/messages?c=${conversationId}`);
  await expect(candidate.locator('.msg-body', { hasText: 'free on Thursday' })).toBeVisible();
  await expect(candidate.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await candidate.getByPlaceholder(/Write to Tara/).fill('Yes, Thursday at 11 works for me.');
  await candidate.getByRole('button', { name: 'Send', exact: true }).click();

  // The recruiter sees it without reloading.
  await expect(page.locator('.msg-body', { hasText: 'Thursday at 11 works' })).toBeVisible();
});

/**
 * Drags a card to a column the board's sideways scroll may hide, as a mouse user does: scrolls the
 * card into sight, picks it up, holds it at the board's edge on the target's side until the board
 * has scrolled the target into sight, and drops it there.
 */
async function dragAcross(page: Page, card: Locator, target: Locator) {
  const board = page.getByRole('region', { name: 'Pipeline stages' });
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await page.mouse.down();
  const area = (await board.boundingBox())!;
  const y = area.y + 24;
  const shown = async () => {
    const box = (await target.boundingBox())!;
    return box.x >= area.x && box.x + 40 <= area.x + area.width;
  };
  const toRight = (await target.boundingBox())!.x > area.x;
  const edge = toRight ? area.x + area.width - 12 : area.x + 12;
  for (let i = 0; i < 100 && !(await shown()); i++) await page.mouse.move(edge - (i % 2), y);
  expect(await shown(), 'the board scrolled the target column into sight').toBe(true);
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + 20, y, { steps: 4 });
  await page.mouse.up();
}

/** Presses Tab until the focused element is named `name` (its aria-label, else its text). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (
      (await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
      )) === name
    )
      return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the board: a card moves by keyboard only with focus kept, drag and drop keeps the rules, and list ⇄ board keeps the filters', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const own = await recruiterWithJobs(request, tagOf('board'));
  const job = own.jobs[1]!;
  const tag = tagOf('board-people');
  await candidateApplies(request, job.id, 'Asha Rao', STRONG_RESUME, tag);
  await candidateApplies(request, job.id, 'Ravi Menon', WEAK_RESUME, tag);
  await signIn(page, own.email, '/recruiter/dashboard');

  // A sort and a date chosen on the list stay when switching to the board, in the address too.
  await open(page, `/recruiter/jobs/${job.id}/applications`);
  await page.getByLabel('Sort by').selectOption('atsScore');
  await page.getByLabel('Applied from').fill('2020-01-01');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/view=board/);
  await expect(page).toHaveURL(/sort=atsScore/);
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page.getByLabel('Sort by')).toHaveValue('atsScore');
  await expect(page.getByLabel('Applied from')).toHaveValue('2020-01-01');
  const column = (stage: string) => page.locator(`[data-stage="${stage}"]`);
  await expect(column('applied').locator('.board-count')).toHaveText('2');
  await expect(column('screening').locator('.board-count')).toHaveText('0');
  for (const name of ['Asha Rao', 'Ravi Menon'])
    await expect(column('applied').locator('.board-card', { hasText: name })).toHaveCount(1);
  await page.reload();
  await expect(column('applied').locator('.board-count')).toHaveText('2');
  await checkWidths(page, 'board');
  // Every stage sits in one row at both widths (Hired beside Offer, not under Applied); only the
  // board's own labelled region scrolls sideways.
  const stages = page.getByRole('region', { name: 'Pipeline stages' });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await stages
      .locator('[data-stage]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(tops.length, `stages at ${width} px`).toBe(7);
    expect(new Set(tops).size, `one row at ${width} px`).toBe(1);
    expect(await stages.evaluate((el) => el.scrollWidth > el.clientWidth), `board scrolls at ${width} px`).toBe(true);
  }
  // The region takes focus, so the arrow keys scroll it.
  await stages.focus();
  await expect(stages).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  // The arrow keys scroll the region smoothly: read its position once the scroll has moved it.
  await expect.poll(() => stages.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // Keyboard only: Tab to Asha's Move button, choose Screening, Tab to Move, Enter.
  await page.getByRole('button', { name: 'Board' }).focus();
  await tabTo(page, 'Move Asha Rao');
  await expect(column('applied').getByRole('button', { name: 'Move Asha Rao' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move Asha Rao' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Move to')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Move to')).toHaveValue('screening');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Note')).toBeFocused();
  await page.keyboard.type('Strong API work');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Move', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A move to Screening can be undone for 10 seconds: said on screen and in the page's live region.
  await expect(page.getByTestId('undo-move')).toContainText('Moved Asha Rao to Screening.');
  await expect(page.locator('#live-region')).toHaveText(
    'Moved Asha Rao to Screening. Undo is available for 10 seconds.',
  );
  await expect(column('screening').getByRole('button', { name: 'Move Asha Rao' })).toBeFocused();
  await expect(column('screening').locator('.board-count')).toHaveText('1');
  await expect(column('applied').locator('.board-count')).toHaveText('1');

  // Escape closes the move dialog without moving; focus returns to the card.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Move Asha Rao' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(column('screening').getByRole('button', { name: 'Move Asha Rao' })).toBeFocused();

  // Drag and drop: a move the rules refuse is announced and changes nothing; a rejection asks for the reason.
  await dragAcross(page, column('screening').locator('.board-card'), column('hired'));
  await expect(
    page.getByRole('status').filter({ hasText: 'Asha Rao cannot move from Screening to Hired.' }),
  ).toBeVisible();
  await expect(column('hired').locator('.board-count')).toHaveText('0');
  await dragAcross(page, column('applied').locator('.board-card', { hasText: 'Ravi Menon' }), column('rejected'));
  const reject = page.getByRole('dialog', { name: 'Move Ravi Menon' });
  await expect(reject.getByLabel('Move to')).toHaveValue('rejected');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Give a reason when rejecting')).toBeVisible();
  await reject.getByLabel('Reason for rejecting').fill('Looking for more API experience');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ravi Menon moved to Rejected.' })).toBeVisible();
  await expect(column('rejected').locator('.board-card')).toContainText('Ravi Menon');
  await expect(column('applied').locator('.board-count')).toHaveText('0');

  // Back to the list: the filters are still there, and the list shows the moves.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('atsScore');
  await expect(page.locator('.app-row', { hasText: 'Ravi Menon' })).toContainText('Rejected');
});
