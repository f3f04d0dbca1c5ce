import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { candidateApplies, PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, liveRegion, ready, shoot } from './screen';

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

/** A verified recruiter (first name at the company's own domain), their company and one open job. */
async function companyWithJob(
  request: APIRequestContext,
  tag: string,
  o: { fullName: string; slug: string; company: string; title: string },
) {
  const domain = `${o.slug}-${tag}.in`;
  const recruiterEmail = `${o.fullName.split(' ')[0]!.toLowerCase()}@${domain}`;
  const [company, title] = [`${o.company} ${tag}`, `${o.title} ${tag}`];
  const { headers } = await verifiedAccount(request, {
    fullName: o.fullName,
    email: recruiterEmail,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers,
    data: { fullName: o.fullName, company: { name: company, website: `https://${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const created = await request.post('/api/recruiter/jobs', { headers, data: { ...SAMPLE_JOB_FIELDS, title } });
  expect(created.status()).toBe(201);
  return { headers, recruiterEmail, company, title, jobId: ((await created.json()) as { id: string }).id };
}

test('a recruiter creates a rejection template and rejects with it; the candidate reads the filled text', async ({
  page,
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `t${Date.now().toString(36)}${test.info().retry}`;
  const { recruiterEmail, company, title, jobId } = await companyWithJob(request, tag, {
    fullName: 'Mira Kapoor',
    slug: 'templates-co',
    company: 'Templates Co',
    title: 'Support Engineer',
  });
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

test('a bulk message and a bulk rejection with a template: each candidate reads the text filled for them', async ({
  page,
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `tb${Date.now().toString(36)}${test.info().retry}`;
  const { headers, recruiterEmail, title, jobId } = await companyWithJob(request, tag, {
    fullName: 'Nila Rao',
    slug: 'bulk-co',
    company: 'Bulk Co',
    title: 'Field Engineer',
  });
  const template = await request.post('/api/recruiter/templates', {
    headers,
    data: {
      kind: 'rejection',
      name: 'Kind no',
      body: 'Dear {candidateFirstName}, thank you for your time on {jobTitle}. We chose another candidate.',
    },
  });
  expect(template.status()).toBe(201);
  const asha = await candidateApplies(request, jobId, 'Asha Verma', STRONG_RESUME, tag);
  await candidateApplies(request, jobId, 'Bilal Khan', STRONG_RESUME, tag);

  await signIn(page, recruiterEmail, '/recruiter/dashboard');
  await page.goto(`/recruiter/jobs/${jobId}/applications`);
  await ready(page);
  const rows = page.locator('.app-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 selected');

  // A bulk message: the dialog previews the first candidate's text; an empty one is refused first.
  await bar.getByRole('button', { name: 'Message 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message 2 candidates' });
  await dialog.getByRole('button', { name: 'Send to 2 candidates' }).click();
  await expect(dialog.getByText('Write a message first')).toBeVisible();
  await dialog
    .getByLabel('Message', { exact: true })
    .fill('Hi {candidateFirstName}, could you share your notice period?');
  // Writing takes the message away.
  await expect(dialog.getByText('Write a message first')).toHaveCount(0);
  await expect(dialog.locator('.template-preview')).toHaveText(
    /^Hi (Asha|Bilal), could you share your notice period\?$/,
  );
  await shootPart(page, dialog, 'bulk-message');
  await axeClean(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Send to 2 candidates' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main').getByText('Message sent to 2 candidates.')).toBeVisible();
  await expect(liveRegion(page)).toHaveText('Message sent to 2 candidates.');
  await expect(bar).toHaveCount(0);

  // A bulk rejection: a reason for the team, the rejection template for the candidates.
  for (const row of await rows.all()) await row.getByRole('checkbox').check();
  await bar.getByLabel('Move to').selectOption('rejected');
  await bar.getByLabel('Reason for rejecting').fill('Chose a candidate with field experience');
  await bar.getByLabel('Start from a template').selectOption({ label: 'Kind no (Rejection)' });
  await expect(bar.getByLabel('Message to the candidate')).toHaveValue(/^Dear \{candidateFirstName\}/);
  await expect(bar.locator('.template-preview')).toHaveText(
    new RegExp(`^Dear (Asha|Bilal), thank you for your time on ${title}\\. We chose another candidate\\.$`),
  );
  await expect(bar.getByText(/each candidate reads their own/)).toBeVisible();
  await shoot(page, 'bulk-reject-template');
  await axeClean(page, '[aria-label="Bulk actions"]');
  await bar.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(liveRegion(page)).toHaveText('2 applications moved to Rejected.');
  await expect(rows.filter({ hasText: 'Rejected' })).toHaveCount(2);

  // Asha reads her own name in the message and in the rejection, never the team's reason.
  const them = await (await newContext()).newPage();
  await signIn(them, asha.email, '/dashboard');
  await them.goto(`/dashboard/applied-jobs/${asha.applicationId}`);
  await ready(them);
  await expect(them.getByText(`Dear Asha, thank you for your time on ${title}.`)).toBeVisible();
  await expect(them.getByText('field experience')).toHaveCount(0);
  await them.goto('/dashboard/messages');
  await ready(them);
  await them
    .getByRole('button', { name: /Nila Rao/ })
    .first()
    .click();
  await expect(
    them.getByRole('region', { name: 'Conversation' }).getByText('Hi Asha, could you share your notice period?'),
  ).toBeVisible();
});
