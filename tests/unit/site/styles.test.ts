import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Every CSS class has one home. A rule whose selector is one class on its own (`.stat`,
 * `.stat:hover`, `.tab[aria-pressed='true']`) defines that class; rules that style it in a context
 * (`.rw h2`, `.card.job-rows`, `.admin-page > .page-head`) adjust it. A class is defined in one
 * sheet only: the global sheets, the role sheets and the components' scoped <style> blocks together.
 */
const root = join(__dirname, '../../..');
const sheets = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sheets(join(dir, e.name)) : /\.(css|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

function cssOf(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const css = file.endsWith('.astro')
    ? [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
    : text;
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The classes a stylesheet defines: selectors that are a single class with pseudo-classes or attributes. */
export function definedClasses(css: string): Set<string> {
  const defined = new Set<string>();
  for (const [, selectors] of css.matchAll(/([^{};]+)\{/g)) {
    if (selectors!.trim().startsWith('@')) continue;
    for (const selector of selectors!.split(',')) {
      const one = /^\.(-?[A-Za-z_][\w-]*)((?::{1,2}[\w-]+(?:\([^)]*\))?)|\[[^\]]*\])*$/.exec(selector.trim());
      if (one) defined.add(one[1]!);
    }
  }
  return defined;
}

describe('stylesheets', () => {
  it('reads a definition apart from a contextual rule', () => {
    expect([
      ...definedClasses(
        ".stat { } .stat:hover, .tab[aria-pressed='true'] { } .rw h2 { } .card.job-rows { } .a > .b { } @media (min-width: 1px) { .c { } }",
      ),
    ]).toEqual(['stat', 'tab', 'c']);
  });

  it('define every class in one sheet', () => {
    const homes = new Map<string, string[]>();
    for (const file of sheets('src')) {
      for (const name of definedClasses(cssOf(file)))
        homes.set(name, [...(homes.get(name) ?? []), relative(root, join(root, file))]);
    }
    expect(homes.size).toBeGreaterThan(300);
    expect([...homes].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
