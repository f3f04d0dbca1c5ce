import type { APIRequestContext, Page } from '@playwright/test';
import { makePdf } from '../fixtures/resume-files';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// Hiring as a team: an owner invites a colleague through the dev mailbox; the colleague joins with
// a new account, sees the same pipeline, leaves a private note that mentions the owner; the owner
// removes them and their session ends. Keyboard only on the team's own controls.
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Teamwork#2026';
const COMPANY = `Heron Labs ${RUN}`;
const JOB_TITLE = `Growth Marketer ${RUN}`;

/** A verified recruiter with a company and an open job, and a candidate who applied: all through the API. */
async function ownerWithApplicant(request: APIRequestContext, tag: string) {
  const email = `owner-${tag}@example.com`;
  const signup = await request.post('/api/auth/signup', { data: { fullName: 'Olga Owner', email, password: PASSWORD, role: 'recruiter' } });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).accessToken}` };
  const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const link = (mails.emails as { text: string }[])[0]!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\/\S+/)![0];
  await request.get(new URL(link).pathname, { maxRedirects: 0 });
  const profile = await request.put('/api/recruiter/profile', { headers: auth, data: { fullName: 'Olga Owner', phone: '', location: '', website: '', bio: '', company: `${COMPANY}${tag === RUN ? '' : ' B'}` } });
  expect(profile.status()).toBe(200);
  const job = await request.post('/api/recruiter/jobs', { headers: auth, data: { ...SAMPLE_JOB_FIELDS, title: JOB_TITLE } });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;

  const candidateEmail = `nia-${tag}@example.com`;
  const candidate = await request.post('/api/auth/signup', { data: { fullName: 'Nia Applicant', email: candidateEmail, password: PASSWORD, role: 'candidate' } });
  const headers = { Authorization: `Bearer ${(await candidate.json()).accessToken}` };
  const pdf = makePdf([['Growth marketer, 2019 - 2025', 'Ran SEO and digital marketing campaigns; reported in Google Analytics.']]);
  const upload = await request.post('/api/candidate/resumes', { headers, multipart: { file: { name: 'nia.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) } } });
  expect(upload.status()).toBe(201);
  const applied = await request.post(`/api/candidate/jobs/${jobId}/apply`, { headers, data: { resumeName: (await upload.json()).name, coverLetter: '' } });
  expect(applied.status()).toBe(201);
  return { email, jobId, candidateEmail, applicationId: (await applied.json()).id as string };
}

async function signIn(page: Page, email: string, home = /\/recruiter\/dashboard/) {
  await page.goto('/login');
  await ready(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(home);
}

test('a colleague is invited through the dev mailbox, joins, sees the same pipeline, notes and mentions; the owner removes them', async ({ browser, page, request }) => {
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
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
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

  // A private note mentioning the owner, by keyboard.
  await colleague.getByRole('button', { name: 'Nia Applicant' }).click();
  const panel = colleague.getByRole('dialog', { name: 'Nia Applicant' });
  await expect(panel.getByRole('heading', { name: 'Private notes' })).toBeVisible();
  await panel.getByLabel('Add a private note').focus();
  await colleague.keyboard.type('Great SEO depth. Olga, can you take the second round?');
  await colleague.keyboard.press('Tab');
  await expect(panel.getByLabel('@Olga Owner')).toBeFocused();
  await colleague.keyboard.press('Space');
  await colleague.keyboard.press('Tab');
  await colleague.keyboard.press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Note added. Notified Olga Owner.' })).toBeVisible();
  await expect(panel.locator('.note')).toContainText('Great SEO depth');
  await expect(panel.locator('.note')).toContainText('Mentioned: Olga Owner');
  await axeClean(colleague, '.panel');
  await shoot(colleague, 'notes-panel');

  // The owner is told in the product and reads the note on the same application.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(page);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText('Cole Colleague mentioned you in a note')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Nia Applicant' }).click();
  await expect(page.getByRole('dialog', { name: 'Nia Applicant' }).locator('.note')).toContainText('Great SEO depth');

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

test('an offer is sent, accepted by the candidate after a confirmation, and confirmed by the recruiter', async ({ browser, page, request }) => {
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
  await panel.getByRole('textbox', { name: 'Offer', exact: true }).fill('Base 14 LPA, joining bonus 1 LPA, start 5 January in Gurugram (hybrid).');
  await panel.getByRole('button', { name: 'Send offer' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Offer sent. The candidate was told.' })).toBeVisible();
  await expect(panel.getByText('Sent: waiting for the candidate')).toBeVisible();

  // The candidate reads it and accepts, by keyboard, after a confirmation.
  const candidateContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, candidateEmail, /\/dashboard/);
  await candidate.goto(`/dashboard/applied-jobs/${applicationId}`);
  await ready(candidate);
  const card = candidate.locator('.card').filter({ hasText: 'Your offer from' });
  await expect(card.getByText('Base 14 LPA')).toBeVisible();
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
