// API load figures: requests per second and latency of the main API calls under autocannon, on
// two data sets side by side:
//   small  the demo world of `npm run seed`, seeded afresh in .wrangler/bench-small
//   large  `npm run seed:large` in .wrangler/bench-large (10k jobs, 50k candidates, 200k
//          applications); kept between runs because it takes a minute or two to make
// Each data set is served by its own `wrangler dev` (built dist/, port 8950 or the next free one),
// stopped at the end even on failure. Target for reads: p99 < 50 ms with no errors, judged on the
// run with one connection: `wrangler dev` answers on one workerd thread, so with 10 in flight the
// latency is mostly the queue (about 10 / RPS), and that run is shown for throughput. Login is
// CPU-bound on purpose (PBKDF2, 100,000 rounds); apply and move (Applied → Screening) write; all three
// are shown, not judged.
// Figures are measured, never asserted: a miss does not fail the run; a server that cannot start does.
// autocannon runs in this process, on the same cores as workerd.
//
//   npm run bench -- api
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_DATASETS=large BENCH_RESEED=1 npm run bench -- api
//
// BENCH_RESEED=1 rebuilds the large data set. Every run adds its apply candidates (signed up here)
// and their applications to it; a few hundred rows against 200,000.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

import { ADMIN, CANDIDATES, DEMO_PASSWORD, RECRUITERS } from '../scripts/seed/content.ts';
import { api, applyCandidates, bearer, login, openJobs } from './lib/api.mjs';
import { ensureBuilt, prepareLarge, ROOT, run, withWrangler } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATASETS = (process.env.BENCH_DATASETS ?? 'small,large').split(',').filter(Boolean);
const RESEED = process.env.BENCH_RESEED === '1';
const PORT = Number(process.env.BENCH_API_PORT ?? 8950);
/** At most this many applications per apply run: each needs a fresh (candidate, job) pair. */
const APPLY_REQUESTS = Number(process.env.BENCH_APPLY_REQUESTS ?? 800);
/** At most this many moves per move run: each moves a fresh application once. */
const MOVE_REQUESTS = Number(process.env.BENCH_MOVE_REQUESTS ?? 300);
const READ_TARGET = { p99: 50, errors: 0 };

/** Makes the data set's state; returns what to print about it. */
function prepare(dataset) {
  const state = join('.wrangler', `bench-${dataset}`);
  const started = performance.now();
  if (dataset === 'small') {
    rmSync(join(ROOT, state), { recursive: true, force: true });
    run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
    run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', state]);
  } else {
    prepareLarge(state, RESEED);
  }
  return { state, seconds: (performance.now() - started) / 1000 };
}

async function load(origin, request, extra = {}) {
  // One request first, outside the figures: the isolate's first use of a code path (taxonomy, Astro) is not steady state.
  const warm = await fetch(origin + request.path, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  await warm.arrayBuffer();
  const r = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [request],
    ...extra,
  });
  const codes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    codes,
  };
}

/** Reads again with one connection for SINGLE_SECONDS: what a single request costs, the read target. */
const SINGLE_SECONDS = Number(process.env.BENCH_SINGLE_DURATION ?? 10);
const SETTLE_MS = 1_000;
async function loadRead(origin, request) {
  // On a quiet server: requests a busy run left queued in workerd would land in this one's first second.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const result = await load(origin, request, { connections: 1, duration: SINGLE_SECONDS });
  const single = { rps: result.rps, p50: result.p50, p99: result.p99, failed: result.errors + result.non2xx };
  return { ...(await load(origin, request)), single };
}

