import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { API_TYPES_FILE, API_TYPES_SCRIPT, apiTypesSource, servedDocument } from '../../../scripts/lib/api-types';

describe('the API client types', () => {
  it("are the ones the worker's current OpenAPI document generates", async () => {
    const generated = await apiTypesSource(await servedDocument());
    const committed = readFileSync(new URL(`../../../${API_TYPES_FILE}`, import.meta.url), 'utf8');
    // Not toBe: a diff of 11,000 lines would bury the one line that says what to do.
    if (committed !== generated) {
      const at = [...committed].findIndex((ch, i) => ch !== generated[i]);
      const line = committed.slice(0, at).split('\n').length;
      expect.fail(
        `${API_TYPES_FILE} is behind the routes' declarations (first difference at line ${line}): run \`${API_TYPES_SCRIPT}\` and commit the file`,
      );
    }
  }, 60_000);

  it('change when a declaration changes', async () => {
    const doc = await servedDocument();
    const before = await apiTypesSource(doc);
    const paths = doc.paths as Record<string, Record<string, { summary?: string }>>;
    paths['/candidate/profile']!.get!.summary = 'A summary nobody wrote';
    const after = await apiTypesSource(doc);
    expect(after).not.toBe(before);
    expect(after).toContain('"/api/candidate/profile"');
    expect(after).toContain('A summary nobody wrote');
  }, 60_000);
});
