import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CORE_FACES, CORE_WEIGHTS, subsetFile, unicodeRange } from '../../../scripts/lib/fonts';

const root = join(__dirname, '../../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(css|astro|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('the subset fonts', () => {
  it('are the files the script makes from the installed Inter', async () => {
    for (const face of CORE_FACES) {
      const committed = readFileSync(join(root, face.file));
      expect(Buffer.compare(committed, await subsetFile(face)), `${face.file} is stale: run \`npm run fonts\``).toBe(0);
    }
    // What the core is for: well under the 48 KB latin file it stands in for on every page.
    expect(readFileSync(join(root, CORE_FACES[0]!.file)).length).toBeLessThan(32 * 1024);
  }, 60_000);

  it("are declared for exactly the script's characters, in its order", () => {
    const css = readFileSync(join(root, 'src/styles/fonts.css'), 'utf8');
    const faces = [...css.matchAll(/src: url\('\.\.\/([^']+)'\)[^;]*;\s*unicode-range:([^;]+);/g)].map((m) => ({
      file: `src/${m[1]}`,
      range: m[2]!.replace(/\s+/g, ' ').trim(),
    }));
    expect(faces).toEqual(CORE_FACES.map((face) => ({ file: face.file, range: unicodeRange(face) })));
  });

  it('carries every weight the styles ask for', () => {
    const named: Record<string, number> = { normal: 400, bold: 700 };
    const asked = filesUnder('src').flatMap((f) =>
      // A face's own font-weight descriptor is the range it serves, not a weight asked for.
      [
        ...readFileSync(join(root, f), 'utf8')
          .replace(/@font-face\s*{[^}]*}/g, '')
          .matchAll(/font-weight:\s*([a-z0-9]+)/g),
      ].map((m) => ({
        f,
        weight: named[m[1]!] ?? Number(m[1]),
      })),
    );
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter(({ weight }) => !(weight >= CORE_WEIGHTS.min && weight <= CORE_WEIGHTS.max))).toEqual([]);
  });
});
