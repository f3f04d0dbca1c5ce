/** npm run fonts - writes the subset fonts the pages use (scripts/lib/fonts.ts says what each holds). */
import { writeFileSync } from 'node:fs';

import { CORE_FACES, subsetFile, unicodeRange } from './lib/fonts';

for (const face of CORE_FACES) {
  const font = await subsetFile(face);
  writeFileSync(new URL(`../${face.file}`, import.meta.url), font);
  console.log(
    `wrote ${face.file} (${font.length} bytes); its unicode-range in src/styles/fonts.css: ${unicodeRange(face)}`,
  );
}
