// The type a page waits for (docs/site.md, "The landing's largest paint"): Inter cut down to a 29 KB
// core, and a 1 KB face for ₹ where a salary shows. The full 48 KB latin or 85 KB latin-ext file back on
// the way is a regression that Lighthouse would only show as a slower LCP.
import { expect, test } from './fixtures';

for (const path of ['/', '/jobs', '/login']) {
  test(`${path} loads only the cut-down fonts, and its text is set in Inter`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    expect(fonts.filter((f) => /\/inter-core-wght\.[\w-]+\.woff2$/.test(f))).toHaveLength(1);
    expect(fonts.filter((f) => !/\/inter-(core|rupee)-wght\.[\w-]+\.woff2$/.test(f))).toEqual([]);
    // The page's text is set in Inter: the core face loaded (document.fonts.check would ask for the
    // full latin face too, which covers the same characters and rightly never loads).
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    });
    expect(loaded.some((family) => family.includes('Inter Variable'))).toBe(true);
  });
}
