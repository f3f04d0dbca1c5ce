import type { Locator, Page } from '@playwright/test';

import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { candidateApplies, PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, ready } from './screen';

// Message templates: a recruiter keeps a rejection template in settings, then rejects an
// application from the move dialog with it; the preview and the candidate read the filled text.

/** One part of the screen at phone and desktop widths, with no sideways scroll, ending at desktop. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('a recruiter creates a rejection template and rejects with it; the candidate reads the filled text', async ({
  page,
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `t${Date.now().toString(36)}${test.info().retry}`;
  const domain = `templates-co-${tag}.in`;
  const recruiterEmail = `mira@${domain}`;
  const company = `Templates Co ${tag}`;
  const title = `Support Engineer ${tag}`;
  const { headers } = await verifiedAccount(request, {
    fullName: 'Mira Kapoor',
    email: recruiterEmail,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers,
    data: { fullName: 'Mira Kapoor', company: { name: company, website: `https://${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const created = await request.post('/api/recruiter/jobs', { headers, data: { ...SAMPLE_JOB_FIELDS, title } });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;
  const applicant = await candidateApplies(request, jobId, 'Ravi Menon', STRONG_RESUME, tag);

  // Settings: no templates yet, then one added by keyboard and clicks; a wrong placeholder is refused first.
  await signIn(page, recruiterEmail, '/recruiter/dashboard');
  await page.goto('/recruiter/settings');
  await ready(page);
  const section = page.locator('section[aria-labelledby="templates-h"]');
  await expect(section.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  await section.getByLabel('For', { exact: true }).selectOption('rejection');
  await section.getByLabel('Name', { exact: true }).fill('Polite no');
  const body = section.getByLabel('Message', { exact: true });
  await body.fill('Dear {firstName}, thank you.');
  await section.getByRole('button', { name: 'Add template' }).click();
  await expect(section.getByText('{firstName} is not a placeholder.')).toBeVisible();
  await body.fill(
    'Dear {candidateFirstName}, thank you for applying to {jobTitle} at {companyName}. We chose another candidate.\n{recruiterName}',
  );
  await body.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Add template');
  await page.keyboard.press('Enter');
  const row = section.locator('.template-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading', { name: 'Polite no' })).toBeVisible();
  await expect(row.getByText('Rejection', { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'No templates yet' })).toHaveCount(0);
  await shootPart(page, section, 'templates-settings');
  await axeClean(page, 'section[aria-labelledby="templates-h"]');

  // The move dialog: Reject offers the rejection template; it fills the message, which stays editable.
  await page.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(page);
  await page.locator('.app-row').getByRole('button', { name: 'Ravi Menon' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Move to').selectOption('rejected');
  await panel.getByLabel('Reason for rejecting').fill('Less support experience than the others');
  await panel.getByLabel('Start from a template').selectOption({ label: 'Polite no (Rejection)' });
  const message = panel.getByLabel('Message to the candidate');
  await expect(message).toHaveValue(/^Dear \{candidateFirstName\}/);
  await message.press('End');
  await message.pressSequentially(' Best of luck.');
  const filled = `Dear Ravi, thank you for applying to ${title} at ${company}. We chose another candidate.\nMira Kapoor Best of luck.`;
  await expect(panel.locator('.template-preview')).toHaveText(filled);
  const move = panel.locator('section[aria-labelledby="move-h"]');
  await shootPart(page, move, 'move-with-template');
  await axeClean(page, '[role="dialog"]');
  await panel.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(panel.locator('.timeline-note').filter({ hasText: 'Sent to the candidate:' })).toContainText(
    'Dear Ravi, thank you for applying',
  );

  // The candidate reads the filled text on their application, never the reason.
  const them = await (await newContext()).newPage();
  await signIn(them, applicant.email, '/dashboard');
  await them.goto(`/dashboard/applied-jobs/${applicant.applicationId}`);
  await ready(them);
  await expect(them.getByText(`Dear Ravi, thank you for applying to ${title}`)).toBeVisible();
  // The sign-off keeps its own line, as written.
  const note = them.locator('.cw-timeline-note', { hasText: 'Dear Ravi' });
  expect(await note.innerText()).toContain('We chose another candidate.\nMira Kapoor Best of luck.');
  await expect(them.getByText('Less support experience')).toHaveCount(0);
  await shootPart(them, them.locator('main'), 'candidate-reads-message');
});
