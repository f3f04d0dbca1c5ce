// Shared by the benchmarks that need the product running: a built dist/ and a `wrangler dev` of
// their own (own port, own state) that they stop at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

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
    [
      'wrangler',
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--var',
      `PUBLIC_ORIGIN:http://127.0.0.1:${port}`,
      ...args,
    ],
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

/** Runs a command in the project; its output, or an error with both streams. */
export function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/**
 * The `seed:large` data set in `state` (a path under the project), kept between runs because it
 * takes minutes to make; `reseed` rebuilds it. Idempotent: applies new migrations to a kept data
 * set and seeds only when it is empty.
 */
export function prepareLarge(state, reseed = false) {
  if (reseed) rmSync(join(ROOT, state), { recursive: true, force: true });
  const out = run('npx', ['tsx', 'scripts/seed-large.ts', '--persist-to', state]);
  console.log(out.slice(out.search(/^(Generated|The database)/m), out.indexOf('\nDemo accounts')).trimEnd());
}

/**
 * Serves `state` with `wrangler dev` on the first free port from `port`, runs `use(origin, server)`
 * once it answers, and stops it afterwards, even on failure. `args` are extra wrangler flags;
 * `inspectorPort`, when given, is where its inspector proxy listens (the first free port from it).
 */
export async function withWrangler(port, state, use, { args = [], inspectorPort } = {}) {
  const free = await freePort(port);
  const origin = `http://127.0.0.1:${free}`;
  const inspector = inspectorPort === undefined ? 0 : await freePort(inspectorPort);
  const server = {
    ...startWrangler(free, state, ['--inspector-port', String(inspector), ...args]),
    inspectorPort: inspector,
  };
  const stop = () => server.stop();
  process.on('exit', stop);
  try {
    await waitFor(`${origin}/api/test-redis`, 180_000).catch((err) => {
      console.error(server.stderr());
      throw err;
    });
    return await use(origin, server);
  } finally {
    stop();
    process.off('exit', stop);
  }
}

/** The built worker's ES modules (astro build leaves them unbundled), the entry first. */
function builtModules(main) {
  const others = readdirSync(dirname(main), { recursive: true })
    .map((file) => join(dirname(main), file))
    .filter((path) => path.endsWith('.mjs') && path !== main);
  return [main, ...others].map((path) => ({ type: 'ESModule', path }));
}

/**
 * Serves `state` with the built worker in workerd through Miniflare alone, as production runs it: no
 * `wrangler dev` in front (no proxy workerd, no inspector session, no local trace store). The
 * bindings are wrangler's own reading of dist/server/wrangler.json (D1, R2, KV, the conversation
 * rooms, assets, .dev.vars); D1, R2 and KV are still miniflare's simulators, in the same process.
 * `vars` are extra plain bindings. Runs `use(origin, server)` and disposes of it afterwards.
 */
export async function withWorkerd(port, state, use, { vars = {} } = {}) {
  const [{ Miniflare, convertV4MiniflareOptions }, { unstable_getMiniflareWorkerOptions }, workerd] = await Promise.all(
    [import('miniflare'), import('wrangler'), import('workerd')],
  );
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(ROOT, 'dist/server/wrangler.json'));
  const free = await freePort(port);
  const origin = `http://127.0.0.1:${free}`;
  // wrangler's reading is in miniflare's v4 option shape; convertV4MiniflareOptions takes it to v5's.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      // The local runtime may be older than the configured date; it then runs at the newest it knows.
      workers: [
        {
          ...workerOptions,
          compatibilityDate: [workerOptions.compatibilityDate, workerd.compatibilityDate].sort()[0],
          modulesRules: undefined,
          name: 'hireloop',
          modules: builtModules(main),
          modulesRoot: dirname(main),
          bindings: { ...workerOptions.bindings, PUBLIC_ORIGIN: origin, ...vars },
        },
      ],
      resourcePersistencePath: join(ROOT, state, 'v3'),
      // Log lines go where production sends them (not to this terminal); errors still show.
      handleStructuredLogs: ({ level, message }) => level === 'error' && console.error(message),
      host: '127.0.0.1',
      port: free,
    }),
  );
  try {
    await mf.ready;
    await waitFor(`${origin}/api/test-redis`, 180_000);
    return await use(origin, { pid: process.pid });
  } finally {
    await mf.dispose();
  }
}
