import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { candidateApplies, open, recruiterWithJobs, signIn, STRONG_RESUME, WEAK_RESUME } from './recruiting';

// The recruiter's working day: every application in one list, talking from where the work is,
// notices of new applications, and a board per job.

const tagOf = (name: string) => `${Date.now().toString(36)}-${name}-${test.info().repeatEachIndex}-${test.info().retry}`;

async function axeSerious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** At 360 and 1280 px: nothing wider than the screen, axe clean, a screenshot to look at. */
async function checkWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    expect(await axeSerious(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `/tmp/desk-shots/${name}-${width}.png`, fullPage: true });
  }
}

test('all applications: filter by job and stage, and the filters survive a reload and open the same panel', async ({ page, request }) => {
  test.setTimeout(150_000);
  const own = await recruiterWithJobs(request, tagOf('all'));
  const [first, second] = own.jobs;
  const tag = tagOf('all-people');
  await candidateApplies(request, second!.id, 'Asha Rao', STRONG_RESUME, tag);
  const ravi = await candidateApplies(request, second!.id, 'Ravi Menon', WEAK_RESUME, tag);
  const moved = await request.put(`/api/recruiter/applications/${ravi.applicationId}/status`, { headers: own.headers, data: { status: 'screening' } });
  expect(moved.status()).toBe(200);

  await signIn(page, own.email, '/recruiter/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Applications', exact: true }).first().click();
  await expect(page).toHaveURL(/\/recruiter\/applications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
  const rows = page.locator('.app-row');
  await expect(rows).toHaveCount(3);
  // Each row names its job, linked to the job's own list.
  await expect(rows.filter({ hasText: 'Kiran Das' }).getByRole('link', { name: first!.title })).toHaveAttribute('href', `/recruiter/jobs/${first!.id}/applications`);
  await expect(rows.filter({ hasText: 'Asha Rao' })).toContainText(second!.title);

  await page.getByLabel('Job').selectOption(second!.id);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Kiran Das' })).toHaveCount(0);
  await page.getByLabel('Stage').selectOption('screening');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ravi Menon');
  await expect(page).toHaveURL(new RegExp(`jobId=${second!.id}.*status=screening|status=screening.*jobId=${second!.id}`));

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
