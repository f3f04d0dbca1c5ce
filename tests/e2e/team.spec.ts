import type { APIRequestContext, Page } from '@playwright/test';

import { slotWords, zoneName } from '../../src/contract/time';
import { makePdf } from '../fixtures/resume-files';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// Hiring as a team: an owner invites a colleague through the dev mailbox; the colleague joins with
// a new account, sees the same pipeline, leaves a private note that @mentions the owner (who is told
// in the product and by email); the owner removes them and their session ends. Keyboard only on the
// team's own controls.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Teamwork#2026';
const COMPANY = `Heron Labs ${RUN}`;
const JOB_TITLE = `Growth Marketer ${RUN}`;

/** Follows the verification link the dev mailbox holds for `email`. */
async function verifyEmail(request: APIRequestContext, email: string) {
  const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const link = (mails.emails as { text: string }[])[0]!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\/\S+/)![0];
  await request.get(new URL(link).pathname, { maxRedirects: 0 });
}

/** A verified recruiter with a company and an open job, and a verified candidate who applied: all through the API. */
async function ownerWithApplicant(request: APIRequestContext, tag: string) {
  // The owner's email is at the company's own domain, so the company is verified at once and its
  // job reaches candidates (an unverified employer's jobs wait in review).
  // Each company its own domain: one that contained another's (heron-x and heron-x-offer) would be
  // held as its lookalike.
  const domain = tag === RUN ? `heron-${tag}.in` : `kite-${tag}.in`;
  const email = `owner@${domain}`;
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'Olga Owner', email, password: PASSWORD, role: 'recruiter' },
  });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).accessToken}` };
  await verifyEmail(request, email);
  const profile = await request.put('/api/recruiter/profile', {
    headers: auth,
    data: {
      fullName: 'Olga Owner',
      phone: '',
      location: '',
      website: '',
      bio: '',
      company: { name: tag === RUN ? COMPANY : `Kite Studio ${tag}`, website: `https://${domain}` },
    },
  });
  expect(profile.status()).toBe(200);
  const job = await request.post('/api/recruiter/jobs', {
    headers: auth,
    data: { ...SAMPLE_JOB_FIELDS, title: JOB_TITLE },
  });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;

  const candidateEmail = `nia-${tag}@example.com`;
  const candidate = await request.post('/api/auth/signup', {
    data: { fullName: 'Nia Applicant', email: candidateEmail, password: PASSWORD, role: 'candidate' },
  });
  const headers = { Authorization: `Bearer ${(await candidate.json()).accessToken}` };
  await verifyEmail(request, candidateEmail);
  const pdf = makePdf([
    ['Growth marketer, 2019 - 2025', 'Ran SEO and digital marketing campaigns; reported in Google Analytics.'],
  ]);
  const upload = await request.post('/api/candidate/resumes', {
    headers,
    multipart: { file: { name: 'nia.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) } },
  });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/candidate/jobs/${jobId}/apply`, {
    headers,
    data: { resumeName: (await upload.json()).name, coverLetter: '' },
  });
  expect(applied.status()).toBe(201);
  return { email, jobId, candidateEmail, applicationId: (await applied.json()).id as string };
}

/**
 * The screen with the application panel's note form in view, at phone and desktop widths: the panel
 * scrolls on its own, so the whole-page shots of `shoot` (which also check for sideways scroll) miss it.
 */
async function shootNotes(page: Page, name: string) {
  await shoot(page, name);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.note-form').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-in-view-${width}.png`) });
  }
}

async function signIn(page: Page, email: string, home = /\/recruiter\/dashboard/) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(home);
}

