/**
 * npm run confusables - writes worker/companies/unicode/confusables.gen.ts from the vendored
 * confusables.txt beside it. Run it after replacing confusables.txt with a newer Unicode version;
 * tests/unit/confusables.test.ts fails while the module is behind the text.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { CONFUSABLES_MODULE, CONFUSABLES_TXT, confusablesModule } from './lib/confusables';

const root = new URL('../', import.meta.url);
writeFileSync(
  new URL(CONFUSABLES_MODULE, root),
  confusablesModule(readFileSync(new URL(CONFUSABLES_TXT, root), 'utf8')),
);
console.log(`wrote ${CONFUSABLES_MODULE}`);
