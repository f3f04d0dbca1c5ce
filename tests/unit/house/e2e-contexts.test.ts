import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Every page a browser test opens carries the console-error and API-contract checks: a spec opens
 * another person's browser through the `newContext` fixture (tests/e2e/fixtures.ts), never through
 * Playwright's browser or a launcher of its own, whose pages nothing would watch.
 */
const e2e = join(__dirname, '../../e2e');
const OPENS_UNWATCHED = /\bbrowser\s*\.\s*(newContext|newPage)\s*\(|\bchromium\s*\.\s*launch|launchPersistentContext/;

describe('browser tests', () => {
  it('open every context through the watched newContext fixture', () => {
    const files = readdirSync(e2e).filter((f) => f.endsWith('.ts') && f !== 'fixtures.ts');
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((f) =>
      readFileSync(join(e2e, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (OPENS_UNWATCHED.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the rule sees the ways a context is opened', () => {
    expect(OPENS_UNWATCHED.test('const c = await browser.newContext();')).toBe(true);
    expect(OPENS_UNWATCHED.test('await browser.newPage()')).toBe(true);
    expect(OPENS_UNWATCHED.test('await chromium.launch({})')).toBe(true);
    expect(OPENS_UNWATCHED.test('const c = await newContext();')).toBe(false);
  });
});
