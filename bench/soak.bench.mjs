// A soak: a mixed load held for minutes on the `seed:large` data set, to find what only time shows:
// errors under steady load, latency that drifts, memory that grows. The built worker in workerd on
// loopback (through miniflare alone, or `wrangler dev` with SOAK_SERVER=wrangler; its own port and
// the state in .wrangler/bench-large, kept between runs) takes, from WORKERS
// clients in a loop: feed reads, job reads, applies by fresh candidates, pipeline moves and messages,
// while SOCKETS WebSockets listen on the recruiter's conversations (every message must reach every
// socket of its conversation, once). It stops at SOAK_SECONDS or SOAK_MAX_OPS, whichever comes first.
// Prints the error count (target 0), p50/p99 per operation, and memory every SOAK_SAMPLE_SECONDS:
// workerd's resident size after the warm-up (half the operations, or SOAK_WARMUP_OPS) and at the end (target:
// growth under 10%), and under wrangler dev the product isolate's JS heap. Measured, never asserted.
//
//   npm run bench -- soak                                   (10 minutes)
//   SOAK_SECONDS=60 SOAK_WARMUP_OPS=300 npm run bench -- soak    (a short run: proves it works)
//   SOAK_MIX=message:1 SOAK_SECONDS=180 npm run bench -- soak     (one kind of operation alone)
//   SOAK_SERVER=wrangler npm run bench -- soak                 (through wrangler dev, JS heap read)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { CANDIDATES, RECRUITERS } from '../scripts/seed/content.ts';
import { api, applyCandidates, bearer, login, openJobs } from './lib/api.mjs';
import { inspectWorker } from './lib/inspector.mjs';
import { ensureBuilt, prepareLarge, ROOT, withWorkerd, withWrangler } from './lib/server.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
// Warm-up is counted in operations: the worker process's memory grows with the work done (V8 heaps,
// workerd's native allocations and the simulated D1's page cache over a 1.6 GB file reach their
// working size), not with the time it takes. By default it is the first half of the run's operations,
// as soak tests take it: a leak grows the second half as much as the first. SOAK_WARMUP_OPS fixes it.
const WARMUP_OPS = process.env.SOAK_WARMUP_OPS === undefined ? null : Number(process.env.SOAK_WARMUP_OPS);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const MAX_OPS = Number(process.env.SOAK_MAX_OPS ?? 200_000);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 100);
const PORT = Number(process.env.BENCH_SOAK_PORT ?? 8960);
const STATE = join('.wrangler', 'bench-large');
/** Applications to move, 3 moves each, enough for a 10-minute run; moves past the pool are counted as skipped. */
const MOVE_POOL = 3_000;
// Every fresh candidate signs up from loopback: the per-address sign-up limit (10 an hour) is raised
// for this server, or a second soak within the hour could not make its candidates.
const SERVER_VARS = { FLOOD_MAX_PER_ADDRESS: '1000000' };
const TARGET = { errors: 0, memoryGrowth: 0.1 };
/** How long a message may take to reach the sockets of its conversation. */
const DELIVERY_WAIT_MS = 5_000;

/** Operations by weight: reads dominate, as on a job board. */
const DEFAULT_MIX = [
  ['feed', 35],
  ['job', 35],
  ['apply', 10],
  ['move', 10],
  ['message', 10],
];
/** SOAK_MIX (e.g. `feed:1` or `apply:1,message:1`) runs only the named operations, to find which one grows memory. */
function mixOf(spec) {
  if (!spec) return DEFAULT_MIX;
  const known = DEFAULT_MIX.map(([name]) => name);
  return spec.split(',').map((part) => {
    const [name, weight] = part.split(':');
    if (!known.includes(name) || !(Number(weight) > 0))
      throw new Error(`SOAK_MIX: "${part}" is not one of ${known.join(', ')} with a positive weight`);
    return [name, Number(weight)];
  });
}
const MIX = mixOf(process.env.SOAK_MIX);

