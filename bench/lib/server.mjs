// Shared by the benchmarks that need the product running: a built dist/ and a `wrangler dev` of
// their own (own port, own state) that they stop at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Builds once per `npm run bench`: wrangler dev serves the worker bundled into dist/, so a dist/
 * older than the code would measure old code. The runner sets BENCH_BUILT after building.
 */
export function ensureBuilt() {
  if (process.env.BENCH_BUILT === '1' && existsSync(join(ROOT, 'dist/client/index.html'))) return;
  console.log('npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('build failed');
  process.env.BENCH_BUILT = '1';
}

export function freePort(start) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(freePort(start + 1)));
    server.listen(start, '127.0.0.1', () => server.close(() => resolve(start)));
  });
}

export async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** `wrangler dev` on 127.0.0.1:port with its own state; `args` are extra wrangler flags. */
export function startWrangler(port, state, args = []) {
  const child = spawn(
    'npx',
    ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--var', `PUBLIC_ORIGIN:http://127.0.0.1:${port}`, ...args],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole group: npx, wrangler and workerd
    } catch {
      // already gone
    }
  };
  return { child, stop, stderr: () => stderr };
}
