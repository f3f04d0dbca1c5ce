/**
 * `npm run ats:rescore`: scores again, with the engine's current version, every stored application
 * that an older scorer version scored, with a progress bar. It opens the LOCAL database of
 * `wrangler dev` through wrangler's platform proxy (the files `wrangler dev` uses) and calls the
 * worker's own re-scoring, so a re-score is computed exactly as at apply time. Stopping it half way
 * is safe: run it again and it goes on with the applications still on an older version.
 *
 *   npm run ats:rescore [-- --persist-to DIR]   (DIR as given to `wrangler dev --persist-to`)
 */
import { parseArgs } from 'node:util';

import { getPlatformProxy } from 'wrangler';

import { rescoreStaleApplications } from '../worker/applications';
import type { Bindings } from '../worker/env';
import { ATS_SCORER_VERSION } from '../worker/matching';

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', default: '.wrangler/state' } } });
const proxy = await getPlatformProxy<Bindings>({
  configPath: 'wrangler.toml',
  persist: { path: `${values['persist-to']}/v3` },
});

const WIDTH = 30;
const started = performance.now();
function bar(done: number, total: number): void {
  const share = total ? done / total : 1;
  const filled = Math.round(share * WIDTH);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} applications (${Math.round(share * 100)}%)`;
  process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
}

try {
  const n = await rescoreStaleApplications(proxy.env.DB, bar);
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.log(
    `Re-scored ${n} application${n === 1 ? '' : 's'} with scorer ${ATS_SCORER_VERSION} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await proxy.dispose();
}
