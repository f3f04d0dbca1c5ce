/**
 * `npm run seed`: fills the LOCAL database of `wrangler dev` with the demo world of
 * scripts/seed/content.ts and prints the demo accounts. It works through wrangler's local platform
 * proxy (the same D1/R2 files `wrangler dev` uses) and the worker's own functions, so demo data obeys
 * the product's rules. Idempotent: a database that has the demo admin is left as it is. There is no
 * way to point it at production: it only ever opens local state.
 *
 *   npm run seed [-- --persist-to DIR]   (DIR as given to `wrangler dev --persist-to`)
 */
import { parseArgs } from 'node:util';

import { getPlatformProxy } from 'wrangler';

import type { Bindings } from '../worker/env';
import { printDemoAccounts, seedDemo } from './seed/world';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } });
const proxy = await getPlatformProxy<Bindings>({
  configPath: 'wrangler.toml',
  persist: { path: `${values['persist-to']}/v3` },
});

try {
  console.log(await seedDemo(proxy.env));
  printDemoAccounts();
} finally {
  await proxy.dispose();
}
