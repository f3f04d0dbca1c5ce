import type { Locator, Page } from '@playwright/test';

import { makePdf } from '../fixtures/resume-files';
import { verifiedAccount } from './accounts';
import { SAMPLE_JOB_FIELDS } from './demo';
import { expect, expectNoHorizontalScroll, test } from './fixtures';
import { PASSWORD, signIn, STRONG_RESUME } from './recruiting';
import { axeClean, ready } from './screen';

// Screening questions: a recruiter adds a knockout question to a job; a candidate answers it "No",
// is told which answer does not meet and that a recruiter decides; the recruiter sees the flag.

const QUESTION = 'Do you hold a valid work permit for India?';

/** One part of the screen at phone and desktop widths, with no sideways scroll, ending at desktop. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test('a recruiter adds a knockout question; a candidate answers No and is flagged, not rejected', async ({
  page,
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = `s${Date.now().toString(36)}${test.info().retry}`;
  // An email at the company's own domain verifies it at once, so its job reaches candidates.
  const domain = `screen-co-${tag}.in`;
  const recruiterEmail = `sana@${domain}`;
  const { headers } = await verifiedAccount(request, {
    fullName: 'Sana Roy',
    email: recruiterEmail,
    password: PASSWORD,
    role: 'recruiter',
  });
  const profile = await request.put('/api/recruiter/profile', {
    headers,
    data: { fullName: 'Sana Roy', company: { name: `Screen Co ${tag}`, website: `https://${domain}` } },
  });
  expect(profile.status()).toBe(200);
  const created = await request.post('/api/recruiter/jobs', {
    headers,
    data: { ...SAMPLE_JOB_FIELDS, title: `Field Engineer ${tag}` },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;

  // The recruiter adds the question in the job form, by keyboard and clicks.
  await signIn(page, recruiterEmail, '/recruiter/dashboard');
  await page.goto(`/recruiter/jobs/${jobId}/edit`);
  await ready(page);
  const section = page.getByRole('group', { name: 'Screening questions' });
  await section.getByRole('button', { name: 'Add a question' }).click();
  // A protected question is refused in the form with the reason.
  await section.getByLabel('Question 1 text').fill('Are you married?');
  await expect(section.getByText('Questions cannot ask about marital status')).toBeVisible();
  await section.getByLabel('Question 1 text').fill(QUESTION);
  await expect(section.locator('.field-error')).toHaveCount(0);
  await section.getByLabel('Knockout: flag applications whose answer does not meet it').check();
  await expect(section.getByLabel('The answer must be')).toHaveValue('Yes');
  await expect(page.locator('.job-preview').getByText(`${QUESTION} Required answer: Yes.`)).toBeVisible();
  await shootPart(page, section, 'job-form-questions');
  await axeClean(page, 'fieldset.screening-questions:not(.scorecard-attributes)');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await page.waitForURL(/\/recruiter\/jobs\?saved=/);

  // A verified candidate with a resume reads the requirement on the job page and answers No.
  const candidateEmail = `ravi-${tag}@example.com`;
  const candidate = await verifiedAccount(request, {
    fullName: 'Ravi Menon',
    email: candidateEmail,
    password: PASSWORD,
    role: 'candidate',
  });
  const upload = await request.post('/api/candidate/resumes', {
    headers: candidate.headers,
    multipart: {
      file: { name: 'ravi.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(STRONG_RESUME)) },
    },
  });
  expect(upload.status()).toBe(201);
  const them = await (await newContext()).newPage();
  await signIn(them, candidateEmail, '/dashboard');
  await them.goto(`/dashboard/jobs/${jobId}`);
  await ready(them);
  await expect(them.getByRole('heading', { name: 'Questions when you apply' })).toBeVisible();
  await expect(them.getByText(`${QUESTION} Required answer: Yes.`)).toBeVisible();
  await them.goto(`/dashboard/apply/${jobId}`);
  await ready(them);
  const questions = them.locator('.cw-screening');
  await expect(questions.getByRole('group', { name: QUESTION })).toBeVisible();
  // Submitting unanswered is refused in the form with the contract's message.
  await them.getByRole('button', { name: 'Submit application' }).click();
  await expect(questions.getByText('Answer this question')).toBeVisible();
  await questions.getByRole('radio', { name: 'No' }).check();
  await expect(questions.getByText('Answer this question')).toHaveCount(0);
  await expect(questions.getByText('Required answer: Yes.')).toBeVisible();
  await shootPart(them, them.locator('form'), 'apply-questions');
  await axeClean(them, 'form');
  await them.getByRole('button', { name: 'Submit application' }).click();
  await them.waitForURL(/\/dashboard\/applied-jobs\/.+\?applied=1/);
  await ready(them);
  await expect(them.locator('.alert-warning')).toContainText(
    `Your answer to “${QUESTION}” (No) does not meet this job's requirement (Yes).`,
  );
  await expect(them.getByText('A recruiter will read your application and decide')).toBeVisible();
  await expect(them.getByText('Answers cannot be changed after submitting.')).toBeVisible();

  // The recruiter sees the flag in the list, filters by it and reads the answers in the panel.
  await page.goto(`/recruiter/jobs/${jobId}/applications?sort=atsScore`);
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Does not meet a knockout: you decide' })).toBeVisible();
  await expect(page.locator('.app-unmet')).toHaveText(`Does not meet: ${QUESTION}`);
  await page.getByLabel('Screening answers').selectOption('unmet');
  await expect(page.locator('.app-row')).toHaveCount(1);
  await page.locator('.app-row').getByRole('button', { name: 'Ravi Menon' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Screening answers' })).toBeVisible();
  await expect(panel.locator('.screening-unmet')).toContainText('does not meet (required: Yes)');
  await axeClean(page, '[role="dialog"]');
});
