import { expect, type Page, test as base } from '@playwright/test';

import { E2E_ORIGIN } from '../../playwright.config';
import { type ContractCheck, contractChecker } from '../fixtures/openapi-contract';

/**
 * Every test fails if the page logs a console error or throws (a CSP violation, a script error,
 * a failed asset or API call). The one expected "error" is Chromium's note that a document answered
 * 404, which is what the 404 page is for; a test that means to meet another failure names it with
 * `consoleErrors.allow(pattern)`.
 */
export const test = base.extend<
  { consoleErrors: { allow(pattern: RegExp): void }; apiContract: { ignore(path: RegExp): void } },
  { contract: ContractCheck }
>({
  /** The API's OpenAPI document as a checker, read once per worker. */
  contract: [
    async ({}, use) => {
      const res = await fetch(`${E2E_ORIGIN}/api/openapi.json`);
      await use(contractChecker(await res.json()));
    },
    { scope: 'worker' },
  ],
  /**
   * Every test fails if a JSON answer of /api/* that the page receives is not one the OpenAPI
   * document declares (its status, and a body matching that response's schema). A test that
   * stubs an answer on purpose (`page.route`) names its path with `apiContract.ignore(pattern)`.
   */
  apiContract: [
    async ({ page, contract }, use) => {
      const mismatches: string[] = [];
      const checks: Promise<void>[] = [];
      const ignored: RegExp[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (!url.pathname.startsWith('/api/') || !res.headers()['content-type']?.startsWith('application/json')) return;
        if (ignored.some((p) => p.test(url.pathname))) return;
        checks.push(
          res.json().then(
            (body) => {
              const mismatch = contract(res.request().method(), url.pathname, res.status(), body);
              if (mismatch) mismatches.push(`${url.origin}: ${mismatch}`);
            },
            // A body the browser no longer holds (the page navigated away) cannot be read.
            () => {},
          ),
        );
      });
      await use({ ignore: (pattern) => void ignored.push(pattern) });
      await Promise.all(checks);
      expect(mismatches, 'API answers that break the OpenAPI document').toEqual([]);
    },
    { auto: true },
  ],
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
        const expected404 = msg.text().includes('status of 404') && notFoundDocuments.has(msg.location().url);
        if (!expected404) errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => void allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
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
