import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { applicationAt, PASSWORD, signIn } from './recruiting';
import { axeClean, ready, shoot } from './screen';

// Interview scorecards: the organiser gives the job its scorecard in the job editor, adds a
// colleague to the interview's panel and submits; the colleague, in their own browser, is told,
// sees no one's scorecard until they submit their own, then the summary and both scorecards.
const DAY = 86_400_000;

/** A part of the panel at phone and desktop widths: the panel scrolls inside itself, out of a page shot. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

/** A colleague joins the recruiter's company through an invitation (API; the team journey walks it on screen). */
async function colleagueJoins(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const invited = await request.post('/api/recruiter/team/invites', { headers, data: { email } });
  expect(invited.ok()).toBe(true);
  const mails = await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json();
  const [, inviteId, token] = (mails.emails as { text: string }[])[0]!.text.match(/\/join-team\/([^/\s]+)\/([\w-]+)/)!;
  const joined = await request.post(`/api/team/invites/${inviteId}/accept`, {
    data: { token, fullName: 'Lee Colleague', password: PASSWORD },
  });
  expect(joined.ok()).toBe(true);
}

/** Rates every attribute of the open scorecard form and picks a recommendation, as a person does. */
async function rate(form: Locator, ratings: Record<string, string>, note: string, recommendation: string) {
  for (const [attribute, choice] of Object.entries(ratings))
    await form.getByRole('group', { name: attribute }).getByRole('radio', { name: choice }).check();
  await form.getByRole('textbox', { name: 'Note on React depth' }).fill(note);
  await form
    .getByRole('group', { name: 'Your recommendation' })
    .getByRole('radio', { name: recommendation, exact: true })
    .check();
}

