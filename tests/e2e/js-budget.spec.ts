// The landing page's JavaScript budget: no framework runtime, and at most 3 KB gzip of script in
// total, counting every external script the page loads and every inline script in it. Sizes are
// gzip level 6 of the bytes served, so the figure does not depend on the server's compression.
import { gzipSync } from 'node:zlib';

import { expect, test } from './fixtures';

const BUDGET_GZIP_BYTES = 3 * 1024;

test('the landing page ships no framework runtime and at most 3 KB gzip of JS', async ({ page }) => {
  const external: Array<{ url: string; body: Promise<Buffer> }> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') external.push({ url: res.url(), body: res.body() });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
        .map((s) => s.textContent ?? ''),
    );
  const scripts = [
    ...(await Promise.all(external.map(async (s) => ({ where: s.url, code: (await s.body).toString('utf8') })))),
    ...inline.map((code, i) => ({ where: `inline #${i + 1}`, code })),
  ];
  const sizes = scripts.map((s) => ({ where: s.where, gzip: gzipSync(s.code, { level: 6 }).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: `${total} (${JSON.stringify(sizes)})` });
  console.log(`landing page JS: ${total} B gzip in ${sizes.length} script(s)`, sizes);

  // The contact form needs a little script; more than that is a regression.
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);

  // No framework runtime: no island, no React or Astro client runtime in any script.
  await expect(page.locator('astro-island')).toHaveCount(0);
  for (const { where, code } of scripts) {
    expect(code, where).not.toMatch(
      /react\.(element|transitional\.element|fragment)|__reactContainer|createRoot|hydrateRoot|astro-island/,
    );
  }
});