async function measure(dataset, origin) {
  const [candidate, recruiter, admin] = await Promise.all([
    login(origin, CANDIDATES[0].email),
    login(origin, RECRUITERS[0].email),
    login(origin, ADMIN.email),
  ]);
  const jobs = await openJobs(origin, candidate, 200);
  const { jobs: companyJobs } = await api(origin, '/api/recruiter/jobs', { headers: bearer(recruiter) });
  const biggest = companyJobs.reduce((a, b) => (b.applicationCount > a.applicationCount ? b : a));
  const rows = [];
  const row = (endpoint, kind, note, result) => {
    rows.push({ endpoint, dataset, kind, note, ...result });
    const single = result.single ? `  (1 connection: p50 ${result.single.p50} ms, p99 ${result.single.p99} ms)` : '';
    console.log(
      `  ${endpoint.padEnd(42)} ${String(Math.round(result.rps)).padStart(5)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  ${JSON.stringify(result.codes)}${single}`,
    );
  };
  let next = 0;
  const rotate = (paths) => (req) => ({ ...req, path: paths[next++ % paths.length] });

  row(
    'GET /api/candidate/feed',
    'read',
    'first page, best match',
    await loadRead(origin, { path: '/api/candidate/feed', headers: bearer(candidate) }),
  );
  row(
    'GET /api/candidate/feed?sort=newest',
    'read',
    'first page, newest',
    await loadRead(origin, { path: '/api/candidate/feed?sort=newest', headers: bearer(candidate) }),
  );
  const pages = jobs.map((id) => `/jobs/${id}`);
  row(
    'GET /jobs/{id}',
    'read',
    `public job page, ${pages.length} open jobs in turn`,
    await loadRead(origin, { path: pages[0], setupRequest: rotate(pages) }),
  );
  row(
    'GET /api/recruiter/jobs/{id}/applications',
    'read',
    `sort=atsScore, job with ${biggest.applicationCount} applications`,
    await loadRead(origin, {
      path: `/api/recruiter/jobs/${biggest.id}/applications?sort=atsScore`,
      headers: bearer(recruiter),
    }),
  );
  row(
    'GET /api/admin/analytics/summary',
    'read',
    'last 30 days',
    await loadRead(origin, { path: '/api/admin/analytics/summary', headers: bearer(admin) }),
  );

  const emails = CANDIDATES.map((c) => c.email);
  const loginBody = (email) => JSON.stringify({ email, password: DEMO_PASSWORD });
  row(
    'POST /api/auth/login',
    'login',
    'valid password, 6 demo candidates in turn',
    await load(origin, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: loginBody(emails[0]),
      setupRequest: (req) => ({ ...req, body: loginBody(emails[next++ % emails.length]) }),
    }),
  );

  // Every apply is a new (candidate, job) pair: fresh candidates, each applying to every open job once.
  const applyJobs = jobs.slice(0, 100);
  const people = await applyCandidates(origin, Math.ceil((APPLY_REQUESTS + 1) / applyJobs.length));
  const pairs = people.flatMap((p) => applyJobs.map((job) => ({ ...p, job })));
  const applyRequest = (pair) => ({
    method: 'POST',
    path: `/api/candidate/jobs/${pair.job}/apply`,
    headers: { 'content-type': 'application/json', ...bearer(pair.token) },
    body: JSON.stringify({ resumeName: pair.resumeName, coverLetter: '' }),
  });
  let k = 1; // pairs[0] is the warm-up request
  const applied = await load(
    origin,
    {
      ...applyRequest(pairs[0]),
      setupRequest: (req) => ({ ...req, ...applyRequest(pairs[Math.min(k++, pairs.length - 1)]) }),
    },
    { maxOverallRequests: pairs.length - 1 },
  );
  row(
    'POST /api/candidate/jobs/{id}/apply',
    'apply',
    `${pairs.length - 1} fresh pairs available; 201 = ${applied.codes['201'] ?? 0}`,
    applied,
  );

  // Every move is a new application to the recruiter's own open jobs, moved once: Applied → Screening
  // (the common move; its notice is held for the undo window).
  const ownJobs = companyJobs.filter((j) => j.status === 'open').map((j) => j.id);
  const movers = await applyCandidates(origin, Math.ceil((MOVE_REQUESTS + 1) / ownJobs.length));
  const toMove = [];
  for (const person of movers)
    for (const job of ownJobs) {
      const made = await api(origin, `/api/candidate/jobs/${job}/apply`, {
        method: 'POST',
        headers: bearer(person.token),
        body: JSON.stringify({ resumeName: person.resumeName, coverLetter: '' }),
      });
      toMove.push(made.id);
    }
  const moveRequest = (id) => ({
    method: 'PUT',
    path: `/api/recruiter/applications/${id}/status`,
    headers: { 'content-type': 'application/json', ...bearer(recruiter) },
    body: JSON.stringify({ status: 'screening' }),
  });
  let m = 1;
  const moved = await load(
    origin,
    {
      ...moveRequest(toMove[0]),
      setupRequest: (req) => ({ ...req, ...moveRequest(toMove[Math.min(m++, toMove.length - 1)]) }),
    },
    { maxOverallRequests: toMove.length - 1 },
  );
  row(
    'PUT /api/recruiter/applications/{id}/status',
    'move',
    `Applied → Screening, ${toMove.length - 1} fresh applications available; 200 = ${moved.codes['200'] ?? 0}`,
    moved,
  );
  return rows;
}