// wrangler dev records a trace of every request (spans and logs) in miniflare's local observability
// store, a Durable Object that is never evicted and never pruned: a development tool, not the
// product. X_LOCAL_OBSERVABILITY=false (wrangler's switch) turns it off for a run.
const LOCAL_OBSERVABILITY = !/^(false|0)$/i.test(process.env.X_LOCAL_OBSERVABILITY ?? 'true');
// The worker is served by workerd through miniflare alone, as production runs it: no wrangler dev proxy,
// inspector session or trace store, which grow the runtime's memory in development only.
// SOAK_SERVER=wrangler soaks `wrangler dev` instead, and reads the product isolate's JS heap over its
// inspector (a leak in the worker's own code shows as heap lows that keep rising).
const SERVER = process.env.SOAK_SERVER ?? 'workerd';
if (!['wrangler', 'workerd'].includes(SERVER)) throw new Error(`SOAK_SERVER: "${SERVER}" is not wrangler or workerd`);
const TRACE_STORE = join(STATE, 'v3', 'observability');

/** Bytes on disk under dir (0 when it does not exist). */
function bytesUnder(dir) {
  let n = 0;
  try {
    for (const e of readdirSync(dir, { withFileTypes: true }))
      n += e.isDirectory() ? bytesUnder(join(dir, e.name)) : statSync(join(dir, e.name)).size;
  } catch {
    // no store yet
  }
  return n;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const MiB = (kib) => Math.round(kib / 1024);

/**
 * Resident memory (MiB) of the server's workerd processes, by process: `worker` is the runtime that
 * runs the product (under wrangler dev, the one miniflare starts with an inspector address; alone,
 * miniflare's child of this process), `proxy` is wrangler dev's own workerd in front of it (its
 * ProxyWorker and InspectorProxyWorker). `anon` is the heap (V8, SQLite caches, buffers), `file` the
 * pages of mapped files (the binary, D1's database files).
 */
function workerdMemory(server) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,comm='], { encoding: 'utf8' });
  const memory = { worker: 0, workerAnon: 0, workerFile: 0, proxy: 0 };
  for (const line of out.split('\n')) {
    const [pid, ppid, pgid, comm] = line.trim().split(/\s+/);
    if (!comm?.startsWith('workerd')) continue;
    if (SERVER === 'workerd' ? Number(ppid) !== process.pid : Number(pgid) !== server.child.pid) continue;
    let status, cmdline;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone between ps and /proc
    }
    const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    if (SERVER === 'workerd' || cmdline.includes('--inspector-addr')) {
      memory.worker += MiB(kib('VmRSS'));
      memory.workerAnon += MiB(kib('RssAnon'));
      memory.workerFile += MiB(kib('RssFile') + kib('RssShmem'));
    } else memory.proxy += MiB(kib('VmRSS'));
  }
  return memory;
}

/**
 * The recruiters of the large data set with the most applications still in `applied`, read from the
 * local D1 file before the server starts (every generated account has the demo password).
 */
