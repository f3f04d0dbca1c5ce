import type { Locator, Page } from '@playwright/test';

import { TEST_NOW_HEADER } from '../../worker/clock';
import { expect, test } from './fixtures';
import { applicationAt, signIn } from './recruiting';
import { axeClean, ready, shoot } from './screen';

/** A part of a panel at phone and desktop widths: the panel scrolls inside itself, out of a page shot. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

// Interviews and offers both ways: a candidate asks for other interview times and the recruiter
// sees the request; an offer past its expiry is refused.
const DAY = 86_400_000;

test('a candidate asks for other interview times with a note; the recruiter sees it on the application', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(150_000);
  const t = await applicationAt(request, 'interview', 'interview');
  const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
  const proposed = await request.post(`/api/recruiter/applications/${t.applicationId}/interview`, {
    headers: t.recruiterHeaders,
    data: { slots: [`${day}T10:00`, `${day}T15:00`], timeZone: 'Asia/Kolkata', durationMinutes: 45 },
  });
  expect(proposed.status()).toBe(201);

  // The candidate: neither time suits, so they ask for others with a note.
  await signIn(page, t.candidateEmail, '**/dashboard**');
  await page.goto(`/dashboard/applied-jobs/${t.applicationId}`);
  await ready(page);
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Interview' }) });
  await card.getByRole('button', { name: 'Ask for other times' }).click();
  const note = card.getByRole('textbox', { name: 'Which times would suit you?' });
  await expect(note).toBeFocused();
  await card.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('Say which times would suit you')).toBeVisible();
  await note.fill('I am travelling that week. Any morning the week after works for me.');
  await shoot(page, 'interview-request-form');
  await axeClean(page, 'main');
  await note.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card.getByText('You asked for other times')).toBeVisible();
  await expect(card.getByText('“I am travelling that week. Any morning the week after works for me.”')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Ask for other times' })).toHaveCount(0);
  await expect(card.locator('.cw-timeline')).toContainText('Other times asked for by You');
  await shoot(page, 'interview-request-sent');
  await axeClean(page, 'main');

  // The recruiter, in her own browser: told in the bell, and the request on the application.
  const context = await newContext();
  const recruiter = await context.newPage();
  await signIn(recruiter, t.recruiterEmail, '**/recruiter/**');
  await recruiter.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(recruiter);
  const panel = recruiter.getByRole('dialog');
  const request_ = panel.getByRole('status').filter({ hasText: 'The candidate asked for other times' });
  await expect(request_).toContainText('“I am travelling that week. Any morning the week after works for me.”');
  await expect(panel.locator('.interview-history')).toContainText('Other times asked for by Devi Candidate');
  await shoot(recruiter, 'interview-request-recruiter');
  await shootPart(recruiter, panel.locator('section[aria-labelledby="interview-h"]'), 'interview-request-section');
  await axeClean(recruiter, '[role="dialog"]');

  // She answers with new times through the usual form; the request is answered.
  await panel.getByRole('button', { name: 'Propose new times' }).click();
  const later = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  await panel.getByLabel('Time 1').fill(`${later}T09:30`);
  await panel.getByRole('button', { name: 'Propose time' }).click();
  await expect(panel.getByText('Times proposed. The candidate was told.')).toBeVisible();
  await expect(panel.getByText('The candidate asked for other times')).toHaveCount(0);
});

test('an offer’s fields are written in the recruiter’s form; past its expiry the candidate’s accept is refused', async ({
  page,
  request,
  newContext,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const t = await applicationAt(request, 'offer', 'offer');

  // The recruiter writes the offer with its fields, from the keyboard.
  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog');
  const form = panel.getByRole('form', { name: 'Write the offer' });
  await form.getByLabel('Job title').fill('Senior Platform Engineer');
  await form.getByLabel('Amount').fill('3000000');
  await form.getByLabel('Currency').selectOption('INR');
  await form.getByLabel('Per', { exact: true }).selectOption('year');
  await form.getByLabel('Joining date').fill('2027-01-04');
  await form.getByLabel('Location').fill('Bengaluru (hybrid)');
  // An expiry already past is refused in the form.
  await form.getByLabel('Offer expires on').fill('2020-01-01');
  await form.getByRole('textbox', { name: 'Offer', exact: true }).fill('We are glad to offer you the role.');
  await form.getByRole('textbox', { name: 'Offer', exact: true }).press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send offer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Choose an expiry date in the future')).toBeVisible();
  const tomorrow = new Date(Date.now() + DAY + 6 * 3_600_000).toISOString().slice(0, 10);
  await form.getByLabel('Offer expires on').fill(tomorrow);
  await form.getByRole('button', { name: 'Send offer' }).press('Enter');
  await expect(panel.getByText('Offer sent. The candidate was told.')).toBeVisible();
  const facts = panel.locator('.offer-facts');
  await expect(facts).toContainText('₹30 LPA');
  await expect(facts).toContainText('4 January 2027');
  await expect(facts).toContainText('Bengaluru (hybrid)');
  await shoot(page, 'offer-form');
  await shootPart(page, panel.locator('section[aria-labelledby="offer-h"]'), 'offer-section');
  await axeClean(page, '[role="dialog"]');

  const sent = await request.get(`/api/recruiter/applications/${t.applicationId}/offer`, {
    headers: t.recruiterHeaders,
  });
  const expiresAt = (await sent.json()).offer.expiresAt as string;
  expect(expiresAt).toBeTruthy();

  // The candidate opens it after the expiry (the worker's test clock is past it; the page's own
  // clock is not, so the card still offers the accept), and the accept is refused.
  const later = Date.parse(expiresAt) + 60_000;
  const context = await newContext({ extraHTTPHeaders: { [TEST_NOW_HEADER]: String(later) } });
  const candidate = await context.newPage();
  await signIn(candidate, t.candidateEmail, '**/dashboard**');
  await candidate.goto(`/dashboard/applied-jobs/${t.applicationId}`);
  await ready(candidate);
  const card = candidate.locator('.card').filter({ hasText: 'Your offer from' });
  await expect(card.locator('.offer-facts')).toContainText('Senior Platform Engineer');
  await expect(card.locator('.offer-facts')).toContainText('₹30 LPA');
  await shoot(candidate, 'offer-candidate');
  consoleErrors.allow(/status of 410 \(Gone\) \(.*\/api\/candidate\/applications\/[^/]+\/offer\/accept\)/);
  await card.getByRole('button', { name: 'Accept offer' }).click();
  await candidate
    .getByRole('group', { name: 'Confirm accepting the offer' })
    .getByRole('button', { name: 'Yes, accept' })
    .click();
  await expect(card.getByText(/^This offer expired on .+\. Ask the recruiter if it can be renewed\.$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await expect(card.locator('.offer-facts')).toContainText('Expired on');
  await expect(candidate.getByText('You accepted this offer.')).toHaveCount(0);
  await shoot(candidate, 'offer-expired');
  await axeClean(candidate, 'main');
});
