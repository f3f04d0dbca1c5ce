/**
 * `npm run seed:large`: a LOCAL load data set for benchmarks (issue 9): by default 300 companies
 * with their recruiters, 10,000 jobs, 50,000 candidates with profiles and resume text, and 200,000
 * scored applications with their pipeline history, on top of the demo world of `npm run seed`
 * (whose accounts keep working; every generated account has the demo password too).
 *
 *   npm run seed:large [-- --persist-to DIR] [--companies N] [--jobs N] [--candidates N] [--applications N]
 *
 * It applies the migrations, seeds the demo world through wrangler's platform proxy, then writes
 * the bulk rows with node:sqlite straight into the SQLite file behind local D1: one transaction
 * of prepared INSERTs. Measured on a 2-core machine, that writes about 60,000 rows a second, where
 * D1 batches through the platform proxy wrote about 400 (hours for this data set).
 * Stop any `wrangler dev` using DIR first. A database that already holds more than the demo's
 * jobs is left as it is (delete DIR to start again).
 *
 * Generated resumes are rows only: no file is put in R2 for them (50,000 objects through the proxy
 * would take longer than everything else). Their text is in the rows, so scoring, matching and
 * lists work; opening such a resume file answers "missing", and applying as a generated candidate
 * needs a resume uploaded first.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';

import { getPlatformProxy } from 'wrangler';

import { hashPassword } from '../worker/auth/passwords';
import type { Bindings } from '../worker/env';
import { DEMO_PASSWORD, JOBS } from './seed/content';
import { seedLarge } from './seed/large';
import { printDemoAccounts, seedDemo } from './seed/world';

const { values } = parseArgs({
  options: {
    'persist-to': { type: 'string', default: '.wrangler/state' },
    companies: { type: 'string', default: '300' },
    jobs: { type: 'string', default: '10000' },
    candidates: { type: 'string', default: '50000' },
    applications: { type: 'string', default: '200000' },
  },
});
const count = (name: 'companies' | 'jobs' | 'candidates' | 'applications') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
};
const persistTo = values['persist-to'];
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const migrate = spawnSync(
  'npx',
  ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
  { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
);
if (migrate.status !== 0) {
  console.error(migrate.stdout, migrate.stderr);
  throw new Error('Applying the local migrations failed');
}
console.log(`Migrations applied (${seconds()})`);

const proxy = await getPlatformProxy<Bindings>({ configPath: 'wrangler.toml', persist: { path: `${persistTo}/v3` } });
let passwordHash: string;
try {
  console.log(`${await seedDemo(proxy.env)} (${seconds()})`);
  // Hashed once with the worker's own function and pepper: 100,000 PBKDF2 rounds per account would take hours.
  passwordHash = await hashPassword(DEMO_PASSWORD, proxy.env.PASSWORD_PEPPER);
} finally {
  await proxy.dispose();
}

/** The local D1 database is the SQLite file of miniflare's D1 object that has the migrations table. */
function d1File(dir: string): string {
  const folder = join(dir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')) {
    const db = new DatabaseSync(join(folder, name), { readOnly: true });
    const migrated = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get();
    db.close();
    if (migrated) return join(folder, name);
  }
  throw new Error(`No migrated D1 database under ${folder}`);
}

const db = new DatabaseSync(d1File(persistTo));
try {
  const jobsThere = (db.prepare('SELECT COUNT(*) AS n FROM jobs').get() as { n: number }).n;
  if (jobsThere > JOBS.length) {
    console.log(`The database already has ${jobsThere} jobs; nothing to do (delete ${persistTo} to seed again).`);
  } else {
    // A seed, not a live database: if the machine dies midway, it is simply run again.
    db.exec('PRAGMA synchronous = OFF; PRAGMA cache_size = -200000');
    db.exec('BEGIN');
    try {
      const made = seedLarge(db, {
        companies: count('companies'),
        jobs: count('jobs'),
        candidates: count('candidates'),
        applications: count('applications'),
        passwordHash,
        now: new Date(),
      });
      db.exec('COMMIT');
      console.log(`Generated (${seconds()}):`);
      for (const [k, v] of Object.entries(made))
        console.log(`  ${k.padEnd(24)} ${typeof v === 'number' ? v.toLocaleString('en-US') : JSON.stringify(v)}`);
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
    // Leaves no large write-ahead log for wrangler to replay on its next start.
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  }
  console.log('\nRows in the database:');
  for (const table of ['companies', 'users', 'jobs', 'resumes', 'applications', 'application_events']) {
    console.log(
      `  ${table.padEnd(24)} ${(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n.toLocaleString('en-US')}`,
    );
  }
} finally {
  db.close();
}
console.log(`\nseed:large done in ${seconds()} (${persistTo})`);
printDemoAccounts();
