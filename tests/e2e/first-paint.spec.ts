// What a public page's first paint waits for (docs/site.md, "The landing's largest paint"): its
// HTML, with the styles in it, and one 29 KB font (1 KB more for ₹). A stylesheet request or the full 48 KB latin font
// back on the way is a regression Lighthouse would only show as a slower LCP.
import { expect, test } from './fixtures';

for (const path of ['/', '/jobs', '/login']) {
  test(`${path} paints from its HTML: no stylesheet to fetch, and only the cut-down fonts`, async ({ page }) => {
    const fetched: Array<{ type: string; url: string }> = [];
    page.on('request', (req) => fetched.push({ type: req.resourceType(), url: req.url() }));
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    expect(fetched.filter((r) => r.type === 'stylesheet')).toEqual([]);
    const fonts = fetched.filter((r) => r.type === 'font').map((r) => new URL(r.url).pathname);
    // The core, and the 1 KB rupee where a salary shows: never a full @fontsource file.
    expect(fonts.filter((f) => /\/inter-core-wght\.[\w-]+\.woff2$/.test(f))).toHaveLength(1);
    expect(fonts.filter((f) => !/\/inter-(core|rupee)-wght\.[\w-]+\.woff2$/.test(f))).toEqual([]);
    // The page is styled: the inline sheets applied (the body's type is Inter, not the UA's serif).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');
  });
}
