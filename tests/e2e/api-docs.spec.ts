import type { Page } from '@playwright/test';

import { E2E_ORIGIN } from '../../playwright.config';
import { expect, expectNoHorizontalScroll, test } from './fixtures';

// /api/docs renders the OpenAPI document for people (the e2e instances run as development, where
// it is on), from this site's own files under its strict CSP: the console fixture fails the test
// on any CSP violation, script error or failed asset.

const SHOTS = 'test-results/api-docs-shots';
// The renderer is 1.7 MB of script that lays out some ninety operations: more than the usual 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

let operations = 0;
let areas = 0;
test.beforeAll(async () => {
  const doc = (await (await fetch(`${E2E_ORIGIN}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
  operations = ops.length;
  areas = new Set(ops.map((op) => op.tags?.[0] ?? 'default')).size;
});

/** Opens each area (they start collapsed), counts its operations and closes it again: the sum. */
async function operationsListed(page: Page) {
  const tags = page.locator('.opblock-tag');
  await expect(tags).toHaveCount(areas);
  let listed = 0;
  for (let i = 0; i < areas; i++) {
    const tag = tags.nth(i);
    await tag.click();
    await expect(tag).toHaveAttribute('data-is-open', 'true');
    const section = page.locator('.opblock-tag-section').nth(i);
    await expect(section.locator('.opblock').first()).toBeVisible();
    listed += await section.locator('.opblock').count();
    await tag.click();
    await expect(section.locator('.opblock')).toHaveCount(0);
  }
  return listed;
}

for (const width of [1280, 360]) {
  test(`/api/docs lists every operation of the document at ${width} px, from this origin only`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== E2E_ORIGIN) foreign.push(req.url());
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs');
    await expect(page).toHaveTitle('Hireloop API reference');
    await expect(page.getByRole('heading', { name: /Hireloop API/ }).first()).toBeVisible();
    expect(operations).toBeGreaterThan(50);
    expect(await operationsListed(page)).toBe(operations);
    await page.locator('.opblock-tag[data-tag="candidate"]').click();
    await expect(
      page.locator('.opblock-summary-path', { hasText: /^\/candidate\/jobs\/\{id\}\/apply$/ }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/docs-${width}.png`, fullPage: false });
    expect(foreign).toEqual([]);
  });
}

test('an operation opens from the keyboard and shows its declared answers', async ({ page }) => {
  await page.goto('/api/docs');
  // The areas start collapsed; the auth area opens from its own button.
  const auth = page.locator('.opblock-tag[data-tag="auth"]');
  await auth.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(auth).toHaveAttribute('data-is-open', 'true');
  const login = page.locator('.opblock', {
    has: page.locator('.opblock-summary-path', { hasText: /^\/auth\/login$/ }),
  });
  const toggle = login.locator('button.opblock-summary-control');
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(login.locator('.responses-table .response-col_status', { hasText: '429' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
