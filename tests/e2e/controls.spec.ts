import type { APIRequestContext } from '@playwright/test';

import { slotWords } from '../../src/contract/time';
import { expect, test } from './fixtures';
import { applicationAt, signIn } from './recruiting';
import { axeClean, ready, shoot } from './screen';

// Controls no other journey used, driven as a person does: the blind-review switch, declining an
// offer, moving and cancelling a booked interview, and cancelling a colleague's invitation.
const DAY = 86_400_000;
// Every browser reads times in India, the product's default zone, so the interview's words are known.
test.use({ timezoneId: 'Asia/Kolkata' });
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An application at Interview whose candidate booked the one time proposed (India's zone), set up through the API. */
async function booked(request: APIRequestContext, tag: string, slot: string, durationMinutes: number) {
  const t = await applicationAt(request, 'interview', tag);
  const proposed = await request.post(`/api/recruiter/applications/${t.applicationId}/interview`, {
    headers: t.recruiterHeaders,
    data: { slots: [slot], timeZone: 'Asia/Kolkata', durationMinutes },
  });
  expect(proposed.status()).toBe(201);
  const picked = await request.post(`/api/candidate/applications/${t.applicationId}/interview/pick`, {
    headers: t.candidateHeaders,
    data: { start: (await proposed.json()).interview.slots[0] },
  });
  expect(picked.status()).toBe(201);
  return t;
}

test('the blind-review switch hides the applicant’s name and email at once, stays on after a reload, and gives them back when off', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const t = await applicationAt(request, 'applied', 'blind');
  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto(`/recruiter/jobs/${t.jobId}/applications`);
  await ready(page);
  const row = page.locator('.app-row');
  await expect(row).toContainText('Devi Candidate');

  // Space on the switch, as a keyboard user would.
  const blind = page.getByRole('switch', { name: /Blind review/ });
  await blind.focus();
  await page.keyboard.press('Space');
  await expect(blind).toBeChecked();
  await expect(page.getByText('Blind review is on for every job of your company')).toBeVisible();
  await expect(row).toContainText(/Candidate #[A-Z0-9]+/);
  await expect(row).not.toContainText('Devi');
  await expect(blind).toBeFocused();

  // The panel names the alias, and shows no email.
  const alias = (await row.locator('.app-who button').textContent())!;
  await row.locator('.app-who button').click();
  const panel = page.getByRole('dialog', { name: alias });
  await expect(panel.getByRole('heading', { name: 'Change status' })).toBeVisible();
  await expect(panel).not.toContainText(t.candidateEmail);
  await expect(panel).not.toContainText('Devi');
  await axeClean(page, '[role="dialog"]');
  await shoot(page, 'blind-review-on');
  await page.keyboard.press('Escape');

  // The company's setting, not the screen's: a reload keeps it.
  await page.reload();
  await ready(page);
  await expect(blind).toBeChecked();
  await expect(row).toContainText(alias);

  await blind.focus();
  await page.keyboard.press('Space');
  await expect(blind).not.toBeChecked();
  await expect(row).toContainText('Devi Candidate');
  await expect(page.getByText('Blind review is on for every job of your company')).toHaveCount(0);
});

test('a candidate declines an offer with a reason after a confirmation; the recruiter reads it and the application is withdrawn', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(150_000);
  const t = await applicationAt(request, 'offer', 'decline');
  const offered = await request.put(`/api/recruiter/applications/${t.applicationId}/offer`, {
    headers: t.recruiterHeaders,
    data: { text: 'Base 18 LPA, joining 1 February in Pune.' },
  });
  expect(offered.status()).toBe(200);

  await signIn(page, t.candidateEmail, '**/dashboard**');
  await page.goto(`/dashboard/applied-jobs/${t.applicationId}`);
  await ready(page);
  const card = page.locator('.card').filter({ hasText: 'Your offer from' });
  await expect(card.getByText('Base 18 LPA')).toBeVisible();
  await card.getByRole('button', { name: 'Decline offer' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('group', { name: 'Confirm declining the offer' });
  await expect(confirm).toBeFocused();
  // "Not now" keeps the offer open.
  await confirm.getByRole('button', { name: 'Not now' }).click();
  await expect(card.getByRole('button', { name: 'Accept offer' })).toBeVisible();
  await card.getByRole('button', { name: 'Decline offer' }).click();
  await confirm.getByLabel('Reason').fill('I accepted another offer closer to home.');
  await axeClean(page, 'main');
  await shoot(page, 'offer-decline-confirm');
  await confirm.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(card.getByText('You declined this offer.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  await expect(page.locator('main')).toContainText('Withdrawn');

  // The recruiter, in her own browser, reads the decline and its reason.
  const context = await newContext();
  const recruiter = await context.newPage();
  await signIn(recruiter, t.recruiterEmail, '**/recruiter/**');
  await recruiter.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(recruiter);
  const panel = recruiter.getByRole('dialog');
  await expect(panel.getByText('The candidate declined.')).toBeVisible();
  await expect(panel).toContainText('“I accepted another offer closer to home.”');
  await expect(panel.locator('.timeline')).toContainText('Withdrawn');
});

test('the recruiter moves a booked interview to a new time and then cancels it, by keyboard; the candidate reads both', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(180_000);
  const t = await booked(request, 'move', `${inDays(4)}T10:00`, 45);

  // The recruiter reads in India (the default zone): the form's times are in IST.
  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(/^Booked: /)).toBeVisible();
  await panel.getByRole('button', { name: 'Move to a new time' }).focus();
  await page.keyboard.press('Enter');
  const move = panel.getByRole('form', { name: 'Move to a new time' });
  await expect(move.getByLabel('New time')).toBeFocused();
  const later = inDays(6);
  await move.getByLabel('New time').fill(`${later}T16:30`);
  await expect(move.getByLabel('Time zone')).toHaveValue('Asia/Kolkata');
  await move.getByRole('button', { name: 'Move interview' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Interview moved. Both calendars get the new time.')).toBeVisible();
  const [y, m, d] = later.split('-').map(Number) as [number, number, number];
  const newStart = new Date(Date.UTC(y, m - 1, d, 11, 0)).toISOString(); // 16:30 IST
  await expect(panel.getByText(`Booked: ${slotWords(newStart, 'Asia/Kolkata')}`, { exact: false })).toBeVisible();
  await expect(panel.locator('.interview-history')).toContainText('Rescheduled by You');

  // Cancel, after a confirmation that takes focus; "Keep it" first keeps it.
  await panel.getByRole('button', { name: 'Cancel interview' }).focus();
  await page.keyboard.press('Enter');
  const confirm = panel.getByRole('group', { name: 'Confirm cancelling the interview' });
  await expect(confirm.getByRole('button', { name: 'Yes, cancel interview' })).toBeFocused();
  await axeClean(page, '[role="dialog"]');
  await shoot(page, 'interview-cancel-confirm');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Interview cancelled. The candidate was told.')).toBeVisible();
  await expect(panel.getByText('The interview was cancelled.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel interview' })).toHaveCount(0);

  // The candidate, in their own browser: the card says so, and the mailbox holds the cancellation.
  const context = await newContext();
  const candidate = await context.newPage();
  await signIn(candidate, t.candidateEmail, '**/dashboard**');
  await candidate.goto(`/dashboard/applied-jobs/${t.applicationId}`);
  await ready(candidate);
  const card = candidate.locator('.card').filter({ has: candidate.getByRole('heading', { name: 'Interview' }) });
  await expect(card.locator('.cw-timeline')).toContainText('Rescheduled');
  await expect(card.locator('.cw-timeline')).toContainText('Cancelled');
  const subjects = async () => {
    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(t.candidateEmail)}`);
    return ((await mailbox.json()).emails as { subject: string }[]).map((e) => e.subject);
  };
  await expect.poll(async () => (await subjects()).some((s) => s.startsWith('Interview cancelled:'))).toBe(true);
});

test('rejecting a candidate whose interview is booked cancels it, and the candidate has the cancellation email within a minute', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const t = await booked(request, 'reject', `${inDays(3)}T11:00`, 30);

  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(/^Booked: /)).toBeVisible();
  await panel.getByLabel('Move to').selectOption('rejected');
  await panel.getByLabel('Reason for rejecting').fill('The role was filled internally');
  await panel.getByRole('button', { name: 'Reject', exact: true }).click();
  const rejectedAt = Date.now();
  await expect(panel.getByText('The interview was cancelled.')).toBeVisible();

  // Through the delivery queue, not an hourly sweep: the email is there well within a minute.
  const cancellation = async () => {
    const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(t.candidateEmail)}`);
    return ((await mailbox.json()).emails as { subject: string }[]).some((e) =>
      e.subject.startsWith('Interview cancelled:'),
    );
  };
  await expect.poll(cancellation, { timeout: 60_000 }).toBe(true);
  test.info().annotations.push({ type: 'cancellation-email-ms', description: String(Date.now() - rejectedAt) });
});

test('an owner cancels an invitation by keyboard; its link then says it is not valid', async ({
  page,
  request,
  newContext,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const t = await applicationAt(request, 'applied', 'invite');
  const colleagueEmail = `ira+team-${Date.now().toString(36)}@example.com`;
  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto('/recruiter/team');
  await ready(page);
  await page.getByLabel('Work email').fill(colleagueEmail);
  await page.getByLabel('Work email').press('Enter');
  const invites = page.getByRole('region', { name: 'Open invitations' });
  await expect(invites).toContainText(colleagueEmail);

  await invites.getByRole('button', { name: `Cancel the invitation to ${colleagueEmail}` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `The invitation to ${colleagueEmail} is cancelled.` }),
  ).toBeVisible();
  await expect(page.locator('.team-outcome')).toBeFocused();
  await expect(invites).toContainText('No open invitations.');
  await axeClean(page, 'main');
  await shoot(page, 'team-invite-cancelled');

  // The colleague opens the link from the dev mailbox anyway.
  const context = await newContext();
  const colleague = await context.newPage();
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/api\/team\/invites\/[^/]+/);
  await colleague.goto(`/dev/mailbox?to=${encodeURIComponent(colleagueEmail)}`);
  await colleague
    .getByRole('link', { name: /\/join-team\// })
    .first()
    .click();
  await ready(colleague);
  await expect(colleague.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
  await expect(colleague.getByText(/it was used, cancelled or replaced, or it expired/)).toBeVisible();
});