function busiestRecruiters(count) {
  const dir = join(ROOT, STATE, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  const db = new DatabaseSync(join(dir, file), { readOnly: true });
  try {
    const sql = `SELECT u.email FROM applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.recruiter_id
                 WHERE a.status = 'applied' GROUP BY u.id ORDER BY count(*) DESC LIMIT ?`;
    return db
      .prepare(sql)
      .all(count)
      .map((r) => r.email);
  } finally {
    db.close();
  }
}

/**
 * Up to MOVE_POOL applications still in `applied`, from as many of the busiest recruiters' jobs as it
 * takes: each can move three times (screening, interview, offer), by its own recruiter. Every soak
 * moves some on for good; the pool comes from the data set as it is now.
 */
async function movablePool(origin, emails) {
  const pool = [];
  for (const email of emails) {
    const token = await login(origin, email);
    const { jobs } = await api(origin, '/api/recruiter/jobs', { headers: bearer(token) });
    for (const job of jobs.filter((j) => j.applicationCount > 0)) {
      for (let page = 1; page <= 5 && pool.length < MOVE_POOL; page++) {
        const list = await api(
          origin,
          `/api/recruiter/jobs/${job.id}/applications?status=applied&limit=100&page=${page}`,
          { headers: bearer(token) },
        );
        pool.push(...list.applications.map((a) => ({ id: a.id, token, next: ['screening', 'interview', 'offer'] })));
        if (list.applications.length < 100) break;
      }
      if (pool.length >= MOVE_POOL) return pool;
    }
  }
  return pool;
}

/** SOCKETS sockets spread over the conversations, each counting the messages it receives by id. */
async function openSockets(origin, token, conversations) {
  const wsOrigin = origin.replace(/^http/, 'ws');
  const sockets = [];
  for (let i = 0; i < SOCKETS; i++) {
    const conversationId = conversations[i % conversations.length];
    const { ticket } = await api(origin, `/api/messages/${conversationId}/ticket`, {
      method: 'POST',
      headers: bearer(token),
    });
    const ws = new WebSocket(`${wsOrigin}/api/messages/${conversationId}/socket?ticket=${encodeURIComponent(ticket)}`);
    const socket = { conversationId, ws, received: new Map(), closedEarly: false, done: false };
    ws.addEventListener('message', (e) => {
      if (e.data === 'pong') return;
      const { message } = JSON.parse(String(e.data));
      socket.received.set(message.id, (socket.received.get(message.id) ?? 0) + 1);
    });
    ws.addEventListener('close', () => (socket.closedEarly ||= !socket.done));
    await new Promise((resolve, reject) => {
      ws.addEventListener('open', resolve, { once: true });
      ws.addEventListener('error', () => reject(new Error(`socket ${i} did not open`)), { once: true });
    });
    sockets.push(socket);
  }
  return sockets;
}

async function main() {
  ensureBuilt();
  console.log('large data set: preparing');
  prepareLarge(STATE);
  const recruiters = busiestRecruiters(20);
  const soak = async (origin, server) => {
    const traceBytesBefore = bytesUnder(TRACE_STORE);
    const observability =
      SERVER === 'workerd'
        ? 'none (no wrangler dev)'
        : `local observability (trace store) ${LOCAL_OBSERVABILITY ? 'on' : 'off'}`;
    console.log(
      `${SERVER === 'workerd' ? 'workerd through miniflare' : 'wrangler dev'} on ${origin}; ${observability}; load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`,
    );

    const [candidate, recruiter] = await Promise.all([
      login(origin, CANDIDATES[0].email),
      login(origin, RECRUITERS[0].email),
    ]);
    const jobs = await openJobs(origin, candidate, 200);
    const applyJobs = jobs.slice(0, 100);
    const people = await applyCandidates(origin, Number(process.env.SOAK_APPLICANTS ?? 40));
    const pairs = people.flatMap((p) => applyJobs.map((job) => ({ ...p, job })));
    const moves = await movablePool(origin, recruiters);
    const { conversations } = await api(origin, '/api/messages', { headers: bearer(recruiter) });
    if (conversations.length === 0) throw new Error('the recruiter has no conversation to message');
    const conversationIds = conversations.map((c) => c.id);
    const sockets = await openSockets(origin, recruiter, conversationIds);
    console.log(
      `${jobs.length} open jobs, ${pairs.length} fresh apply pairs, ${moves.length} applications to move, ${SOCKETS} sockets on ${conversationIds.length} conversations`,
    );

    const ops = {
      feed: () => fetch(`${origin}/api/candidate/feed`, { headers: bearer(candidate) }),
      job: () =>
        fetch(`${origin}/api/candidate/jobs/${jobs[Math.floor(Math.random() * jobs.length)]}`, {
          headers: bearer(candidate),
        }),
      apply: () => {
        const pair = pairs.pop();
        if (!pair) return null;
        return fetch(`${origin}/api/candidate/jobs/${pair.job}/apply`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(pair.token) },
          body: JSON.stringify({ resumeName: pair.resumeName, coverLetter: '' }),
        });
      },
      move: () => {
        const app = moves.shift();
        if (!app) return null;
        const status = app.next.shift();
        if (app.next.length) moves.push(app);
        return fetch(`${origin}/api/recruiter/applications/${app.id}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...bearer(app.token) },
          body: JSON.stringify({ status }),
        });
      },
      message: () =>
        fetch(
          `${origin}/api/messages/${conversationIds[Math.floor(Math.random() * conversationIds.length)]}/messages`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...bearer(recruiter) },
            body: JSON.stringify({ body: `Soak message ${Date.now()}` }),
          },
        ),
    };
    const totalWeight = MIX.reduce((n, [, w]) => n + w, 0);
    const pick = () => {
      let r = Math.random() * totalWeight;
      for (const [name, w] of MIX) if ((r -= w) < 0) return name;
      return MIX[0][0];
    };

    const stats = Object.fromEntries(MIX.map(([name]) => [name, { latencies: [], errors: 0, skipped: 0, codes: {} }]));
    const sent = []; // messages: { id, conversationId }
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    let done = 0;
    // Memory every SAMPLE_SECONDS from the start: the series shows warm-up and plateau (or a leak).
    // Each sample reads the product isolate's JavaScript heap and the processes' resident sizes.
    const inspector =
      SERVER === 'wrangler' ? await inspectWorker(server.inspectorPort) : { heapMiB: async () => null, close() {} };
    const series = [];
    const sample = async () => {
      const heap = await inspector.heapMiB();
      const m = workerdMemory(server);
      const point = {
        t: Math.round((performance.now() - started) / 1000),
        operations: done,
        load: Number(loadavg()[0].toFixed(2)),
        heap,
        ...m,
      };
      series.push(point);
      console.log(
        `  ${String(point.t).padStart(4)} s  ${String(done).padStart(6)} ops  ${heap === null ? '' : `JS heap ${heap} MiB  `}worker ${m.worker} MiB (anon ${m.workerAnon}, files ${m.workerFile})  ${SERVER === 'wrangler' ? `wrangler proxy ${m.proxy} MiB  ` : ''}load ${point.load}`,
      );
    };
    console.log(
      `memory every ${SAMPLE_SECONDS} s (warm-up: ${WARMUP_OPS === null ? 'the first half of the operations' : `the first ${WARMUP_OPS} operations`})`,
    );
    await sample();
    let sampling = Promise.resolve();
    const sampler = setInterval(() => (sampling = sampling.then(sample)), SAMPLE_SECONDS * 1000);

    async function worker() {
      while (performance.now() < deadline && done < MAX_OPS) {
        const name = pick();
        const s = stats[name];
        const t0 = performance.now();
        let res;
        try {
          res = ops[name]();
          if (res === null) {
            s.skipped++;
            continue;
          }
          res = await res;
          const body = await res.text();
          s.codes[res.status] = (s.codes[res.status] ?? 0) + 1;
          if (!res.ok) s.errors++;
          else if (name === 'message')
            sent.push({ id: JSON.parse(body).id, conversationId: JSON.parse(body).conversationId });
        } catch {
          s.errors++;
          s.codes.network = (s.codes.network ?? 0) + 1;
        }
        s.latencies.push(performance.now() - t0);
        done++;
      }
    }
    const pinger = setInterval(
      () => sockets.forEach((s) => s.ws.readyState === WebSocket.OPEN && s.ws.send('ping')),
      30_000,
    );
    await Promise.all(Array.from({ length: WORKERS }, worker));
    clearInterval(pinger);
    clearInterval(sampler);
    await sampling;
    const elapsed = (performance.now() - started) / 1000;
    await sample();
    inspector.close();
    const warmupOps = WARMUP_OPS ?? done / 2;
    const warm = series.find((p) => p.operations >= warmupOps) ?? series.at(-1);
    const end = series.at(-1);

    // Every message reached every socket of its conversation, once.
    await new Promise((r) => setTimeout(r, DELIVERY_WAIT_MS));
    let lost = 0;
    let doubled = 0;
    for (const socket of sockets) {
      for (const m of sent.filter((x) => x.conversationId === socket.conversationId)) {
        const n = socket.received.get(m.id) ?? 0;
        if (n === 0) lost++;
        if (n > 1) doubled++;
      }
    }
    const dropped = sockets.filter((s) => s.closedEarly).length;
    for (const s of sockets) {
      s.done = true;
      s.ws.close(1000);
    }

    const requestErrors = Object.values(stats).reduce((n, s) => n + s.errors, 0);
    const errors = requestErrors + lost + doubled + dropped;
    const growthOf = (key) => (end[key] - warm[key]) / warm[key];
    const growth = growthOf('worker');
    const rows = MIX.map(([name]) => {
      const s = stats[name];
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        op: name,
        count: s.latencies.length,
        errors: s.errors,
        skipped: s.skipped,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        codes: s.codes,
      };
    });

    console.log(
      `\nSoak (${MIX.map(([n, w]) => `${n}:${w}`).join(',')}): ${done} operations in ${Math.round(elapsed)} s (${Math.round(done / elapsed)} ops/s) from ${WORKERS} clients; ${SOCKETS} WebSockets; load average ${loadavg()[0].toFixed(2)}`,
    );
    console.log('| operation | count | errors | p50 | p99 | answers |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.op} | ${r.count} | ${r.errors} | ${r.p50} ms | ${r.p99} ms | ${JSON.stringify(r.codes)}${r.skipped ? ` (${r.skipped} skipped: pool used up)` : ''} |`,
      );
    console.log(
      `| socket deliveries | ${sent.length} messages | lost ${lost}, doubled ${doubled}, sockets dropped ${dropped} | | | |`,
    );
    console.log(`\nErrors: ${errors} (target ${TARGET.errors}): ${errors === TARGET.errors ? 'ok' : 'MISS'}`);
    const verdict = (g) =>
      `${(g * 100).toFixed(1)}% (target < ${TARGET.memoryGrowth * 100}%): ${g < TARGET.memoryGrowth ? 'ok' : 'MISS'}`;
    const perThousand = ((end.worker - warm.worker) / Math.max(1, end.operations - warm.operations)) * 1000;
    console.log(
      `workerd memory after the warm-up (${warm.operations} operations, ${warm.t} s) → end (${end.operations}, ${end.t} s):`,
    );
    console.log(
      `  worker process (runs the product): ${warm.worker} → ${end.worker} MiB, ${verdict(growth)}; ${perThousand.toFixed(1)} MiB per 1,000 operations`,
    );
    const traceGrowth = Math.round((bytesUnder(TRACE_STORE) - traceBytesBefore) / 2 ** 20);
    if (SERVER === 'wrangler') {
      console.log(
        `  product isolate's JS heap (used, garbage included): ${warm.heap} → ${end.heap} MiB, ${(growthOf('heap') * 100).toFixed(1)}%`,
      );
      console.log(
        `  local observability's trace store on disk (not in production): +${traceGrowth} MiB (${LOCAL_OBSERVABILITY ? 'on' : 'off'})`,
      );
      console.log(
        `  wrangler dev's proxy (not in production): ${warm.proxy} → ${end.proxy} MiB, ${(growthOf('proxy') * 100).toFixed(1)}%`,
      );
    }

    const dir = join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'soak.json'),
      `${JSON.stringify({ at: new Date().toISOString(), server: SERVER, mix: Object.fromEntries(MIX), localObservability: SERVER === 'wrangler' && LOCAL_OBSERVABILITY, seconds: Math.round(elapsed), operations: done, workers: WORKERS, sockets: SOCKETS, rows, deliveries: { messages: sent.length, lost, doubled, dropped }, errors, memory: { warmupOperations: Math.round(warmupOps), warm, end, growth, mibPerThousandOps: perThousand, traceStoreGrowthMiB: traceGrowth, heapGrowth: SERVER === 'wrangler' ? growthOf('heap') : null, series } }, null, 2)}\n`,
    );
    console.log('Saved bench/results/soak.json');
  };
  if (SERVER === 'workerd') await withWorkerd(PORT, STATE, soak, { vars: SERVER_VARS });
  else
    await withWrangler(PORT, STATE, soak, {
      args: Object.entries(SERVER_VARS).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
      inspectorPort: PORT + 1100,
    });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
