import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, expectNoHorizontalScroll, test } from './fixtures';

/**
 * The page's islands have hydrated and nothing is loading any more. A wait, not a speed check (bench/
 * measures speed): on a loaded machine hydrating a page's islands can take longer than the default 5 s.
 */
export async function ready(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.loading-state, .guard-wait')).toHaveCount(0, { timeout: 15_000 });
}

/** The screen at phone and desktop widths, with no sideways scroll (PNGs in the test's output folder), ending at desktop. */
export async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** No WCAG 2 A or AA violation inside `include`, each named with the nodes it found. */
export async function axeClean(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${include}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
