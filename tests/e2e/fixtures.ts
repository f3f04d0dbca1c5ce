import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs a console error or throws (a CSP violation, a script error,
 * a failed asset or API call). The one expected "error" is Chromium's note that a document answered
 * 404, which is what the 404 page is for; a test that means to meet another failure names it with
 * `consoleErrors.allow(pattern)`.
 */
export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'document' && res.status() === 404) notFoundDocuments.add(res.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const expected404 =
          msg.text().includes('status of 404') && notFoundDocuments.has(msg.location().url);
        if (!expected404) errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(errors.filter((e) => !allowed.some((p) => p.test(e))), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page has no horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}
