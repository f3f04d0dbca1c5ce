/**
 * The pages' type without the weight: Inter's subset files cut down to the characters the product
 * writes (ASCII, Latin-1 for names, typographic punctuation, the rupee) and the weights its styles
 * use. Pages preload the core; a character outside these faces falls to @fontsource's full files,
 * which load only when a page shows one. `npm run fonts` writes the files; a unit test fails when a
 * committed file is not what this module makes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import subsetFont from 'subset-font';

/** The weights the stylesheets ask for (tests/unit/site/fonts.test.ts checks every font-weight). */
export const CORE_WEIGHTS = { min: 400, max: 800 };

type Ranges = readonly (readonly [number, number])[];
export interface CoreFace {
  /** Where the file is committed. */
  file: string;
  /** The @fontsource subset it is cut from. */
  from: 'latin' | 'latin-ext';
  /** Code points, inclusive; the face's unicode-range in src/styles/fonts.css is written from them. */
  ranges: Ranges;
}

export const CORE_FACES: readonly CoreFace[] = [
  {
    file: 'src/assets/fonts/inter-core-wght.woff2',
    from: 'latin',
    ranges: [
      [0x20, 0x7e], // ASCII
      [0xa0, 0xff], // Latin-1: names (é, ü, ñ), ©, ×, ·, £
      [0x131, 0x131],
      [0x152, 0x153],
      [0x2013, 0x2014], // dashes
      [0x2018, 0x201e], // quotes
      [0x2020, 0x2022], // daggers, bullet
      [0x2026, 0x2026], // ellipsis
      [0x2030, 0x2030],
      [0x2039, 0x203a],
      [0x20ac, 0x20ac], // €
      [0x2122, 0x2122], // ™
      [0x2212, 0x2212], // minus
    ],
  },
  // Salaries are in rupees: without this face every page with a salary loaded the 85 KB latin-ext file for ₹.
  { file: 'src/assets/fonts/inter-rupee-wght.woff2', from: 'latin-ext', ranges: [[0x20b9, 0x20b9]] },
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
export const unicodeRange = (face: CoreFace) =>
  face.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

export async function subsetFile(face: CoreFace): Promise<Buffer> {
  const source = readFileSync(
    createRequire(import.meta.url).resolve(`@fontsource-variable/inter/files/inter-${face.from}-wght-normal.woff2`),
  );
  const text = face.ranges.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
  );
  return subsetFont(source, text.join(''), { targetFormat: 'woff2', variationAxes: { wght: CORE_WEIGHTS } });
}
