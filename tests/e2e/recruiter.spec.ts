import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, JOBS, RECRUITERS } from '../../scripts/seed/content';

// The recruiter workspace in a real browser against `wrangler dev`.

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test('every recruiter screen of a seeded recruiter loads, at phone and desktop widths, without serious accessibility issues', async ({ page }) => {
  test.setTimeout(120_000);
  const riya = RECRUITERS[0];
  const job = JOBS.find((j) => j.companyId === riya.companyId && j.status === 'open')!;
  await open(page, '/login');
  await page.getByLabel('Email').fill(riya.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('/recruiter/dashboard');
  const screens: Array<[string, string]> = [
    ['/recruiter/dashboard', 'Welcome back'],
    ['/recruiter/jobs', 'Jobs'],
    ['/recruiter/post-job', 'Post a job'],
    [`/recruiter/jobs/${job.id}/edit`, 'Edit job'],
    [`/recruiter/jobs/${job.id}/applications`, job.title],
    ['/recruiter/candidates', 'Candidates'],
    ['/recruiter/analytics', 'Analytics'],
    ['/recruiter/profile', 'Profile'],
    ['/recruiter/settings', 'Settings'],
    ['/recruiter/help', 'Help'],
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of screens) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('.loading-state')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      if (width === 1280) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    }
  }
});
