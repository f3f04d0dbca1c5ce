import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The wall around self-identification, read from the source: its table is named only by its own
 * store, the migration that made it, the candidate's own export and deletion, and the admin's
 * aggregate audit; nothing that feeds the matching engine can reach it.
 */
const root = join(__dirname, '../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : /\.(ts|tsx|astro|sql|mjs)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const source = (file: string) => readFileSync(join(root, file), 'utf8');
const code = ['worker', 'src', 'scripts', 'migrations'].flatMap(filesUnder);

describe('self-identification is walled off', () => {
  it('only its own store, the candidate’s export and deletion and the admin audit name its table', () => {
    const naming = code
      .filter((f) => /self_identification/.test(source(f)))
      .map((f) => relative(root, f))
      .sort();
    expect(naming).toEqual([
      'migrations/0121_self_identification.sql',
      'migrations/0180_self_id_by_country.sql',
      'worker/ai-audit/store.ts',
      'worker/privacy/store.ts',
      'worker/self-id/store.ts',
    ]);
  });

  it('the engine and its glue never import the self-identification store or its categories', () => {
    const engineSide = [...filesUnder('worker/ats'), ...filesUnder('worker/matching')];
    for (const file of engineSide) {
      const text = source(file);
      expect(text, file).not.toMatch(
        /self-id|ai-audit|SEX_CATEGORIES|RACE_CATEGORIES|INDIA_GENDERS|INDIA_DISABILITY|SELF_ID_SETS|selfIdentification|raceEthnicity/,
      );
      expect(text, file).not.toMatch(/from '\.\.\/\.\.\/src\/contract\/ai'/);
    }
    // Whatever hands data to the engine imports it; none of those reads the walled table.
    const feeders = code.filter((f) => /from '[./]+(?:worker\/)?(?:ats|matching\/engine)(?:\/index)?'/.test(source(f)));
    expect(feeders.length).toBeGreaterThan(3);
    for (const file of feeders) expect(source(file), file).not.toMatch(/self-id\/store|self_identification/);
  });
});
