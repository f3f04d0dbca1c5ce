import { describe, expect, it } from 'vitest';

import { PAGE_CSP, pageCsp } from '../../../worker/http/security-headers';

describe('page CSP', () => {
  it("adds the worker's directives to a page's hashed CSP", () => {
    expect(pageCsp("default-src 'self'; script-src 'self' 'sha256-x';")).toBe(
      `default-src 'self'; script-src 'self' 'sha256-x'; ${PAGE_CSP}`,
    );
    expect(pageCsp(null)).toBe(PAGE_CSP);
  });

  it('never repeats a directive the response already has (assets already carry them)', () => {
    expect(pageCsp(PAGE_CSP)).toBe(PAGE_CSP);
    expect(pageCsp("default-src 'self'; FRAME-ANCESTORS 'self'")).toBe(
      `default-src 'self'; FRAME-ANCESTORS 'self'; base-uri 'self'; object-src 'none'; form-action 'self'`,
    );
  });
});
