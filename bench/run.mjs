// `npm run bench`: runs every bench/*.bench.mjs (TypeScript ones run through tsx) in name
// order. Each benchmark prints its figures beside their targets; none fails the run on a miss:
// speed is measured here, not asserted in tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

import { ensureBuilt } from './lib/server.mjs';

const dir = new URL('.', import.meta.url);
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

// The server benchmarks (.mjs) measure the built site: build once for all of them.
if (files.some((f) => f.endsWith('.mjs'))) ensureBuilt();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const path = new URL(file, dir).pathname;
  const args = file.endsWith('.ts') ? ['--import', 'tsx', path] : [path];
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (failed) {
  console.error(`\n${failed} benchmark(s) could not run`);
  process.exit(1);
}