test('an organiser adds a colleague to the panel; each submits, the colleague reads the first only after, and the summary shows the averages', async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(240_000);
  const t = await applicationAt(request, 'interview', 'scorecards');
  const colleagueEmail = `lee-${t.applicationId.slice(0, 8)}@example.com`;
  await colleagueJoins(request, t.recruiterHeaders, colleagueEmail);
  const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
  const proposed = await request.post(`/api/recruiter/applications/${t.applicationId}/interview`, {
    headers: t.recruiterHeaders,
    data: { slots: [`${day}T10:00`], timeZone: 'Asia/Kolkata', durationMinutes: 45 },
  });
  expect(proposed.status()).toBe(201);

  // The organiser gives the job its scorecard in the job editor.
  await signIn(page, t.recruiterEmail, '**/recruiter/**');
  await page.goto(`/recruiter/jobs/${t.jobId}/edit`);
  await ready(page);
  const editor = page.locator('section.job-scorecard');
  const attributes = [
    ['React depth', 'Hooks, rendering, state'],
    ['Communication', 'Explains trade-offs clearly'],
    ['Craft', ''],
  ];
  for (const [i, [name, description]] of attributes.entries()) {
    await editor.getByRole('button', { name: 'Add an attribute' }).click();
    const nameField = editor.getByRole('textbox', { name: `Attribute ${i + 1} name` });
    await expect(nameField).toBeFocused();
    await page.keyboard.type(name!);
    if (description) await editor.getByRole('textbox', { name: `Attribute ${i + 1} description` }).fill(description);
  }
  await editor.getByRole('button', { name: 'Save scorecard' }).click();
  await expect(editor.getByText('Scorecard saved.')).toBeVisible();
  await shoot(page, 'scorecard-job-editor');
  await axeClean(page, 'section.job-scorecard');

  // On the application: she adds Lee to the panel, then writes her own scorecard.
  await page.goto(`/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(page);
  const panel = page.getByRole('dialog');
  const section = panel.getByRole('group', { name: 'Panel and scorecards' });
  await section.getByRole('combobox', { name: 'Add a colleague' }).selectOption({ label: 'Lee Colleague' });
  await section.getByRole('button', { name: 'Add to panel' }).click();
  await expect(section.getByText('Lee Colleague is on the panel and was told.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Panel' })).toContainText('Lee ColleagueNot submitted yet');
  await section.getByRole('button', { name: 'Write your scorecard' }).click();
  const mine = section.getByRole('form', { name: 'Your scorecard' });
  await expect(mine.getByRole('radio').first()).toBeFocused();
  // Sent with nothing chosen, the form says what is missing.
  await mine.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(mine.getByText('Choose your recommendation')).toBeVisible();
  await expect(mine.getByText('Rate this from 1 to 4')).toHaveCount(3);
  await rate(
    mine,
    { 'React depth': '4 · Excellent', Communication: '3 · Good', Craft: '4 · Excellent' },
    'Deep on rendering and hooks',
    'Strong yes',
  );
  await expect(mine.getByText('Rate this from 1 to 4')).toHaveCount(0);
  await shootPart(page, mine, 'scorecard-form');
  await axeClean(page, '[role="dialog"]');
  await mine.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(section.getByText('Scorecard submitted.')).toBeVisible();
  await expect(section.getByText('Not submitted yet: Lee Colleague.')).toBeVisible();

  // Lee, in his own browser: told in the product, and nothing of Olga's scorecard until he submits.
  const context = await newContext();
  const lee = await context.newPage();
  await signIn(lee, colleagueEmail, '**/recruiter/**');
  await ready(lee);
  await lee.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await lee
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: /Nila Recruiter added you to an interview panel/ })
    .click();
  await lee.waitForURL(`**/recruiter/jobs/${t.jobId}/applications?open=${t.applicationId}`);
  await ready(lee);
  const leePanel = lee.getByRole('dialog');
  const leeSection = leePanel.getByRole('group', { name: 'Panel and scorecards' });
  await expect(leeSection.getByRole('list', { name: 'Panel' })).toContainText('Nila Recruiter · organiserSubmitted');
  await expect(leeSection.getByText('The others’ scorecards show once you submit your own')).toBeVisible();
  await expect(leePanel).not.toContainText('Deep on rendering and hooks');
  await expect(leeSection.getByRole('table')).toHaveCount(0);
  await leeSection.getByRole('button', { name: 'Write your scorecard' }).click();
  const his = leeSection.getByRole('form', { name: 'Your scorecard' });
  await rate(
    his,
    { 'React depth': '3 · Good', Communication: '2 · Mixed', Craft: '3 · Good' },
    'Solid, a little quiet',
    'Yes',
  );
  await his.getByRole('button', { name: 'Submit scorecard' }).press('Enter');
  await expect(leeSection.getByText('Scorecard submitted.')).toBeVisible();

  // The summary: averages, recommendations, everyone submitted; both scorecards.
  const averages = leeSection.getByRole('table', { name: 'Summary: average rating of 4' });
  await expect(averages.getByRole('row', { name: 'React depth' })).toContainText('3.5 (2)');
  await expect(averages.getByRole('row', { name: 'Communication' })).toContainText('2.5 (2)');
  await expect(averages.getByRole('row', { name: 'Craft' })).toContainText('3.5 (2)');
  await expect(leeSection).toContainText('Recommendations: Yes 1 · Strong yes 1');
  await expect(leeSection.getByText('Everyone on the panel has submitted.')).toBeVisible();
  const cards = leeSection.getByRole('list', { name: 'Scorecards' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards).toContainText('Deep on rendering and hooks');
  await expect(cards).toContainText('You: Yes');
  await shootPart(lee, leeSection, 'scorecard-summary');
  await axeClean(lee, '[role="dialog"]');
  await shoot(lee, 'scorecard-panel-page');

  // The organiser's panel, opened again, reads the same summary.
  await page.reload();
  await ready(page);
  await expect(section.getByText('Everyone on the panel has submitted.')).toBeVisible();
  await expect(section.getByRole('table', { name: 'Summary: average rating of 4' })).toContainText('3.5 (2)');
});
