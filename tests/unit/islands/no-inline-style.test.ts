import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { expect, it } from 'vitest';

/**
 * The content security policy allows no style attribute in a page's HTML (style-src has no 'unsafe-inline'), and the
 * server renders islands into that HTML: an island that sets `style` breaks its own screen there (the browser refuses
 * it and logs an error). Values go into classes or SVG attributes instead.
 */
const islands = join(__dirname, '../../../src/islands');
const tsxUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxUnder(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );

it('no island sets a style attribute', () => {
  const files = tsxUnder(islands);
  expect(files.length).toBeGreaterThan(50);
  const styled = files.filter((f) => /\bstyle=\{/.test(readFileSync(f, 'utf8'))).map((f) => relative(islands, f));
  expect(styled).toEqual([]);
});
