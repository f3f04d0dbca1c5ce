import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { axeClean, ready, shoot } from './screen';

// "Fill from my resume" as a new candidate lives it: with no resume yet it asks for one; a
// browser-printed PDF with three roles is uploaded, and the profile is filled from it only after
// the person confirms each part (fields edited or left out, sure skills ticked, the rest unticked).

const PASSWORD = 'Candidate#2026';
let TAG = '';
test.beforeAll(() => {
  TAG = `fill${Date.now().toString(36)}`;
});

// Invented person, employers and places.
const RESUME = `Neha Kulkarni
Frontend Engineer | Pune
neha.kulkarni@example.com | +91 90000 55555

WORK EXPERIENCE
Frontend Engineer - Saffron Ledger Pvt Ltd, Pune
March 2022 - Present
Shipped a design system with Storybook; wrote unit tests with Jest and React Testing Library.
Built the merchant dashboard in React and TypeScript.

Software Engineer - Monsoon Carts, Bengaluru
July 2019 - February 2022
Built checkout screens in Angular, later React with Redux; end-to-end tests with Cypress.

Intern - Deccan Data Labs, Mumbai
June 2018 - June 2019
Wrote data scripts in Python for the analytics team.

EDUCATION
B.Tech (Computer Engineering) - College of Engineering Pune - 2019

SKILLS
React, TypeScript, Storybook, Jest, Cypress, Redux, Figma, Git`;

/** The resume printed to PDF by this browser, as a person's "Save as PDF" makes it. */
async function resumePdf(page: Page): Promise<Buffer> {
  const html = RESUME.split('\n\n')
    .map((block) => `<p>${block.split('\n').join('<br>')}</p>`)
    .join('');
  await page.setContent(`<!doctype html><html lang="en"><body style="font: 12pt serif">${html}</body></html>`);
  return page.pdf({ format: 'A4' });
}

test('a multi-role PDF fills the profile once the person confirms what was read', async ({ page }) => {
  test.setTimeout(120_000);
  const pdf = await resumePdf(page);

  await page.goto('/signup');
  await ready(page);
  await page.getByRole('radio', { name: /Candidate/ }).check();
  await page.getByLabel('Full name').fill('Neha Kulkarni');
  await page.getByLabel('Email').fill(`${TAG}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/profile');
  // The profile's islands hydrate late on a loaded machine.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await ready(page);

  // No resume yet: the reading asks for one, and the message goes once one is uploaded.
  await page.getByRole('button', { name: 'Fill from my resume' }).click();
  const uploadFirst = page.getByText('Upload a resume below first');
  await expect(uploadFirst).toBeVisible();
  await page
    .getByLabel('Resume file', { exact: true })
    .setInputFiles({ name: 'neha-kulkarni.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('list', { name: 'Your resumes' }).getByText('neha-kulkarni.pdf')).toBeVisible();
  await expect(uploadFirst).toHaveCount(0);

  // What was read, for the person to confirm.
  await page.getByRole('button', { name: 'Fill from my resume' }).click();
  const panel = page.getByRole('group', { name: 'From neha-kulkarni.pdf' });
  await expect(panel.getByLabel('Headline from your resume')).toHaveValue('Frontend Engineer');
  await expect(panel.getByLabel('City from your resume')).toHaveValue('Pune');
  await expect(panel.getByLabel('Years of experience from your resume')).toHaveValue(/^\d+$/);
  await expect(panel.getByLabel('Experience from your resume', { exact: true })).toHaveValue(
    [
      'Frontend Engineer, Saffron Ledger Pvt Ltd, Pune (Mar 2022 - Present)',
      'Software Engineer, Monsoon Carts, Bengaluru (Jul 2019 - Feb 2022)',
      'Intern, Deccan Data Labs, Mumbai (Jun 2018 - Jun 2019)',
    ].join('\n'),
  );
  await expect(panel.getByLabel('Education from your resume', { exact: true })).toHaveValue(
    'B.Tech (Computer Engineering), College of Engineering Pune, 2019',
  );
  const named = panel.getByRole('list', { name: 'Skills your resume names' });
  for (const skill of ['React', 'TypeScript', 'Storybook', 'Cypress'])
    await expect(named.getByRole('checkbox', { name: skill, exact: true })).toBeChecked();
  const mentioned = panel.getByRole('list', { name: 'Also mentioned: tick the ones you have' });
  const unticked = mentioned.getByRole('checkbox');
  await expect(unticked.first()).not.toBeChecked();
  for (const not of ['Saffron', 'Ledger', 'General ledger', 'Shipbuilding', 'Stage and screen acting'])
    await expect(panel.getByRole('checkbox', { name: not, exact: true })).toHaveCount(0);

  await axeClean(page, '.cw-fill');
  await shoot(page, 'fill-from-resume');

  // The person confirms: an edited headline, the city left out, one more skill ticked, one untick.
  await panel.getByLabel('Headline from your resume').fill('Senior Frontend Engineer');
  await panel.getByRole('checkbox', { name: 'City' }).uncheck();
  const extra = ((await mentioned.locator('li').first().innerText()) ?? '').trim();
  await mentioned.getByRole('checkbox', { name: extra, exact: true }).check();
  await named.getByRole('checkbox', { name: 'Cypress', exact: true }).uncheck();
  await panel.getByRole('button', { name: 'Put these in my profile' }).click();

  // In the form, unsaved until Save profile.
  await expect(page.getByText('Filled in from your resume. Check each field, then save your profile.')).toBeVisible();
  await expect(page.getByLabel(/^Headline/)).toHaveValue('Senior Frontend Engineer');
  await expect(page.getByLabel(/^City/)).toHaveValue('');
  await expect(page.getByLabel(/^Experience/)).toHaveValue(/^Frontend Engineer, Saffron Ledger/);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.reload();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await ready(page);
  await expect(page.getByLabel(/^Headline/)).toHaveValue('Senior Frontend Engineer');
  await expect(page.getByLabel(/^Education/)).toHaveValue(
    'B.Tech (Computer Engineering), College of Engineering Pune, 2019',
  );
  const saved = page.getByRole('list', { name: 'Your skills' });
  for (const skill of ['React', 'TypeScript', 'Storybook', extra]) await expect(saved).toContainText(skill);
  await expect(saved.getByText('Cypress', { exact: true })).toHaveCount(0);
});