const fmtRow = (r) => {
  const met =
    r.single && r.single.p99 < READ_TARGET.p99 && r.errors + r.non2xx + r.single.failed === READ_TARGET.errors;
  const target =
    r.kind === 'read'
      ? `p99 < ${READ_TARGET.p99} ms, 0 errors: ${met ? 'ok' : 'MISS'}`
      : r.kind === 'login'
        ? 'shown (PBKDF2-bound)'
        : r.kind === 'move'
          ? `shown (${r.codes['200'] ?? 0} x 200)`
          : `shown (${r.codes['201'] ?? 0} x 201)`;
  const single = r.single ? `${r.single.p50} ms | ${r.single.p99} ms` : '| ';
  return `| ${r.endpoint} | ${r.dataset} | ${single} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} / ${r.non2xx} | ${target} |`;
};

async function main() {
  ensureBuilt();
  const results = [];
  const datasets = {};
  for (const dataset of DATASETS) {
    console.log(`\n${dataset} data set: preparing`);
    const { state, seconds } = prepare(dataset);
    datasets[dataset] = { state, prepareSeconds: Math.round(seconds) };
    await withWrangler(
      PORT,
      state,
      async (origin) => {
        const load1 = loadavg()[0].toFixed(2);
        datasets[dataset].loadAverage = Number(load1);
        console.log(
          `${dataset}: wrangler dev on ${origin} (state ${state}, prepared in ${Math.round(seconds)} s); ${CONNECTIONS} connections, ${DURATION} s per endpoint; load average ${load1} on ${cpus().length} cores`,
        );
        results.push(...(await measure(dataset, origin)));
      },
      // The apply and move runs sign up (and verify) a hundred candidates from this one address.
      { args: ['--var', 'FLOOD_MAX_PER_ADDRESS:1000', '--var', 'ACCOUNT_MAILS_PER_HOUR:1000'] },
    );
  }

  console.log(
    `\nReads: 1 connection for ${SINGLE_SECONDS} s (the target), then ${CONNECTIONS} connections for ${DURATION} s (throughput; latency there is mostly queueing)`,
  );
  console.log(
    `| endpoint | dataset | 1 conn p50 | 1 conn p99 | ${CONNECTIONS} conn RPS | p50 | p99 | errors / non-2xx | target |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const endpoints = [...new Set(results.map((r) => r.endpoint))];
  for (const e of endpoints) for (const r of results.filter((x) => x.endpoint === e)) console.log(fmtRow(r));
  for (const e of endpoints) {
    const note =
      results.find((r) => r.endpoint === e && r.dataset === 'large')?.note ??
      results.find((r) => r.endpoint === e)?.note;
    console.log(`  ${e}: ${note}`);
  }

  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'api.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, datasets, results }, null, 2)}\n`,
  );
  console.log('\nSaved bench/results/api.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
