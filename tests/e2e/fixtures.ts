import { type BrowserContext, type BrowserContextOptions, expect, type Page, test as base } from '@playwright/test';

import { E2E_ORIGIN } from '../../playwright.config';
import { type ContractCheck, contractChecker } from '../fixtures/openapi-contract';

/**
 * Every test fails if a page it opens logs a console error or throws (a CSP violation, a script error,
 * a failed asset or API call), or receives a JSON answer of /api/* that the OpenAPI document does not
 * declare. This holds for every page of the test's default context and of every context it opens with
 * `newContext` (a second user, a colleague's browser); a spec never calls `browser.newContext` itself
 * (tests/unit/house/e2e-contexts.test.ts). The one expected "error" is Chromium's note that a document
 * answered 404, which is what the 404 page is for; a test that means to meet another failure names it
 * with `consoleErrors.allow(pattern)`, and a test that stubs an answer on purpose (`page.route`) names
 * its path with `apiContract.ignore(pattern)`.
 */
export const test = base.extend<
  {
    consoleErrors: { allow(pattern: RegExp): void };
    apiContract: { ignore(path: RegExp): void };
    /** A new browser context (another person's browser) whose pages carry the same checks. */
    newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
    watch: PageWatch;
  },
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
  watch: [
    async ({ context, contract }, use) => {
      const watch = new PageWatch(contract);
      watch.context(context);
      await use(watch);
      await watch.settle();
      expect(watch.mismatches(), 'API answers that break the OpenAPI document').toEqual([]);
      expect(watch.errors(), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  apiContract: async ({ watch }, use) => use({ ignore: (pattern) => void watch.ignored.push(pattern) }),
  consoleErrors: async ({ watch }, use) => use({ allow: (pattern) => void watch.allowed.push(pattern) }),
  newContext: async ({ browser, watch }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      watch.context(context);
      return context;
    });
    // Pages' last answers are read before their contexts close.
    await watch.settle();
    await Promise.all(opened.map((c) => c.close()));
  },
});

/** The console and contract checks of every page of the contexts it is given. */
class PageWatch {
  readonly allowed: RegExp[] = [];
  readonly ignored: RegExp[] = [];
  private readonly found: string[] = [];
  private readonly broken: string[] = [];
  private readonly checks: Promise<void>[] = [];

  constructor(private readonly contract: ContractCheck) {}

  context(context: BrowserContext) {
    for (const page of context.pages()) this.page(page);
    context.on('page', (page) => this.page(page));
  }

  private page(page: Page) {
    const notFoundDocuments = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'document' && res.status() === 404) notFoundDocuments.add(res.url());
      const url = new URL(res.url());
      if (!url.pathname.startsWith('/api/') || !res.headers()['content-type']?.startsWith('application/json')) return;
      if (this.ignored.some((p) => p.test(url.pathname))) return;
      this.checks.push(
        res.json().then(
          (body) => {
            const mismatch = this.contract(res.request().method(), url.pathname, res.status(), body);
            if (mismatch) this.broken.push(`${url.origin}: ${mismatch}`);
          },
          // A body the browser no longer holds (the page navigated away) cannot be read.
          () => {},
        ),
      );
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // A tab opened by window.open may load its document before this listener hears the answer; the
      // message is then known by the page's own address.
      const where = msg.location().url;
      const expected404 =
        msg.text().includes('status of 404') && (notFoundDocuments.has(where) || where === page.url());
      if (!expected404) this.found.push(`${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => this.found.push(`pageerror: ${err.message}`));
  }

  async settle() {
    await Promise.all(this.checks);
  }

  errors() {
    return this.found.filter((e) => !this.allowed.some((p) => p.test(e)));
  }

  mismatches() {
    return this.broken;
  }
}

export { expect };

/** The `newContext` fixture's type, for helpers that open another person's browser. */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** The page has no horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(clientWidth);
}