test('a colleague is invited through the dev mailbox, joins, sees the same pipeline, notes and mentions; the owner removes them', async ({
  newContext,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email: ownerEmail, jobId } = await ownerWithApplicant(request, RUN);
  const colleagueEmail = `cole-${RUN}@example.com`;

  // The owner invites from the Team page, by keyboard.
  await signIn(page, ownerEmail);
  await page.goto('/recruiter/team');
  await ready(page);
  await expect(page.getByRole('heading', { name: `Members of ${COMPANY}` })).toBeVisible();
  await expect(page.locator('.team-row').first()).toContainText('Owner');
  await page.getByLabel('Work email').focus();
  await page.keyboard.type(colleagueEmail);
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: `Invitation sent to ${colleagueEmail}` });
  await expect(sent).toBeVisible();
  await expect(page.locator('.team-outcome')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Open invitations' })).toContainText(colleagueEmail);
  await axeClean(page, 'main');
  await shoot(page, 'team-page');

  // The colleague opens the link from the dev mailbox in their own browser.
  const colleagueContext = await newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`/dev/mailbox?to=${encodeURIComponent(colleagueEmail)}`);
  const mail = colleague.locator('article').filter({ hasText: `invited you to hire with ${COMPANY}` });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link', { name: /\/join-team\// }).click();
  await ready(colleague);
  await expect(colleague.getByRole('heading', { name: `Join ${COMPANY}` })).toBeFocused();
  await axeClean(colleague, 'main');
  await shoot(colleague, 'join-team');
  await colleague.keyboard.press('Tab');
  await colleague.getByLabel('Full name').fill('Cole Colleague');
  await colleague.getByLabel('Choose a password').fill(PASSWORD);
  await colleague.getByLabel('Choose a password').press('Enter');
  await colleague.waitForURL(/\/recruiter\/dashboard/);

  // Same pipeline: the owner's applicant is in the colleague's list.
  await colleague.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(colleague);
  await expect(colleague.locator('.app-row')).toHaveCount(1);
  await expect(colleague.locator('.app-row')).toContainText('Nia Applicant');

  // A private note mentioning the owner: @ offers the colleagues as they type, picked by keyboard
  // while focus stays in the text box.
  await colleague.getByRole('button', { name: 'Nia Applicant' }).click();
  const panel = colleague.getByRole('dialog', { name: 'Nia Applicant' });
  await expect(panel.getByRole('heading', { name: 'Private notes' })).toBeVisible();
  const noteBox = panel.getByRole('textbox', { name: 'Add a private note' });
  await noteBox.focus();
  await colleague.keyboard.type('Great SEO depth. @ol');
  const offered = panel.getByRole('listbox', { name: 'Colleagues to mention' });
  await expect(offered.getByRole('option')).toHaveText([/^Olga Owner/]);
  await colleague.keyboard.press('ArrowDown');
  const olga = offered.getByRole('option', { name: /Olga Owner/ });
  await expect(olga).toHaveAttribute('aria-selected', 'true');
  await expect(noteBox).toHaveAttribute('aria-activedescendant', (await olga.getAttribute('id'))!);
  await expect(noteBox).toBeFocused();
  await expect(colleague.locator('#live-region')).toHaveText(/1 colleague matches/);
  await axeClean(colleague, '.panel');
  await shootNotes(colleague, 'mention-offered');
  // Escape closes the list, not the panel; a new @ offers them again.
  await colleague.keyboard.press('Escape');
  await expect(offered).toHaveCount(0);
  await expect(panel).toBeVisible();
  await expect(noteBox).toBeFocused();
  for (let i = 0; i < 3; i++) await colleague.keyboard.press('Backspace');
  await colleague.keyboard.type('@OL');
  await expect(olga).toBeVisible();
  await colleague.keyboard.press('Enter');
  await expect(offered).toHaveCount(0);
  await expect(noteBox).toHaveValue('Great SEO depth. @Olga Owner ');
  await colleague.keyboard.type('can you take the second round?');
  await colleague.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Add note' })).toBeFocused();
  await colleague.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Note added. Notified Olga Owner.' })).toBeVisible();
  await expect(panel.locator('.note')).toContainText('Great SEO depth. @Olga Owner can you take the second round?');
  await expect(panel.locator('.note')).toContainText('Mentioned: Olga Owner');
  await axeClean(colleague, '.panel');
  await shootNotes(colleague, 'notes-panel');

  // Words typed while a note is on its way are the next note: its answer leaves them in the box.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await colleague.route(/\/api\/recruiter\/applications\/[^/?]+\/notes$/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await noteBox.fill('Portfolio checked.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('button', { name: 'Adding...' })).toBeVisible();
  await noteBox.fill('References next week.');
  release();
  await expect(panel.locator('.note', { hasText: 'Portfolio checked.' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add note' })).toBeEnabled();
  await expect(noteBox).toHaveValue('References next week.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.locator('.note', { hasText: 'References next week.' })).toBeVisible();
  await expect(noteBox).toHaveValue('');
  await colleague.unroute(/\/api\/recruiter\/applications\/[^/?]+\/notes$/);

  // The owner is told in the product and reads the note on the same application.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(page);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText('Cole Colleague mentioned you in a note')).toBeVisible();
  await page.keyboard.press('Escape');
  // And by email: the dev mailbox holds it, with the link to the application.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(ownerEmail)}`);
  const mentionMail = page.locator('article').filter({ hasText: 'Cole Colleague mentioned you in a note' });
  await expect(mentionMail).toHaveCount(1);
  await expect(mentionMail).toContainText(`Nia Applicant · ${JOB_TITLE}`);
  await expect(mentionMail).not.toContainText('second round');
  await page.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(page);
  await page.getByRole('button', { name: 'Nia Applicant' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Nia Applicant' }).locator('.note', { hasText: 'Great SEO depth' }),
  ).toBeVisible();

  // The owner removes the colleague after a confirmation; the colleague's session is over.
  await page.goto('/recruiter/team');
  await ready(page);
  await page.getByRole('button', { name: 'Remove Cole Colleague' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Cole Colleague?' });
  await expect(confirm).toContainText('Jobs they posted stay with the company');
  await confirm.getByRole('button', { name: `Remove from ${COMPANY}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member removed' })).toBeVisible();
  await expect(page.locator('.team-row')).toHaveCount(1);

  await colleague.goto(`/recruiter/jobs/${jobId}/applications`);
  await colleague.waitForURL(/\/login/);
  await colleagueContext.close();
});

test('an offer is sent, accepted by the candidate after a confirmation, and confirmed by the recruiter', async ({
  newContext,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const tag = `${RUN}-offer`;
  const { email: ownerEmail, jobId, candidateEmail, applicationId } = await ownerWithApplicant(request, tag);

  // The recruiter moves the application to Offer and writes the offer.
  await signIn(page, ownerEmail);
  await page.goto(`/recruiter/jobs/${jobId}/applications?open=${applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog', { name: 'Nia Applicant' });
  await panel.getByLabel('Move to').selectOption('offer');
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(panel.getByRole('heading', { name: 'Offer', exact: true })).toBeVisible();
  await panel
    .getByRole('textbox', { name: 'Offer', exact: true })
    .fill('Base 14 LPA, joining bonus 1 LPA, start 5 January in Gurugram (hybrid).');
  await panel.getByLabel('Offer letter').setInputFiles({
    name: 'offer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([['Offer letter', 'Base 14 LPA']])),
  });
  await panel.getByRole('button', { name: 'Send offer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Offer sent. The candidate was told.' })).toBeVisible();
  await expect(panel.getByText('Sent: waiting for the candidate')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download offer letter (offer.pdf)' })).toBeVisible();
  // The status form cannot hire past the offer: the server refuses (409) and the form says why.
  consoleErrors.allow(/status of 409 \(Conflict\) \(.*\/api\/recruiter\/applications\/[^/]+\/status\)/);
  await panel.getByLabel('Move to').selectOption('hired');
  await panel.getByRole('button', { name: 'Move' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'An offer is out' })).toBeVisible();

  // The candidate reads it and accepts, by keyboard, after a confirmation.
  const candidateContext = await newContext({ baseURL: test.info().project.use.baseURL });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, candidateEmail, /\/dashboard/);
  await candidate.goto(`/dashboard/applied-jobs/${applicationId}`);
  await ready(candidate);
  const card = candidate.locator('.card').filter({ hasText: 'Your offer from' });
  await expect(card.getByText('Base 14 LPA')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download offer letter (offer.pdf)' })).toBeVisible();
  await axeClean(candidate, 'main');
  await shoot(candidate, 'offer-candidate');
  await card.getByRole('button', { name: 'Accept offer' }).focus();
  await candidate.keyboard.press('Enter');
  const confirmGroup = candidate.getByRole('group', { name: 'Confirm accepting the offer' });
  await expect(confirmGroup).toBeFocused();
  await candidate.keyboard.press('Tab');
  await expect(confirmGroup.getByRole('button', { name: 'Yes, accept' })).toBeFocused();
  await candidate.keyboard.press('Enter');
  await expect(candidate.getByText('You accepted this offer. The recruiter will confirm your hire.')).toBeVisible();

  // The recruiter is told and confirms: only now is it Hired.
  await page.goto(`/recruiter/jobs/${jobId}/applications?open=${applicationId}`);
  await ready(page);
  await expect(panel.getByText('The candidate accepted.')).toBeVisible();
  await axeClean(page, '.panel');
  await shoot(page, 'offer-recruiter');
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.getByRole('button', { name: 'Confirm hire' }).click();
  await expect(panel.locator('.timeline')).toContainText('Offer → Hired');

  await candidate.reload();
  await ready(candidate);
  await expect(candidate.getByText('You accepted this offer and your hire is confirmed.')).toBeVisible();
  await candidateContext.close();
});

/**
 * The calendar file of the newest interview email to `to`, unfolded, from the dev mailbox. The
 * email is written when the delivery queue delivers the booking's notice, a moment after the
 * answer, so the mailbox is read until it holds it.
 */
async function newestIcs(request: APIRequestContext, to: string) {
  type Mail = { kind: string; subject: string; attachments: { filename: string; url: string }[] };
  let invite: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json();
        invite = (emails as Mail[]).find((m) => m.kind === 'interview' && m.attachments.length > 0);
        return Boolean(invite);
      },
      { message: `an interview email with a file to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  expect(invite!.attachments[0]!.filename).toBe('interview.ics');
  const file = await request.get(invite!.attachments[0]!.url);
  expect(file.headers()['content-type']).toContain('text/calendar');
  return { subject: invite!.subject, ics: (await file.text()).replace(/\r\n /g, '') };
}

test('the recruiter proposes interview times in the panel; the candidate picks one in their own zone; both mailboxes hold the .ics', async ({
  newContext,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = `${RUN}-iv`;
  const { email: ownerEmail, jobId, candidateEmail, applicationId } = await ownerWithApplicant(request, tag);
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // 10:00 and 15:30 in Tokyo (UTC+09:00, no clock changes).
  const firstUtc = new Date(Date.UTC(y, m - 1, d, 1, 0)).toISOString();

  // The recruiter works in Tokyo: their first sign-in keeps the browser's zone, the form's default.
  const recruiterContext = await newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'Asia/Tokyo',
  });
  const page = await recruiterContext.newPage();
  await signIn(page, ownerEmail);
  await page.goto(`/recruiter/jobs/${jobId}/applications?open=${applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog', { name: 'Nia Applicant' });
  await panel.getByLabel('Move to').selectOption('interview');
  await panel.getByRole('button', { name: 'Move' }).click();
  const form = panel.getByRole('form', { name: 'Propose times' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');

  // Keyboard: the first time, then "Add a time" moves focus to the second.
  await form.getByLabel('Time 1', { exact: true }).focus();
  await form.getByLabel('Time 1', { exact: true }).fill(`${day}T10:00`);
  await form.getByRole('button', { name: 'Add a time' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Time 2', { exact: true })).toBeFocused();
  await form.getByLabel('Time 2', { exact: true }).fill(`${day}T10:30`);
  await form.getByLabel('Length').selectOption('45');
  await form.getByRole('button', { name: 'Propose times' }).focus();
  await page.keyboard.press('Enter');
  // 10:00 for 45 minutes runs into 10:30: refused before anything is sent.
  await expect(form.getByRole('alert')).toHaveText('Two proposed times overlap');
  await expect(form.getByLabel('Time 1', { exact: true })).toBeFocused();
  await form.getByLabel('Time 2', { exact: true }).fill(`${day}T15:30`);
  await form.getByLabel('Details').fill('Video call, the link follows by message.');
  await form.getByRole('button', { name: 'Propose times' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Interview', exact: true })).toBeFocused();
  await expect(panel.locator('.interview-current')).toContainText(slotWords(firstUtc, 'Asia/Tokyo'));
  await expect(panel.locator('.interview-history')).toContainText('Times proposed by You');
  await axeClean(page, '.panel');
  await shoot(page, 'interview-recruiter');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The candidate is in London: the times are shown there, the zone named; they pick by keyboard.
  const candidateContext = await newContext({
    baseURL: test.info().project.use.baseURL,
    timezoneId: 'Europe/London',
  });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, candidateEmail, /\/dashboard/);
  await candidate.goto(`/dashboard/applied-jobs/${applicationId}`);
  await ready(candidate);
  const card = candidate
    .locator('.card')
    .filter({ has: candidate.getByRole('heading', { name: 'Interview', exact: true }) });
  await expect(card.getByRole('group').first()).toContainText(
    `Times are in your time zone, ${zoneName('Europe/London', firstUtc)}.`,
  );
  const firstChoice = card.getByRole('radio', { name: slotWords(firstUtc, 'Europe/London') });
  await expect(firstChoice).toBeVisible();
  await axeClean(candidate, 'main');
  await shoot(candidate, 'interview-candidate');
  await candidate.setViewportSize({ width: 1280, height: 900 });
  await firstChoice.focus();
  await candidate.keyboard.press('Space');
  await expect(firstChoice).toBeChecked();
  await card.getByRole('button', { name: 'Book this time' }).focus();
  await candidate.keyboard.press('Enter');
  const confirmGroup = candidate.getByRole('group', { name: 'Confirm the interview time' });
  await expect(confirmGroup).toBeFocused();
  await candidate.keyboard.press('Tab');
  await expect(confirmGroup.getByRole('button', { name: 'Yes, book it' })).toBeFocused();
  await candidate.keyboard.press('Enter');
  await expect(card).toContainText(`Booked: ${slotWords(firstUtc, 'Europe/London')}`);
  await expect(card.locator('.cw-timeline')).toContainText('Time picked by You');
  await shoot(candidate, 'interview-booked');

  // Both mailboxes hold the same event, starting at the picked instant.
  const stamp = firstUtc.replace(/[-:]/g, '').replace('.000', '');
  const [forCandidate, forRecruiter] = [await newestIcs(request, candidateEmail), await newestIcs(request, ownerEmail)];
  for (const { ics } of [forCandidate, forRecruiter]) {
    expect(ics).toContain(`DTSTART:${stamp}\r\n`);
    expect(ics).toContain('METHOD:REQUEST\r\n');
  }
  expect(forCandidate.ics.match(/UID:(\S+)/)![1]).toBe(forRecruiter.ics.match(/UID:(\S+)/)![1]);
  expect(forRecruiter.subject).toBe('Nia Applicant picked an interview time');

  // The dev mailbox page links the file.
  await candidate.goto(`/dev/mailbox?to=${encodeURIComponent(candidateEmail)}`);
  await expect(candidate.getByRole('link', { name: 'interview.ics' }).first()).toBeVisible();

  // The recruiter's panel shows the booking.
  await page.reload();
  await ready(page);
  await expect(panel.getByText(`Booked: ${slotWords(firstUtc, 'Asia/Tokyo')}`)).toBeVisible();
  await candidateContext.close();
  await recruiterContext.close();
});

test('a removed colleague’s open thread stops receiving the candidate’s messages, and their page asks them to sign in', async ({
  newContext,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const tag = `${RUN}-live`;
  const { email: ownerEmail, jobId, candidateEmail, applicationId } = await ownerWithApplicant(request, tag);
  // The colleague joins through the API here (the first test walks the invitation itself).
  const owner = await request.post('/api/auth/login', { data: { email: ownerEmail, password: PASSWORD } });
  const colleagueEmail = `lee-${tag}@example.com`;
  const invited = await request.post('/api/recruiter/team/invites', {
    headers: { Authorization: `Bearer ${(await owner.json()).accessToken}` },
    data: { email: colleagueEmail },
  });
  expect(invited.ok()).toBe(true);
  const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(colleagueEmail)}`)).json();
  const [, inviteId, token] = (mails.emails as { text: string }[])[0]!.text.match(/\/join-team\/([^/\s]+)\/([\w-]+)/)!;
  const joined = await request.post(`/api/team/invites/${inviteId}/accept`, {
    data: { token, fullName: 'Lee Colleague', password: PASSWORD },
  });
  expect(joined.ok()).toBe(true);

  // The colleague messages the applicant from the panel; their thread is live.
  const colleagueContext = await newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await colleagueContext.newPage();
  const framesToColleague: string[] = [];
  colleague.on('websocket', (ws) => ws.on('framereceived', (frame) => framesToColleague.push(String(frame.payload))));
  await signIn(colleague, colleagueEmail);
  await colleague.goto(`/recruiter/jobs/${jobId}/applications?open=${applicationId}`);
  await ready(colleague);
  await colleague
    .getByRole('dialog', { name: 'Nia Applicant' })
    .getByRole('button', { name: 'Message candidate' })
    .click();
  await colleague.waitForURL(/\/recruiter\/messages\?c=/);
  const conversationId = new URL(colleague.url()).searchParams.get('c')!;
  await expect(colleague.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // The candidate answers live, and the colleague reads it as it comes.
  const candidateContext = await newContext({ baseURL: test.info().project.use.baseURL });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, candidateEmail, /\/dashboard/);
  await candidate.goto(`/dashboard/messages?c=${conversationId}`);
  await expect(candidate.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await candidate.getByPlaceholder(/Write to Lee/).fill('Happy to talk this week.');
  await candidate.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(colleague.locator('.msg-body', { hasText: 'Happy to talk this week.' })).toBeVisible();

  // The owner removes the colleague: within 2 seconds their thread is no longer live.
  await signIn(page, ownerEmail);
  await page.goto('/recruiter/team');
  await ready(page);
  await page.getByRole('button', { name: 'Remove Lee Colleague' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Lee Colleague?' })
    .getByRole('button', { name: /^Remove from / })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Member removed' })).toBeVisible();
  await expect(colleague.getByRole('status').filter({ hasText: 'Live' })).toHaveCount(0, { timeout: 2_000 });

  // The candidate's next message never reaches the colleague; their page asks them to sign in again.
  // Every call their page makes from now on (the threads, a ticket, the refresh, the bell) is refused on
  // purpose: the session ended. Which of them fire before the page leaves depends on timing.
  consoleErrors.allow(/status of 401 .*\/api\/(messages|auth\/refresh|notifications)\b/);
  await candidate.getByPlaceholder(/Write to Lee/).fill('Are you still there?');
  await candidate.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(candidate.locator('.msg-body', { hasText: 'Are you still there?' })).toBeVisible();
  await colleague.waitForURL(/\/login/);
  await expect(colleague.getByText('Please sign in to continue')).toBeVisible();
  expect(framesToColleague.join('\n')).toContain('Happy to talk this week.');
  expect(framesToColleague.join('\n')).not.toContain('Are you still there?');
  await candidateContext.close();
  await colleagueContext.close();
});
